import { TagInput, TextField } from '@physio/ui';
import styled from 'styled-components';
import type { ExerciseDraft } from './exercise-draft';
import { TimeField } from './time-field';

const Fields = styled.div`
  display: grid;
  gap: 12px;
  grid-template-columns: minmax(0, 2fr) repeat(2, minmax(90px, 1fr));
  .tags {
    grid-column: 1 / -1;
  }
  @media (max-width: 640px) {
    grid-template-columns: 1fr 1fr;
    .title {
      grid-column: 1 / -1;
    }
  }
`;

interface ExerciseFieldsProps {
  draft: ExerciseDraft;
  onChange: (draft: ExerciseDraft) => void;
  disabled?: boolean;
  /** Prefix of the accessible labels when several editors share a page ('Exercise 2'). */
  labelPrefix?: string;
}

/** Title, MM:SS start and end, and tags of one exercise; says so at once when the end is not after the start. */
export function ExerciseFields({ draft, onChange, disabled, labelPrefix }: ExerciseFieldsProps) {
  const label = (name: string) => (labelPrefix ? `${labelPrefix} ${name.toLowerCase()}` : name);
  const timesInvalid = draft.end_time <= draft.start_time;
  return (
    <Fields>
      <div className="title">
        <TextField
          label={label('Title')}
          value={draft.title}
          disabled={disabled}
          required
          onChange={(e) => onChange({ ...draft, title: e.target.value })}
        />
      </div>
      <TimeField
        label={label('Start')}
        value={draft.start_time}
        disabled={disabled}
        onChange={(start_time) => onChange({ ...draft, start_time })}
      />
      <TimeField
        label={label('End')}
        value={draft.end_time}
        disabled={disabled}
        error={timesInvalid ? 'End must be after start.' : undefined}
        onChange={(end_time) => onChange({ ...draft, end_time })}
      />
      <div className="tags">
        <TagInput
          label={label('Tags')}
          tags={draft.tags}
          disabled={disabled}
          onChange={(tags) => onChange({ ...draft, tags })}
        />
      </div>
    </Fields>
  );
}
