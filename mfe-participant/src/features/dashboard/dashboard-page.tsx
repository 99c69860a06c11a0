import styled from 'styled-components';
import { selectCurrentUser, useAppSelector } from '@physio/api-client';
import { ButtonLink, Container, Grid, Muted, PageHeader, StatCard, useDocumentMeta } from '@physio/ui';
import { ProgramProgress, RecentActivity, UpcomingSessions } from './dashboard-panels';
import { ProgressBar } from './progress-bar';
import { PROGRESS_SCORE, SAMPLE_FIGURES } from './sample-dashboard';

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

export default function DashboardPage() {
  const user = useAppSelector(selectCurrentUser);
  useDocumentMeta(
    'My Dashboard | PhysioHub',
    'Your recovery at a glance: active programs, completed exercises, upcoming sessions and your progress score.',
  );
  return (
    <Container>
      <PageHeader>
        <div>
          <h1>My Dashboard</h1>
          <Muted>
            {user ? `Welcome back, ${user.username}.` : 'Welcome back.'} Here is how your recovery is going.
          </Muted>
        </div>
        <ButtonLink to="/exercises">Browse Exercises</ButtonLink>
      </PageHeader>
      <Figures>
        {SAMPLE_FIGURES.map((figure) => (
          <StatCard
            key={figure.label}
            label={figure.label}
            value={figure.value}
            hint={
              <>
                {figure.label === 'Progress score' ? (
                  <ProgressBar value={PROGRESS_SCORE} label="Progress score" />
                ) : null}
                <Hint>{figure.hint}</Hint>
              </>
            }
          />
        ))}
      </Figures>
      <Columns>
        <RecentActivity />
        <Stack>
          <UpcomingSessions />
          <ProgramProgress />
        </Stack>
      </Columns>
    </Container>
  );
}
