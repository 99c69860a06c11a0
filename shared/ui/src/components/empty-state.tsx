import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  text-align: center;
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.muted};
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  h1,
  h2,
  h3 {
    color: ${({ theme }) => theme.colors.text};
    font-size: 1.15rem;
  }
`;

/** A friendly empty or unavailable state, with an optional action (retry, add, go home). */
interface EmptyStateProps {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  role?: string;
  /** 1 when the state is the whole page (a 404), else 2. */
  headingLevel?: 1 | 2 | 3;
}

export function EmptyState({ title, children, action, role, headingLevel = 2 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Box role={role}>
      <Heading>{title}</Heading>
      {children ? <p>{children}</p> : null}
      {action}
    </Box>
  );
}
