import { Button, Card, useFieldErrors } from '@physio/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { detailsProblems, EMPTY_DRAFT, type DetailsField, type ProgramDraft } from '../program-draft';
import { DetailsStep } from './details-step';
import { ReviewStep } from './review-step';
import { VideosStep } from './videos-step';

export const STEPS = ['Program Details', 'Add Videos', 'Review & Create'] as const;

const Steps = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
  list-style: none;
  margin: 0 0 24px;
  padding: 0;
  li {
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 600;
  }
  li[aria-current='step'] {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Nav = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 12px;
  margin-top: 24px;
`;

const Problem = styled.div`
  margin: 0 0 16px;
  padding: 12px 14px;
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.danger};
  p {
    margin: 0;
  }
`;

/** What stops the wizard, said in the step it concerns: a title and the sentence under it. */
interface StepProblem {
  title: string;
  message: string;
}

interface ProgramWizardProps {
  initial?: ProgramDraft;
  submitLabel: string;
  /**
   * Saves the draft; the page then goes where the saved program is. Resolves with the API's messages for the title
   * and description when it refused them, so they show on their fields.
   */
  onSubmit: (draft: ProgramDraft) => Promise<Partial<Record<DetailsField, string>> | void>;
  submitting: boolean;
}

/** The three-step wizard; what is missing is said on the fields and in the step, not in a notice. */
export function ProgramWizard({ initial = EMPTY_DRAFT, submitLabel, onSubmit, submitting }: ProgramWizardProps) {
  const [step, setStep] = useState(0);
  const [draft, setDraft] = useState<ProgramDraft>(initial);
  const [problem, setProblem] = useState<StepProblem | null>(null);
  const fields = useFieldErrors<DetailsField>();

  const goTo = (next: number) => {
    setProblem(null);
    setStep(next);
  };

  function next() {
    if (step === 0 && !fields.show(detailsProblems(draft))) {
      setProblem({ title: 'Please fill in all fields', message: 'Program title and description are required.' });
      return;
    }
    goTo(Math.min(step + 1, STEPS.length - 1));
  }

  async function submit() {
    if (submitting) return;
    if (draft.videos.length === 0) {
      setProblem({ title: 'Add at least one video', message: 'Your program needs at least one video.' });
      return;
    }
    const refused = await onSubmit(draft);
    if (refused && Object.keys(refused).length > 0) {
      goTo(0);
      fields.show(refused);
    }
  }

  function onFormSubmit(event: FormEvent) {
    event.preventDefault();
    if (step < STEPS.length - 1) next();
    else void submit();
  }

  function change(next: ProgramDraft) {
    setDraft(next);
    if (next.title !== draft.title) fields.clear('title');
    if (next.description !== draft.description) fields.clear('description');
    if (next.videos.length > 0 || step !== 2) setProblem(null);
  }

  return (
    <Card>
      <form ref={fields.form} onSubmit={onFormSubmit} noValidate aria-label="Program wizard">
        <Steps aria-label="Steps">
          {STEPS.map((label, index) => (
            <li key={label} aria-current={index === step ? 'step' : undefined}>
              {index + 1}. {label}
            </li>
          ))}
        </Steps>
        <h2>{STEPS[step]}</h2>
        {problem ? (
          <Problem role="alert">
            <p>
              <strong>{problem.title}</strong>
            </p>
            <p>{problem.message}</p>
          </Problem>
        ) : null}
        {step === 0 ? <DetailsStep draft={draft} onChange={change} errors={fields.errors} /> : null}
        {step === 1 ? <VideosStep draft={draft} onChange={change} /> : null}
        {step === 2 ? <ReviewStep draft={draft} /> : null}
        <Nav>
          {step > 0 ? (
            <Button $variant="ghost" onClick={() => goTo(step - 1)} disabled={submitting}>
              Previous
            </Button>
          ) : (
            <span />
          )}
          {step < STEPS.length - 1 ? (
            <Button type="submit">Next</Button>
          ) : (
            <Button type="submit" disabled={submitting} aria-busy={submitting}>
              {submitting ? 'Saving...' : submitLabel}
            </Button>
          )}
        </Nav>
      </form>
    </Card>
  );
}
