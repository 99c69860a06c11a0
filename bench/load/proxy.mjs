// The web server's /api proxy under load: the same route through the shell's web server (tools/web-server)
// and straight to the API, one after the other in alternating order, so what the proxy costs shows as a ratio.
import path from 'node:path';
import { loadTest } from '../api/http-load.mjs';
import { freePort, start, stop } from '../lib/processes.mjs';
import { ROOT } from '../lib/result-file.mjs';
import { waitForUrl } from '../../tools/lib/run.mjs';
import { SERVER_SCRIPT } from '../../tools/web-server/index.mjs';

export const PROXY_GOAL_RATIO = 0.85;
const ROUTE = '/api/videos/?page=1';
const round = (n) => Math.round(n * 100) / 100;

async function startWebServer(apiBase) {
  const port = await freePort();
  const child = start('web-server', [SERVER_SCRIPT], {
    cwd: ROOT,
    env: {
      APP: 'shell',
      PORT: String(port),
      HOST: '127.0.0.1',
      API_URL: apiBase,
      DIST_DIR: path.join(ROOT, 'shell/dist'),
    },
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForUrl(`${base}/healthz`, { child, timeoutMs: 30_000 });
  return { child, base };
}

/** `rounds` alternating pairs of runs; the ratio of the summed requests per second. */
export async function measureProxy({ api, pro }, { connections, duration, warmupSeconds, rounds }) {
  const web = await startWebServer(api.base);
  try {
    const [direct, proxied] = await Promise.all(
      [api, web].map(async ({ base }) => {
        const response = await fetch(base + ROUTE, { headers: { authorization: `Token ${pro.token}` } });
        // Links name the API's own address either way (it does not trust the proxy's X-Forwarded-Host here).
        return `${response.status} ${(await response.text()).replaceAll(api.base, '<base>').replaceAll(base, '<base>')}`;
      }),
    );
    if (!direct.startsWith('200 ') || direct !== proxied)
      throw new Error(`${ROUTE} answers differently through the web server and directly:\n${direct}\n${proxied}`);
    const runs = [];
    for (let i = 0; i < rounds; i++) {
      const result = {};
      for (const name of i % 2 ? ['proxy', 'direct'] : ['direct', 'proxy']) {
        const target = name === 'proxy' ? web : api;
        result[name] = await loadTest(target.base + ROUTE, pro.token, {
          connections,
          duration,
          warmupSeconds,
          serverPid: target.child.pid,
        });
        console.log(
          `    ${name.padEnd(6)} ${String(result[name].requestsPerSecond).padStart(7)} req/s  p50 ${result[name].latencyMs.p50} ms  p99 ${result[name].latencyMs.p99} ms  errors ${result[name].errors}  non2xx ${result[name].non2xx}`,
        );
      }
      runs.push({ ...result, ratio: round(result.proxy.requestsPerSecond / result.direct.requestsPerSecond) });
    }
    const sum = (name) => runs.reduce((total, run) => total + run[name].requestsPerSecond, 0);
    return { route: ROUTE, connections, durationSeconds: duration, runs, ratio: round(sum('proxy') / sum('direct')) };
  } finally {
    await stop([web.child]);
  }
}
