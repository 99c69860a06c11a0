import type { ApiError } from '@physio/api-client';
import { apiErrorMessage } from '@physio/api-client';
import type { Assignment } from '@physio/contracts';
import { Button, Dialog, TextField } from '@physio/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { notify } from '../../../components/notify';
import { useUpdateAssignmentMutation } from '../api';
import {
  scheduleDraftOf,
  scheduleErrors,
  scheduleProblem,
  toAssignmentUpdate,
  type DosageDraft,
  type ScheduleDraft,
  type ScheduleErrors,
} from '../assignment-draft';
import { DosageFields } from './dosage-fields';
import { WeekdayCheckboxes } from './weekday-checkboxes';

const Form = styled.form`
  display: grid;
  gap: 16px;
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
`;
const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const NO_ERRORS: ScheduleErrors = { dosage: [] };

/** Edit an assignment's schedule (start, end, weekdays) and each exercise's dosage with PUT /api/assignments/{id}/. */
export function EditAssignmentDialog({
  assignment,
  participantId,
  onClose,
}: {
  assignment: Assignment;
  participantId: number;
  onClose: () => void;
}) {
  const [update, { isLoading: saving }] = useUpdateAssignmentMutation();
  const [draft, setDraft] = useState<ScheduleDraft>(() => scheduleDraftOf(assignment));
  const [problem, setProblem] = useState<string | null>(null);
  const [errors, setErrors] = useState<ScheduleErrors>(NO_ERRORS);

  const changeDosage = (index: number, item: DosageDraft) =>
    setDraft({ ...draft, dosage: draft.dosage.map((old, i) => (i === index ? item : old)) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = scheduleProblem(draft);
    setProblem(found);
    setErrors(NO_ERRORS);
    if (found) return;
    try {
      await update({ id: assignment.id, participantId, body: toAssignmentUpdate(draft) }).unwrap();
      notify.success('Assignment updated', `“${assignment.program_title}” has its new schedule and dosage.`);
      onClose();
    } catch (failure) {
      setErrors(scheduleErrors((failure as Partial<ApiError>).details));
      setProblem(apiErrorMessage(failure, 'The assignment could not be saved.'));
    }
  };

  return (
    <Dialog title={`Edit ${assignment.program_title}`} onClose={onClose}>
      <Form onSubmit={submit} noValidate>
        <TextField
          label="Start date"
          type="date"
          required
          value={draft.startDate}
          error={errors.startDate}
          onChange={(e) => setDraft({ ...draft, startDate: e.target.value })}
        />
        <TextField
          label="End date (optional)"
          type="date"
          min={draft.startDate || undefined}
          value={draft.endDate}
          error={errors.endDate}
          onChange={(e) => setDraft({ ...draft, endDate: e.target.value })}
        />
        <WeekdayCheckboxes days={draft.days} error={errors.days} onChange={(days) => setDraft({ ...draft, days })} />
        {draft.dosage.length ? (
          <>
            <h3>Dosage</h3>
            {draft.dosage.map((item, index) => (
              <DosageFields
                key={item.id}
                item={item}
                errors={errors.dosage[index]}
                onChange={(next) => changeDosage(index, next)}
              />
            ))}
          </>
        ) : null}
        {problem ? <Problem role="alert">{problem}</Problem> : null}
        <div className="dialog-actions">
          <Button type="button" $variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving…' : 'Save changes'}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
