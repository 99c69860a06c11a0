// The SQL the API runs for GET /api/videos/?page=N (reconstructed from api/src/videos/videos.service.ts:
// getCount(), then ORDER BY created_at DESC, id DESC LIMIT/OFFSET) and for the stats, with each database's
// plan and the time the query alone takes. This is what tells the lead WHERE the time of a slow page goes.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const PAGE_SIZE = 10;

const listSql = (offset, p) =>
  `SELECT v.* FROM videos v WHERE v.owner_id = ${p} ORDER BY v.created_at DESC, v.id DESC LIMIT ${PAGE_SIZE} OFFSET ${offset}`;
const countSql = (p) => `SELECT COUNT(DISTINCT(v.id)) AS cnt FROM videos v WHERE v.owner_id = ${p}`;
const statsSql = (p) => [
  `SELECT COUNT(*), COALESCE(SUM(v.duration_seconds),0), COALESCE(SUM(v.view_count),0) FROM videos v WHERE v.owner_id = ${p}`,
  `SELECT COUNT(*) FROM exercises e INNER JOIN videos v ON v.id = e.video_id WHERE v.owner_id = ${p}`,
  `SELECT COUNT(DISTINCT et.tag_id), COUNT(DISTINCT CASE WHEN et.position = 0 THEN et.tag_id END) FROM exercise_tags et
     INNER JOIN exercises e ON e.id = et.exercise_id INNER JOIN videos v ON v.id = e.video_id WHERE v.owner_id = ${p}`,
];

function queries(pages, p) {
  const out = {};
  for (const page of pages) out[`list page ${page}`] = listSql((page - 1) * PAGE_SIZE, p);
  out['count (every list request)'] = countSql(p);
  statsSql(p).forEach((sql, i) => (out[`stats query ${i + 1}`] = sql));
  return out;
}

const ms = (t0) => Math.round((performance.now() - t0) * 100) / 100;

export function sqlitePlans(file, ownerId, pages) {
  const Database = require('better-sqlite3');
  const db = new Database(file, { readonly: true });
  const out = {};
  for (const [name, sql] of Object.entries(queries(pages, '?'))) {
    const plan = db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(ownerId).map((r) => r.detail);
    const statement = db.prepare(sql);
    statement.all(ownerId); // warm the page cache
    const times = Array.from({ length: 5 }, () => {
      const t0 = performance.now();
      statement.all(ownerId);
      return ms(t0);
    }).sort((a, b) => a - b);
    out[name] = { sql: sql.replace(/\s+/g, ' '), plan, queryMs: times[2] };
  }
  db.close();
  return out;
}

export async function postgresPlans(client, ownerId, pages) {
  const out = {};
  for (const [name, sql] of Object.entries(queries(pages, '$1'))) {
    await client.query(sql, [ownerId]);
    const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, [ownerId]);
    const plan = rows.map((r) => r['QUERY PLAN']);
    const execution = plan.find((line) => line.startsWith('Execution Time'));
    out[name] = { sql: sql.replace(/\s+/g, ' '), plan, queryMs: execution ? Number(execution.match(/[\d.]+/)[0]) : null };
  }
  return out;
}
