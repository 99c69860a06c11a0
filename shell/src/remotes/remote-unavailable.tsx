import { Button, Container, EmptyState } from '@physio/ui';
import { useRemoteRetry } from './remote-retry-context';

/** The "temporarily unavailable" panel: the rest of the site keeps working around it. */
export function RemoteUnavailable() {
  const { label, retry } = useRemoteRetry();
  return (
    <Container>
      <EmptyState
        role="alert"
        title={`${label} is temporarily unavailable`}
        action={<Button onClick={retry}>Try again</Button>}
      >
        We could not load this part of the site. Everything else still works; please try again in a moment.
      </EmptyState>
    </Container>
  );
}
