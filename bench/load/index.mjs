// load suite: the built API under 100 connections for 30 s per route, beside a raw Fastify + pg server
// running the same SQL (raw-server.mjs), on one seeded PostgreSQL schema; then library page 1 through the web
// server's /api proxy vs straight to the API (proxy.mjs). Writes bench/results/load.json.
// BENCH_LOAD_SCENARIOS=proxy (or raw) runs one of the two.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadTest } from '../api/http-load.mjs';
import { withPostgresLibrary } from '../api/postgres-library.mjs';
import { freePort, start, stop } from '../lib/processes.mjs';
import { waitForUrl } from '../../tools/lib/run.mjs';
import { environment, goal, printGoals, writeResult } from '../lib/result-file.mjs';
import { PROXY_GOAL_RATIO, measureProxy } from './proxy.mjs';

const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const LOAD = {
  connections: Number(process.env.BENCH_LOAD_CONNECTIONS ?? 100),
  duration: Number(process.env.BENCH_LOAD_SECONDS ?? 30),
  warmupSeconds: 5,
  // The duration is split into alternating rounds (api, raw, raw, api, …): on a shared machine the background load
  // drifts within a minute, and one long run per server gave one of them all of a quiet (or a busy) stretch.
  rounds: Number(process.env.BENCH_LOAD_ROUNDS ?? 3),
};
const PROXY_LOAD = {
  connections: 20,
  duration: Number(process.env.BENCH_LOAD_SECONDS ?? 30),
  warmupSeconds: 5,
  rounds: Number(process.env.BENCH_PROXY_ROUNDS ?? 2),
};
const SCENARIOS = (process.env.BENCH_LOAD_SCENARIOS ?? 'raw,proxy').split(',');
// BENCH_LOAD_ROUTES=stats (or list,detail…) measures only those routes of the raw comparison: a quick look at one.
const ROUTES = process.env.BENCH_LOAD_ROUTES?.split(',');
const GOAL_RATIO = 0.75;
const here = path.dirname(fileURLToPath(import.meta.url));

