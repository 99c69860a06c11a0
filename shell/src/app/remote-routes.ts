import type { RemoteName } from '../remotes/remote-config';

export type Audience = 'professional' | 'participant';

export interface RemoteMount {
  remote: RemoteName;
  /** Shown in the unavailable panel. */
  label: string;
  /** URL prefixes owned by the remote. */
  prefixes: string[];
  /** Who may see it; public mounts need no sign-in. */
  audience?: Audience;
}

// The shell decides which remote owns which URLs; each remote routes within its own prefixes.
// Order matters: the first mount whose prefix matches wins, and the public site owns the rest.
export const REMOTE_MOUNTS: RemoteMount[] = [
  {
    remote: 'mfe_professional',
    label: 'The professional studio',
    prefixes: ['/dashboard/professional', '/professional'],
    audience: 'professional',
  },
  { remote: 'mfe_participant', label: 'Your dashboard', prefixes: ['/dashboard/user'], audience: 'participant' },
  { remote: 'mfe_public', label: 'This page', prefixes: ['/'] },
];

export function mountFor(pathname: string): RemoteMount {
  const matches = (prefix: string) => prefix === '/' || pathname === prefix || pathname.startsWith(`${prefix}/`);
  return REMOTE_MOUNTS.find((mount) => mount.prefixes.some(matches)) ?? REMOTE_MOUNTS[REMOTE_MOUNTS.length - 1];
}
