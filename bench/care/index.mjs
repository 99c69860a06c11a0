// care suite: one professional with 2,000 linked participants, 2 assignments each and a year of logs (~300,000
// session-log rows), on SQLite and on PostgreSQL (a database of its own, `bench_care`, created and dropped). The
// lists and pages the care loop adds are measured against the cheapest authenticated calls of the same API, in the
// same run. Writes bench/results/care.json.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { environment, goal, printGoals, writeResult } from '../lib/result-file.mjs';
import { stop } from '../lib/processes.mjs';
import { signUpProfessional, signUpUser, startApi } from '../api/api-server.mjs';
import { loadTest } from '../api/http-load.mjs';
import { connect } from '../api/seed-postgres.mjs';
import { carePlans } from './care-plans.mjs';
import { seedCarePostgres, seedCareSqlite } from './seed-care.mjs';

const POSTGRES_URL = process.env.BENCH_CARE_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_care';
const PROGRAMS = 3;
const ITEMS_PER_PROGRAM = 6;

/** What is measured, and with whose token. */
export const endpoints = (participantId) => ({
  usersMe: { route: '/api/users/me/', as: 'professional' },
  programs: { route: '/api/programs/', as: 'professional' },
  participants: { route: '/api/participants/?page=1', as: 'professional' },
  participantDetail: { route: `/api/participants/${participantId}/`, as: 'professional' },
  meDashboard: { route: '/api/me/dashboard/', as: 'participant' },
});

/** The professional's programs, made through the API (a video with exercises, then a program of them). */
async function createPrograms(base, token) {
  const headers = { authorization: `Token ${token}`, 'content-type': 'application/json' };
  const post = async (route, body) => {
    const response = await fetch(base + route, { method: 'POST', headers, body: JSON.stringify(body) });
    const json = await response.json();
    if (response.status !== 201) throw new Error(`POST ${route} answered ${response.status}: ${JSON.stringify(json)}`);
    return json;
  };
  for (let p = 0; p < PROGRAMS; p += 1) {
    const videoId = `bcare${p}`.padEnd(11, 'x');
    const saved = await post('/api/exercises/', {
      url: `https://www.youtube.com/watch?v=${videoId}`,
      video_id: videoId,
      title: `Care bench video ${p + 1}`,
      exercises: Array.from({ length: ITEMS_PER_PROGRAM }, (_, i) => ({
        title: `Exercise ${i + 1}`,
        start_time: i * 60,
        end_time: i * 60 + 40,
        tags: [],
      })),
    });
    await post('/api/programs/', {
      title: `Care plan ${p + 1}`,
      description: 'Bench program.',
      difficulty: 'beginner',
      items: saved.exercises.map((e) => ({
        exercise_id: e.id,
        video_id: saved.video.id,
        start_time: e.start_time,
        end_time: e.end_time,
        title: e.title,
      })),
    });
  }
  const response = await fetch(`${base}/api/programs/`, { headers });
  return response.json();
}

/** The professional and the one participant whose dashboard is measured, signed up through the API. */
export async function people(base) {
  const pro = await signUpProfessional(base);
  const participant = await signUpUser(base, 'bench_patient_0000', false);
  const programs = await createPrograms(base, pro.token);
  return { pro, participant, programs };
}

async function measure(base, pro, participant) {
  const tokens = { professional: pro.token, participant: participant.token };
  const results = {};
  for (const [name, { route, as }] of Object.entries(endpoints(participant.userId))) {
    const e = { route, as, ...(await loadTest(base + route, tokens[as])) };
    results[name] = e;
    console.log(
      `    ${name.padEnd(18)} ${String(e.requestsPerSecond).padStart(7)} req/s  p50 ${e.latencyMs.p50} ms  p99 ${e.latencyMs.p99} ms  errors ${e.errors}  non2xx ${e.non2xx}`,
    );
  }
  return results;
}

const ratio = (a, b) => Math.round((a / Math.max(b, 1)) * 100) / 100;

