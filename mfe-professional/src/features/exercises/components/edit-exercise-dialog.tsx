import { apiErrorMessage } from '@physio/api-client';
import type { ExerciseListItem } from '@physio/contracts';
import { Button, Dialog } from '@physio/ui';
import { useState, type FormEvent } from 'react';
import { draftFromSaved, toInput } from '../../../components/exercise-draft';
import { useDraftProblems } from '../../../components/use-draft-problems';
import { ExerciseFields } from '../../../components/exercise-fields';
import { notify } from '../../../components/notify';
import { useUpdateExerciseMutation } from '../../videos/api';

export function EditExerciseDialog({ exercise, onClose }: { exercise: ExerciseListItem; onClose: () => void }) {
  const [draft, setDraft] = useState(() => draftFromSaved(exercise));
  const [error, setError] = useState<string | null>(null);
  const fields = useDraftProblems();
  const [update, { isLoading: saving }] = useUpdateExerciseMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    if (!fields.accept(draft)) return setError('Please fill in all fields correctly');
    try {
      await update({ id: exercise.id, videoId: exercise.video.id, body: toInput(draft) }).unwrap();
      notify.success('Success', 'Exercise updated successfully');
      onClose();
    } catch (failure) {
      fields.fromApi(failure);
      notify.error('Error updating exercise', apiErrorMessage(failure, 'Failed to update exercise'));
    }
  }

  return (
    <Dialog title={`Edit ${exercise.title}`} onClose={saving ? () => undefined : onClose}>
      <form ref={fields.form} onSubmit={submit} noValidate>
        <ExerciseFields
          draft={draft}
          disabled={saving}
          problems={fields.problems}
          onChange={(next) => {
            setDraft(next);
            setError(null);
            fields.clear();
          }}
        />
        {error ? (
          <p role="alert" style={{ color: '#b91c1c', fontWeight: 600 }}>
            {error}
          </p>
        ) : null}
        <div className="dialog-actions">
          <Button $variant="ghost" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
