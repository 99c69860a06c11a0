// library suite: 10,000 published exercises in the public library on PostgreSQL (a database of its own,
// `bench_library`, created and dropped), the built API in production mode. Library search (full-text, ranked) and a
// filtered page are measured against GET /api/health/ under the same autocannon load, in the same run; the plans of
// the search's two statements are recorded (EXPLAIN ANALYZE). Writes bench/results/library.json.
import { environment, goal, printGoals, writeResult } from '../lib/result-file.mjs';
import { stop } from '../lib/processes.mjs';
import { signUpProfessional, startApi } from '../api/api-server.mjs';
import { loadTest } from '../api/http-load.mjs';
import { connect } from '../api/seed-postgres.mjs';
import { measureRenderedPages } from './rendered-pages.mjs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');

const POSTGRES_URL = process.env.BENCH_LIBRARY_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_library';
/** The API's port (the machine is shared: each suite keeps to the ports it was given). */
const PORT = process.env.BENCH_LIBRARY_PORT ?? '3041';
const PUBLISHED = 10_000;
const PER_VIDEO = 100;

export const endpoints = {
  health: '/api/health/',
  searchKnee: '/api/library/exercises/?search=knee',
  searchBackPain: '/api/library/exercises/?search=back%20pain',
  searchPrefix: '/api/library/exercises/?search=shoul',
  filtered: '/api/library/exercises/?category=rehabilitation&condition=knee-pain',
};

/**
 * 100 videos × 100 exercises, each published with a title, description, instructions and terms drawn from a few
 * word lists (so a common word such as "knee" matches about a tenth of the library, as it would in real use).
 */
async function seedLibrary(client, ownerId) {
  const t0 = performance.now();
  const videos = PUBLISHED / PER_VIDEO;
  await client.query('BEGIN');
  await client.query(
    `INSERT INTO videos (owner_id, platform, video_id, url, title, duration_seconds, view_count, created_at)
     SELECT $1, 'youtube', 'bl' || lpad(g::text, 9, '0'), 'https://www.youtube.com/watch?v=bl' || lpad(g::text, 9, '0'),
       'Bench video ' || g, 3600, g, now() - g * interval '1 minute'
     FROM generate_series(1, $2) g`,
    [ownerId, videos],
  );
  await client.query(
    `INSERT INTO exercises (video_id, title, start_time, end_time, created_at)
     SELECT v.id, 'Segment ' || s, s * 30, s * 30 + 25, now()
     FROM videos v CROSS JOIN generate_series(0, $2 - 1) s WHERE v.owner_id = $1`,
    [ownerId, PER_VIDEO],
  );
  await client.query(
    `WITH w AS (SELECT
       ARRAY['Seated','Standing','Supine','Prone','Side-lying','Kneeling','Banded','Assisted','Slow','Single-leg'] AS how,
       ARRAY['knee flexion','hip abduction','shoulder rotation','ankle pumps','calf raise','glute bridge','plank',
             'chin tuck','wall slide','hamstring stretch','bird dog','clamshell','squat','lunge','row','press',
             'heel slide','cat cow','thoracic rotation','wrist curl'] AS what,
       ARRAY['neck','shoulder','elbow','wrist-hand','back','core','hip','knee','ankle-foot','full-body'] AS part,
       ARRAY['Neck','Shoulder','Elbow','Wrist & Hand','Back','Core','Hip','Knee','Ankle & Foot','Full Body'] AS part_name,
       ARRAY['upper-body','lower-body','core','full-body','flexibility','balance','rehabilitation'] AS category,
       ARRAY['beginner','intermediate','advanced'] AS difficulty,
       ARRAY['to ease stiffness after a long day','for strength you can feel in a week','to move with less pain',
             'for control and steady balance','to rebuild range after an injury'] AS why),
     numbered AS (SELECT e.id, e.title, row_number() OVER (ORDER BY e.id) AS n FROM exercises e
                  JOIN videos v ON v.id = e.video_id WHERE v.owner_id = $1)
     INSERT INTO library_exercises (exercise_id, owner_id, slug, title, description, instructions, safety_tip,
       category, body_part, difficulty, search_document, published_at, updated_at)
     SELECT x.id, $1, 'bench-' || x.n,
       w.how[1 + x.n % 10] || ' ' || w.what[1 + (x.n / 10) % 20] || ' ' || x.n,
       'A ' || w.what[1 + (x.n / 10) % 20] || ' ' || w.why[1 + x.n % 5] || '.',
       '["Get into position.","Move slowly through the range.","Return and repeat 10 times."]',
       'Stop if the pain is sharp.',
       w.category[1 + x.n % 7], w.part[1 + x.n % 10], w.difficulty[1 + x.n % 3],
       'A ' || w.what[1 + (x.n / 10) % 20] || ' ' || w.why[1 + x.n % 5] || E'.\\n' || w.part_name[1 + x.n % 10],
       now() - x.n * interval '1 second', now() - x.n * interval '1 second'
     FROM numbered x, w`,
    [ownerId],
  );
  await client.query(
    `INSERT INTO library_exercise_conditions (library_exercise_id, condition_slug)
     SELECT id, (ARRAY['back-pain','neck-pain','shoulder-pain','knee-pain','joint-pain','arthritis','sports-injury',
                       'post-surgery','balance-falls','general-fitness'])[1 + id % 10]
     FROM library_exercises`,
  );
  // The condition names are part of what search reads, as the API writes it when publishing.
  await client.query(
    `UPDATE library_exercises le SET search_document = le.search_document || E'\\n' ||
       (ARRAY['Back Pain','Neck Pain','Shoulder Pain','Knee Pain','Joint Pain','Arthritis','Sports Injury',
              'Post-Surgery','Balance & Falls','General Fitness'])[1 + le.id % 10]`,
  );
  await client.query('COMMIT');
  // As autovacuum would after a bulk load (the library-totals triggers rewrite each video row per exercise).
  for (const table of ['videos', 'exercises', 'library_exercises', 'library_exercise_conditions'])
    await client.query(`VACUUM ANALYZE ${table}`);
  const [{ n }] = (await client.query('SELECT COUNT(*) AS n FROM library_exercises')).rows;
  return { publishedExercises: Number(n), seconds: Math.round((performance.now() - t0) / 100) / 10 };
}

