// The browser suite runs its own copy of the site on ports of its own, so it never collides with
// a developer's `npm start` (3000, 4200–4203).
export const E2E_PORTS = {
  api: Number(process.env.E2E_API_PORT ?? 3100),
  shell: Number(process.env.E2E_SHELL_PORT ?? 4300),
  'mfe-public': Number(process.env.E2E_PUBLIC_PORT ?? 4301),
  'mfe-professional': Number(process.env.E2E_PROFESSIONAL_PORT ?? 4302),
  'mfe-participant': Number(process.env.E2E_PARTICIPANT_PORT ?? 4303),
};

/** A second server of one app, for a version served beside the first (a gradual release). */
export const E2E_EXTRA_PORT = Number(process.env.E2E_EXTRA_PORT ?? 4304);

export type WebApp = 'shell' | 'mfe-public' | 'mfe-professional' | 'mfe-participant';

/** The variable each app's server and dev server read their port from (tools/web-server/src/apps.mjs). */
export const PORT_ENV: Record<WebApp, string> = {
  shell: 'SHELL_PORT',
  'mfe-public': 'MFE_PUBLIC_PORT',
  'mfe-professional': 'MFE_PROFESSIONAL_PORT',
  'mfe-participant': 'MFE_PARTICIPANT_PORT',
};

export const shellUrl = (path = '/') => `http://localhost:${E2E_PORTS.shell}${path}`;
