import { Button, TextAreaField } from '@physio/ui';
import { LIBRARY_LIMITS } from '@physio/util';
import { useId } from 'react';
import styled from 'styled-components';
import { moveStep, newStep, type StepDraft } from '../publication-draft';

const Steps = styled.fieldset`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    font-weight: 600;
    margin-bottom: 6px;
  }
  .hint {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
  .error {
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
    font-size: 0.9rem;
  }
  ol {
    display: grid;
    gap: 12px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: grid;
    gap: 6px;
    padding: 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  .step-buttons {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  .add {
    justify-self: start;
  }
`;

interface InstructionsFieldProps {
  steps: StepDraft[];
  onChange: (steps: StepDraft[]) => void;
  disabled?: boolean;
  /** A message about the steps as a whole (none written). */
  error?: string;
  /** Messages about single steps by index, as the API names them (`instructions.2`). */
  stepErrors?: Record<number, string | undefined>;
}

/** The step-by-step instructions: an ordered list of text fields to add, remove and move up or down. */
export function InstructionsField({ steps, onChange, disabled, error, stepErrors = {} }: InstructionsFieldProps) {
  const hintId = useId();
  const errorId = useId();
  const replace = (index: number, text: string) =>
    onChange(steps.map((step, i) => (i === index ? { ...step, text } : step)));
  const full = steps.length >= LIBRARY_LIMITS.instructionsMax;
  return (
    <Steps aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}>
      <legend>Step-by-step instructions</legend>
      <p className="hint" id={hintId}>
        In the order a patient does them: {LIBRARY_LIMITS.instructionsMin} to {LIBRARY_LIMITS.instructionsMax} steps, up
        to {LIBRARY_LIMITS.instructionMax} characters each.
      </p>
      {error ? (
        <p className="error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
      <ol>
        {steps.map((step, index) => {
          const n = index + 1;
          return (
            <li key={step.key}>
              <TextAreaField
                label={`Step ${n}`}
                // Three lines: a step's sentence still shows whole on a phone.
                rows={3}
                value={step.text}
                maxLength={LIBRARY_LIMITS.instructionMax}
                disabled={disabled}
                error={stepErrors[index]}
                // Marked when the list as a whole is refused, so the form's focus lands on the first step.
                {...(error && index === 0 ? { 'aria-invalid': true } : {})}
                onChange={(e) => replace(index, e.target.value)}
              />
              <div className="step-buttons">
                <Button
                  $variant="ghost"
                  aria-label={`Move step ${n} up`}
                  disabled={disabled || index === 0}
                  onClick={() => onChange(moveStep(steps, index, -1))}
                >
                  ↑ Up
                </Button>
                <Button
                  $variant="ghost"
                  aria-label={`Move step ${n} down`}
                  disabled={disabled || index === steps.length - 1}
                  onClick={() => onChange(moveStep(steps, index, 1))}
                >
                  ↓ Down
                </Button>
                <Button
                  $variant="ghost"
                  aria-label={`Remove step ${n}`}
                  disabled={disabled || steps.length === 1}
                  onClick={() => onChange(steps.filter((_, i) => i !== index))}
                >
                  Remove
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <Button
        className="add"
        $variant="secondary"
        disabled={disabled || full}
        onClick={() => onChange([...steps, newStep()])}
      >
        Add step
      </Button>
    </Steps>
  );
}
