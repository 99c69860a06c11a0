import styled from 'styled-components';
import { WEEKDAYS } from '../assignment-draft';

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

/** Which weekdays the program is scheduled on. */
export function WeekdayCheckboxes({ days, onChange }: { days: number[]; onChange: (days: number[]) => void }) {
  const toggle = (day: number) => onChange(days.includes(day) ? days.filter((d) => d !== day) : [...days, day]);
  return (
    <Days>
      <legend>Weekdays</legend>
      {WEEKDAYS.map((weekday) => (
        <label key={weekday.day}>
          <input type="checkbox" checked={days.includes(weekday.day)} onChange={() => toggle(weekday.day)} />
          <span aria-hidden="true">{weekday.short}</span>
          <span className="visually-hidden">{weekday.name}</span>
        </label>
      ))}
    </Days>
  );
}
