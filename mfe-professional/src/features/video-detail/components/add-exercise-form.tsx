import { apiErrorMessage } from '@physio/api-client';
import type { Video } from '@physio/contracts';
import { Button, Card } from '@physio/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { emptyDraft, toInput, type ExerciseDraft } from '../../../components/exercise-draft';
import { useDraftProblems } from '../../../components/use-draft-problems';
import { ExerciseFields } from '../../../components/exercise-fields';
import { notify } from '../../../components/notify';
import { useSaveExercisesMutation } from '../../videos/api';

const Form = styled.form`
  display: grid;
  gap: 12px;
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  .buttons {
    display: flex;
    gap: 8px;
  }
  .error {
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
  }
`;

/** Adds one exercise by hand: title required and the end after the start. */
export function AddExerciseForm({ video }: { video: Video }) {
  const [draft, setDraft] = useState<ExerciseDraft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fields = useDraftProblems(video.duration_seconds);
  const [save, { isLoading: saving }] = useSaveExercisesMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!draft || saving) return;
    if (!fields.accept(draft)) {
      setError('Please fill in all fields correctly');
      return;
    }
    try {
      await save({
        url: video.url,
        video_id: video.video_id,
        title: video.title,
        exercises: [toInput(draft)],
      }).unwrap();
      notify.success('Success', 'Exercise added successfully');
      setDraft(null);
    } catch (failure) {
      fields.fromApi(failure, 'exercises.0.');
      notify.error('Error saving exercise', apiErrorMessage(failure, 'Failed to save exercise'));
    }
  }

  if (!draft) {
    return (
      <Button
        $variant="secondary"
        onClick={() => {
          setDraft(emptyDraft());
          setError(null);
        }}
      >
        Add Exercise
      </Button>
    );
  }
  return (
    <Card>
      <Form ref={fields.form} onSubmit={submit} noValidate aria-labelledby="add-exercise-heading">
        <h2 id="add-exercise-heading">Add Exercise</h2>
        <ExerciseFields
          draft={draft}
          disabled={saving}
          labelPrefix="New exercise"
          videoSeconds={video.duration_seconds}
          problems={fields.problems}
          onChange={(next) => {
            setDraft(next);
            setError(null);
            fields.clear();
          }}
        />
        {error ? (
          <p className="error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="buttons">
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving...' : 'Save Exercise'}
          </Button>
          <Button $variant="ghost" disabled={saving} onClick={() => setDraft(null)}>
            Cancel
          </Button>
        </div>
      </Form>
    </Card>
  );
}
