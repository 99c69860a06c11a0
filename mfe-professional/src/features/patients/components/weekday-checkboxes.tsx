import { useId } from 'react';
import styled from 'styled-components';
import { WEEKDAYS } from '@physio/util';

const Days = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    font-weight: 600;
    margin-bottom: 6px;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 44px;
  }
  input {
    width: 20px;
    height: 20px;
  }
`;

const Problem = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/** Which weekdays the program is scheduled on. */
export function WeekdayCheckboxes({
  days,
  onChange,
  error,
}: {
  days: number[];
  onChange: (days: number[]) => void;
  /** The API's message about the weekdays, when it refused them. */
  error?: string;
}) {
  const errorId = useId();
  const toggle = (day: number) => onChange(days.includes(day) ? days.filter((d) => d !== day) : [...days, day]);
  return (
    <Days aria-describedby={error ? errorId : undefined}>
      <legend>Weekdays</legend>
      {WEEKDAYS.map((weekday) => (
        <label key={weekday.day}>
          <input type="checkbox" checked={days.includes(weekday.day)} onChange={() => toggle(weekday.day)} />
          <span aria-hidden="true">{weekday.short}</span>
          <span className="visually-hidden">{weekday.name}</span>
        </label>
      ))}
      {error ? (
        <Problem id={errorId} role="alert">
          {error}
        </Problem>
      ) : null}
    </Days>
  );
}
