import { apiErrorMessage } from '@physio/api-client';
import type { Collection } from '@physio/contracts';
import { Button, Dialog, Muted, SkeletonRows } from '@physio/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { LoadError } from '../../../components/load-error';
import { notify } from '../../../components/notify';
import { useGetVideosQuery } from '../../videos/api';
import { useAddCollectionVideosMutation, useRemoveCollectionVideoMutation } from '../api';

const List = styled.ul`
  list-style: none;
  margin: 12px 0 0;
  padding: 0;
  max-height: 320px;
  overflow: auto;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    padding: 8px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  label {
    display: flex;
    gap: 10px;
    align-items: center;
    min-height: 44px;
    flex: 1;
    cursor: pointer;
  }
  input {
    width: 20px;
    height: 20px;
  }
`;

/** Picks library videos (the 100 newest) to add; videos already in the collection can be taken out. */
export function AddVideosDialog({ collection, onClose }: { collection: Collection; onClose: () => void }) {
  const { data, isLoading, isError, error, refetch } = useGetVideosQuery({ page: 1, page_size: 100 });
  const [selected, setSelected] = useState<number[]>([]);
  const [add, { isLoading: adding }] = useAddCollectionVideosMutation();
  const [remove, { isLoading: removing, originalArgs: removal }] = useRemoveCollectionVideoMutation();
  const inCollection = new Set(collection.video_ids);

  async function save() {
    if (selected.length === 0 || adding) return;
    try {
      await add({ id: collection.id, video_ids: selected }).unwrap();
      notify.success(
        'Success',
        `Added ${selected.length} ${selected.length === 1 ? 'video' : 'videos'} to ${collection.name}`,
      );
      onClose();
    } catch (failure) {
      notify.error('Error', apiErrorMessage(failure, 'Failed to add videos'));
    }
  }

  async function takeOut(videoId: number) {
    try {
      await remove({ id: collection.id, videoId }).unwrap();
      onClose();
    } catch (failure) {
      notify.error('Error', apiErrorMessage(failure, 'Failed to remove video'));
    }
  }

  return (
    <Dialog title={`Videos in ${collection.name}`} onClose={onClose}>
      {isLoading ? (
        <SkeletonRows rows={3} />
      ) : isError ? (
        <LoadError title="Videos could not be loaded" error={error} onRetry={refetch} />
      ) : !data?.results.length ? (
        <Muted>Your library has no videos yet.</Muted>
      ) : (
        <List>
          {data.results.map((video) => (
            <li key={video.id}>
              {inCollection.has(video.id) ? (
                <>
                  <span>{video.title}</span>
                  <Button
                    $variant="ghost"
                    disabled={removing}
                    onClick={() => takeOut(video.id)}
                    aria-label={`Remove ${video.title} from ${collection.name}`}
                  >
                    {removing && removal?.videoId === video.id ? 'Removing...' : 'Remove'}
                  </Button>
                </>
              ) : (
                <label>
                  <input
                    type="checkbox"
                    checked={selected.includes(video.id)}
                    onChange={(e) =>
                      setSelected((ids) =>
                        e.target.checked ? [...ids, video.id] : ids.filter((id) => id !== video.id),
                      )
                    }
                  />
                  {video.title}
                </label>
              )}
            </li>
          ))}
        </List>
      )}
      <div className="dialog-actions">
        <Button $variant="ghost" onClick={onClose}>
          Close
        </Button>
        <Button onClick={save} disabled={selected.length === 0 || adding}>
          {adding ? 'Adding...' : `Add ${selected.length || ''} selected`.replace('  ', ' ')}
        </Button>
      </div>
    </Dialog>
  );
}
