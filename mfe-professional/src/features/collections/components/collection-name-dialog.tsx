import { apiErrorMessage } from '@physio/api-client';
import type { Collection } from '@physio/contracts';
import { Button, Dialog, TextField } from '@physio/ui';
import { useState, type FormEvent } from 'react';
import { notify } from '../../../components/notify';
import { useCreateCollectionMutation, useRenameCollectionMutation } from '../api';

/** Creates a collection, or renames the one given; a duplicate name shows the server's message on the field. */
export function CollectionNameDialog({ collection, onClose }: { collection?: Collection; onClose: () => void }) {
  const [name, setName] = useState(collection?.name ?? '');
  const [error, setError] = useState<string>();
  const [create, creating] = useCreateCollectionMutation();
  const [rename, renaming] = useRenameCollectionMutation();
  const busy = creating.isLoading || renaming.isLoading;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!name.trim()) return setError('Collection name is required.');
    try {
      if (collection) await rename({ id: collection.id, name: name.trim() }).unwrap();
      else await create({ name: name.trim() }).unwrap();
      notify.success('Success', collection ? 'Collection renamed successfully' : 'Collection created successfully');
      onClose();
    } catch (failure) {
      setError(apiErrorMessage(failure, 'Failed to save collection'));
    }
  }

  return (
    <Dialog title={collection ? 'Rename collection' : 'New Collection'} onClose={busy ? () => undefined : onClose}>
      <form onSubmit={submit} noValidate>
        <TextField
          label="Collection name"
          value={name}
          maxLength={100}
          error={error}
          onChange={(e) => {
            setName(e.target.value);
            setError(undefined);
          }}
        />
        <div className="dialog-actions">
          <Button $variant="ghost" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : collection ? 'Rename' : 'Create'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
