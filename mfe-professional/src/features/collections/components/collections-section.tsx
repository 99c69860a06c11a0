import { apiErrorMessage } from '@physio/api-client';
import type { Collection } from '@physio/contracts';
import { Button, Card, ConfirmDialog, EmptyState, Grid, Muted, SkeletonRows } from '@physio/ui';
import { formatDate } from '@physio/util';
import { useState } from 'react';
import styled from 'styled-components';
import { LoadError } from '../../../components/load-error';
import { notify } from '../../../components/notify';
import { useDeleteCollectionMutation, useGetCollectionsQuery } from '../api';
import { AddVideosDialog } from './add-videos-dialog';
import { CollectionNameDialog } from './collection-name-dialog';

const Section = styled.section`
  margin: 40px 0;
  header {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: center;
    gap: 12px;
    margin-bottom: 16px;
  }
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  h3 {
    margin: 0 0 4px;
    font-size: 1.05rem;
  }
  .card-actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin-top: 12px;
  }
`;

type Editing =
  | { kind: 'create' }
  | { kind: 'rename'; collection: Collection }
  | { kind: 'add'; collection: Collection }
  | { kind: 'delete'; collection: Collection };

/** Video Collections: real, persisted groups of library videos. */
export function CollectionsSection() {
  const { data, isLoading, isError, error, refetch } = useGetCollectionsQuery();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleteCollection, { isLoading: deleting }] = useDeleteCollectionMutation();
  const close = () => setEditing(null);

  async function confirmDelete(collection: Collection) {
    try {
      await deleteCollection(collection.id).unwrap();
      notify.success('Success', 'Collection deleted successfully');
    } catch (failure) {
      notify.error('Error', apiErrorMessage(failure, 'Failed to delete collection'));
    } finally {
      close();
    }
  }

  return (
    <Section aria-labelledby="collections-heading">
      <header>
        <h2 id="collections-heading">Video Collections</h2>
        <Button $variant="secondary" onClick={() => setEditing({ kind: 'create' })}>
          New Collection
        </Button>
      </header>
      {isLoading ? (
        <SkeletonRows rows={2} label="Loading collections…" />
      ) : isError ? (
        <LoadError title="Collections could not be loaded" error={error} onRetry={refetch} />
      ) : !data?.length ? (
        <EmptyState title="No collections yet">
          Group videos by condition, body part or client with New Collection.
        </EmptyState>
      ) : (
        <Grid $min="240px">
          {data.map((collection) => (
            <Card key={collection.id} as="article" aria-label={collection.name}>
              <h3>{collection.name}</h3>
              <Muted>
                {collection.video_count} {collection.video_count === 1 ? 'video' : 'videos'} · updated{' '}
                {formatDate(collection.updated_at)}
              </Muted>
              <div className="card-actions">
                <Button $variant="secondary" onClick={() => setEditing({ kind: 'add', collection })}>
                  Add videos
                </Button>
                <Button $variant="ghost" onClick={() => setEditing({ kind: 'rename', collection })}>
                  Rename
                </Button>
                <Button $variant="ghost" onClick={() => setEditing({ kind: 'delete', collection })}>
                  Delete
                </Button>
              </div>
            </Card>
          ))}
        </Grid>
      )}
      {editing?.kind === 'create' || editing?.kind === 'rename' ? (
        <CollectionNameDialog collection={editing.kind === 'rename' ? editing.collection : undefined} onClose={close} />
      ) : null}
      {editing?.kind === 'add' ? <AddVideosDialog collection={editing.collection} onClose={close} /> : null}
      {editing?.kind === 'delete' ? (
        <ConfirmDialog
          title="Delete collection?"
          description={<p>“{editing.collection.name}” will be deleted. Its videos stay in your library.</p>}
          confirmLabel="Delete"
          busyLabel="Deleting..."
          busy={deleting}
          onConfirm={() => confirmDelete(editing.collection)}
          onCancel={close}
        />
      ) : null}
    </Section>
  );
}
