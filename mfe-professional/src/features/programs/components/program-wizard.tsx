import { Button, Card } from '@physio/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { notify } from '../../../components/notify';
import { EMPTY_DRAFT, type ProgramDraft } from '../program-draft';
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

interface ProgramWizardProps {
  initial?: ProgramDraft;
  submitLabel: string;
  /** Resolves true when saved; the wizard then starts again at step 1 with an empty form. */
  onSubmit: (draft: ProgramDraft) => Promise<boolean>;
  submitting: boolean;
}

/** The three-step wizard with its validation messages. */
export function ProgramWizard({ initial = EMPTY_DRAFT, submitLabel, onSubmit, submitting }: ProgramWizardProps) {
  const [step, setStep] = useState(0);
  const [draft, setDraft] = useState<ProgramDraft>(initial);

  function next() {
    if (step === 0 && (!draft.title.trim() || !draft.description.trim())) {
      notify.error('Please fill in all fields', 'Program title and description are required.');
      return;
    }
    setStep((s) => Math.min(s + 1, STEPS.length - 1));
  }

  async function submit() {
    if (submitting) return;
    if (draft.videos.length === 0) {
      notify.error('Add at least one video', 'Your program needs at least one video.');
      return;
    }
    if (await onSubmit(draft)) {
      setDraft(EMPTY_DRAFT);
      setStep(0);
    }
  }

  return (
    <Card>
      <Steps aria-label="Steps">
        {STEPS.map((label, index) => (
          <li key={label} aria-current={index === step ? 'step' : undefined}>
            {index + 1}. {label}
          </li>
        ))}
      </Steps>
      <h2>{STEPS[step]}</h2>
      {step === 0 ? <DetailsStep draft={draft} onChange={setDraft} /> : null}
      {step === 1 ? <VideosStep draft={draft} onChange={setDraft} /> : null}
      {step === 2 ? <ReviewStep draft={draft} /> : null}
      <Nav>
        {step > 0 ? (
          <Button $variant="ghost" onClick={() => setStep((s) => s - 1)} disabled={submitting}>
            Previous
          </Button>
        ) : (
          <span />
        )}
        {step < STEPS.length - 1 ? (
          <Button onClick={next}>Next</Button>
        ) : (
          <Button onClick={submit} disabled={submitting}>
            {submitting ? 'Saving...' : submitLabel}
          </Button>
        )}
      </Nav>
    </Card>
  );
}
