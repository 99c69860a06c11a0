import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, TextAreaField } from '@physio/ui';

const Form = styled.form`
  display: grid;
  gap: 16px;
`;

const Slider = styled.div`
  display: grid;
  gap: 6px;
  label {
    font-weight: 600;
  }
  input {
    width: 100%;
    min-height: 44px;
  }
  output {
    font-weight: 700;
  }
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

export interface SessionFeedbackValues {
  pain: number;
  difficulty: number;
  notes: string;
}

function ScaleSlider({
  id,
  label,
  low,
  high,
  value,
  onChange,
}: {
  id: string;
  label: string;
  low: string;
  high: string;
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <Slider>
      <label htmlFor={id}>
        {label} (0 {low} – 10 {high})
      </label>
      <input
        id={id}
        type="range"
        min={0}
        max={10}
        step={1}
        value={value}
        aria-valuetext={`${value} of 10`}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <output htmlFor={id}>{value} / 10</output>
    </Slider>
  );
}

/** After the last exercise: how it felt, then the log is sent. */
export function SessionFeedback({
  completed,
  total,
  saving,
  error,
  onSubmit,
}: {
  completed: number;
  total: number;
  saving: boolean;
  error?: string;
  onSubmit: (values: SessionFeedbackValues) => void;
}) {
  const [pain, setPain] = useState(0);
  const [difficulty, setDifficulty] = useState(0);
  const [notes, setNotes] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  // The exercise controls just disappeared; keep keyboard users in the form instead of at the top of the page.
  useEffect(() => heading.current?.focus(), []);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit({ pain, difficulty, notes: notes.trim() });
  }

  return (
    <Form onSubmit={submit} aria-labelledby="feedback-heading">
      <h2 id="feedback-heading" ref={heading} tabIndex={-1}>
        How did it go?
      </h2>
      <p>
        You completed {completed} of {total} exercises.
      </p>
      <ScaleSlider id="session-pain" label="Pain" low="none" high="worst" value={pain} onChange={setPain} />
      <ScaleSlider
        id="session-difficulty"
        label="Difficulty"
        low="easy"
        high="hardest"
        value={difficulty}
        onChange={setDifficulty}
      />
      <TextAreaField
        label="Notes (optional)"
        name="notes"
        rows={3}
        maxLength={2000}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
      />
      {error ? <Problem role="alert">{error}</Problem> : null}
      <Button type="submit" disabled={saving}>
        {saving ? 'Saving…' : 'Save session'}
      </Button>
    </Form>
  );
}
