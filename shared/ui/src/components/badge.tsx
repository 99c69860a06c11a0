import styled from 'styled-components';

export type BadgeTone = 'primary' | 'neutral' | 'success' | 'warning' | 'danger';

// Text colours are the theme's darker shades so every tone keeps a 4.5:1 contrast on its background.
const tones: Record<BadgeTone, { bg: string; fg: string }> = {
  primary: { bg: '#ccfbf1', fg: '#115e59' },
  neutral: { bg: '#e2e8f0', fg: '#334155' },
  success: { bg: '#dcfce7', fg: '#166534' },
  warning: { bg: '#fef3c7', fg: '#854d0e' },
  danger: { bg: '#fee2e2', fg: '#991b1b' },
};

/** A small pill label: categories, difficulty, status, "Coming soon". */
export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: 0.8rem;
  font-weight: 600;
  line-height: 1.6;
  white-space: nowrap;
  background: ${({ $tone = 'primary' }) => tones[$tone].bg};
  color: ${({ $tone = 'primary' }) => tones[$tone].fg};
`;
