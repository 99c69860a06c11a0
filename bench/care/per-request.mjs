// What one request costs, on the care suite's data:
// `node bench/care/per-request.mjs [--rounds=N] [--before=DIR] [--sqlite-only]`.
// Seeds like the care suite (SQLite, then PostgreSQL when reachable), then sends each endpoint's requests one at a
// time and reports the median and p90 of single-request latency and the server's CPU per request (from /proc). On a
// busy shared machine these move much less than autocannon's p99. With --before=DIR (a copy of another build's
// api/dist), that build runs on the same database beside this one and the two answer in alternation, so both see
// the same load; their bodies are compared too. Prints; writes nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cpuMs, stop } from '../lib/processes.mjs';
import { startApi } from '../api/api-server.mjs';
import { connect } from '../api/seed-postgres.mjs';
import { endpoints, people, withCareDatabase } from './index.mjs';
import { seedCarePostgres, seedCareSqlite } from './seed-care.mjs';

const option = (name, fallback) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const ROUNDS = Number(option('rounds', '200'));
const BEFORE = option('before', null);
const WARMUP = 20;

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const round2 = (value) => Math.round(value * 100) / 100;

async function timed(url, token) {
  const start = process.hrtime.bigint();
  const response = await fetch(url, { headers: { authorization: `Token ${token}` } });
  const body = await response.text();
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${body.slice(0, 200)}`);
  return { ms, body };
}

/** Each endpoint in turn: warm-up, then ROUNDS requests per server, alternating servers request by request. */
async function measure(label, servers, pro, participant) {
  const tokens = { professional: pro.token, participant: participant.token };
  console.log(`  ${label}:`);
  for (const [name, { route, as }] of Object.entries(endpoints(participant.userId))) {
    const token = tokens[as];
    const bodies = [];
    for (const server of servers) {
      for (let i = 0; i < WARMUP; i += 1) await timed(server.base + route, token);
      // Page links carry the server's own port.
      bodies.push((await timed(server.base + route, token)).body.replaceAll(`:${server.port}/`, ':PORT/'));
    }
    if (bodies.some((body) => body !== bodies[0])) console.log(`    ${name}: the builds answer DIFFERENT bodies`);
    const samples = servers.map(() => []);
    const cpuStart = servers.map((server) => cpuMs(server.child.pid));
    for (let i = 0; i < ROUNDS; i += 1)
      for (const [s, server] of servers.entries()) samples[s].push((await timed(server.base + route, token)).ms);
    const figures = servers.map((server, s) => {
      const sorted = samples[s].sort((a, b) => a - b);
      const cpu = cpuStart[s] === null ? null : round2((cpuMs(server.child.pid) - cpuStart[s]) / ROUNDS);
      return `${server.name} median ${round2(quantile(sorted, 0.5))} ms  p90 ${round2(quantile(sorted, 0.9))} ms  cpu ${cpu} ms/req`;
    });
    console.log(`    ${name.padEnd(18)} ${figures.join('  |  ')}  (${bodies[0].length} B)`);
  }
}

/** Started into `servers` one by one, so the caller stops those that started when a later one fails. */
async function startServers(databaseUrl, servers) {
  servers.push({ name: 'this', ...(await startApi(databaseUrl)) });
  if (BEFORE) servers.push({ name: 'before', ...(await startApi(databaseUrl, {}, path.resolve(BEFORE, 'main.js'))) });
}

/** The API that signs the people up, stopped before the seeded rows are read (and after, whatever happens). */
async function seeded(databaseUrl, seed) {
  const first = await startApi(databaseUrl);
  try {
    const cast = await people(first.base);
    await seed(cast);
    return cast;
  } finally {
    await stop([first.child]);
  }
}

async function sqlite() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'physio-bench-care-'));
  const file = path.join(dir, 'bench.sqlite');
  const servers = [];
  try {
    const { pro, participant } = await seeded(`sqlite:${file}`, ({ pro, participant, programs }) =>
      seedCareSqlite(file, { professionalId: pro.userId, participantId: participant.userId, programs }),
    );
    await startServers(`sqlite:${file}`, servers);
    await measure('sqlite', servers, pro, participant);
  } finally {
    await stop(servers.map((server) => server.child));
    rmSync(dir, { recursive: true, force: true });
  }
}

async function postgres() {
  await withCareDatabase(async (databaseUrl) => {
    const servers = [];
    let client;
    try {
      client = await connect(databaseUrl);
      const { pro, participant } = await seeded(databaseUrl, ({ pro, participant, programs }) =>
        seedCarePostgres(client, { professionalId: pro.userId, participantId: participant.userId, programs }),
      );
      await startServers(databaseUrl, servers);
      await measure('postgres', servers, pro, participant);
    } finally {
      await stop(servers.map((server) => server.child));
      await client?.end();
    }
  });
}

console.log(
  `care per request: ${ROUNDS} rounds, load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
await sqlite();
if (!process.argv.includes('--sqlite-only')) await postgres();
console.log(
  `load at end ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
