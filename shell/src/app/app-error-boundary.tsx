import { Component, type ReactNode } from 'react';
import { Button, Container, EmptyState } from '@physio/ui';

/** The last line of defence: an unexpected render error anywhere in the shell. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('Unexpected application error', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Container as="main">
        <EmptyState
          role="alert"
          headingLevel={1}
          title="Unexpected Application Error!"
          action={<Button onClick={() => window.location.reload()}>Reload the page</Button>}
        >
          Something went wrong on our side. Reloading usually fixes it.
        </EmptyState>
      </Container>
    );
  }
}
