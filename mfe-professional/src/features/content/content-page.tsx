import {
  Badge,
  Breadcrumbs,
  ButtonLink,
  Container,
  Grid,
  Muted,
  PageHeader,
  StatCard,
  useDocumentMeta,
} from '@physio/ui';
import { formatHoursMinutes, formatViews } from '@physio/util';
import styled from 'styled-components';
import { DASHBOARD } from '../../components/studio-crumbs';
import { useGetVideoStatsQuery } from '../videos/api';
import { ExerciseOverview } from './components/exercise-overview';
import { LatestVideos } from './components/latest-videos';

const Panel = styled.section`
  margin-top: 32px;
  h2 {
    font-size: 1.25rem;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    list-style: none;
    padding: 0;
    margin: 0;
  }
  li {
    display: flex;
    align-items: center;
    gap: 8px;
    padding: 10px 14px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

// YouTube is the one connected platform.
const CHANNELS = [
  { name: 'YouTube', connected: true },
  { name: 'Instagram', connected: false },
  { name: 'Twitter', connected: false },
  { name: 'Website', connected: false },
];

export default function ContentPage() {
  useDocumentMeta('Content Management | PhysioHub', 'Your video and exercise library at a glance.');
  const { data, isLoading, isError } = useGetVideoStatsQuery();
  const show = (value: (d: NonNullable<typeof data>) => string) =>
    isLoading ? '…' : isError || !data ? '—' : value(data);
  return (
    <Container>
      <Breadcrumbs items={[DASHBOARD, { label: 'Content' }]} />
      <PageHeader>
        <div>
          <h1>Content Management</h1>
          <Muted>Your videos, the exercises extracted from them and where they come from.</Muted>
        </div>
        <ButtonLink to="/dashboard/professional/content/videos">Video Library</ButtonLink>
      </PageHeader>
      <Grid $min="170px">
        <StatCard
          label="Total videos"
          value={<span data-testid="total-videos">{show((d) => String(d.video_stats.total_videos))}</span>}
        />
        <StatCard label="Total duration" value={show((d) => formatHoursMinutes(d.video_stats.total_duration))} />
        <StatCard label="Total views" value={show((d) => formatViews(d.video_stats.total_views))} />
        <StatCard
          label="Exercises"
          value={<span data-testid="total-exercises">{show((d) => String(d.exercise_stats.total_exercises))}</span>}
        />
        <StatCard label="Categories" value={show((d) => String(d.exercise_stats.total_categories))} />
        <StatCard label="Tags" value={show((d) => String(d.exercise_stats.total_tags))} />
      </Grid>
      <Panel aria-labelledby="channels-heading">
        <h2 id="channels-heading">Connected channels</h2>
        <ul>
          {CHANNELS.map((channel) => (
            <li key={channel.name}>
              {channel.name}
              <Badge $tone={channel.connected ? 'success' : 'neutral'}>
                {channel.connected ? 'Connected' : 'Not connected'}
              </Badge>
            </li>
          ))}
        </ul>
      </Panel>
      <LatestVideos />
      <ExerciseOverview />
    </Container>
  );
}
