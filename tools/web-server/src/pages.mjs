// The app's page for every client-side route: index.html (for the shell with its copy of remotes.json
// and, on a public page, the remote's prerendered content), with the headers only a page carries.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { contentSecurityPolicy, preconnectLinks } from './csp.mjs';
import { inlineRemotesConfig } from './inline-config.mjs';
import { pageEntry } from './page-entry.mjs';
import { createPrerenderedPages } from './prerendered-pages.mjs';
import { remotesDocument } from './remote-versions.mjs';
import { siteOrigin } from './sitemap.mjs';

/**
 * `sendPage`, the page handler (one that says the app is not built when there is no index.html), `warm`,
 * which fetches the remotes' prerendered pages ahead of the first visitor, and the shell's `prerendered` pages.
 */
export async function createPages({
  app,
  distDir,
  remotes,
  remoteVersions,
  prerenderTtlMs,
  renderReuseMs,
  publicSiteUrl = null,
  log = console.warn,
}) {
  const html = await readFile(path.join(distDir, 'index.html'), 'utf8').catch(() => null);
  if (html === null) {
    const sendPage = async (request, reply) =>
      reply.code(503).type('text/plain').send(`${app} is not built: run npm run build`);
    return { sendPage, warm: async () => undefined, prerendered: null };
  }
  // Read and rewritten once: the build is immutable while the server runs (a redeploy restarts it).
  const index = pageEntry(
    Buffer.from(remoteVersions ? inlineRemotesConfig(html, remotesDocument(remoteVersions)) : html),
  );
  // Every version of every remote: the browser may load any of them.
  const remoteUrls = remoteVersions ? Object.values(remoteVersions).flatMap((list) => list.map(({ url }) => url)) : [];
  const headers = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-cache',
    'content-security-policy': contentSecurityPolicy(remoteUrls),
    'x-frame-options': 'DENY',
    ...(remoteUrls.length ? { link: preconnectLinks(remoteUrls) } : {}),
  };
  // The shell serves public pages with their content in the HTML.
  const prerendered = remotes
    ? await createPrerenderedPages({ distDir, remotes, ttlMs: prerenderTtlMs, renderReuseMs, log })
    : null;

  async function sendPage(request, reply) {
    const url = new URL(request.url, 'http://localhost');
    // Prerendering is an extra: whatever goes wrong with it, the plain page still goes out.
    const origin = siteOrigin(request, publicSiteUrl);
    const page = prerendered
      ? await prerendered.pageFor(url, index.raw, origin).catch((error) => (log(error), null))
      : null;
    const entry = page ?? index;
    reply.headers({ ...headers, etag: entry.etag });
    if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    return reply.code(entry.status ?? 200).send(entry.raw);
  }
  return { sendPage, warm: async () => prerendered?.warm(), prerendered };
}
