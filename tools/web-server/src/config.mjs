// Everything the server reads from its environment, checked once at start: a mistake stops it
// with a sentence rather than showing up as broken pages later.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WEB_APPS, appPort, remotesJson } from './apps.mjs';
import { primaryVersion } from './remote-versions.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const list = (value) =>
  String(value)
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

function wholeNumber(env, name, fallback) {
  const value = env[name] ?? String(fallback);
  if (!/^\d+$/.test(value)) throw new Error(`${name} must be a whole number, not "${value}".`);
  return Number(value);
}

function httpUrl(name, value) {
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s) URL, not "${value}".`);
  }
  if (!/^https?:$/.test(url.protocol)) throw new Error(`${name} must be an http(s) URL, not "${value}".`);
  return url.href.replace(/\/$/, '');
}

/**
 * APP (shell | mfe-public | mfe-professional | mfe-participant), DIST_DIR (default: the app's dist/ in this
 * repository; a remote's build is also served, immutable, under /<its build id>/), EXTRA_VERSION_DIRS (a remote's
 * other builds, comma-separated folders, each under /<its build id>/ beside the first), PORT (8080), HOST (every
 * interface), API_URL (one or more upstreams, comma-separated), ALLOWED_ORIGINS (CORS; SHELL_ORIGIN is read too;
 * default: the shell on SHELL_PORT), REMOTE_*_URL (the shell's remotes: one manifest URL, or a JSON list of weighted
 * versions, see remote-versions.mjs), PRERENDER_TTL_MS (how long a remote's prerendered pages are reused; 0: every
 * request), RENDER_REUSE_MS (how long the shell reuses a page a remote rendered on request before it revalidates it),
 * RENDER_FRESH_MS (how long a remote's server serves a page it rendered before it renders it again; the library's
 * change feed, polled every LIBRARY_CHANGES_INTERVAL_MS, drops changed pages sooner), PUBLIC_SITE_URL (the site's
 * public origin, for canonical URLs and sitemap.xml; default: the host asked), API_CONNECTIONS (sockets per API upstream), TRUST_PROXY_HOPS (proxies in front of this server whose
 * X-Forwarded-* it passes on to the API; 0: it is the first, and the client's own are dropped).
 */
export function configFromEnv(env = process.env, overrides = {}) {
  const app = overrides.app ?? env.APP;
  if (!WEB_APPS[app]) {
    throw new Error(`APP must be one of ${Object.keys(WEB_APPS).join(', ')}, not "${app ?? ''}".`);
  }
  const shellPort = appPort('shell', env);
  const origins =
    env.ALLOWED_ORIGINS ?? env.SHELL_ORIGIN ?? `http://localhost:${shellPort},http://127.0.0.1:${shellPort}`;
  // remotes.json (every version of every remote), and the one version of each the server itself reads from.
  const remoteVersions = app === 'shell' ? remotesJson(env) : null;
  const remotes = remoteVersions
    ? Object.fromEntries(Object.entries(remoteVersions).map(([name, list]) => [name, primaryVersion(list).url]))
    : null;
  return {
    app,
    distDir: path.resolve(overrides.distDir ?? env.DIST_DIR ?? path.join(repoRoot, app, 'dist')),
    port: overrides.port ?? wholeNumber(env, 'PORT', 8080),
    host: overrides.host ?? env.HOST ?? null,
    apiUrls: list(env.API_URL ?? 'http://127.0.0.1:3000').map((url) => httpUrl('API_URL', url)),
    apiConnections: wholeNumber(env, 'API_CONNECTIONS', 64),
    trustProxyHops: wholeNumber(env, 'TRUST_PROXY_HOPS', 0),
    allowedOrigins: list(origins),
    remotes,
    remoteVersions,
    extraVersionDirs: app === 'shell' ? [] : list(env.EXTRA_VERSION_DIRS ?? '').map((dir) => path.resolve(dir)),
    prerenderTtlMs: wholeNumber(env, 'PRERENDER_TTL_MS', 5000),
    renderReuseMs: wholeNumber(env, 'RENDER_REUSE_MS', 1000),
    renderFreshMs: wholeNumber(env, 'RENDER_FRESH_MS', 60_000),
    libraryChangesIntervalMs: Math.max(100, wholeNumber(env, 'LIBRARY_CHANGES_INTERVAL_MS', 1000)),
    publicSiteUrl: env.PUBLIC_SITE_URL ? httpUrl('PUBLIC_SITE_URL', env.PUBLIC_SITE_URL) : null,
  };
}
