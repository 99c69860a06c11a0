// The shell's pages with their content already in the HTML (README, "Prerendered pages"). Each app
// with public pages renders them at build time to its dist/prerender.json: the shell its frame
// (navigation bar, main area), a remote its pages. On a page request the shell's server puts the
// remote's page into the frame, so the visitor reads it before any script has run, and the shell's
// first render replaces it with the same content. A remote prerenders its own pages and serves them
// with its own deploy, so what the shell puts in always matches the remote the browser then loads.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// tools/webpack/prerender-config.ts: where a remote's HTML refers to its own files.
const ASSET_BASE = '/__physio_remote_base__/';
export const PRERENDER_FILE = 'prerender.json';
const ROOT_ELEMENT = /<div id="?root"?><\/div>/;
const SAFE_PATH = /^\/[a-z0-9/_-]{0,200}$/i;
const RETRY_AFTER_MS = 1_000;

const escapeHtml = (text) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/** The first mount whose prefix owns the path, as shell/src/app/remote-routes.ts's mountFor decides. */
function mountFor(mounts, pathname) {
  return mounts.find((mount) => mount.prefixes.some((prefix) => prefix === '/' || pathname === prefix || pathname.startsWith(`${prefix}/`)));
}

/** The frame whose main section holds the path (its link shows as current), else the plain one. */
function frameFor(frames, pathname) {
  const owning = frames.filter((frame) => frame.path !== '/' && (pathname === frame.path || pathname.startsWith(`${frame.path}/`)));
  return owning.sort((a, b) => b.path.length - a.path.length)[0] ?? frames.find((frame) => frame.path === '/');
}

/** The shell's index.html with the frame, the page and their CSS, title and description filled in. */
export function composePage(indexHtml, { frame, page, assetBase }) {
  const body = `${frame.before}${page.html.replaceAll(ASSET_BASE, assetBase)}${frame.after}`;
  let html = indexHtml.replace(ROOT_ELEMENT, () => `<div id="root" data-prerendered>${body}</div>`);
  html = html.replace('</head>', () => `<style id="prerendered-css">${frame.css}\n${page.css}</style></head>`);
  if (page.title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`);
  if (page.description) {
    html = html.replace(/<meta name="?description"? content="[^"]*"/, () => `<meta name="description" content="${escapeHtml(page.description)}"`);
  }
  return html;
}

/** A remote's prerender.json, fetched from where the browser loads the remote, kept for `ttlMs`. */
function remoteDocuments({ remotes, fetchImpl, ttlMs, timeoutMs }) {
  const cache = new Map();
  async function fetchDocument(remote, previous) {
    const url = new URL(PRERENDER_FILE, remotes[remote]);
    const headers = previous?.etag ? { 'if-none-match': previous.etag } : {};
    const response = await fetchImpl(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
    if (response.status === 304 && previous) return previous;
    if (!response.ok) return null;
    const { pages } = await response.json();
    return { etag: response.headers.get('etag'), assetBase: new URL('.', remotes[remote]).href, pages: new Map(pages.map((page) => [page.path, page])) };
  }
  return function documentOf(remote) {
    if (!remotes[remote]) return Promise.resolve(null);
    const cached = cache.get(remote);
    if (cached && cached.expires > Date.now()) return cached.document;
    // A remote that is down or slow gets no prerendered pages (the browser shows its panel), and is
    // asked again a second later: never served stale content it may no longer have.
    const entry = { expires: Infinity, value: cached?.value };
    entry.document = fetchDocument(remote, cached?.value)
      .catch(() => null)
      .then((value) => {
        entry.value = value ?? entry.value;
        entry.expires = Date.now() + (value ? ttlMs : Math.min(ttlMs, RETRY_AFTER_MS));
        return value;
      });
    cache.set(remote, entry);
    return entry.document;
  };
}

function compressed(html) {
  const raw = Buffer.from(html);
  return {
    raw,
    etag: `"${createHash('sha1').update(raw).digest('base64url').slice(0, 16)}"`,
    // Quality 9, not the static files' 11: a page is compressed at run time, once per version of its remote.
    br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip: gzipSync(raw, { level: 9 }),
  };
}

/**
 * `pageFor(url)`: the shell's page for a URL with its prerendered content (raw, br, gzip and etag),
 * or null when there is none: a URL with a query (its content depends on it), a signed-in area, a
 * page its remote does not prerender, or a remote that cannot be reached within `timeoutMs`.
 */
export async function createPrerenderedPages({ distDir, remotes, fetchImpl = fetch, ttlMs = 5_000, timeoutMs = 500 }) {
  const shell = await readFile(path.join(distDir, PRERENDER_FILE), 'utf8').then(JSON.parse, () => null);
  if (!shell) return { pageFor: async () => null, warm: async () => undefined };
  const documentOf = remoteDocuments({ remotes, fetchImpl, ttlMs, timeoutMs });
  const composed = new Map();

  async function pageFor(url, indexHtml) {
    if (url.search || !SAFE_PATH.test(url.pathname)) return null;
    const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : '/';
    const mount = mountFor(shell.mounts, pathname);
    if (!mount?.public) return null;
    const document = await documentOf(mount.remote);
    const page = document?.pages.get(pathname);
    if (!page) return null;
    const key = `${mount.remote} ${pathname}`;
    const cached = composed.get(key);
    if (cached?.document === document) return cached.entry;
    const entry = compressed(composePage(indexHtml, { frame: frameFor(shell.frames, pathname), page, assetBase: document.assetBase }));
    composed.set(key, { document, entry });
    return entry;
  }

  /** Fetches every public remote's pages ahead of the first visitor. */
  const warm = () => Promise.all(shell.mounts.filter((mount) => mount.public).map((mount) => documentOf(mount.remote))).then(() => undefined);
  return { pageFor, warm };
}
