// Where each remote lives is decided at deploy time, not build time: the shell reads remotes.json
// (written next to index.html from REMOTE_*_URL variables) before registering anything.
export const REMOTE_NAMES = ['mfe_public', 'mfe_professional', 'mfe_participant'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
export type RemotesConfig = Partial<Record<RemoteName, string>>;

function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}

export function parseRemotesConfig(json: unknown): RemotesConfig {
  if (!json || typeof json !== 'object') return {};
  const config: RemotesConfig = {};
  for (const [name, entry] of Object.entries(json as Record<string, unknown>)) {
    if (isRemoteName(name) && typeof entry === 'string' && entry.length > 0) config[name] = entry;
  }
  return config;
}

/** A missing or broken remotes.json leaves every remote unavailable, never the shell. */
export async function fetchRemotesConfig(url = '/remotes.json'): Promise<RemotesConfig> {
  try {
    const response = await fetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
    return response.ok ? parseRemotesConfig(await response.json()) : {};
  } catch {
    return {};
  }
}
