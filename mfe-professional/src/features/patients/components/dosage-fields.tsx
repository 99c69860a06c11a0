import { TextField } from '@physio/ui';
import styled from 'styled-components';
import type { DosageDraft, DosageField } from '../assignment-draft';

const Item = styled.fieldset`
  display: grid;
  gap: 8px;
  grid-template-columns: repeat(auto-fit, minmax(90px, 1fr));
  margin: 0;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  legend {
    font-weight: 600;
    padding: 0 4px;
  }
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
