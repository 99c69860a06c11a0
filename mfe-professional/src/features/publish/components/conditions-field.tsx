import { LIBRARY_CONDITIONS, LIBRARY_LIMITS } from '@physio/util';
import { useId } from 'react';
import styled from 'styled-components';

const Choices = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: 0 16px;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    font-weight: 600;
    margin-bottom: 6px;
  }
  .hint,
  .error {
    grid-column: 1 / -1;
    margin: 0 0 4px;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  .error {
    color: ${({ theme }) => theme.colors.danger};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    min-height: 44px;
  }
  input {
    width: 20px;
    height: 20px;
  }
`;

interface ConditionsFieldProps {
  conditions: string[];
  onChange: (conditions: string[]) => void;
  disabled?: boolean;
  error?: string;
}

/** The conditions an exercise helps with, from the library's vocabulary; once the limit is ticked, the rest wait. */
export function ConditionsField({ conditions, onChange, disabled, error }: ConditionsFieldProps) {
  const hintId = useId();
  const errorId = useId();
  const full = conditions.length >= LIBRARY_LIMITS.conditionsMax;
  const toggle = (slug: string) =>
    onChange(conditions.includes(slug) ? conditions.filter((c) => c !== slug) : [...conditions, slug]);
  return (
    <Choices aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}>
      <legend>Conditions</legend>
      <p className="hint" id={hintId}>
        What it helps with: up to {LIBRARY_LIMITS.conditionsMax}, or none.
      </p>
      {LIBRARY_CONDITIONS.map((condition) => {
        const checked = conditions.includes(condition.slug);
        return (
          <label key={condition.slug}>
            <input
              type="checkbox"
              checked={checked}
              disabled={disabled || (full && !checked)}
              aria-invalid={error ? true : undefined}
              onChange={() => toggle(condition.slug)}
            />
            {condition.name}
          </label>
        );
      })}
      {error ? (
        <p className="error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </Choices>
  );
}
