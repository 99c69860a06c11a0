// One theme for the whole composed site; styled-components is a shared singleton, so the shell's
// ThemeProvider reaches every remote.
export const theme = {
  colors: {
    primary: '#0f766e',
    primaryHover: '#115e59',
    primarySoft: '#ccfbf1',
    accent: '#1d4ed8',
    text: '#0f172a',
    muted: '#475569',
    border: '#e2e8f0',
    surface: '#ffffff',
    background: '#f8fafc',
    danger: '#b91c1c',
    dangerSoft: '#fee2e2',
    success: '#15803d',
    warning: '#a16207',
    focus: '#2563eb',
  },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadow: { card: '0 1px 2px rgba(15, 23, 42, 0.06), 0 4px 12px rgba(15, 23, 42, 0.05)' },
  space: (n: number) => `${n * 4}px`,
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  breakpoints: { sm: '640px', md: '900px', lg: '1200px' },
  navHeight: '64px',
} as const;

export type Theme = typeof theme;

// Every styled component in every app sees this theme's shape.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
