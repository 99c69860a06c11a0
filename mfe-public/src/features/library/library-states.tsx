import styled from 'styled-components';
import { Button, EmptyState, Grid, Skeleton } from '@physio/ui';

const Placeholder = styled.div`
  display: grid;
  gap: 12px;
  padding: 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
`;

/** Grey cards where results are loading, announced once. */
export function LoadingCards({ label, cards = 6 }: { label: string; cards?: number }) {
  return (
    <div role="status" aria-live="polite" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      <Grid $min="300px">
        {Array.from({ length: cards }, (_, index) => (
          <Placeholder key={index} aria-hidden="true">
            <Skeleton $height="160px" />
            <Skeleton $height="1.4rem" $width="60%" />
            <Skeleton $height="3rem" />
          </Placeholder>
        ))}
      </Grid>
    </div>
  );
}

/** The library could not be reached: say so, and offer to try again. */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => unknown }) {
  return (
    <EmptyState
      role="alert"
      title={`${what} could not be loaded`}
      action={
        <Button $variant="secondary" onClick={() => onRetry()}>
          Try again
        </Button>
      }
    >
      Check your connection and try again.
    </EmptyState>
  );
}

/** Whether an RTK Query error is the API's 404 (an unknown or unpublished slug). */
export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;
}
