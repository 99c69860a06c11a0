import { useMemo } from 'react';
import styled from 'styled-components';
import { apiErrorMessage } from '@physio/api-client';
import {
  Breadcrumbs,
  Button,
  ButtonLink,
  Card,
  Container,
  EmptyState,
  Grid,
  Muted,
  PageHeader,
  SkeletonRows,
  StatCard,
  useDocumentMeta,
} from '@physio/ui';
import { AdherenceChart, PainChart } from '@physio/ui/charts';
import { formatAdherence, localIsoDate } from '@physio/util';
import { DASHBOARD_PATH, TODAY_PATH } from '../../paths';
import { useGetHistoryQuery } from './api';
import { SessionList } from './session-list';

// One column that never grows past the screen: the sessions table scrolls inside its own box instead.
const Wrap = styled(Container)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;
  padding-bottom: 48px;
`;

const Charts = styled.div`
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 360px), 1fr));
  h2 {
    font-size: 1.15rem;
    margin-top: 0;
  }
`;

/** The participant's own progress: adherence, pain over time and every logged session. */
export default function HistoryPage() {
  useDocumentMeta('History | PhysioHub', 'Your sessions, adherence and pain over time.');
  // The participant's own date, fixed for the visit (as Today and the dashboard send it).
  const date = useMemo(() => localIsoDate(), []);
  const { data, isLoading, isError, error, refetch } = useGetHistoryQuery({ date });

  let body;
  if (isLoading) body = <SkeletonRows rows={6} label="Loading your history…" />;
  else if (isError || !data)
    body = (
      <EmptyState
        role="alert"
        title="Your history could not be loaded"
        action={
          <Button $variant="secondary" onClick={() => refetch()}>
            Try again
          </Button>
        }
      >
        {apiErrorMessage(error, 'Check your connection and try again.')}
      </EmptyState>
    );
  else if (data.sessions.length === 0 && data.adherence_weeks.every((week) => week.value === null))
    body = (
      <EmptyState title="No sessions yet" action={<ButtonLink to={TODAY_PATH}>Today&apos;s session</ButtonLink>}>
        Once your professional assigns a program, play it from Today and log how it went: your sessions, adherence and
        pain show up here.
      </EmptyState>
    );
  else
    body = (
      <>
        <Grid $min="160px">
          <StatCard label="Adherence 7d" value={formatAdherence(data.adherence_7d)} hint="Sessions done as planned" />
          <StatCard label="Adherence 28d" value={formatAdherence(data.adherence_28d)} hint="Sessions done as planned" />
          <StatCard label="Sessions logged" value={String(data.sessions.length)} />
        </Grid>
        <Charts>
          <Card as="section" aria-labelledby="adherence-heading">
            <h2 id="adherence-heading">Adherence by week</h2>
            <AdherenceChart weeks={data.adherence_weeks} empty="Nothing was scheduled in the last 12 weeks." />
          </Card>
          <Card as="section" aria-labelledby="pain-heading">
            <h2 id="pain-heading">Pain over time</h2>
            <PainChart pain={data.pain} empty="No pain logged yet. Each session you log adds a point here." />
          </Card>
        </Charts>
        <section aria-labelledby="sessions-heading">
          <h2 id="sessions-heading">Sessions</h2>
          {data.sessions.length ? (
            <SessionList sessions={data.sessions} />
          ) : (
            <Muted>No sessions logged yet. Play today&apos;s session and log it to see it here.</Muted>
          )}
        </section>
      </>
    );

  return (
    <Wrap>
      <Breadcrumbs items={[{ label: 'My Dashboard', to: DASHBOARD_PATH }, { label: 'History' }]} />
      <PageHeader>
        <div>
          <h1>History</h1>
          <Muted>Your sessions, how often you kept to your schedule and how your pain has changed.</Muted>
        </div>
      </PageHeader>
      {body}
    </Wrap>
  );
}
