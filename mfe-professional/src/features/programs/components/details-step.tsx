import type { ProgramDifficulty } from '@physio/contracts';
import { SelectField, TextAreaField, TextField } from '@physio/ui';
import styled from 'styled-components';
import { capitalize, DIFFICULTIES, type DetailsField, type ProgramDraft } from '../program-draft';

const Fields = styled.div`
  display: grid;
  gap: 16px;
`;

const DIFFICULTY_OPTIONS = DIFFICULTIES.map((level) => ({ value: level, label: capitalize(level) }));

interface DetailsStepProps {
  draft: ProgramDraft;
  onChange: (draft: ProgramDraft) => void;
  errors?: Partial<Record<DetailsField, string>>;
}

export function DetailsStep({ draft, onChange, errors = {} }: DetailsStepProps) {
  return (
    <Fields>
      <TextField
        label="Program title"
        value={draft.title}
        maxLength={200}
        required
        error={errors.title}
        onChange={(e) => onChange({ ...draft, title: e.target.value })}
      />
      <TextAreaField
        label="Description"
        rows={4}
        value={draft.description}
        maxLength={5000}
        required
        error={errors.description}
        onChange={(e) => onChange({ ...draft, description: e.target.value })}
      />
      <SelectField
        label="Difficulty"
        options={DIFFICULTY_OPTIONS}
        value={draft.difficulty}
        onChange={(e) => onChange({ ...draft, difficulty: e.target.value as ProgramDifficulty })}
      />
    </Fields>
  );
}
