import styled from 'styled-components';

// A handful of simple line icons drawn inline: they are tiny, need no request and take the text colour.
const PATHS = {
  list: 'M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01',
  video: 'M3 6h12v12H3zM15 10l6-3v10l-6-3',
  support: 'M12 21s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 11c0 5.6-7 10-7 10z',
  library: 'M4 4h4v16H4zM10 4h4v16h-4zM16 5l3.5-.9 3 15.5-3.5.9z',
  sparkles:
    'M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8zM19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z',
  program: 'M4 5h16v15H4zM4 10h16M9 3v4M15 3v4',
  users: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M17 11a3 3 0 1 0-1-5.8M22 21a6 6 0 0 0-4-5.6',
  progress: 'M3 17l6-6 4 4 8-8M15 7h6v6',
  chart: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  palette:
    'M12 3a9 9 0 1 0 0 18c1.1 0 1.5-.9 1-1.8-.6-1-.1-2.2 1.1-2.2H17a4 4 0 0 0 4-4c0-5.5-4-10-9-10zM7.5 11h.01M10 7h.01M15 7h.01',
  message: 'M4 4h16v12H8l-4 4z',
  target: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM12 12h.01',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
  check: 'M5 12l5 5 9-10',
} as const;

export type IconName = keyof typeof PATHS;

const Svg = styled.svg`
  flex: none;
`;

export function FeatureIcon({ name, size = 24 }: { name: IconName; size?: number }) {
  return (
    <Svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </Svg>
  );
}

/** A tinted square holding an icon, at the top of feature cards. */
export const IconTile = styled.span`
  display: inline-grid;
  place-items: center;
  width: 48px;
  height: 48px;
  margin-bottom: 16px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryHover};
`;
