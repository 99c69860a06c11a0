// A remote's pages rendered on request, for the shell's server to compose: GET /__render?path=/exercises/x answers
// the page as JSON (html, css, head, status and the API answers it was rendered with). The remote's own server
// bundle renders it (dist/prerender.js exports renderOnRequest, tools/webpack/prerender-entry.ts); each page is
// cached, served stale while it re-renders, and dropped when the library's change feed says it changed.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pageEntry } from '../page-entry.mjs';
import { followLibraryChanges, touchedBy } from './change-feed.mjs';
import { staleWhileRevalidate } from './stale-while-revalidate.mjs';

/** As tools/webpack/prerender-output.ts names it. */
const SERVER_BUNDLE = 'prerender.js';
/** Path and query of a page: what the shell may ask for (the same as prerendered-pages.mjs accepts, plus a query). */
const RENDERABLE = /^\/[a-z0-9/_-]{0,200}(\?[^#\s]{0,300})?$/i;

/** The app's server renderer, or null when its build has none (an older build, or an app without one). */
function loadRenderer(distDir, log) {
  try {
    const bundle = createRequire(import.meta.url)(path.join(distDir, SERVER_BUNDLE));
    return typeof bundle.renderOnRequest === 'function' ? bundle : null;
  } catch (error) {
    if (error.code !== 'MODULE_NOT_FOUND') log(`${distDir}/${SERVER_BUNDLE} cannot be loaded: ${error.message}`);
    return null;
  }
}

/**
 * Registers GET /__render (also under a build's folder, /<build id>/__render, where the shell finds a remote's
 * manifest) on `server` when the build in `distDir` has a renderer. Pages stay fresh for `freshMs`; the change feed
 * is polled every `changesIntervalMs`. Returns `stop()`.
 */
export function remoteRenderer(server, { distDir, apiUrl, freshMs, changesIntervalMs, maxPages = 500, log }) {
  const bundle = loadRenderer(distDir, log);
  if (!bundle) return { stop: () => undefined };
  bundle.configureRenderer?.({ apiOrigin: apiUrl });

  const pages = staleWhileRevalidate({
    freshMs,
    maxEntries: maxPages,
    // Rendered once per change, served many times: kept as the bytes sent, with their ETag.
    load: async (key) => pageEntry(Buffer.from(JSON.stringify(await bundle.renderOnRequest(key)))),
    onError: (error, key) => log(`rendering ${key} failed: ${error.message}`),
  });
  const feed = followLibraryChanges({
    apiUrl,
    intervalMs: changesIntervalMs,
    onChanges: (changes) => {
      for (const change of changes) pages.drop(touchedBy(change));
    },
    onReset: () => pages.clear(),
    log,
  });

  async function render(request, reply) {
    const key = request.query?.path;
    if (typeof key !== 'string' || !RENDERABLE.test(key)) {
      return reply.code(400).send({ error: 'path must be a page of this site: a path, and a query if any.' });
    }
    let entry;
    try {
      entry = await pages.get(key);
    } catch {
      return reply.code(503).send({ error: 'This page cannot be rendered right now.' });
    }
    reply.headers({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache', etag: entry.etag });
    if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    return reply.send(entry.raw);
  }
  server.get('/__render', render);
  server.get('/:build/__render', render);
  return { stop: () => feed.stop() };
}
