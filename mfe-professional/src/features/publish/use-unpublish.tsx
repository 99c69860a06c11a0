import { apiErrorMessage } from '@physio/api-client';
import { useConfirmedDelete } from '../../components/use-confirmed-delete';
import { useUnpublishExerciseMutation, useUnpublishProgramMutation } from './api';

/** Unpublish asks first: the public page goes away for everyone who has its link. `ask(item)`; render `dialog`. */
export function useUnpublishExercise() {
  const [unpublish, { isLoading }] = useUnpublishExerciseMutation();
  return useConfirmedDelete<{ id: number; title: string; videoId: number }>({
    title: 'Unpublish exercise?',
    describe: (exercise) => (
      <p>
        “{exercise.title}” will be taken out of the public library and its page will no longer open. It stays saved in
        your studio.
      </p>
    ),
    remove: ({ id, videoId }) => unpublish({ id, videoId }).unwrap(),
    busy: isLoading,
    deleted: 'Exercise unpublished',
    failed: (failure) => apiErrorMessage(failure, 'Failed to unpublish exercise'),
    confirmLabel: 'Unpublish',
    busyLabel: 'Unpublishing...',
  });
}

export function useUnpublishProgram() {
  const [unpublish, { isLoading }] = useUnpublishProgramMutation();
  return useConfirmedDelete<{ id: number; title: string }>({
    title: 'Unpublish program?',
    describe: (program) => (
      <p>
        “{program.title}” will be taken out of the public library and its page will no longer open. It stays in your
        programs.
      </p>
    ),
    remove: (program) => unpublish(program.id).unwrap(),
    busy: isLoading,
    deleted: 'Program unpublished',
    failed: (failure) => apiErrorMessage(failure, 'Failed to unpublish program'),
    confirmLabel: 'Unpublish',
    busyLabel: 'Unpublishing...',
  });
}
