// The shell's pages with their content already in the HTML (README, "Prerendered pages"). Each app
// with public pages renders them at build time to its dist/prerender.json: the shell its frame
// (navigation bar, main area), a remote its pages. On a page request the shell's server puts the
// remote's page into the frame, so the visitor reads it before any script has run; the shell's first
// render then takes the same elements over. A remote prerenders its own pages and serves them with
// its own deploy, and the shell asks for them again after `ttlMs`, so a redeploy shows in its pages
// within that time (and the new code corrects, in place, whatever the old HTML says differently).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isText, isTextOrNull } from './json-fields.mjs';
import { pageEntry } from './page-entry.mjs';
import { remoteRenders } from './render-on-request/remote-renders.mjs';

// Both as tools/webpack/prerender-config.ts names them.
export const PRERENDER_FILE = 'prerender.json';
const PRERENDER_ASSET_BASE = '/__physio_remote_base__/';

const ROOT_ELEMENT = /<div id="?root"?><\/div>/;
// index.html's <link rel="preload" as="script"> tags (the start-up chunks), whatever their attributes' order.
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\brel="?preload"?[\s>/])(?=[^>]*\bas="?script"?[\s>/])[^>]*>/g;
const SAFE_PATH = /^\/[a-z0-9/_-]{0,200}$/i;
const MAX_QUERY = 300;
const MAX_COMPOSED = 500;
// As shared/api-client/src/server-state names it: the browser's store reads the page's API answers from there.
const SERVER_STATE_ELEMENT_ID = 'physio-server-state';
const RETRY_AFTER_MS = 1_000;

const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
// A stylesheet cannot end early: CSS reads `<\/style` as `</style`, HTML does not.
const escapeStyle = (css) => css.replace(/<\/style/gi, '<\\/style');
// JSON inside a script element: no `<` may open a tag (`</script>`, `<!--`); \u003c reads back as the same text.
const scriptJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The first mount whose prefix owns the path, as shell/src/app/remote-routes.ts's mountFor decides. */
export function mountFor(mounts, pathname) {
  return mounts.find((mount) =>
    mount.prefixes.some((prefix) => prefix === '/' || pathname === prefix || pathname.startsWith(`${prefix}/`)),
  );
}

/** Of the shell's prerendered frames, the one whose main section holds the path (its link shows as current), else the plain one. */
export function frameOwning(frames, pathname) {
  const owning = frames.filter(
    (frame) => frame.path !== '/' && (pathname === frame.path || pathname.startsWith(`${frame.path}/`)),
  );
  return owning.sort((a, b) => b.path.length - a.path.length)[0] ?? frames.find((frame) => frame.path === '/');
}

/**
 * The shell's index.html with the frame, the page and their CSS, title and description filled in (and, for a page
 * rendered on request, its canonical URL, structured data and the API answers it was rendered with);
 * null if the page has no element to fill (then nothing of it is sent). It goes without the
 * start-up chunks' preloads: a page that is read before any script runs gives the connection to
 * its text and images first, and main.js asks for the chunks that hydrate it right after.
 */
