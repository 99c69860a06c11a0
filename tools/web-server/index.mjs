// The programmatic side of the web server: what `npm start`, the benches and the tests use.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configFromEnv } from './src/config.mjs';
import { createWebServer } from './src/create-web-server.mjs';

export { WEB_APPS, appPort, remotesJson } from './src/apps.mjs';
export { configFromEnv, createWebServer };

/** The entry point, for callers that run the server as its own process, as the web image does. */
export const SERVER_SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'server.mjs');

/**
 * Starts one app's server; `env` is read as the process's environment would be, and `app`, `distDir`, `port` and
 * `host` override it. Resolves once it listens, to the fastify instance (`close()` stops it) and its URL.
 */
export async function startWebServer({ env = process.env, ...overrides } = {}) {
  const config = configFromEnv(env, overrides);
  const server = await createWebServer(config);
  await listen(server, config);
  const { port } = server.server.address();
  return { server, config, url: `http://127.0.0.1:${port}` };
}

/** Every interface, IPv6 and IPv4 (browsers try both for localhost), or IPv4 only where a container has no IPv6. */
async function listen(server, { port, host }) {
  if (host) return server.listen({ port, host });
  try {
    await server.listen({ port, host: '::' });
  } catch (error) {
    if (error.code !== 'EAFNOSUPPORT' && error.code !== 'EADDRNOTAVAIL') throw error;
    await server.listen({ port, host: '0.0.0.0' });
  }
}
