import {
  Badge,
  Breadcrumbs,
  Button,
  ButtonLink,
  Card,
  Container,
  EmptyState,
  Muted,
  PageHeader,
  Skeleton,
  useDocumentMeta,
} from '@physio/ui';
import { formatTimeField } from '@physio/util';
import { useParams } from 'react-router-dom';
import { LoadError } from '../../components/load-error';
import { CONTENT, DASHBOARD, LIBRARY, videoPath } from '../../components/studio-crumbs';
import { useGetVideoQuery } from '../videos/api';
import { isNotPublished, useGetExercisePublicationQuery } from './api';
import { ExercisePublicationForm } from './components/exercise-publication-form';
import { libraryExercisePath } from './paths';
import { PublishLayout } from './components/publish-layout';
import { useUnpublishExercise } from './use-unpublish';

/** Publishes one saved exercise's segment to the public library, or edits and unpublishes its publication. */
export default function PublishExercisePage() {
  const params = useParams();
  const videoId = Number(params.videoId);
  const exerciseId = Number(params.exerciseId);
  const valid = [videoId, exerciseId].every((id) => Number.isInteger(id) && id > 0);
  const video = useGetVideoQuery(videoId, { skip: !valid });
  const exercise = video.data?.exercises.find((e) => e.id === exerciseId);
  // The video's row says whether the exercise is published: an unpublished one is not asked for (its 404 is noise).
  const publication = useGetExercisePublicationQuery(exerciseId, { skip: !valid || !exercise?.published_slug });
  const unpublish = useUnpublishExercise();
  useDocumentMeta(`Publish ${exercise?.title ?? 'exercise'} | PhysioHub`, 'Publish an exercise to the public library.');
  const crumbs = [
    DASHBOARD,
    CONTENT,
    LIBRARY,
    { label: video.data?.title ?? 'Video', to: valid ? videoPath(videoId) : undefined },
    { label: 'Publish' },
  ];
  // A 404 on the publication means "not published yet", not a failure.
  const published = publication.data && !publication.isError ? publication.data : null;
  const publicationFailed = publication.isError && !isNotPublished(publication.error);

  let body;
  if (video.isLoading || publication.isLoading) {
    body = (
      <div role="status" aria-label="Loading exercise" style={{ display: 'grid', gap: 16 }}>
        <Skeleton $height="2rem" $width="60%" />
        <Skeleton $height="320px" />
      </div>
    );
  } else if (!valid || (video.isSuccess && !exercise) || isNotPublished(video.error)) {
    body = (
      <EmptyState
        role="alert"
        headingLevel={1}
        title="Exercise not found"
        action={valid ? <ButtonLink to={videoPath(videoId)}>Back to the video</ButtonLink> : undefined}
      >
        This exercise is not in your library.
      </EmptyState>
    );
  } else if (video.isError || publicationFailed || !video.data || !exercise) {
    body = (
      <LoadError
        title="The exercise could not be loaded"
        error={video.error ?? publication.error}
        onRetry={() => {
          video.refetch();
          publication.refetch();
        }}
      />
    );
  } else {
    const slug = published?.slug ?? exercise.published_slug;
    body = (
      <>
        <PageHeader>
          <div>
            <h1>{published ? `Edit publication: ${exercise.title}` : `Publish ${exercise.title}`}</h1>
            <Muted>
              Plays “{video.data.title}” from {formatTimeField(exercise.start_time)} to{' '}
              {formatTimeField(exercise.end_time)} ({formatTimeField(exercise.end_time - exercise.start_time)}).
            </Muted>
          </div>
        </PageHeader>
        {published && slug ? (
          <Card className="status" aria-label="Publication status">
            <Badge $tone="success">Published</Badge>
            <p>Visitors find it in the public library.</p>
            <ButtonLink $variant="secondary" to={libraryExercisePath(slug)}>
              View in library
            </ButtonLink>
            <Button $variant="ghost" onClick={() => unpublish.ask({ id: exercise.id, title: exercise.title, videoId })}>
              Unpublish
            </Button>
          </Card>
        ) : (
          <Muted>Not published yet: fill in what a patient needs, then publish.</Muted>
        )}
        <Card>
          <ExercisePublicationForm
            // A new publication (or an unpublish) starts the form again from the server's state.
            key={published ? `published-${published.updated_at}` : 'new'}
            exerciseId={exercise.id}
            videoId={videoId}
            exerciseTitle={exercise.title}
            publication={published}
          />
        </Card>
      </>
    );
  }

  return (
    <Container>
      <Breadcrumbs items={crumbs} />
      <PublishLayout>{body}</PublishLayout>
      {unpublish.dialog}
    </Container>
  );
}
