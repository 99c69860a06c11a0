import { apiErrorMessage } from '@physio/api-client';
import type { SavedExercise, Video } from '@physio/contracts';
import { Card, ConfirmDialog, EmptyState } from '@physio/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { notify } from '../../../components/notify';
import { useDeleteExerciseMutation } from '../../videos/api';
import type { Segment } from './player';
import { SavedExerciseRow } from './saved-exercise-row';

const Panel = styled(Card)`
  h2 { margin: 0 0 12px; font-size: 1.25rem; }
  ol { display: grid; gap: 10px; list-style: none; margin: 0; padding: 0; }
`;

interface SavedExercisesProps {
  video: Video;
  playing: Segment | null;
  onPlay: (segment: Segment) => void;
}

/** The video's saved exercises: choose one to play its segment, edit it in place, or delete it. */
export function SavedExercises({ video, playing, onPlay }: SavedExercisesProps) {
  const [toDelete, setToDelete] = useState<SavedExercise | null>(null);
  const [remove, { isLoading: deleting }] = useDeleteExerciseMutation();

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      await remove({ id: toDelete.id, videoId: video.id }).unwrap();
      notify.success('Success', 'Exercise deleted successfully');
    } catch (failure) {
      notify.error('Error', apiErrorMessage(failure, 'Failed to delete exercise'));
    } finally {
      setToDelete(null);
    }
  }

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
              playing={playing?.id === exercise.id}
              onPlay={() => onPlay({ id: exercise.id, title: exercise.title, start: exercise.start_time, end: exercise.end_time })}
              onDelete={() => setToDelete(exercise)}
            />
          ))}
        </ol>
      )}
      {toDelete ? (
        <ConfirmDialog
          title="Delete exercise?"
          description={<p>“{toDelete.title}” will be removed from this video.</p>}
          confirmLabel="Delete"
          busyLabel="Deleting..."
          busy={deleting}
          onConfirm={confirmDelete}
          onCancel={() => setToDelete(null)}
        />
      ) : null}
    </Panel>
  );
}
