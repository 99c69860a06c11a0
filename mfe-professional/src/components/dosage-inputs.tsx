import type { DosageSide } from '@physio/contracts';
import { SelectField, TextField } from '@physio/ui';
import styled from 'styled-components';
import { DosageFieldset } from './dosage-fieldset';
import type { DraftProblems, ExerciseDraft } from './exercise-draft';

/**
 * Wrapped by the width of the form, not of the window: the form also sits in narrow columns on wide screens (a saved
 * exercise edited beside the player). The three numbers are short and share a line down to a phone; the side select
 * keeps room for its longest option ('Both sides') and takes a line of its own rather than cutting it.
 */
const Row = styled(DosageFieldset)`
  display: flex;
  flex-wrap: wrap;
  > * {
    flex: 1 1 4.25rem;
    min-width: 0;
  }
  > .side {
    flex: 2 1 9rem;
  }
`;

const NUMBERS = [
  ['sets', 'Sets', 1],
  ['reps', 'Reps', 1],
  ['hold_seconds', 'Hold (s)', 0],
] as const;

const SIDES: ReadonlyArray<{ value: DosageSide | ''; label: string }> = [
  { value: '', label: 'Not stated' },
  { value: 'each', label: 'Each side' },
  { value: 'both', label: 'Both sides' },
  { value: 'left', label: 'Left side' },
  { value: 'right', label: 'Right side' },
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
        <SelectField
          label={label('Side')}
          name="side"
          options={SIDES}
          disabled={disabled}
          value={draft.side ?? ''}
          error={problems.side}
          onChange={(e) => onChange(withField(draft, 'side', (e.target.value || undefined) as DosageSide | undefined))}
        />
      </div>
    </Row>
  );
}
