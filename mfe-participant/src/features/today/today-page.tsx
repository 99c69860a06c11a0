import { useMemo } from 'react';
import styled from 'styled-components';
import {
  Breadcrumbs,
  Button,
  ButtonLink,
  Container,
  EmptyState,
  Muted,
  SkeletonRows,
  useDocumentMeta,
} from '@physio/ui';
import { localIsoDate } from '@physio/util';
import { useGetTodayQuery } from './api';
import { SessionPlayer } from './session-player';

const Wrap = styled(Container)`
  max-width: 820px;
  display: grid;
  gap: 20px;
`;

export default function TodayPage() {
  useDocumentMeta(
    'Today | PhysioHub',
    "Today's exercises from your programs, one at a time, with a timer for holds and rests.",
  );
  // Fixed for the visit: a session started before midnight is still logged on the day it was started.
  const date = useMemo(() => localIsoDate(), []);
  const { data, isLoading, isError, refetch } = useGetTodayQuery({ date });
  const sessions = (data?.sessions ?? []).filter((session) => session.items.length > 0);
  const next = sessions.find((session) => !session.logged);

  let body;
  if (isLoading) body = <SkeletonRows rows={4} label="Loading today's session…" />;
  else if (isError || !data)
    body = (
      <EmptyState
        title="Today's session could not be loaded"
        role="alert"
        action={
          <Button $variant="secondary" onClick={() => refetch()}>
            Try again
          </Button>
        }
      >
        Check your connection and try again.
      </EmptyState>
    );
  else if (sessions.length === 0)
    body = (
      <EmptyState
        title="Nothing scheduled today"
        action={<ButtonLink to="/dashboard/user">Back to my dashboard</ButtonLink>}
      >
        Rest up. Your next sessions are on your dashboard.
      </EmptyState>
    );
  else if (!next)
    body = (
      <EmptyState
        title="All done for today"
        action={<ButtonLink to="/dashboard/user">Back to my dashboard</ButtonLink>}
      >
        Every session scheduled today is logged. Great work!
      </EmptyState>
    );
  else body = <SessionPlayer key={next.assignment_id} session={next} date={date} onLogged={() => refetch()} />;

  return (
    <Wrap>
      <Breadcrumbs items={[{ label: 'My Dashboard', to: '/dashboard/user' }, { label: 'Today' }]} />
      <div>
        <h1>Today</h1>
        <Muted>
          {sessions.length > 1
            ? `${sessions.length} sessions today, ${sessions.filter((s) => s.logged).length} logged.`
            : 'Your exercises for today, one at a time.'}
        </Muted>
      </div>
      {body}
    </Wrap>
  );
}
