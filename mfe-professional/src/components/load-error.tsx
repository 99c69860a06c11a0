import { apiErrorMessage } from '@physio/api-client';
import { Button, EmptyState } from '@physio/ui';

/** Error state of a block whose data failed to load: the server's message and a retry. */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <EmptyState
      role="alert"
      title={title}
      action={
        <Button $variant="secondary" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {apiErrorMessage(error, 'Something went wrong.')}
    </EmptyState>
  );
}
