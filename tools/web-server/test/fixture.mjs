// A built app as the tests need it: a page, stable and hashed scripts with their precompressed
// variants, a manifest and, for the shell, its prerendered frame.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { configFromEnv } from '../src/config.mjs';
import { createWebServer } from '../src/create-web-server.mjs';

export const INDEX_HTML =
  '<!doctype html><html><head><title>PhysioHub</title><meta name="description" content="plain">' +
  '<link rel="preload" as="script" href="/js/123.0123456789.js"></head>' +
  '<body><div id=root></div><script defer src="/js/main.js"></script>' +
  // As long as a real page, which is compressed when it is sent.
  `<!-- ${'p'.repeat(1200)} --></body></html>`;

export const CHUNK = `console.log(${JSON.stringify('x'.repeat(4000))});`;

const SHELL_PRERENDER = {
  mounts: [
    { prefixes: ['/pricing'], remote: 'mfe_public', public: true },
    { prefixes: ['/dashboard'], remote: 'mfe_professional', public: false },
  ],
  frames: [{ path: '/', before: '<nav>menu</nav><main id="main">', after: '</main>', css: 'nav{color:red}' }],
};

export function makeDist({ shell = false } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'web-server-test-'));
  const write = (name, body) => {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), body);
  };
  write('index.html', INDEX_HTML);
  write('js/main.js', 'console.log("main")');
  write('remoteEntry.js', 'var remote = 1;');
  write('mf-manifest.json', JSON.stringify({ name: 'app', padding: 'y'.repeat(3000) }));
  write('js/123.0123456789.js', CHUNK);
  write('js/123.0123456789.js.br', brotliCompressSync(CHUNK));
  write('js/123.0123456789.js.gz', gzipSync(CHUNK));
  write('assets/logo.0123456789.svg', '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  if (shell) write('prerender.json', JSON.stringify(SHELL_PRERENDER));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The server for `app` on `distDir`, configured from `env` as the process would be; not listening (inject). */
export async function webServer(app, distDir, env = {}) {
  return createWebServer(configFromEnv({ APP: app, DIST_DIR: distDir, ...env }), { log: () => {} });
}

/** A fastify server on a free port, standing in for the API or a remote. */
export async function upstream(routes) {
  const server = Fastify();
  routes(server);
  await server.listen({ port: 0, host: '127.0.0.1' });
  return { server, url: `http://127.0.0.1:${server.server.address().port}` };
}
