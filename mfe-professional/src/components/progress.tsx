import styled, { keyframes } from 'styled-components';

const slide = keyframes`from { transform: translateX(-100%); } to { transform: translateX(250%); }`;

const Track = styled.div`
  position: relative;
  height: 8px;
  overflow: hidden;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.border};
`;

const Fill = styled.div<{ $percent?: number }>`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.primary};
  width: ${({ $percent }) => ($percent === undefined ? '40%' : `${$percent}%`)};
  ${({ $percent }) => ($percent === undefined ? 'position: absolute;' : 'transition: width 200ms ease;')}
  animation: ${({ $percent }) => ($percent === undefined ? slide : 'none')} 1.2s ease-in-out infinite;
`;

const Box = styled.div`
  display: grid;
  gap: 6px;
  margin: 12px 0;
`;

/** Long work made visible: determinate when `value` and `max` are known, else an indeterminate bar. */
export function Progress({ label, value, max }: { label: string; value?: number; max?: number }) {
  const percent = value !== undefined && max ? Math.round((value / max) * 100) : undefined;
  return (
    <Box>
      <span role="status" aria-live="polite">
        {label}
      </span>
      <Track
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max ?? 100}
        aria-valuenow={percent === undefined ? undefined : value}
      >
        <Fill $percent={percent} />
      </Track>
    </Box>
  );
}
