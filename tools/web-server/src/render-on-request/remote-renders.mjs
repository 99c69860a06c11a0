// The shell's side of pages its remotes render on request: GET <remote>/__render?path=… (remote-renderer.mjs),
// reused for `reuseMs` and then revalidated by ETag (a 304 when unchanged), so a cached page costs the shell at most
// one round trip per page and `reuseMs`. A remote that fails (down, slow, an older build without a renderer) is not asked again for a second: its
// pages go out plain, and the browser renders them as always (or shows the remote's panel).
import { isText, isTextOrNull } from '../json-fields.mjs';
import { staleWhileRevalidate } from './stale-while-revalidate.mjs';

const RETRY_AFTER_MS = 1_000;
// About 40 KB each: the pages visitors ask for most stay within a small container's memory.
const MAX_PAGES = 500;

/** A rendered page as the remote sends it, or null when it is not one this server can compose. */
export function readRenderedPage(json) {
  const valid =
    json &&
    (json.status === 200 || json.status === 404) &&
    isText(json.html) &&
    isText(json.css) &&
    isTextOrNull(json.title) &&
    isTextOrNull(json.description) &&
    isText(json.canonicalPath) &&
    json.canonicalPath.startsWith('/') &&
    (json.jsonLd === null || typeof json.jsonLd === 'object') &&
    typeof json.state === 'object';
  return valid ? json : null;
}

/** `renderedPage(remote, key)`: `{ page, etag, assetBase }` for a page (path and query), or null; and `isFailing`. */
export function remoteRenders({ remotes, fetchImpl = fetch, reuseMs, timeoutMs, log = console.warn }) {
  const failingUntil = new Map();

  async function fetchPage(cacheKey, previous) {
    const [remote, key] = cacheKey.split(' ');
    const url = new URL(`__render?path=${encodeURIComponent(key)}`, remotes[remote]);
    try {
      const response = await fetchImpl(url, {
        // Same machine or network: compressing it would only cost both servers time.
        headers: { 'accept-encoding': 'identity', ...(previous ? { 'if-none-match': previous.etag } : {}) },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status === 304 && previous) return previous;
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      const page = readRenderedPage(await response.json());
      if (!page) throw new Error(`${url} sent no page this server can compose`);
      if (failingUntil.has(remote)) log(`pages rendered by ${remote} are back`);
      failingUntil.delete(remote);
      return { page, etag: response.headers.get('etag') ?? '', assetBase: new URL('.', remotes[remote]).href };
    } catch (error) {
      // Slow is not down: the remote goes on rendering (and keeps the page), and this visitor gets the page the
      // build prerendered, if any.
      if (error.name === 'TimeoutError') throw error;
      if (!failingUntil.has(remote)) log(`pages rendered by ${remote} are off: ${error.message}`);
      failingUntil.set(remote, Date.now() + RETRY_AFTER_MS);
      throw error;
    }
  }

  // Not served stale: a page of a remote that went down must go out plain, so the browser shows the remote's panel
  // instead of a page whose code cannot load.
  const pages = staleWhileRevalidate({ load: fetchPage, freshMs: reuseMs, maxEntries: MAX_PAGES, serveStale: false });

  /** Whether the remote failed its last render: its pages then go out plain, as when its prerendered pages fail. */
  const isFailing = (remote) => failingUntil.has(remote);

  async function renderedPage(remote, key) {
    if (!remotes[remote]) return null;
    // While a remote fails, requests do not wait for it: the browser shows its panel rather than a page it cannot run.
    if ((failingUntil.get(remote) ?? 0) > Date.now()) return null;
    return pages.get(`${remote} ${key}`).catch(() => null);
  }
  return { renderedPage, isFailing };
}
