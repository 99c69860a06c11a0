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

// Videos come from YouTube only (by address or a channel's uploads); nothing is "connected" to an account, so the
// panel says what is stored: how many videos came from YouTube. The other platforms are planned, and say so.
const PLANNED_SOURCES = ['Instagram', 'Twitter', 'Website'];

const videosFrom = (count: number) => (count === 0 ? 'No videos yet' : count === 1 ? '1 video' : `${count} videos`);

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
        <h2 id="channels-heading">Video sources</h2>
        <ul>
          <li>
            YouTube
            <Badge $tone={data?.video_stats.total_videos ? 'success' : 'neutral'} data-testid="youtube-source">
              {show((d) => videosFrom(d.video_stats.total_videos))}
            </Badge>
          </li>
          {PLANNED_SOURCES.map((name) => (
            <li key={name}>
              {name}
              <Badge $tone="neutral">Coming soon</Badge>
            </li>
          ))}
        </ul>
      </Panel>
      <LatestVideos />
      <ExerciseOverview />
    </Container>
  );
}