async function startRaw(databaseUrl) {
  const port = await freePort();
  const child = start('raw', [path.join(here, 'raw-server.mjs')], {
    cwd: here,
    env: { PORT: String(port), DATABASE_URL: databaseUrl },
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForUrl(`${base}/api/health/ready`, { child, timeoutMs: 90_000 });
  return { child, base };
}

/** The newest video with exercises: the detail route then joins exercises and tags like a real studio page. */
async function detailRoute(client) {
  const { rows } = await client.query('SELECT MAX(video_id) AS id FROM exercises');
  return `/api/videos/${rows[0].id}/`;
}

/** Both servers must answer each route with the same body (links differ only by port) before their speed is compared. */
async function sameBody(route, servers, token) {
  const bodies = await Promise.all(
    servers.map(async ({ base }) => {
      const response = await fetch(base + route, { headers: { authorization: `Token ${token}` } });
      return `${response.status} ${(await response.text()).replaceAll(base, '<base>')}`;
    }),
  );
  if (bodies[0] !== bodies[1])
    throw new Error(`${route}: the raw server's answer differs from the API's:\n${bodies.join('\n')}`);
  return bodies[0].startsWith('200 ');
}

const round = (n) => Math.round(n * 100) / 100;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One server's rounds on a route as one result: mean req/s, summed counts, median latencies and CPU per request. */
function combineRounds(results) {
  const sum = (key) => results.reduce((total, r) => total + r[key], 0);
  const cpu = results.map((r) => r.serverCpuMsPerRequest).filter((value) => value !== undefined);
  return {
    connections: results[0].connections,
    durationSeconds: sum('durationSeconds'),
    warmupSeconds: results[0].warmupSeconds,
    rounds: results.length,
    requestsPerSecond: round(sum('requestsPerSecond') / results.length),
    latencyMs: Object.fromEntries(
      Object.keys(results[0].latencyMs).map((key) => [key, median(results.map((r) => r.latencyMs[key]))]),
    ),
    requests: sum('requests'),
    errors: sum('errors'),
    timeouts: sum('timeouts'),
    non2xx: sum('non2xx'),
    ...(cpu.length ? { serverCpuMsPerRequest: median(cpu) } : {}),
    perRound: results.map((r) => r.requestsPerSecond),
  };
}
const line = (name, r) =>
  `${name.padEnd(4)} ${String(r.requestsPerSecond).padStart(7)} req/s  p50 ${r.latencyMs.p50} ms  p99 ${r.latencyMs.p99} ms  ` +
  `errors ${r.errors}  non2xx ${r.non2xx}  server CPU ${r.serverCpuMsPerRequest} ms/request`;

async function measure(library) {
  const runs = SCENARIOS.includes('raw') ? await measureRaw(library) : [];
  let proxy = null;
  if (SCENARIOS.includes('proxy')) {
    console.log(`  proxy ${PROXY_LOAD.connections} connections, ${PROXY_LOAD.rounds} rounds`);
    proxy = await measureProxy(library, PROXY_LOAD);
  }
  return { runs, proxy };
}

async function measureRaw({ api, pro, client, databaseUrl }) {
  const allRoutes = {
    list: '/api/videos/?page=1',
    listDeep: '/api/videos/?page=5000',
    detail: await detailRoute(client),
    stats: '/api/videos/stats/',
  };
  const routes = Object.fromEntries(Object.entries(allRoutes).filter(([name]) => !ROUTES || ROUTES.includes(name)));
  if (Object.keys(routes).length === 0) throw new Error(`BENCH_LOAD_ROUTES names none of ${Object.keys(allRoutes)}`);
  const raw = await startRaw(databaseUrl);
  try {
    const runs = [];
    for (const [i, [name, route]] of Object.entries(routes).entries()) {
      if (!(await sameBody(route, [api, raw], pro.token))) throw new Error(`${route} is not 200 on either server`);
      console.log(`  ${name} ${route}`);
      // One server at a time, in alternating order, so a change in the machine's background load is shared fairly.
      const rounds = { api: [], raw: [] };
      const duration = Math.max(1, Math.round(LOAD.duration / LOAD.rounds));
      for (let round = 0; round < LOAD.rounds; round++) {
        for (const server of (i + round) % 2 ? ['raw', 'api'] : ['api', 'raw']) {
          const target = server === 'api' ? api : raw;
          const run = await loadTest(target.base + route, pro.token, {
            ...LOAD,
            duration,
            serverPid: target.child.pid,
          });
          rounds[server].push(run);
          console.log(`    ${line(server, run)}`);
        }
      }
      const result = { api: combineRounds(rounds.api), raw: combineRounds(rounds.raw) };
      runs.push({
        name,
        route,
        sameBody: true,
        ...result,
        ratio: {
          requestsPerSecond: round(result.api.requestsPerSecond / result.raw.requestsPerSecond),
          p50: round(result.api.latencyMs.p50 / result.raw.latencyMs.p50),
          p99: round(result.api.latencyMs.p99 / result.raw.latencyMs.p99),
          serverCpuPerRequest: round(result.api.serverCpuMsPerRequest / result.raw.serverCpuMsPerRequest),
        },
      });
    }
    return runs;
  } finally {
    await stop([raw.child]);
  }
}

function proxyGoals(proxy) {
  const clean = (r) => r.errors === 0 && r.timeouts === 0 && r.non2xx === 0;
  return [
    goal(
      `[proxy] web server /api req/s ≥ ${PROXY_GOAL_RATIO} × API directly (${proxy.connections} connections, ${proxy.route})`,
      `${proxy.runs.map((r) => `${r.proxy.requestsPerSecond} / ${r.direct.requestsPerSecond}`).join(', ')} = ${proxy.ratio}×`,
      proxy.ratio >= PROXY_GOAL_RATIO,
    ),
    goal(
      '0 errors and 0 non-2xx through the proxy and directly',
      proxy.runs
        .map((r) => `proxy ${r.proxy.errors}/${r.proxy.non2xx}, direct ${r.direct.errors}/${r.direct.non2xx}`)
        .join('; '),
      proxy.runs.every((r) => clean(r.proxy) && clean(r.direct)),
    ),
  ];
}

function goalsFor(runs) {
  const clean = (r) => r.errors === 0 && r.timeouts === 0 && r.non2xx === 0;
  return [
    goal(
      '0 errors and 0 non-2xx on every route (API and raw)',
      runs.map((r) => `${r.name} api ${r.api.errors}/${r.api.non2xx}, raw ${r.raw.errors}/${r.raw.non2xx}`).join('; '),
      runs.every((r) => clean(r.api) && clean(r.raw)),
    ),
    ...runs.map((r) =>
      goal(
        `[${r.name}] API req/s ≥ ${GOAL_RATIO} × raw`,
        `${r.api.requestsPerSecond} / ${r.raw.requestsPerSecond} = ${r.ratio.requestsPerSecond}×`,
        r.ratio.requestsPerSecond >= GOAL_RATIO,
      ),
    ),
  ];
}

export async function runLoadSuite() {
  const env = environment();
  console.log(
    `\n== load (cpus ${env.cpus}, load ${env.loadavgAtStart.join(' ')}; ${LOAD.connections} connections × ${LOAD.duration} s per route and server in ${LOAD.rounds} rounds)`,
  );
  const { runs, proxy } = await withPostgresLibrary(POSTGRES_URL, measure);
  if (runs.length) {
    const goals = goalsFor(runs);
    printGoals(goals);
    const file = writeResult('load', env, {
      setup:
        `PostgreSQL, 1 professional with 100,000 videos; API built (api/dist) with NODE_ENV=production vs raw Fastify + pg ` +
        `(bench/load/raw-server.mjs) running the API's SQL, both with a pool of 10; autocannon ${LOAD.connections} connections × ` +
        `${LOAD.duration} s per route and server in ${LOAD.rounds} alternating rounds, each after a ${LOAD.warmupSeconds} s ` +
        `warm-up, one server at a time, on the same machine; req/s is the mean of the rounds`,
      goals,
      runs,
    });
    console.log(`  wrote ${file}`);
  }
  if (proxy) {
    const goals = proxyGoals(proxy);
    printGoals(goals);
    const file = writeResult('load-proxy', env, {
      setup:
        `PostgreSQL, 1 professional with 100,000 videos; the built API (NODE_ENV=production) directly vs through the shell's ` +
        `web server (tools/web-server/server.mjs, API_URL set to it); autocannon ${proxy.connections} connections × ` +
        `${proxy.durationSeconds} s per run after a ${PROXY_LOAD.warmupSeconds} s warm-up, ${PROXY_LOAD.rounds} rounds in ` +
        `alternating order; ratio of summed req/s. The machine is shared: other people's work moves both figures.`,
      goals,
      proxy,
    });
    console.log(`  wrote ${file}`);
  }
}
