import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  text-align: center;
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.muted};
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  h2 { color: ${({ theme }) => theme.colors.text}; font-size: 1.15rem; }
`;

/** A friendly empty or unavailable state, with an optional action (retry, add, go home). */
export function EmptyState({ title, children, action, role }: { title: string; children?: ReactNode; action?: ReactNode; role?: string }) {
  return (
    <Box role={role}>
      <h2>{title}</h2>
      {children ? <p>{children}</p> : null}
      {action}
    </Box>
  );
}
