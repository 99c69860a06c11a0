// Library pages as a visitor gets them from the shell's server, beside the shell's static index.html in the same
// run: a page mfe-public's server rendered before (cached in both servers), and pages never asked for (each request
// a different exercise of the 10,000: the shell asks mfe-public's server, which fetches the exercise from the API
// and renders it with React). Both web servers run as production runs them (tools/web-server), on the bench's API.
import { readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../lib/result-file.mjs';
import { freePort, start, stop } from '../lib/processes.mjs';
import { waitForUrl, waitUntil } from '../../tools/lib/run.mjs';
import { SERVER_SCRIPT } from '../../tools/web-server/index.mjs';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');

const CONNECTIONS = 10;
const SECONDS = 10;

function figures(result) {
  return {
    connections: CONNECTIONS,
    requestsPerSecond: Math.round(result.requests.average * 10) / 10,
    latencyMs: {
      mean: Math.round(result.latency.mean * 100) / 100,
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

const run = (url, extra = {}) => autocannon({ url, connections: CONNECTIONS, duration: SECONDS, ...extra });

async function startWebServers(apiBase) {
  const [shellPort, publicPort, professionalPort, participantPort] = await Promise.all(
    [0, 1, 2, 3].map(() => freePort()),
  );
  const env = {
    API_URL: apiBase,
    SHELL_PORT: String(shellPort),
    MFE_PUBLIC_PORT: String(publicPort),
    // Not started: the library's pages need neither.
    MFE_PROFESSIONAL_PORT: String(professionalPort),
    MFE_PARTICIPANT_PORT: String(participantPort),
    ALLOWED_ORIGINS: `http://localhost:${shellPort}`,
  };
  const children = [];
  for (const [app, port] of [
    ['mfe-public', publicPort],
    ['shell', shellPort],
  ]) {
    const child = start(app, [SERVER_SCRIPT], {
      cwd: ROOT,
      env: { ...env, APP: app, PORT: String(port), DIST_DIR: path.join(ROOT, app, 'dist') },
    });
    children.push(child);
    await waitForUrl(`http://127.0.0.1:${port}/healthz`, { child, timeoutMs: 90_000 });
  }
  return { shell: `http://127.0.0.1:${shellPort}`, stop: () => stop(children) };
}

/** Whether the shell sent `path` composed with the exercise's own content (not the plain page). */
async function composed(shell, path, title) {
  const html = await (await fetch(`${shell}${path}`)).text();
  return html.includes('data-prerendered') && html.includes(title);
}

/** The shell's script whose size is nearest `bytes`: a static file as big as the page, for comparison. */
function scriptOfSize(bytes) {
  const dir = path.join(ROOT, 'shell', 'dist', 'js');
  const scripts = readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, size: statSync(path.join(dir, name)).size }));
  return scripts.sort((a, b) => Math.abs(a.size - bytes) - Math.abs(b.size - bytes))[0];
}

/** `published`: how many exercises the bench seeded (slugs bench-1 … bench-N). */
export async function measureRenderedPages(apiBase, { published }) {
  const servers = await startWebServers(apiBase);
  try {
    const { shell } = servers;
    const titleOf = async (slug) => (await (await fetch(`${apiBase}/api/library/exercises/${slug}/`)).json()).title;
    // The cached page, rendered once (the shell's first asks may go out plain while the servers warm up).
    const cachedPath = '/exercises/bench-1';
    const cachedTitle = await titleOf('bench-1');
    await waitUntil(() => composed(shell, cachedPath, cachedTitle), {
      timeoutMs: 30_000,
      failure: () => new Error(`${cachedPath} was never sent rendered`),
    });
    // Warm-up under the same load, not counted (JIT, sockets, the API's pool).
    await run(`${shell}/index.html`, { duration: 2 });
    await run(`${shell}${cachedPath}`, { duration: 2 });

    const staticIndex = figures(await run(`${shell}/index.html`));
    const cached = figures(await run(`${shell}${cachedPath}`));
    // Most of what separates the two is size: index.html is 1.5 KB, a composed page tens of KB.
    const pageBytes = (await (await fetch(`${shell}${cachedPath}`)).arrayBuffer()).byteLength;
    const script = scriptOfSize(pageBytes);
    const staticSameSize = figures(await run(`${shell}/js/${script.name}`));
    // Every request a page nobody asked for yet: bench-2, bench-3, … (more than the run can reach).
    // Each answer is checked: a page the shell gave up waiting for goes out plain, and would flatter the figure.
    let next = 2;
    let plain = 0;
    const uncached = figures(
      await run(shell, {
        requests: [
          {
            setupRequest: (request) => ({ ...request, path: `/exercises/bench-${next++}` }),
            onResponse: (status, body) => {
              if (!String(body).includes('data-prerendered')) plain += 1;
            },
          },
        ],
      }),
    );
    if (next - 1 >= published) throw new Error('the uncached run reached the end of the library: pages were reused');
    return {
      setup: `tools/web-server for the shell and mfe-public (as in production) on this API; autocannon ${CONNECTIONS} connections × ${SECONDS} s each, after 2 s of warm-up`,
      staticIndex: { route: '/index.html', ...staticIndex },
      cached: { route: cachedPath, bytes: pageBytes, ...cached },
      staticSameSize: { route: `/js/${script.name}`, bytes: script.size, ...staticSameSize },
      uncached: { route: '/exercises/bench-{2,3,…} (each once)', sentPlain: plain, ...uncached },
    };
  } finally {
    await servers.stop();
  }
}
