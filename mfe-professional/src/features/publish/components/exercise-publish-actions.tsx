import type { SavedExercise } from '@physio/contracts';
import { Badge, Button, ButtonLink } from '@physio/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { libraryExercisePath, publishExercisePath } from '../paths';

const Mark = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 8px;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

interface ExercisePublicationProps {
  exercise: SavedExercise;
  videoId: number;
}

/** "Published · View in library" while the exercise is public; nothing otherwise. */
export function PublishedMark({ exercise }: { exercise: SavedExercise }) {
  if (!exercise.published_slug) return null;
  return (
    <Mark>
      <Badge $tone="success">Published</Badge>
      <Link to={libraryExercisePath(exercise.published_slug)} aria-label={`View ${exercise.title} in the library`}>
        View in library
      </Link>
    </Mark>
  );
}

/** The row's publication buttons: Publish, or Edit publication and Unpublish once it is public. */
export function PublishButtons({
  exercise,
  videoId,
  onUnpublish,
}: ExercisePublicationProps & { onUnpublish: () => void }) {
  if (!exercise.published_slug) {
    return (
      <ButtonLink
        $variant="secondary"
        to={publishExercisePath(videoId, exercise.id)}
        aria-label={`Publish ${exercise.title}`}
      >
        Publish
      </ButtonLink>
    );
  }
  return (
    <>
      <ButtonLink
        $variant="secondary"
        to={publishExercisePath(videoId, exercise.id)}
        aria-label={`Edit the publication of ${exercise.title}`}
      >
        Edit publication
      </ButtonLink>
      <Button $variant="ghost" aria-label={`Unpublish ${exercise.title}`} onClick={onUnpublish}>
        Unpublish
      </Button>
    </>
  );
}
