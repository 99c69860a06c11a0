import styled from 'styled-components';
import { selectCurrentUser, useAppSelector } from '@physio/api-client';
import { Card, Container, Grid, Muted, PageHeader, StatCard } from '@physio/ui';
import { SAMPLE_ACTIVITIES, SAMPLE_FIGURES, SAMPLE_SESSIONS } from './sample-dashboard';

const Columns = styled.div`
  display: grid;
  gap: 20px;
  margin-top: 24px;
  grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 12px; }
  li { display: flex; justify-content: space-between; gap: 12px; }
`;

export default function DashboardPage() {
  const user = useAppSelector(selectCurrentUser);
  return (
    <Container>
      <PageHeader>
        <div>
          <h1>My Dashboard</h1>
          <Muted>{user ? `Welcome back, ${user.username}.` : 'Welcome back.'} Here is how your recovery is going.</Muted>
        </div>
      </PageHeader>
      <Grid $min="200px">
        {SAMPLE_FIGURES.map((figure) => <StatCard key={figure.label} label={figure.label} value={figure.value} />)}
      </Grid>
      <Columns>
        <Card as="section" aria-labelledby="recent-heading">
          <h2 id="recent-heading">Recent activity</h2>
          <ul>{SAMPLE_ACTIVITIES.map((a) => <li key={a.id}><span>{a.text}</span><Muted as="span">{a.when}</Muted></li>)}</ul>
        </Card>
        <Card as="section" aria-labelledby="upcoming-heading">
          <h2 id="upcoming-heading">Upcoming sessions</h2>
          <ul>{SAMPLE_SESSIONS.map((s) => <li key={s.id}><span>{s.title}</span><Muted as="span">{s.when}</Muted></li>)}</ul>
        </Card>
      </Columns>
    </Container>
  );
}
