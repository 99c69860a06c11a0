import styled from 'styled-components';
import { ButtonLink, Card, Container, Grid, Muted, PageHeader, StatCard, useDocumentMeta } from '@physio/ui';
import { useGetProgramsQuery } from '../programs/api';
import { useGetVideoStatsQuery } from '../videos/api';
import { useCareFigures } from './use-care-figures';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

const ManageGrid = styled.div`
  display: grid;
  gap: 20px;
  margin-top: 24px;
  grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
`;

/** A count as the dashboard shows it: an ellipsis while loading, a dash when it could not be loaded. */
const figure = (query: { isLoading: boolean; isError: boolean }, count: number | undefined) =>
  query.isLoading ? '…' : query.isError || count === undefined ? '—' : String(count);

export default function DashboardPage() {
  // The tab says where the therapist is, not the sign-in page they came from.
  useDocumentMeta('Professional Dashboard | PhysioHub', 'Your videos, programs and patients at a glance.');
  const stats = useGetVideoStatsQuery();
  const programs = useGetProgramsQuery();
  const videoCount = figure(stats, stats.data?.video_stats.total_videos);
  const programCount = figure(programs, programs.data?.length);
  const care = useCareFigures();
  return (
    <Container>
      <PageHeader>
        <div>
          <h1>Professional Dashboard</h1>
          <Muted>Manage your exercise videos, programs and clients.</Muted>
        </div>
        <Actions>
          <ButtonLink to="/dashboard/professional/content/videos/add">Add Video</ButtonLink>
          <ButtonLink to="/dashboard/professional/create-program" $variant="secondary">
            Create Program
          </ButtonLink>
          <ButtonLink to="/dashboard/professional/patients" $variant="secondary">
            Patients
          </ButtonLink>
        </Actions>
      </PageHeader>
      <Grid $min="200px">
        <StatCard label="Programs" value={<span data-testid="program-count">{programCount}</span>} />
        <StatCard label="Clients" value={<span data-testid="client-count">{care.clients}</span>} />
        <StatCard label="Client progress" value={<span data-testid="client-progress">{care.progress}</span>} />
        <StatCard label="Videos" value={<span data-testid="video-count">{videoCount}</span>} />
      </Grid>
      <ManageGrid>
        <Card as="section">
          <h2>Content management</h2>
          <Muted>Add videos, extract exercises and review what you have saved.</Muted>
          <p>
            <ButtonLink to="/dashboard/professional/content" $variant="secondary">
              Manage content
            </ButtonLink>
          </p>
        </Card>
        <Card as="section">
          <h2>Program management</h2>
          <Muted>Build rehabilitation programs from your exercises.</Muted>
          <p>
            <ButtonLink to="/dashboard/professional/programs" $variant="secondary">
              Manage programs
            </ButtonLink>
          </p>
        </Card>
        <Card as="section">
          <h2>Patient management</h2>
          <Muted>Invite patients, assign programs and follow their adherence.</Muted>
          <p>
            <ButtonLink to="/dashboard/professional/patients" $variant="secondary">
              Manage patients
            </ButtonLink>
          </p>
        </Card>
      </ManageGrid>
    </Container>
  );
}