/** The plans and timings of the search's count and page statements, as the API sends them. */
async function searchPlans(client) {
  const query = "to_tsquery('english', 'knee:*')";
  const plan = async (sql) =>
    (await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`)).rows.map((row) => row['QUERY PLAN']);
  return {
    count: await plan(
      `SELECT COUNT(*) AS n FROM library_exercises le CROSS JOIN ${query} query WHERE le.search_vector @@ query`,
    ),
    page: await plan(
      `SELECT le.id, le.slug, le.title, e.start_time, v.thumbnail_url, u.username FROM (
         SELECT le.id, le.published_at, -ts_rank(le.search_vector, query) AS rank
         FROM library_exercises le CROSS JOIN ${query} query WHERE le.search_vector @@ query
         ORDER BY rank, le.published_at DESC, le.id DESC LIMIT 12 OFFSET 0) p
       JOIN library_exercises le ON le.id = p.id JOIN exercises e ON e.id = le.exercise_id
       JOIN videos v ON v.id = e.video_id JOIN users u ON u.id = le.owner_id
       ORDER BY p.rank, p.published_at DESC, p.id DESC`,
    ),
  };
}

async function withLibraryDatabase(work) {
  const url = new URL(POSTGRES_URL);
  const name = url.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name) || name === 'test') throw new Error(`Refusing to use database "${name}".`);
  const adminUrl = new URL(POSTGRES_URL);
  adminUrl.pathname = '/postgres';
  const admin = await connect(adminUrl.toString());
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    return await work(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await admin.end();
  }
}

/**
 * Searches whose answers are never reused: first pages of 24 different words (each matching 5–35 % of the library)
 * at page sizes 1–50, ~1,200 distinct requests cycled in order, more than the API's answer cache keeps, so each one
 * runs the ranked search with its count and the joins.
 */
async function uncachedSearch(base) {
  const words = [
    'knee',
    'back',
    'pain',
    'hip',
    'shoulder',
    'ankle',
    'neck',
    'stretch',
    'bridge',
    'plank',
    'squat',
    'lunge',
    'seated',
    'standing',
    'balance',
    'strength',
    'stiffness',
    'injury',
    'arthritis',
    'core',
    'calf',
    'rotation',
    'slow',
    'control',
  ];
  const paths = [];
  for (let size = 1; size <= 50; size += 1)
    for (const word of words) paths.push(`/api/library/exercises/?search=${word}&page_size=${size}`);
  let next = 0;
  const result = await autocannon({
    url: base,
    connections: 10,
    duration: 10,
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  });
  return {
    route: '/api/library/exercises/?search={24 words}&page_size={1..50} (no answer reused)',
    distinctPaths: paths.length,
    requestsPerSecond: Math.round(result.requests.average * 10) / 10,
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    requests: result.requests.total,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

const ratio = (a, b) => Math.round((a / Math.max(b, 1)) * 100) / 100;

export async function runLibrarySuite() {
  const env = environment();
  console.log(`\n== library (cpus ${env.cpus}, load ${env.loadavgAtStart.join(' ')})`);
  const run = await withLibraryDatabase(async (databaseUrl) => {
    let api;
    let client;
    try {
      api = await startApi(databaseUrl, {}, undefined, Number(PORT));
      const pro = await signUpProfessional(api.base);
      client = await connect(databaseUrl);
      const seed = await seedLibrary(client, pro.userId);
      console.log(`  postgres: seeded ${JSON.stringify(seed)}`);
      const results = {};
      for (const [name, route] of Object.entries(endpoints)) {
        const e = { route, ...(await loadTest(api.base + route, pro.token, { warmupSeconds: 2 })) };
        results[name] = e;
        console.log(
          `    ${name.padEnd(15)} ${String(e.requestsPerSecond).padStart(7)} req/s  p50 ${e.latencyMs.p50} ms  p99 ${e.latencyMs.p99} ms  errors ${e.errors}  non2xx ${e.non2xx}`,
        );
      }
      const e = (results.searchUncached = await uncachedSearch(api.base));
      console.log(
        `    ${'searchUncached'.padEnd(15)} ${String(e.requestsPerSecond).padStart(7)} req/s  p50 ${e.latencyMs.p50} ms  p99 ${e.latencyMs.p99} ms  errors ${e.errors}  non2xx ${e.non2xx}`,
      );
      const pages = await measureRenderedPages(api.base, { published: seed.publishedExercises });
      for (const [name, p] of Object.entries(pages).filter(([, p]) => p.route)) {
        console.log(
          `    ${name.padEnd(15)} ${String(p.requestsPerSecond).padStart(7)} req/s  mean ${p.latencyMs.mean} ms  p50 ${p.latencyMs.p50} ms  p99 ${p.latencyMs.p99} ms  errors ${p.errors}  non2xx ${p.non2xx}`,
        );
      }
      return { database: 'postgres', seed, endpoints: results, queryPlans: await searchPlans(client), pages };
    } finally {
      await stop([api?.child]);
      await client?.end();
    }
  });
  const p99 = (name) => run.endpoints[name].latencyMs.p99;
  const goals = ['searchKnee', 'searchBackPain', 'searchPrefix', 'filtered', 'searchUncached'].map((name) =>
    goal(
      `[postgres] ${name} p99 ÷ health p99 ≤ 3`,
      `${p99(name)} / ${p99('health')} ms = ${ratio(p99(name), p99('health'))}×`,
      ratio(p99(name), p99('health')) <= 3,
    ),
  );
  const { staticIndex, cached, uncached } = run.pages;
  // Time per request from throughput (connections ÷ req/s): autocannon's latencies count whole milliseconds, and a
  // static page answers in a fraction of one.
  const latency = (page) => Math.round((page.connections / page.requestsPerSecond) * 1e5) / 100;
  // Not `ratio`: a static page's latency can be under a millisecond.
  const times = (a, b) => Math.round((a / b) * 100) / 100;
  goals.push(
    goal(
      'cached exercise page from the shell, time per request ÷ static index.html ≤ 1.5',
      `${latency(cached)} / ${latency(staticIndex)} ms = ${times(latency(cached), latency(staticIndex))}× (a static file of the page's size: ${times(latency(cached), latency(run.pages.staticSameSize))}×)`,
      latency(cached) / latency(staticIndex) <= 1.5,
    ),
    goal(
      'uncached exercise page (rendered on request), time per request ÷ static index.html ≤ 10',
      `${latency(uncached)} / ${latency(staticIndex)} ms = ${times(latency(uncached), latency(staticIndex))}× (${uncached.sentPlain} sent plain)`,
      latency(uncached) / latency(staticIndex) <= 10 && uncached.sentPlain === 0,
    ),
  );
  printGoals(goals);
  const file = writeResult('library', env, {
    setup:
      'API built (api/dist) with NODE_ENV=production DEMO_SEED=false on PostgreSQL (database bench_library); 10,000 published exercises (100 videos × 100 segments) with conditions; autocannon 10 connections × 10 s per endpoint after a 2 s warm-up, on the same machine as the API',
    goals,
    run,
  });
  console.log(`  wrote ${file}`);
}
