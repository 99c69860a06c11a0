import { useId, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';

const Wrapper = styled.div`
  display: grid;
  gap: 6px;
  label {
    font-weight: 600;
  }
  select {
    min-height: 44px;
    padding: 8px 12px;
    font: inherit;
    color: inherit;
    border: 1px solid #94a3b8;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  select[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  .error {
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
    font-size: 0.9rem;
  }
`;

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly { value: string; label: string }[];
  /** The first, empty option ("Choose…") when nothing is chosen yet. */
  placeholder?: string;
  /** Shown under the select and announced with it; marks it invalid (as TextField does). */
  error?: string;
}

/** A labelled select with an accessible error message, the studio's counterpart of TextField. */
export function SelectField({ label, options, placeholder, error, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <Wrapper>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p className="error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </Wrapper>
  );
}
