import { ConfirmDialog } from '@physio/ui';
import { useState, type ReactNode } from 'react';
import { notify } from './notify';

export interface ConfirmedDeleteOptions<T> {
  /** The dialog's title, e.g. 'Delete video?'. */
  title: string;
  /** What will go, in the user's words. */
  describe: (item: T) => ReactNode;
  /** The delete call, rejecting on failure (an RTK Query mutation's `.unwrap()`). */
  remove: (item: T) => Promise<unknown>;
  busy: boolean;
  /** The success notice's text. */
  deleted: string;
  /** The error notice's text for a failure. */
  failed: (error: unknown) => string;
  onDeleted?: (item: T) => void;
  /** The confirm button's label and its label while busy, for an action that removes something other than a row. */
  confirmLabel?: string;
  busyLabel?: string;
}

/**
 * Every studio list deletes the same way: Delete asks in a confirm dialog ('Delete' / 'Deleting...'), the answer is
 * a Success or Error notice, and the dialog closes either way. `ask(item)` opens it; render `dialog`.
 */
export function useConfirmedDelete<T>({
  title,
  describe,
  remove,
  busy,
  deleted,
  failed,
  onDeleted,
  confirmLabel = 'Delete',
  busyLabel = 'Deleting...',
}: ConfirmedDeleteOptions<T>) {
  const [item, setItem] = useState<T | null>(null);

  async function confirm() {
    if (item === null) return;
    try {
      await remove(item);
      notify.success('Success', deleted);
      onDeleted?.(item);
    } catch (error) {
      notify.error('Error', failed(error));
    } finally {
      setItem(null);
    }
  }

  const dialog =
    item === null ? null : (
      <ConfirmDialog
        title={title}
        description={describe(item)}
        confirmLabel={confirmLabel}
        busyLabel={busyLabel}
        busy={busy}
        onConfirm={confirm}
        onCancel={() => setItem(null)}
      />
    );
  return { ask: setItem, dialog };
}