function goalsFor(db, endpoints) {
  const p99 = (name) => endpoints[name].latencyMs.p99;
  const check = (label, over, under) => {
    const value = ratio(p99(over), p99(under));
    return goal(`[${db}] ${label} ≤ 2`, `${p99(over)} / ${p99(under)} ms = ${value}×`, value <= 2);
  };
  return [
    check('participants list p99 ÷ programs p99', 'participants', 'programs'),
    check('participant detail p99 ÷ users/me p99', 'participantDetail', 'usersMe'),
    check('me/dashboard p99 ÷ users/me p99', 'meDashboard', 'usersMe'),
  ];
}

const ratios = (endpoints) => ({
  participantsOverPrograms: ratio(endpoints.participants.latencyMs.p99, endpoints.programs.latencyMs.p99),
  detailOverUsersMe: ratio(endpoints.participantDetail.latencyMs.p99, endpoints.usersMe.latencyMs.p99),
  dashboardOverUsersMe: ratio(endpoints.meDashboard.latencyMs.p99, endpoints.usersMe.latencyMs.p99),
});

async function runSqlite() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'physio-bench-care-'));
  const file = path.join(dir, 'bench.sqlite');
  let api;
  try {
    api = await startApi(`sqlite:${file}`);
    const { pro, participant, programs } = await people(api.base);
    const seed = seedCareSqlite(file, { professionalId: pro.userId, participantId: participant.userId, programs });
    console.log(`  sqlite: seeded ${JSON.stringify(seed)}`);
    const run = await measure(api.base, pro, participant);
    return {
      database: 'sqlite',
      seed,
      endpoints: run,
      ratios: ratios(run),
      queryPlans: await carePlans({ sqliteFile: file }, pro.userId, participant.userId),
    };
  } finally {
    await stop([api?.child]);
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A database of its own, made anew for the run and dropped after (never the tests' database). */
export async function withCareDatabase(work) {
  const url = new URL(POSTGRES_URL);
  const name = url.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name) || name === 'test') throw new Error(`Refusing to use database "${name}".`);
  const adminUrl = new URL(POSTGRES_URL);
  adminUrl.pathname = '/postgres';
  const admin = await connect(adminUrl.toString());
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    return await work(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await admin.end();
  }
}

async function runPostgres() {
  try {
    const adminUrl = new URL(POSTGRES_URL);
    adminUrl.pathname = '/postgres';
    await (await connect(adminUrl.toString())).end();
  } catch (error) {
    console.log(`  postgres: not reachable at ${POSTGRES_URL} (${error.message}): skipped`);
    return { database: 'postgres', skipped: `not reachable: ${error.message}` };
  }
  return withCareDatabase(async (databaseUrl) => {
    let api;
    let client;
    try {
      api = await startApi(databaseUrl);
      const { pro, participant, programs } = await people(api.base);
      client = await connect(databaseUrl);
      const seed = await seedCarePostgres(client, {
        professionalId: pro.userId,
        participantId: participant.userId,
        programs,
      });
      console.log(`  postgres: seeded ${JSON.stringify(seed)}`);
      const run = await measure(api.base, pro, participant);
      return {
        database: 'postgres',
        seed,
        endpoints: run,
        ratios: ratios(run),
        queryPlans: await carePlans({ client }, pro.userId, participant.userId),
      };
    } finally {
      await stop([api?.child]);
      await client?.end();
    }
  });
}

export async function runCareSuite() {
  const env = environment();
  console.log(`\n== care (cpus ${env.cpus}, load ${env.loadavgAtStart.join(' ')})`);
  const runs = [];
  for (const run of [runSqlite, runPostgres]) {
    console.log(`  ${run === runSqlite ? 'sqlite' : 'postgres'}:`);
    runs.push(await run());
  }
  const goals = runs.filter((r) => !r.skipped).flatMap((r) => goalsFor(r.database, r.endpoints));
  printGoals(goals);
  const file = writeResult('care', env, {
    setup:
      'API built (api/dist) with NODE_ENV=production DEMO_SEED=false; 1 professional, 2,000 linked participants, 2 assignments each (Mon/Wed/Fri for a year, Tue/Thu for half a year), logs on ~3 of 4 scheduled days; autocannon 10 connections × 10 s per endpoint, on the same machine as the API',
    goals,
    runs,
  });
  console.log(`  wrote ${file}`);
}
