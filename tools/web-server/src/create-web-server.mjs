// One app's web server: its build's files, its page for client-side routes, the shell's remotes.json,
// CORS for the origins that load a remote, and /api forwarded to the API so the browser talks to one origin.
import fastifyCompress from '@fastify/compress';
import Fastify from 'fastify';
import { apiProxy } from './api-proxy.mjs';
import { allowedOrigin } from './cors.mjs';
import { createPages } from './pages.mjs';
import { remotesDocument } from './remote-versions.mjs';
import { remoteRenderer } from './render-on-request/remote-renderer.mjs';
import { sitemapRoutes } from './sitemap.mjs';
import { staticFiles } from './static-files.mjs';

/** A fastify instance for `config` (see configFromEnv), ready to listen. */
export async function createWebServer(config, { log = console.warn } = {}) {
  const server = Fastify({ logger: false, forceCloseConnections: 'idle', return503OnClosing: false });
  const { sendPage, warm, prerendered } = await createPages({ ...config, log });
  // Once every plugin has loaded: a fetch started earlier could spend its time limit waiting for them.
  server.addHook('onReady', async () => void warm());
  const remotesBody = config.remoteVersions ? JSON.stringify(remotesDocument(config.remoteVersions)) : null;

  // The site in its own context, so compression and CORS never touch what the proxy streams through.
  await server.register(async (site) => {
    // Only for what is not precompressed at build time: pages (composed per request) and manifests.
    await site.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
    site.addHook('onRequest', async (request, reply) => {
      reply.header('x-content-type-options', 'nosniff');
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      // Precompressed files are chosen by Accept-Encoding, and a remote's files answer by Origin.
      const origin = allowedOrigin(request.headers.origin, config.allowedOrigins);
      if (origin) reply.header('access-control-allow-origin', origin);
      reply.header('vary', origin ? 'origin, accept-encoding' : 'accept-encoding');
    });
    await staticFiles(site, { ...config, log });
    if (prerendered) {
      sitemapRoutes(site, {
        apiUrl: config.apiUrls[0],
        publicSiteUrl: config.publicSiteUrl,
        fixedPaths: prerendered.fixedPaths,
        privatePrefixes: prerendered.privatePrefixes,
        log,
      });
    }
    // A remote whose build renders its pages on request answers the shell's server at /__render.
    if (config.app !== 'shell') {
      const renderer = remoteRenderer(site, {
        distDir: config.distDir,
        apiUrl: config.apiUrls[0],
        freshMs: config.renderFreshMs,
        changesIntervalMs: config.libraryChangesIntervalMs,
        log,
      });
      server.addHook('onClose', async () => renderer.stop());
    }
    site.get('/healthz', async (request, reply) => reply.type('text/plain').send('ok'));
    if (remotesBody) {
      site.get('/remotes.json', async (request, reply) =>
        reply.type('application/json').header('cache-control', 'no-cache').send(remotesBody),
      );
    }
    site.get('/', sendPage);
    site.get('/index.html', sendPage);
    site.setNotFoundHandler(async (request, reply) => {
      if (request.method === 'OPTIONS')
        return reply.code(204).header('access-control-allow-methods', 'GET, HEAD').send();
      if (request.method !== 'GET' && request.method !== 'HEAD')
        return reply.code(405).header('allow', 'GET, HEAD').send();
      // An unknown asset is a 404; anything else is a client-side route: the app's page.
      if (/\.[a-z0-9]+$/i.test(request.url.split('?')[0])) return reply.code(404).type('text/plain').send('Not found');
      return sendPage(request, reply);
    });
  });
  await server.register(apiProxy, config);
  return server;
}
