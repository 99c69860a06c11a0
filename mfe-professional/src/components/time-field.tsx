import { formatTimeField, parseTimeField } from '@physio/util';
import { TextField } from '@physio/ui';
import { useEffect, useState } from 'react';

interface TimeFieldProps {
  label: string;
  /** Whole seconds. */
  value: number;
  onChange: (seconds: number) => void;
  error?: string;
  disabled?: boolean;
}

/**
 * An MM:SS field: minutes 0–999 and seconds 0–59, blank or invalid parts become 0. The text is kept as
 * typed while editing and shown clamped ('07:59') once the field is left.
 */
export function TimeField({ label, value, onChange, error, disabled }: TimeFieldProps) {
  const [text, setText] = useState(formatTimeField(value));
  useEffect(() => {
    setText((current) => (parseTimeField(current) === value ? current : formatTimeField(value)));
  }, [value]);
  return (
    <TextField
      label={label}
      value={text}
      inputMode="numeric"
      placeholder="MM:SS"
      pattern="[0-9]*:?[0-9]*"
      disabled={disabled}
      error={error}
      onChange={(event) => {
        setText(event.target.value);
        onChange(parseTimeField(event.target.value));
      }}
      onBlur={() => setText(formatTimeField(parseTimeField(text)))}
    />
  );
}
