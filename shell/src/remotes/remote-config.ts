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

/** The id of the copy of remotes.json the shell's server writes into the page. */
export const INLINE_CONFIG_ID = 'remotes-config';

/**
 * The page's inline copy when the server wrote one (no round trip before a remote can start
 * loading), else remotes.json itself (a dev server, an older server).
 */
export function readRemotesConfig(doc: Document = document): Promise<RemotesConfig> {
  const inline = doc.getElementById(INLINE_CONFIG_ID)?.textContent;
  if (inline) {
    try {
      return Promise.resolve(parseRemotesConfig(JSON.parse(inline)));
    } catch {
      // A broken copy: the file is the source of truth.
    }
  }
  return fetchRemotesConfig();
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
