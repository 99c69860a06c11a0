import type { ReactNode } from 'react';
import styled from 'styled-components';

const ScrollRegion = styled.div`
  width: 100%;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export interface TableWrapProps {
  /** Names the region for screen readers, e.g. "Videos table"; keep it unique on the page. */
  label: string;
  children: ReactNode;
}

/**
 * Holds a table that scrolls sideways on small screens instead of squeezing its columns. The scroll
 * area is a named region in the tab order, so keyboard users can reach it and scroll with the arrow keys.
 */
export function TableWrap({ label, children }: TableWrapProps) {
  return (
    <ScrollRegion role="region" aria-label={label} tabIndex={0}>
      {children}
    </ScrollRegion>
  );
}
