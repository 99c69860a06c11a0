// Writes the synthetic care loop (care-rows.mjs) straight into the API's database, in bulk: SQLite through
// better-sqlite3 (prepared INSERTs, one transaction per table), PostgreSQL with one INSERT … SELECT FROM unnest(…)
// per batch (one array parameter per column). Hundreds of thousands of rows through the API would take far longer
// and measure the wrong thing.
import { createRequire } from 'node:module';
import { careRows, participantUsers, PARTICIPANTS, TABLES } from './care-rows.mjs';

const require = createRequire(import.meta.url);
const Database = require('better-sqlite3');

const PG_BATCH = 20_000;
const COUNTED = ['users', 'care_links', 'assignments', 'assignment_items', 'session_logs'];
const ROW_KEYS = {
  users: 'users',
  care_links: 'careLinks',
  assignments: 'assignments',
  assignment_items: 'assignmentItems',
  session_logs: 'sessionLogs',
};

/** The rows to write, ids following those already in the tables. */
function plan(maxIds, { professionalId, participantId, programs }) {
  const users = participantUsers(maxIds.users + 1, PARTICIPANTS - 1);
  const rows = careRows({
    professionalId,
    participants: [participantId, ...users.map((u) => u.id)],
    programs,
    firstIds: {
      careLinks: maxIds.care_links + 1,
      assignments: maxIds.assignments + 1,
      assignmentItems: maxIds.assignment_items + 1,
      sessionLogs: maxIds.session_logs + 1,
    },
  });
  return { users, ...rows };
}

const counts = (rows) => Object.fromEntries(COUNTED.map((table) => [table, rows[ROW_KEYS[table]].length]));

/** TypeORM's better-sqlite3 driver stores datetimes as UTC 'YYYY-MM-DD HH:MM:SS.SSS'; booleans as 0/1. */
const sqliteValue = (value) =>
  value instanceof Date
    ? value.toISOString().replace('T', ' ').replace('Z', '')
    : typeof value === 'boolean'
      ? Number(value)
      : value;

export function seedCareSqlite(file, input) {
  const t0 = performance.now();
  const db = new Database(file);
  db.pragma('busy_timeout = 10000');
  const maxIds = Object.fromEntries(
    COUNTED.map((table) => [table, db.prepare(`SELECT COALESCE(MAX(id), 0) AS id FROM ${table}`).get().id]),
  );
  const rows = plan(maxIds, input);
  for (const table of TABLES) {
    const columns = Object.entries(table.columns);
    const insert = db.prepare(
      `INSERT INTO ${table.name} (${columns.map(([name]) => name).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
    );
    db.transaction((list) => {
      for (const row of list) insert.run(...columns.map(([, [key]]) => sqliteValue(row[key])));
    })(rows[table.rows]);
  }
  // What a live database would have learnt by now; the planner's statistics (sqlite_stat1).
  db.exec('ANALYZE');
  db.close();
  return { ...counts(rows), seconds: Math.round((performance.now() - t0) / 10) / 100 };
}

export async function seedCarePostgres(client, input) {
  const t0 = performance.now();
  const maxIds = {};
  for (const table of COUNTED)
    maxIds[table] = Number((await client.query(`SELECT COALESCE(MAX(id), 0) AS id FROM ${table}`)).rows[0].id);
  const rows = plan(maxIds, input);
  for (const table of TABLES) {
    const columns = Object.entries(table.columns);
    const sql = `INSERT INTO ${table.name} (${columns.map(([name]) => name).join(', ')})
      SELECT * FROM unnest(${columns.map(([, [, type]], i) => `$${i + 1}::${type}[]`).join(', ')})`;
    const list = rows[table.rows];
    await client.query('BEGIN');
    for (let first = 0; first < list.length; first += PG_BATCH) {
      const batch = list.slice(first, first + PG_BATCH);
      await client.query(
        sql,
        columns.map(([, [key]]) => batch.map((row) => row[key])),
      );
    }
    await client.query('COMMIT');
    // Explicit ids bypass the sequence: move it past the seeded rows so the API can still insert.
    await client.query(
      `SELECT setval(pg_get_serial_sequence('${table.name}', 'id'), (SELECT MAX(id) FROM ${table.name}))`,
    );
  }
  await client.query(`ANALYZE ${COUNTED.join(', ')}`);
  return { ...counts(rows), seconds: Math.round((performance.now() - t0) / 10) / 100 };
}
