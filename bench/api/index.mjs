// api suite: the video library of a professional with 100,000 videos, on SQLite and, when it is
// reachable, on PostgreSQL. Writes bench/results/api.json.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { environment, goal, printGoals, writeResult } from '../lib/result-file.mjs';
import { stop } from '../lib/processes.mjs';
import { signUpProfessional, startApi } from './api-server.mjs';
import { loadTest, sequential } from './http-load.mjs';
import { postgresPlans, sqlitePlans } from './query-plans.mjs';
import { withPostgresLibrary } from './postgres-library.mjs';
import { connect } from './seed-postgres.mjs';
import { seedSqlite } from './seed-sqlite.mjs';

const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ENDPOINTS = { page1: '/api/videos/?page=1', page5000: '/api/videos/?page=5000', stats: '/api/videos/stats/' };

async function measure(base, token) {
  const endpoints = {};
  for (const [name, route] of Object.entries(ENDPOINTS)) {
    endpoints[name] = { route, ...(await loadTest(base + route, token)) };
    const e = endpoints[name];
    console.log(
      `    ${name.padEnd(9)} ${String(e.requestsPerSecond).padStart(7)} req/s  p50 ${e.latencyMs.p50} ms  p99 ${e.latencyMs.p99} ms  errors ${e.errors}  non2xx ${e.non2xx}`,
    );
  }
  const statsSequential = await sequential(base + ENDPOINTS.stats, token, 50);
  const page5000Sequential = await sequential(base + ENDPOINTS.page5000, token, 50);
  const page1Sequential = await sequential(base + ENDPOINTS.page1, token, 50);
  console.log(
    `    sequential medians: stats ${statsSequential.medianMs} ms, page 1 ${page1Sequential.medianMs} ms, page 5000 ${page5000Sequential.medianMs} ms`,
  );
  return { endpoints, sequential: { stats: statsSequential, page1: page1Sequential, page5000: page5000Sequential } };
}

function goalsFor(db, run) {
  const { page1, page5000 } = run.endpoints;
  const ratio = Math.round((page5000.latencyMs.p99 / page1.latencyMs.p99) * 100) / 100;
  return [
    goal(
      `[${db}] page 5000 p99 ≤ 1.5 × page 1 p99`,
      `${page5000.latencyMs.p99} / ${page1.latencyMs.p99} ms = ${ratio}×`,
      ratio <= 1.5,
    ),
    goal(
      `[${db}] stats < 20 ms (median of 50 sequential)`,
      `${run.sequential.stats.medianMs} ms`,
      run.sequential.stats.medianMs < 20,
    ),
  ];
}

async function runSqlite() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'physio-bench-api-'));
  const file = path.join(dir, 'bench.sqlite');
  let api;
  try {
    api = await startApi(`sqlite:${file}`);
    const pro = await signUpProfessional(api.base);
    const seed = seedSqlite(file, pro.userId);
    console.log(`  sqlite: seeded ${seed.videos} videos, ${seed.exercises} exercises in ${seed.seconds} s`);
    const run = await measure(api.base, pro.token);
    return {
      database: 'sqlite',
      seed: { ...seed, analyzed: false },
      ...run,
      queryPlans: await sqlitePlans(file, pro.userId, [1, 5000]),
    };
  } finally {
    await stop([api?.child]);
    rmSync(dir, { recursive: true, force: true });
  }
}

async function runPostgres() {
  try {
    await (await connect(POSTGRES_URL)).end();
  } catch (error) {
    console.log(`  postgres: not reachable at ${POSTGRES_URL} (${error.message}): skipped`);
    return { database: 'postgres', skipped: `not reachable: ${error.message}` };
  }
  return withPostgresLibrary(POSTGRES_URL, async ({ api, pro, client, seed }) => {
    const run = await measure(api.base, pro.token);
    return {
      database: 'postgres',
      seed: { ...seed, analyzed: true },
      ...run,
      queryPlans: await postgresPlans(client, pro.userId, [1, 5000]),
    };
  });
}

export async function runApiSuite() {
  const env = environment();
  console.log(`\n== api (cpus ${env.cpus}, load ${env.loadavgAtStart.join(' ')})`);
  const runs = [];
  for (const run of [runSqlite, runPostgres]) {
    console.log(`  ${run === runSqlite ? 'sqlite' : 'postgres'}:`);
    runs.push(await run());
  }
  const goals = runs.filter((r) => !r.skipped).flatMap((r) => goalsFor(r.database, r));
  printGoals(goals);
  for (const r of runs.filter((x) => !x.skipped)) {
    const p = r.queryPlans;
    console.log(
      `  [${r.database}] SQL alone: page 1 ${p['list page 1'].queryMs} ms, page 5000 ${p['seek page 5000'].queryMs} + ${p['list page 5000'].queryMs} ms, count ${p['count (every list request)'].queryMs} ms, stats ${p['stats query 1'].queryMs} + ${p['stats query 2'].queryMs} ms`,
    );
    console.log(`  [${r.database}] plan page 5000: ${p['list page 5000'].plan.slice(0, 4).join(' | ')}`);
  }
  const file = writeResult('api', env, {
    setup:
      'API built (api/dist) with NODE_ENV=production DEMO_SEED=false; 1 professional; autocannon 10 connections × 10 s per endpoint, in the same machine as the API',
    goals,
    runs,
  });
  console.log(`  wrote ${file}`);
}
