import { useMemo } from 'react';
import styled from 'styled-components';
import { selectCurrentUser, useAppSelector } from '@physio/api-client';
import {
  Button,
  ButtonLink,
  Container,
  Grid,
  Muted,
  PageHeader,
  Skeleton,
  StatCard,
  useDocumentMeta,
} from '@physio/ui';
import { localIsoDate } from '@physio/util';
import { JoinForm } from '../join/join-form';
import { useGetDashboardQuery } from './api';
import { dashboardFigures, FIGURE_LABELS } from './dashboard-figures';
import { type PanelStatus, ProgramProgress, RecentActivity, UpcomingSessions } from './dashboard-panels';
import { ProgressBar } from '../../components/progress-bar';
import { HISTORY_PATH, TODAY_PATH } from '../../paths';

// Four figures in a row on wide screens, two per row on phones.
const Figures = styled(Grid)`
  grid-template-columns: repeat(auto-fit, minmax(min(150px, 100%), 1fr));
  @media (max-width: 639px) {
    gap: 12px;
  }
`;

// Two columns from tablet width: activity beside sessions and programs; one column on phones.
const Columns = styled.div`
  display: grid;
  gap: 20px;
  margin-top: 24px;
  align-items: start;
  @media (min-width: 900px) {
    grid-template-columns: 1.2fr 1fr;
  }
`;

const Stack = styled.div`
  display: grid;
  gap: 20px;
`;

const Hint = styled.span`
  display: block;
  margin-top: 4px;
  color: ${({ theme }) => theme.colors.muted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

const LoadError = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 20px;
  padding: 12px 16px;
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius.md};
  p {
    margin: 0;
  }
`;

export default function DashboardPage() {
  const user = useAppSelector(selectCurrentUser);
  useDocumentMeta(
    'My Dashboard | PhysioHub',
    'Your recovery at a glance: active programs, completed exercises, upcoming sessions and your progress score.',
  );
  // The participant's own date, fixed for the visit so the cache key does not change at midnight mid-page.
  const date = useMemo(() => localIsoDate(), []);
  const { data, isLoading, isError, refetch } = useGetDashboardQuery({ date });
  const status: PanelStatus = data ? 'ready' : isError ? 'error' : 'loading';
  const figures = data ? dashboardFigures(data, date) : null;

  return (
    <Container>
      <PageHeader>
        <div>
          <h1>My Dashboard</h1>
          <Muted>
            {user ? `Welcome back, ${user.username}.` : 'Welcome back.'} Here is how your recovery is going.
          </Muted>
        </div>
        <Actions>
          <ButtonLink to={TODAY_PATH}>Today&apos;s session</ButtonLink>
          <ButtonLink to={HISTORY_PATH} $variant="secondary">
            My history
          </ButtonLink>
          <ButtonLink to="/exercises" $variant="secondary">
            Browse Exercises
          </ButtonLink>
        </Actions>
      </PageHeader>
      {isError && !data ? (
        <LoadError role="alert">
          <p>Your dashboard could not be loaded.</p>
          <Button $variant="secondary" onClick={() => refetch()}>
            Try again
          </Button>
        </LoadError>
      ) : null}
      <Figures aria-busy={isLoading || undefined}>
        {FIGURE_LABELS.map((label, index) => {
          const figure = figures?.[index];
          return (
            <StatCard
              key={label}
              label={label}
              value={figure ? figure.value : status === 'error' ? '–' : <Skeleton $width="3ch" $height="2rem" />}
              hint={
                figure ? (
                  <>
                    {label === 'Progress score' && data ? (
                      <ProgressBar value={data.progress_score} label="Progress score" />
                    ) : null}
                    <Hint>{figure.hint}</Hint>
                  </>
                ) : undefined
              }
            />
          );
        })}
      </Figures>
      <Columns>
        <Stack>
          <RecentActivity status={status} items={data?.recent ?? []} />
          <ProgramProgress status={status} items={data?.programs ?? []} />
        </Stack>
        <Stack>
          <JoinForm />
          <UpcomingSessions status={status} items={data?.upcoming ?? []} />
        </Stack>
      </Columns>
    </Container>
  );
}
