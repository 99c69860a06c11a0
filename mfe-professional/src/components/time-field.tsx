import { formatTimeField, isTimeFieldText, parseTimeField } from '@physio/util';
import { TextField } from '@physio/ui';
import { useEffect, useState } from 'react';

interface TimeFieldProps {
  label: string;
  /** Whole seconds; NaN while the text cannot be read as a time. */
  value: number;
  onChange: (seconds: number) => void;
  error?: string;
  disabled?: boolean;
}

export const TIME_FORMAT_HINT = 'MM:SS, for example 02:30';

/**
 * An MM:SS field: minutes 0–999 and seconds 0–59, each part clamped and a blank part read as 0. Text that is not a
 * time at all ('abc') is kept as typed and reported as NaN, so the form refuses it instead of saving 00:00. Valid text
 * is kept as typed while editing and shown clamped ('07:59') once the field is left.
 */
export function TimeField({ label, value, onChange, error, disabled }: TimeFieldProps) {
  const [text, setText] = useState(formatTimeField(value));
  useEffect(() => {
    setText((current) => (Number.isNaN(value) || readTime(current) === value ? current : formatTimeField(value)));
  }, [value]);
  return (
    <TextField
      label={label}
      hint={TIME_FORMAT_HINT}
      value={text}
      inputMode="numeric"
      placeholder="MM:SS"
      disabled={disabled}
      error={error}
      onChange={(event) => {
        setText(event.target.value);
        onChange(readTime(event.target.value));
      }}
      onBlur={() => {
        if (isTimeFieldText(text)) setText(formatTimeField(parseTimeField(text)));
      }}
    />
  );
}

function readTime(text: string): number {
  return isTimeFieldText(text) ? parseTimeField(text) : Number.NaN;
}
