import type { ProgramDifficulty } from '@physio/contracts';
import { TextAreaField, TextField } from '@physio/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { capitalize, DIFFICULTIES, type DetailsField, type ProgramDraft } from '../program-draft';

const Fields = styled.div`
  display: grid;
  gap: 16px;
  label {
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
  .select {
    display: grid;
    gap: 6px;
  }
`;

interface DetailsStepProps {
  draft: ProgramDraft;
  onChange: (draft: ProgramDraft) => void;
  errors?: Partial<Record<DetailsField, string>>;
}

export function DetailsStep({ draft, onChange, errors = {} }: DetailsStepProps) {
  const difficultyId = useId();
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
      <div className="select">
        <label htmlFor={difficultyId}>Difficulty</label>
        <select
          id={difficultyId}
          value={draft.difficulty}
          onChange={(e) => onChange({ ...draft, difficulty: e.target.value as ProgramDifficulty })}
        >
          {DIFFICULTIES.map((level) => (
            <option key={level} value={level}>
              {capitalize(level)}
            </option>
          ))}
        </select>
      </div>
    </Fields>
  );
}
