/** The app's src/prerender.tsx, as the prerender build's resolve.alias names it. */
declare module 'physio-app-prerender' {
  export function prerender(): Promise<unknown>;
}