export function composePage(indexHtml, { frame, page, assetBase, canonicalUrl = null, jsonLd = null, state = null }) {
  if (!ROOT_ELEMENT.test(indexHtml)) return null;
  const body = `${frame.before}${page.html.replaceAll(PRERENDER_ASSET_BASE, () => assetBase)}${frame.after}`;
  let html = indexHtml
    .replace(SCRIPT_PRELOAD, '')
    .replace(ROOT_ELEMENT, () => `<div id="root" data-prerendered>${body}</div>`);
  const head = [
    `<style id="prerendered-css">${escapeStyle(`${frame.css}\n${page.css}`)}</style>`,
    canonicalUrl ? `<link rel="canonical" href="${escapeHtml(canonicalUrl)}">` : '',
    jsonLd ? `<script type="application/ld+json">${scriptJson(jsonLd)}</script>` : '',
    state ? `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${scriptJson(state)}</script>` : '',
  ];
  html = html.replace('</head>', () => `${head.join('')}</head>`);
  if (page.title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`);
  if (page.description) {
    html = html.replace(
      /<meta name="?description"? content="[^"]*"/,
      () => `<meta name="description" content="${escapeHtml(page.description)}"`,
    );
  }
  return html;
}

/** A remote's document as its build writes it, or null: a remote may be of another version, or broken. */
function readDocument(json) {
  const pages = json?.pages;
  if (!Array.isArray(pages)) return null;
  const valid = pages.every(
    (page) =>
      isText(page?.path) &&
      isText(page.html) &&
      isText(page.css) &&
      isTextOrNull(page.title) &&
      isTextOrNull(page.description) &&
      (page.live === undefined || typeof page.live === 'boolean'),
  );
  return valid ? new Map(pages.map((page) => [page.path, page])) : null;
}

/**
 * A remote's prerender.json, fetched from where the browser loads the remote and reused for `ttlMs`
 * (then revalidated by ETag). A remote that cannot be reached, answers late or sends something
 * unusable gets no prerendered pages: its pages go out plain, and the browser shows its panel. While
 * it is failing, requests do not wait for it: it is asked again in the background.
 */
function remoteDocuments({ remotes, fetchImpl, ttlMs, timeoutMs, log }) {
  const cache = new Map();

  async function fetchDocument(remote, previous) {
    const url = new URL(PRERENDER_FILE, remotes[remote]);
    const response = await fetchImpl(url, {
      headers: previous?.etag ? { 'if-none-match': previous.etag } : {},
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status === 304 && previous) return previous;
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const pages = readDocument(await response.json());
    if (!pages) throw new Error(`${url} is not a prerender.json this server can read`);
    return { etag: response.headers.get('etag'), assetBase: new URL('.', remotes[remote]).href, pages };
  }

  function refresh(remote, entry) {
    entry.refreshing = fetchDocument(remote, entry.value)
      .then(
        (value) => {
          if (entry.failing) log(`prerendered pages of ${remote} are back`);
          Object.assign(entry, { value, failing: false, expires: Date.now() + ttlMs });
        },
        (error) => {
          if (!entry.failing) log(`prerendered pages of ${remote} are off: ${error.message}`);
          // The ETag is kept: once back, an unchanged remote answers 304.
          Object.assign(entry, { failing: true, expires: Date.now() + Math.min(ttlMs, RETRY_AFTER_MS) });
        },
      )
      .finally(() => {
        entry.refreshing = null;
      });
    return entry.refreshing;
  }

  return async function documentOf(remote) {
    if (!remotes[remote]) return null;
    let entry = cache.get(remote);
    if (!entry) cache.set(remote, (entry = { value: null, failing: false, expires: 0, refreshing: null }));
    if (entry.expires <= Date.now() && !entry.refreshing) refresh(remote, entry);
    if (entry.failing) return null;
    if (entry.refreshing) await entry.refreshing;
    return entry.failing ? null : entry.value;
  };
}

/**
 * `pageFor(url, index, origin)`: the shell's page (index.html's bytes) for a URL with its content (raw, etag and
 * status), or null when there is none: a signed-in area, a page its remote neither renders nor prerenders, or a
 * remote that cannot give its pages (see above). A page with data (`live` in the remote's prerender.json, or not in
 * it at all, or with a query) comes from the remote's server renderer; while that is slow, the page the build
 * prerendered stands in. `origin` (the site's public origin) makes the canonical URL.
 */
export async function createPrerenderedPages({
  distDir,
  remotes,
  fetchImpl = fetch,
  ttlMs = 5_000,
  timeoutMs = 500,
  renderReuseMs = 1_000,
  renderTimeoutMs = 1_000,
  log = console.warn,
}) {
  const shell = await readFile(path.join(distDir, PRERENDER_FILE), 'utf8').then(JSON.parse, () => null);
  if (!shell)
    return { pageFor: async () => null, warm: async () => undefined, fixedPaths: async () => [], privatePrefixes: [] };
  const documentOf = remoteDocuments({ remotes, fetchImpl, ttlMs, timeoutMs, log });
  const renders = remoteRenders({ remotes, fetchImpl, reuseMs: renderReuseMs, timeoutMs: renderTimeoutMs, log });
  // Composed once per page and version of its source: most requests are served from here.
  const composed = new Map();

  function composedOnce(key, source, compose) {
    const cached = composed.get(key);
    if (cached?.source === source) return cached.entry;
    const entry = compose();
    composed.delete(key);
    composed.set(key, { source, entry });
    if (composed.size > MAX_COMPOSED) composed.delete(composed.keys().next().value);
    return entry;
  }

  async function pageFor(url, index, origin) {
    if (!SAFE_PATH.test(url.pathname) || url.search.length > MAX_QUERY) return null;
    const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : '/';
    if (shell.shellPaths?.includes(pathname)) return null;
    // A shell build that does not list its own pages predates pages rendered on request: it gets prerendered ones.
    const rendersOnRequest = Array.isArray(shell.shellPaths);
    const mount = mountFor(shell.mounts, pathname);
    if (!mount?.public) return null;
    const frame = frameOwning(shell.frames, pathname);
    const document = await documentOf(mount.remote);
    const built = url.search ? undefined : document?.pages.get(pathname);
    if (rendersOnRequest && (!built || built.live)) {
      const key = `${pathname}${url.search}`;
      const rendered = await renders.renderedPage(mount.remote, key);
      if (rendered) {
        return composedOnce(`${mount.remote} ${origin} ${key}`, rendered, () => {
          const { page, assetBase } = rendered;
          const html = composePage(index.toString(), {
            frame,
            page,
            assetBase,
            canonicalUrl: `${origin}${page.canonicalPath}`,
            jsonLd: page.jsonLd,
            state: page.state,
          });
          return html === null ? null : { ...pageEntry(Buffer.from(html)), status: page.status };
        });
      }
      // A remote that is down or broken: plain, as when its prerendered pages cannot be had.
      if (renders.isFailing(mount.remote)) return null;
    }
    if (!built) return null;
    return composedOnce(`${mount.remote} ${pathname}`, document, () => {
      // Decoded only here, once per page and remote version.
      const html = composePage(index.toString(), { frame, page: built, assetBase: document.assetBase });
      return html === null ? null : pageEntry(Buffer.from(html));
    });
  }

  const publicMounts = shell.mounts.filter((mount) => mount.public);
  /** The public pages the remotes prerender (for sitemap.xml). */
  const fixedPaths = async () =>
    (await Promise.all(publicMounts.map((mount) => documentOf(mount.remote)))).flatMap((document) =>
      document ? [...document.pages.keys()] : [],
    );
  const privatePrefixes = shell.mounts.filter((mount) => !mount.public).flatMap((mount) => mount.prefixes);
  /** Fetches every public remote's pages ahead of the first visitor. */
  const warm = () => fixedPaths().then(() => undefined);
  return { pageFor, warm, fixedPaths, privatePrefixes };
}
