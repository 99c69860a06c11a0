import type { WeightedVersion } from '@physio/util';

// Where each remote lives is decided at deploy time, not build time: the shell reads remotes.json
// (written next to index.html from REMOTE_*_URL variables) before registering anything. Each remote
// has one or more versions with weights (a gradual release); the server has checked them at start.
export const REMOTE_NAMES = ['mfe_public', 'mfe_professional', 'mfe_participant'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
export type RemoteVersion = WeightedVersion;
export type RemotesConfig = Partial<Record<RemoteName, RemoteVersion[]>>;

function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}

function isVersion(entry: unknown): entry is RemoteVersion {
  const { url, weight } = (entry ?? {}) as Record<string, unknown>;
  return typeof url === 'string' && url.length > 0 && typeof weight === 'number' && weight >= 0;
}

/** A remote's versions: a list of {url, weight}, or one URL (an older server) standing for every visitor. */
function versionsOf(entry: unknown): RemoteVersion[] {
  if (typeof entry === 'string') return entry.length > 0 ? [{ url: entry, weight: 100 }] : [];
  if (!Array.isArray(entry)) return [];
  return entry.filter(isVersion).map(({ url, weight }) => ({ url, weight }));
}

export function parseRemotesConfig(json: unknown): RemotesConfig {
  if (!json || typeof json !== 'object') return {};
  const config: RemotesConfig = {};
  for (const [name, entry] of Object.entries(json as Record<string, unknown>)) {
    const versions = versionsOf(entry);
    if (isRemoteName(name) && versions.length > 0) config[name] = versions;
  }
  return config;
}

/**
 * How a version is named in "About this build", the console and the load reports: its build id when
 * the URL is a versioned one (`…/<build id>/mf-manifest.json`), else the server it comes from.
 */
export function versionLabel(manifestUrl: string): string {
  try {
    const url = new URL(manifestUrl);
    const segments = url.pathname.split('/').filter(Boolean);
    return segments.length >= 2 ? segments[segments.length - 2] : url.host;
  } catch {
    return manifestUrl;
  }
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
