import { apiErrorMessage } from '@physio/api-client';
import type { SavedExercise, Video } from '@physio/contracts';
import { Card, EmptyState } from '@physio/ui';
import styled from 'styled-components';
import { useConfirmedDelete } from '../../../components/use-confirmed-delete';
import { useUnpublishExercise } from '../../publish/use-unpublish';
import { useDeleteExerciseMutation } from '../../videos/api';
import type { Segment } from './player';
import { SavedExerciseRow } from './saved-exercise-row';

const Panel = styled(Card)`
  h2 {
    margin: 0 0 12px;
    font-size: 1.25rem;
  }
  ol {
    display: grid;
    gap: 10px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

interface SavedExercisesProps {
  video: Video;
  playing: Segment | null;
  onPlay: (segment: Segment) => void;
}

/** The video's saved exercises: choose one to play its segment, edit it in place, or delete it. */
export function SavedExercises({ video, playing, onPlay }: SavedExercisesProps) {
  const [remove, { isLoading: deleting }] = useDeleteExerciseMutation();
  const deletion = useConfirmedDelete<SavedExercise>({
    title: 'Delete exercise?',
    describe: (exercise) => <p>“{exercise.title}” will be removed from this video.</p>,
    remove: (exercise) => remove({ id: exercise.id, videoId: video.id }).unwrap(),
    busy: deleting,
    deleted: 'Exercise deleted successfully',
    failed: (failure) => apiErrorMessage(failure, 'Failed to delete exercise'),
  });

  const unpublish = useUnpublishExercise();

  return (
    <Panel as="section" aria-labelledby="saved-heading">
      <h2 id="saved-heading">Exercises ({video.exercises.length})</h2>
      {video.exercises.length === 0 ? (
        <EmptyState title="No exercises saved yet">Use Extract Exercises, or add one by hand.</EmptyState>
      ) : (
        <ol aria-label="Saved exercises">
          {video.exercises.map((exercise) => (
            <SavedExerciseRow
              key={exercise.id}
              exercise={exercise}
              videoId={video.id}
              videoSeconds={video.duration_seconds}
              playing={playing?.id === exercise.id}
              onPlay={() =>
                onPlay({ id: exercise.id, title: exercise.title, start: exercise.start_time, end: exercise.end_time })
              }
              onDelete={() => deletion.ask(exercise)}
              onUnpublish={() => unpublish.ask({ id: exercise.id, title: exercise.title, videoId: video.id })}
            />
          ))}
        </ol>
      )}
      {deletion.dialog}
      {unpublish.dialog}
    </Panel>
  );
}
