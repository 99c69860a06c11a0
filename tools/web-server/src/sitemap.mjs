// The shell's sitemap.xml and robots.txt: every public page a search engine should find. The fixed pages are those
// the public remotes prerender (their prerender.json); the library's pages are what is published now (the API's
// GET /api/library/sitemap/), so a page published a minute ago is listed without a deploy.
import { pageEntry } from './page-entry.mjs';

const API_TIMEOUT_MS = 2_000;
const REUSE_MS = 10_000;

const escapeXml = (text) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]);

/** The site's public origin for canonical URLs: PUBLIC_SITE_URL, or without one the host the visitor asked. */
export const siteOrigin = (request, publicSiteUrl) => publicSiteUrl ?? `http://${request.headers.host ?? 'localhost'}`;

/** sitemap.xml for `entries` ({ path, lastmod? }) under `origin`. */
export function sitemapXml(origin, entries) {
  const urls = entries.map(
    ({ path, lastmod }) =>
      `<url><loc>${escapeXml(`${origin}${path}`)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything public, nothing of the signed-in areas or the API, and where the sitemap is. */
export function robotsTxt(origin, privatePrefixes) {
  const disallowed = ['/api/', ...privatePrefixes].map((prefix) => `Disallow: ${prefix}\n`).join('');
  return `User-agent: *\nAllow: /\n${disallowed}\nSitemap: ${origin}/sitemap.xml\n`;
}

function libraryEntries(sitemap) {
  const list = (items, prefix) =>
    Array.isArray(items)
      ? items
          .filter((item) => typeof item?.slug === 'string' && /^[a-z0-9-]{1,200}$/.test(item.slug))
          .map((item) => ({ path: `${prefix}/${item.slug}`, lastmod: String(item.updated_at ?? '').slice(0, 10) }))
      : [];
  return [...list(sitemap?.exercises, '/exercises'), ...list(sitemap?.programs, '/programs')];
}

/**
 * Registers GET /sitemap.xml and GET /robots.txt. `fixedPaths()` gives the public pages the remotes prerender,
 * `privatePrefixes` the signed-in areas. Canonical origin: `publicSiteUrl`, else the host asked.
 */
export function sitemapRoutes(server, { apiUrl, publicSiteUrl, fixedPaths, privatePrefixes, fetchImpl = fetch, log }) {
  const originOf = (request) => siteOrigin(request, publicSiteUrl);
  let cached = null;

  async function build(origin) {
    const response = await fetchImpl(`${apiUrl}/api/library/sitemap/`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`the library's sitemap answered ${response.status}`);
    const fixed = (await fixedPaths()).map((path) => ({ path }));
    return pageEntry(Buffer.from(sitemapXml(origin, [...fixed, ...libraryEntries(await response.json())])));
  }

  server.get('/sitemap.xml', async (request, reply) => {
    const origin = originOf(request);
    if (!cached || cached.origin !== origin || cached.at + REUSE_MS <= Date.now()) {
      try {
        cached = { origin, at: Date.now(), entry: await build(origin) };
      } catch (error) {
        log(`sitemap.xml: ${error.message}`);
        // A partial sitemap would tell search engines the library's pages are gone.
        return reply.code(503).header('retry-after', '30').type('text/plain').send('The sitemap is unavailable.');
      }
    }
    reply.headers({ 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=60' });
    return reply.send(cached.entry.raw);
  });

  server.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(originOf(request), privatePrefixes)),
  );
}
