import { useId, type InputHTMLAttributes, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

const Wrapper = styled.div`
  display: grid;
  gap: 6px;
  label {
    font-weight: 600;
  }
`;

const control = css<{ $invalid?: boolean }>`
  width: 100%;
  padding: 10px 12px;
  font: inherit;
  color: inherit;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ $invalid, theme }) => ($invalid ? theme.colors.danger : '#94a3b8')};
  border-radius: ${({ theme }) => theme.radius.md};
  &:disabled {
    background: ${({ theme }) => theme.colors.background};
  }
`;

const Input = styled.input<{ $invalid?: boolean }>`
  ${control}
  min-height: 44px;
`;

const Area = styled.textarea<{ $invalid?: boolean }>`
  ${control}
  resize: vertical;
`;

const Select = styled.select<{ $invalid?: boolean }>`
  ${control}
  min-height: 44px;
`;

const FieldHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.9rem;
`;

interface FieldProps {
  label: string;
  /** Shown under the control and announced with it; marks the control invalid. */
  error?: string;
  /** The rule the value must follow, shown before anyone types (e.g. "At least 8 characters"). */
  hint?: string;
}

function useFieldIds(error?: string, hint?: string) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { id, errorId, hintId, describedBy };
}

/** A labelled text input with an accessible error message. */
export function TextField({ label, error, hint, ...input }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const { id, errorId, hintId, describedBy } = useFieldIds(error, hint);
  return (
    <Wrapper>
      <label htmlFor={id}>{label}</label>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        $invalid={Boolean(error)}
        {...input}
      />
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </Wrapper>
  );
}

/** A labelled multi-line text area with an accessible error message. */
export function TextAreaField({
  label,
  error,
  hint,
  ...area
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { id, errorId, hintId, describedBy } = useFieldIds(error, hint);
  return (
    <Wrapper>
      <label htmlFor={id}>{label}</label>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      <Area
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        $invalid={Boolean(error)}
        {...area}
      />
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </Wrapper>
  );
}

interface SelectFieldProps extends FieldProps, SelectHTMLAttributes<HTMLSelectElement> {
  options: readonly { value: string; label: string }[];
  /** The first, empty option ("Choose…") when nothing is chosen yet. */
  placeholder?: string;
}

/** A labelled select over `options`, with the same hint and error as TextField. */
export function SelectField({ label, error, hint, options, placeholder, ...select }: SelectFieldProps) {
  const { id, errorId, hintId, describedBy } = useFieldIds(error, hint);
  return (
    <Wrapper>
      <label htmlFor={id}>{label}</label>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      <Select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        $invalid={Boolean(error)}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </Wrapper>
  );
}
