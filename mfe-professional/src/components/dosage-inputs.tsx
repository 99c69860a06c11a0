import type { DosageSide } from '@physio/contracts';
import { TextField } from '@physio/ui';
import { useId } from 'react';
import styled from 'styled-components';
import type { DraftProblems, ExerciseDraft } from './exercise-draft';

// min-width: 0 because a fieldset is at least as wide as its content by default, which would push the card past a
// 375 px screen.
const Row = styled.fieldset`
  grid-column: 1 / -1;
  min-width: 0;
  display: grid;
  gap: 12px;
  align-items: start;
  grid-template-columns: repeat(auto-fit, minmax(110px, 1fr));
  margin: 0;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  legend {
    font-weight: 600;
    padding: 0 4px;
  }
  .side {
    display: grid;
    gap: 6px;
    align-content: start;
  }
  .side label {
    font-weight: 600;
  }
  select {
    min-height: 44px;
    padding: 8px 12px;
    font: inherit;
    border: 1px solid #94a3b8;
    border-radius: 10px;
    background: #fff;
  }
  .side .error {
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const NUMBERS = [
  ['sets', 'Sets', 1],
  ['reps', 'Reps', 1],
  ['hold_seconds', 'Hold (s)', 0],
] as const;

const SIDES: ReadonlyArray<[DosageSide | '', string]> = [
  ['', 'Not stated'],
  ['each', 'Each side'],
  ['both', 'Both sides'],
  ['left', 'Left side'],
  ['right', 'Right side'],
];

/** The draft with one dosage field set, or removed when left empty. */
function withField<K extends 'sets' | 'reps' | 'hold_seconds' | 'side'>(
  draft: ExerciseDraft,
  field: K,
  value: ExerciseDraft[K] | undefined,
): ExerciseDraft {
  const next = { ...draft };
  if (value === undefined) delete next[field];
  else next[field] = value;
  return next;
}

/**
 * Sets, reps, hold and side of an exercise: all optional, prefilled with what the video states, saved with the
 * exercise so that assigning it in the care loop starts from them.
 */
export function DosageInputs({
  draft,
  onChange,
  disabled,
  label,
  problems,
}: {
  draft: ExerciseDraft;
  onChange: (draft: ExerciseDraft) => void;
  disabled?: boolean;
  label: (name: string) => string;
  problems: DraftProblems;
}) {
  const sideId = useId();
  return (
    <Row>
      <legend>Dosage (optional)</legend>
      {NUMBERS.map(([field, name, min]) => (
        <TextField
          key={field}
          label={label(name)}
          type="number"
          inputMode="numeric"
          min={min}
          step={1}
          disabled={disabled}
          value={draft[field] === undefined ? '' : String(draft[field])}
          error={problems[field]}
          onChange={(e) =>
            onChange(withField(draft, field, e.target.value === '' ? undefined : Number(e.target.value)))
          }
        />
      ))}
      <div className="side">
        <label htmlFor={sideId}>{label('Side')}</label>
        <select
          id={sideId}
          name="side"
          disabled={disabled}
          value={draft.side ?? ''}
          aria-invalid={problems.side ? true : undefined}
          aria-describedby={problems.side ? `${sideId}-error` : undefined}
          onChange={(e) => onChange(withField(draft, 'side', (e.target.value || undefined) as DosageSide | undefined))}
        >
          {SIDES.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
        {problems.side ? (
          <p className="error" id={`${sideId}-error`}>
            {problems.side}
          </p>
        ) : null}
      </div>
    </Row>
  );
}
