#!/usr/bin/env node
// Production server for one built web app: `node tools/static-server.mjs --app mfe-public`.
// Serves dist/ with the caching rules of docs/architecture.md, compression, CORS for the shell's
// origin, an SPA fallback, /api proxied to the API, and (for the shell) remotes.json from env.
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WEB_APPS, appPort, remotesJson } from './static-server/apps.mjs';
import { createFileCache } from './static-server/file-cache.mjs';
import { contentSecurityPolicy, preconnectLinks } from './static-server/csp.mjs';
import { cacheControl, contentType, corsHeaders } from './static-server/headers.mjs';
import { inlineRemotesConfig } from './static-server/inline-config.mjs';
import { createPrerenderedPages } from './static-server/prerendered-pages.mjs';
import { proxyTo } from './static-server/proxy.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** PRERENDER_TTL_MS: how long a remote's prerendered pages are reused before asking it again (0: every request). */
function prerenderTtlMs(env) {
  const value = env.PRERENDER_TTL_MS ?? '5000';
  if (!/^\d+$/.test(value)) throw new Error(`PRERENDER_TTL_MS must be a whole number of milliseconds, not "${value}".`);
  return Number(value);
}

export async function createStaticServer({ app, env = process.env, dist }) {
  if (!WEB_APPS[app]) throw new Error(`Unknown app "${app}". Expected one of: ${Object.keys(WEB_APPS).join(', ')}`);
  const distDir = path.resolve(dist ?? path.join(root, app, 'dist'));
  const allowedOrigins = (
    env.ALLOWED_ORIGINS ?? `http://localhost:${appPort('shell', env)},http://127.0.0.1:${appPort('shell', env)}`
  ).split(',');
  const remotesConfig = app === 'shell' ? remotesJson(env) : null;
  const load = createFileCache(
    remotesConfig
      ? (filePath, raw) =>
          path.basename(filePath) === 'index.html'
            ? Buffer.from(inlineRemotesConfig(raw.toString(), remotesConfig))
            : raw
      : undefined,
  );
  const proxy = proxyTo(env.API_URL ?? 'http://127.0.0.1:3000');
  const remotes = remotesConfig ? Buffer.from(JSON.stringify(remotesConfig)) : null;
  const remoteUrls = remotesConfig ? Object.values(remotesConfig) : [];
  const csp = contentSecurityPolicy(remoteUrls);
  const htmlHeaders = {
    'content-security-policy': csp,
    'x-frame-options': 'DENY',
    ...(remoteUrls.length ? { link: preconnectLinks(remoteUrls) } : {}),
  };
  // The shell serves public pages with their content in the HTML (README, "Prerendered pages").
  const prerendered = remotesConfig
    ? await createPrerenderedPages({ distDir, remotes: remotesConfig, ttlMs: prerenderTtlMs(env) })
    : null;

  function send(req, res, status, headers, body) {
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  async function serveFile(req, res, filePath, file) {
    file ??= await load(filePath);
    if (!file) return false;
    const headers = {
      'content-type': contentType(filePath),
      'cache-control': cacheControl(filePath),
      etag: file.etag,
      'x-content-type-options': 'nosniff',
      vary: 'Accept-Encoding',
      'referrer-policy': 'strict-origin-when-cross-origin',
      ...corsHeaders(req.headers.origin, allowedOrigins),
      ...(filePath.endsWith('.html') ? htmlHeaders : {}),
    };
    if (req.headers['if-none-match'] === file.etag) return (send(req, res, 304, headers), true);
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const encoding = file.br && /\bbr\b/.test(accepts) ? 'br' : file.gzip && /\bgzip\b/.test(accepts) ? 'gzip' : null;
    if (encoding) headers['content-encoding'] = encoding;
    send(req, res, 200, headers, encoding ? file[encoding] : file.raw);
    return true;
  }

  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname.startsWith('/api/') || url.pathname === '/api') return proxy(req, res);
      if (req.method === 'OPTIONS')
        return send(req, res, 204, {
          ...corsHeaders(req.headers.origin, allowedOrigins),
          'access-control-allow-methods': 'GET, HEAD',
        });
      if (req.method !== 'GET' && req.method !== 'HEAD') return send(req, res, 405, { allow: 'GET, HEAD' });
      if (url.pathname === '/healthz') return send(req, res, 200, { 'content-type': 'text/plain' }, 'ok');
      if (remotes && url.pathname === '/remotes.json') {
        return send(req, res, 200, { 'content-type': 'application/json', 'cache-control': 'no-cache' }, remotes);
      }
      const filePath = path.join(
        distDir,
        path.normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, ''),
      );
      if (!filePath.startsWith(distDir)) return send(req, res, 400, {}, 'Bad path');
      if (await serveFile(req, res, filePath)) return;
      // Unknown asset: 404. Anything else is a client-side route: the SPA's index.html.
      if (path.extname(url.pathname)) return send(req, res, 404, { 'content-type': 'text/plain' }, 'Not found');
      const indexPath = path.join(distDir, 'index.html');
      const index = prerendered ? await load(indexPath) : null;
      // Prerendering is an extra: whatever goes wrong with it, the plain page still goes out.
      const page = index
        ? await prerendered.pageFor(url, index.raw).catch((error) => (console.error(error), null))
        : null;
      if (page) return serveFile(req, res, indexPath, page);
      if (!(await serveFile(req, res, indexPath)))
        send(req, res, 503, { 'content-type': 'text/plain' }, `${app} is not built: run npm run build`);
    } catch (error) {
      console.error(error);
      if (!res.headersSent) send(req, res, 500, { 'content-type': 'text/plain' }, 'Internal error');
    }
  });
  void prerendered?.warm();
  return server;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const option = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
  const app = option('--app');
  const port = appPort(app);
  // --dist serves another build of the app (a redeploy staged elsewhere).
  const server = await createStaticServer({ app, dist: option('--dist') });
  server.listen(port, () => console.log(`${app} serving on http://localhost:${port}`));
  const stop = () => {
    server.close(() => process.exit(0));
    // close() waits for every open connection, and a browser's preconnected socket that never sent
    // a request only goes when its headers time out (a minute or more): requests in flight get a
    // second to finish, then every connection is ended.
    setTimeout(() => server.closeAllConnections(), 1000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
