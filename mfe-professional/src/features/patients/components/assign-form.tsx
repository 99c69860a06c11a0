import { localIsoDate } from '@physio/util';
import { apiErrorMessage } from '@physio/api-client';
import { Button, ButtonLink, Card, EmptyState, Muted, SelectField, SkeletonRows, TextField } from '@physio/ui';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { LoadError } from '../../../components/load-error';
import { notify } from '../../../components/notify';
import { useGetProgramsQuery } from '../../programs/api';
import { useCreateAssignmentMutation } from '../api';
import {
  assignmentProblem,
  defaultDosage,
  toAssignmentRequest,
  type AssignmentDraft,
  type DosageDraft,
} from '../assignment-draft';
import { DosageFields } from './dosage-fields';
import { WeekdayCheckboxes } from './weekday-checkboxes';

const Form = styled.form`
  display: grid;
  gap: 16px;
  margin-top: 12px;
`;
const Dates = styled.div`
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
`;
const Dosage = styled.div`
  display: grid;
  gap: 12px;
  h3 {
    margin: 0;
  }
`;
const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const blankDraft = (): AssignmentDraft => ({
  programId: null,
  startDate: localIsoDate(),
  endDate: '',
  days: [1, 3, 5],
  dosage: [],
});

/** Assign program: one of my programs on a weekly schedule, with a dosage for each exercise. */
export function AssignForm({ participantId, patientName }: { participantId: number; patientName: string }) {
  const problemId = useId();
  const { data: programs, isLoading, isError, error, refetch } = useGetProgramsQuery();
  const [create, { isLoading: saving }] = useCreateAssignmentMutation();
  const [draft, setDraft] = useState<AssignmentDraft>(blankDraft);
  const [problem, setProblem] = useState<string | null>(null);

  const chooseProgram = (value: string) => {
    const program = programs?.find((p) => p.id === Number(value));
    setDraft({ ...draft, programId: program?.id ?? null, dosage: program ? program.items.map(defaultDosage) : [] });
  };
  const changeDosage = (index: number, item: DosageDraft) =>
    setDraft({ ...draft, dosage: draft.dosage.map((old, i) => (i === index ? item : old)) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = assignmentProblem(draft);
    setProblem(found);
    if (found) return;
    try {
      const assignment = await create(toAssignmentRequest(participantId, draft)).unwrap();
      notify.success('Program assigned', `“${assignment.program_title}” was assigned to ${patientName}.`);
      setDraft(blankDraft());
    } catch (failure) {
      notify.error('Error', apiErrorMessage(failure, 'Failed to assign program'));
    }
  };

  return (
    <Card as="section" aria-labelledby="assign-heading">
      <h2 id="assign-heading">Assign program</h2>
      {isLoading ? (
        <SkeletonRows rows={3} label="Loading programs…" />
      ) : isError ? (
        <LoadError title="Programs could not be loaded" error={error} onRetry={refetch} />
      ) : !programs?.length ? (
        <EmptyState
          title="No programs yet"
          action={<ButtonLink to="/dashboard/professional/create-program">Create Program</ButtonLink>}
        >
          Build a program before assigning it.
        </EmptyState>
      ) : (
        <Form onSubmit={submit} noValidate aria-describedby={problem ? problemId : undefined}>
          <SelectField
            label="Program"
            placeholder="Choose a program"
            options={programs.map((program) => ({ value: String(program.id), label: program.title }))}
            value={draft.programId ?? ''}
            onChange={(e) => chooseProgram(e.target.value)}
          />
          <Dates>
            <TextField
              label="Start date"
              type="date"
              required
              value={draft.startDate}
              onChange={(e) => setDraft({ ...draft, startDate: e.target.value })}
            />
            <TextField
              label="End date (optional)"
              type="date"
              min={draft.startDate || undefined}
              value={draft.endDate}
              onChange={(e) => setDraft({ ...draft, endDate: e.target.value })}
            />
          </Dates>
          <WeekdayCheckboxes days={draft.days} onChange={(days) => setDraft({ ...draft, days })} />
          {draft.dosage.length ? (
            <Dosage>
              <h3>Dosage</h3>
              <Muted>
                Each exercise starts from the dosage saved with it, else 3 sets of 10, no hold and 30 s rest.
              </Muted>
              {draft.dosage.map((item, index) => (
                <DosageFields key={item.id} item={item} onChange={(next) => changeDosage(index, next)} />
              ))}
            </Dosage>
          ) : null}
          {problem ? (
            <Problem id={problemId} role="alert">
              {problem}
            </Problem>
          ) : null}
          <div>
            <Button type="submit" disabled={saving}>
              {saving ? 'Assigning…' : 'Assign program'}
            </Button>
          </div>
        </Form>
      )}
    </Card>
  );
}
