// The heaviest SQL behind the measured care pages (reconstructed from api/src/participants/participants.service.ts,
// api/src/progress/session-logs-reader.ts and api/src/me/me.service.ts), with each database's plan and the time the
// query alone takes: where a slow page's time goes. Ids are the bench's own integers, written in.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const DAY_MS = 86_400_000;
const isoDate = (ms) => new Date(ms).toISOString().slice(0, 10);

function queries(professionalId, participantId) {
  const today = Date.now();
  const to = isoDate(today);
  const from28 = isoDate(today - 27 * DAY_MS);
  const from90 = isoDate(today - 89 * DAY_MS);
  const pageAssignments = `SELECT a.id FROM assignments a WHERE a.professional_id = ${professionalId} AND a.participant_id IN
    (SELECT l.participant_id FROM care_links l JOIN users u ON u.id = l.participant_id WHERE l.professional_id = ${professionalId}
     ORDER BY u.username_normalized, l.id LIMIT 20)`;
  const mine = `SELECT id FROM assignments WHERE professional_id = ${professionalId} AND participant_id = ${participantId}`;
  return {
    'participants: count': `SELECT COUNT(*) FROM care_links l JOIN users u ON u.id = l.participant_id WHERE l.professional_id = ${professionalId}`,
    'participants: page 1': `SELECT l.*, u.* FROM care_links l JOIN users u ON u.id = l.participant_id WHERE l.professional_id = ${professionalId}
      ORDER BY u.username_normalized ASC, l.id ASC LIMIT 20`,
    'participants: logs of 28 days': `SELECT * FROM session_logs WHERE assignment_id IN (${pageAssignments}) AND date BETWEEN '${from28}' AND '${to}' ORDER BY date, id`,
    'participants: last session dates': `SELECT participant_id, MAX(date) FROM session_logs WHERE assignment_id IN (${pageAssignments}) GROUP BY participant_id`,
    'detail: logs of 90 days': `SELECT * FROM session_logs WHERE assignment_id IN (${mine}) AND date BETWEEN '${from90}' AND '${to}' ORDER BY date, id`,
    'dashboard: totals': `SELECT assignment_id, COUNT(*), SUM(completed_count) FROM session_logs WHERE participant_id = ${participantId} AND date <= '${to}' GROUP BY assignment_id`,
    'dashboard: latest': `SELECT * FROM session_logs WHERE participant_id = ${participantId} AND date <= '${to}' ORDER BY date DESC, updated_at DESC LIMIT 5`,
  };
}

const ms = (t0) => Math.round((performance.now() - t0) * 100) / 100;

/** `{ sqliteFile }` or `{ client }` (node-postgres, connected to the bench database). */
export async function carePlans({ sqliteFile, client }, professionalId, participantId) {
  const out = {};
  if (sqliteFile) {
    const Database = require('better-sqlite3');
    const db = new Database(sqliteFile, { readonly: true });
    for (const [name, sql] of Object.entries(queries(professionalId, participantId))) {
      const plan = db
        .prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .all()
        .map((row) => row.detail);
      const t0 = performance.now();
      db.prepare(sql).all();
      out[name] = { queryMs: ms(t0), plan };
    }
    db.close();
    return out;
  }
  for (const [name, sql] of Object.entries(queries(professionalId, participantId))) {
    const { rows } = await client.query(`EXPLAIN ANALYZE ${sql}`);
    const plan = rows.map((row) => row['QUERY PLAN']);
    out[name] = { queryMs: Number(/Execution Time: ([\d.]+)/.exec(plan.at(-1))?.[1] ?? NaN), plan };
  }
  return out;
}
