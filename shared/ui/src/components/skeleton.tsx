import styled, { keyframes } from 'styled-components';

const pulse = keyframes`50% { opacity: 0.45; }`;

/** A grey placeholder block shown where content is loading. */
export const Skeleton = styled.span<{ $width?: string; $height?: string }>`
  display: block;
  width: ${({ $width = '100%' }) => $width};
  height: ${({ $height = '1em' }) => $height};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.border};
  animation: ${pulse} 1.4s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Rows = styled.div`
  display: grid;
  gap: 12px;
  padding: 8px 0;
`;

/** Several skeleton lines, announced once as loading. */
export function SkeletonRows({ rows = 5, label = 'Loading…' }: { rows?: number; label?: string }) {
  return (
    <Rows role="status" aria-live="polite" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} $height="2.25rem" />
      ))}
    </Rows>
  );
}
