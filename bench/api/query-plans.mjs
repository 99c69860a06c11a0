// The SQL the API runs for GET /api/videos/?page=N (reconstructed from api/src/videos/videos.service.ts and
// library/library-index.ts: the count from library_totals, the page's id block from a running sum over
// library_pages, then ORDER BY id DESC inside it) and for the stats, with each database's plan and the time the
// query alone takes. This is what tells the lead WHERE the time of a slow page goes.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const PAGE_SIZE = 10;
const BUCKET = 1024; // LIBRARY_BUCKET_SIZE in api/src/videos/library/library-buckets.ts

const seekSql = (offset, p) =>
  `SELECT bucket, running - n AS before FROM (SELECT bucket, videos AS n, SUM(videos) OVER (ORDER BY bucket DESC) AS running
     FROM library_pages WHERE owner_id = ${p}) blocks WHERE running > ${offset} ORDER BY bucket DESC LIMIT 1`;
const pageSql = (p, below, skip) =>
  `SELECT v.* FROM videos v WHERE v.owner_id = ${p}${below === null ? '' : ` AND v.id < ${below}`} ORDER BY v.id DESC LIMIT ${PAGE_SIZE} OFFSET ${skip}`;
const countSql = (p) => `SELECT videos FROM library_totals WHERE owner_id = ${p}`;
const statsSql = (p) => [
  `SELECT * FROM library_totals WHERE owner_id = ${p}`,
  `SELECT COUNT(CASE WHEN uses > 0 THEN 1 END), COUNT(CASE WHEN category_uses > 0 THEN 1 END) FROM library_tag_uses WHERE owner_id = ${p}`,
];

/** The page query exactly as the API builds it, after running the block seek the way the API does. */
async function queries(pages, p, seek) {
  const out = {};
  for (const page of pages) {
    const offset = (page - 1) * PAGE_SIZE;
    if (offset < BUCKET) {
      out[`list page ${page}`] = pageSql(p, null, offset);
      continue;
    }
    out[`seek page ${page}`] = seekSql(offset, p);
    const block = await seek(seekSql(offset, p));
    out[`list page ${page}`] = pageSql(p, (Number(block.bucket) + 1) * BUCKET, offset - Number(block.before));
  }
  out['count (every list request)'] = countSql(p);
  statsSql(p).forEach((sql, i) => (out[`stats query ${i + 1}`] = sql));
  return out;
}

const ms = (t0) => Math.round((performance.now() - t0) * 100) / 100;

export async function sqlitePlans(file, ownerId, pages) {
  const Database = require('better-sqlite3');
  const db = new Database(file, { readonly: true });
  const out = {};
  const seek = async (sql) => db.prepare(sql).get(ownerId);
  for (const [name, sql] of Object.entries(await queries(pages, '?', seek))) {
    const plan = db
      .prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .all(ownerId)
      .map((r) => r.detail);
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
  const seek = async (sql) => (await client.query(sql, [ownerId])).rows[0];
  for (const [name, sql] of Object.entries(await queries(pages, '$1', seek))) {
    await client.query(sql, [ownerId]);
    const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, [ownerId]);
    const plan = rows.map((r) => r['QUERY PLAN']);
    const execution = plan.find((line) => line.startsWith('Execution Time'));
    out[name] = {
      sql: sql.replace(/\s+/g, ' '),
      plan,
      queryMs: execution ? Number(execution.match(/[\d.]+/)[0]) : null,
    };
  }
  return out;
}
