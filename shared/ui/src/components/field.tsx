import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
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

const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.9rem;
`;

interface FieldProps {
  label: string;
  /** Shown under the control and announced with it; marks the control invalid. */
  error?: string;
}

function useFieldIds(error?: string) {
  const id = useId();
  const errorId = `${id}-error`;
  return { id, errorId, describedBy: error ? errorId : undefined };
}

/** A labelled text input with an accessible error message. */
export function TextField({ label, error, ...input }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const { id, errorId, describedBy } = useFieldIds(error);
  return (
    <Wrapper>
      <label htmlFor={id}>{label}</label>
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
export function TextAreaField({ label, error, ...area }: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { id, errorId, describedBy } = useFieldIds(error);
  return (
    <Wrapper>
      <label htmlFor={id}>{label}</label>
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
