import { apiErrorMessage } from '@physio/api-client';
import {
  Breadcrumbs,
  Button,
  ButtonLink,
  Container,
  EmptyState,
  Muted,
  PageHeader,
  Skeleton,
  useDocumentMeta,
} from '@physio/ui';
import { formatViews } from '@physio/util';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { CONTENT, DASHBOARD, LIBRARY, VIDEOS_PATH } from '../../components/studio-crumbs';
import { DetectPanel } from '../detect/detect-panel';
import { VIDEO_PAGE_TEXTS } from '../detect/detect-texts';
import { useGetVideoQuery } from '../videos/api';
import { AddExerciseForm } from './components/add-exercise-form';
import { Player, type Segment } from './components/player';
import { SavedExercises } from './components/saved-exercises';

const Layout = styled.div`
  display: grid;
  gap: 24px;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  grid-template-areas: 'player side' 'detect side';
  grid-template-rows: auto 1fr;
  align-items: start;
  margin-bottom: 48px;
  /* On a phone the saved exercises sit right under the player they control. */
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'player' 'side' 'detect';
    grid-template-rows: auto;
  }
  .player {
    grid-area: player;
  }
  .detect {
    grid-area: detect;
  }
  .side {
    grid-area: side;
    display: grid;
    gap: 24px;
  }
`;

export default function VideoDetailPage() {
  const id = Number(useParams().videoId);
  const valid = Number.isInteger(id) && id > 0;
  const { data: video, isLoading, isError, error, refetch } = useGetVideoQuery(id, { skip: !valid });
  const [segment, setSegment] = useState<Segment | null>(null);
  useDocumentMeta(`${video?.title ?? 'Video'} | PhysioHub`, 'Review and edit the exercises of a video.');
  const crumbs = [DASHBOARD, CONTENT, LIBRARY, { label: video?.title ?? 'Video' }];

  if (isLoading) {
    return (
      <Container>
        <Breadcrumbs items={crumbs} />
        <div role="status" aria-label="Loading video" style={{ display: 'grid', gap: 16, marginTop: 32 }}>
          <Skeleton $height="2rem" $width="60%" />
          <Skeleton $height="360px" />
        </div>
      </Container>
    );
  }
  if (!valid || isError || !video) {
    const notFound = !valid || (error as { status?: number } | undefined)?.status === 404;
    return (
      <Container>
        <Breadcrumbs items={crumbs} />
        <EmptyState
          role="alert"
          headingLevel={1}
          title={notFound ? 'Video not found' : 'Failed to fetch video details'}
          action={
            notFound ? (
              <ButtonLink to={VIDEOS_PATH}>Back to the library</ButtonLink>
            ) : (
              <Button onClick={refetch}>Retry</Button>
            )
          }
        >
          {notFound ? 'This video is not in your library.' : apiErrorMessage(error, 'Failed to fetch video details')}
        </EmptyState>
      </Container>
    );
  }

  return (
    <Container>
      <Breadcrumbs items={crumbs} />
      <PageHeader>
        <div>
          <h1>{video.title}</h1>
          <Muted>
            {[video.duration_formatted, `${formatViews(video.view_count)} views`, video.published_at_formatted]
              .filter(Boolean)
              .join(' · ')}
          </Muted>
        </div>
      </PageHeader>
      <Layout>
        <div className="player">
          <Player videoId={video.video_id} title={video.title} segment={segment} onReset={() => setSegment(null)} />
        </div>
        <div className="detect">
          <DetectPanel
            texts={VIDEO_PAGE_TEXTS}
            labelledBy="detect-heading"
            intro={
              <>
                <h2 id="detect-heading">Extract Exercises</h2>
                <Muted>Exercises are found from the video's chapters, or from a captions file you upload.</Muted>
              </>
            }
            // The id lets the server say which detected exercises this video already has.
            request={() => ({ video_id: video.id })}
            reviewHeading={() => 'Review detected exercises'}
            target={() => ({ url: video.url, video_id: video.video_id, title: video.title })}
            videoSeconds={video.duration_seconds}
            // The video's saved segments, from the query this page already holds: overlaps are marked to check.
            saved={video.exercises}
          />
        </div>
        <div className="side">
          <SavedExercises video={video} playing={segment} onPlay={setSegment} />
          <AddExerciseForm video={video} />
        </div>
      </Layout>
    </Container>
  );
}
