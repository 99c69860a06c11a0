import { TagInput, TextField } from '@physio/ui';
import styled from 'styled-components';
import { DosageInputs } from './dosage-inputs';
import { draftProblems, type DraftProblems, type ExerciseDraft } from './exercise-draft';
import { TimeField } from './time-field';

/**
 * Laid out by the form's own width, not the window's (it is also edited in a narrow column on a wide screen): the
 * title and the two times share a line when there is room, else the times go under the title, side by side. Tags and
 * dosage take whole lines.
 */
const Fields = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  > * {
    flex: 1 1 100%;
    min-width: 0;
  }
  > .title {
    flex: 2 1 16rem;
  }
  > .times {
    flex: 1 1 15rem;
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 12px;
    align-items: start;
  }
`;

interface ExerciseFieldsProps {
  draft: ExerciseDraft;
  onChange: (draft: ExerciseDraft) => void;
  disabled?: boolean;
  /** Prefix of the accessible labels when several editors share a page ('Exercise 2'). */
  labelPrefix?: string;
  /** The video's length in seconds when known: the end may not pass it. */
  videoSeconds?: number;
  /** Messages the form found on submit or the API sent back; they win over the ones found while typing. */
  problems?: DraftProblems;
}

/**
 * Title, MM:SS start and end, tags and dosage of one exercise. Times and dosage are checked while typing (a time
 * that does not parse, an end not after the start or after the video, a dosage out of range); the title only once
 * the form is submitted.
 */
export function ExerciseFields({
  draft,
  onChange,
  disabled,
  labelPrefix,
  videoSeconds,
  problems,
}: ExerciseFieldsProps) {
  const label = (name: string) => (labelPrefix ? `${labelPrefix} ${name.toLowerCase()}` : name);
  const typed = draftProblems(draft, videoSeconds);
  const shown: DraftProblems = {
    start_time: typed.start_time,
    end_time: typed.end_time,
    sets: typed.sets,
    reps: typed.reps,
    hold_seconds: typed.hold_seconds,
    ...problems,
  };
  return (
    <Fields>
      <div className="title">
        <TextField
          label={label('Title')}
          value={draft.title}
          disabled={disabled}
          required
          error={shown.title}
          onChange={(e) => onChange({ ...draft, title: e.target.value })}
        />
      </div>
      <div className="times">
        <TimeField
          label={label('Start')}
          value={draft.start_time}
          disabled={disabled}
          error={shown.start_time}
          onChange={(start_time) => onChange({ ...draft, start_time })}
        />
        <TimeField
          label={label('End')}
          value={draft.end_time}
          disabled={disabled}
          error={shown.end_time}
          onChange={(end_time) => onChange({ ...draft, end_time })}
        />
      </div>
      <div className="tags">
        <TagInput
          label={label('Tags')}
          tags={draft.tags}
          disabled={disabled}
          onChange={(tags) => onChange({ ...draft, tags })}
        />
      </div>
      <DosageInputs draft={draft} onChange={onChange} disabled={disabled} label={label} problems={shown} />
    </Fields>
  );
}
