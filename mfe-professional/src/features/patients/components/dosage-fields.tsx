import { TextField } from '@physio/ui';
import styled from 'styled-components';
import { DosageFieldset } from '../../../components/dosage-fieldset';
import type { DosageDraft, DosageField } from '../assignment-draft';

const Item = styled(DosageFieldset)`
  .notes {
    grid-column: 1 / -1;
  }
`;

const NUMBERS = [
  ['sets', 'Sets', 1],
  ['reps', 'Reps', 1],
  ['hold_seconds', 'Hold (s)', 0],
  ['rest_seconds', 'Rest (s)', 0],
] as const;

/** Sets, reps, hold, rest and notes of one exercise in the assignment. */
export function DosageFields({
  item,
  onChange,
  errors,
}: {
  item: DosageDraft;
  onChange: (item: DosageDraft) => void;
  /** The API's messages for these fields, when it refused them. */
  errors?: Partial<Record<DosageField, string>>;
}) {
  return (
    <Item>
      <legend>{item.title}</legend>
      {NUMBERS.map(([field, label, min]) => (
        <TextField
          key={field}
          label={label}
          type="number"
          inputMode="numeric"
          min={min}
          step={1}
          required
          value={item[field]}
          error={errors?.[field]}
          onChange={(e) => onChange({ ...item, [field]: e.target.value })}
        />
      ))}
      <div className="notes">
        <TextField
          label="Notes"
          value={item.notes}
          maxLength={1000}
          error={errors?.notes}
          onChange={(e) => onChange({ ...item, notes: e.target.value })}
        />
      </div>
    </Item>
  );
}
