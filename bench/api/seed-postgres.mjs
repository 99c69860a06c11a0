// Bulk insert into the API's PostgreSQL schema: one multi-row INSERT per table per batch (unnest of arrays
// keeps it to three parameters per column, not one per value), each batch in a transaction.
import { createRequire } from 'node:module';
import { seedBatches, tagRows } from './seed-rows.mjs';

const require = createRequire(import.meta.url);
const { Client } = require('pg');

const columns = (rows, keys) => keys.map((k) => rows.map((r) => r[k]));

export async function seedPostgres(client, ownerId, options) {
  const counts = { videos: 0, exercises: 0, exerciseTags: 0 };
  const t0 = performance.now();
  const tags = tagRows();
  await client.query(
    'INSERT INTO tags (id, name, name_normalized) SELECT * FROM unnest($1::int[], $2::varchar[], $3::varchar[])',
    columns(tags, ['id', 'name', 'nameNormalized']),
  );
  for (const batch of seedBatches(ownerId, options)) {
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO videos (id, owner_id, platform, video_id, url, title, duration_seconds, view_count, published_at, thumbnail_url, created_at)
       SELECT * FROM unnest($1::int[], $2::int[], $3::varchar[], $4::varchar[], $5::varchar[], $6::varchar[], $7::int[],
         $8::bigint[], $9::timestamptz[], $10::varchar[], $11::timestamptz[])`,
      columns(batch.videos, [
        'id',
        'ownerId',
        'platform',
        'videoId',
        'url',
        'title',
        'durationSeconds',
        'viewCount',
        'publishedAt',
        'thumbnailUrl',
        'createdAt',
      ]),
    );
    await client.query(
      `INSERT INTO exercises (id, video_id, title, start_time, end_time, created_at)
       SELECT * FROM unnest($1::int[], $2::int[], $3::varchar[], $4::int[], $5::int[], $6::timestamptz[])`,
      columns(batch.exercises, ['id', 'videoId', 'title', 'startTime', 'endTime', 'createdAt']),
    );
    await client.query(
      'INSERT INTO exercise_tags (exercise_id, tag_id, position) SELECT * FROM unnest($1::int[], $2::int[], $3::int[])',
      columns(batch.exerciseTags, ['exerciseId', 'tagId', 'position']),
    );
    await client.query('COMMIT');
    counts.videos += batch.videos.length;
    counts.exercises += batch.exercises.length;
    counts.exerciseTags += batch.exerciseTags.length;
  }
  // Explicit ids bypass the sequences: move them past the seeded rows so the API can still insert.
  for (const table of ['videos', 'exercises', 'tags']) {
    await client.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT MAX(id) FROM ${table}))`);
  }
  // What autovacuum would do on a live database after such a load; without it the planner guesses row counts.
  await client.query('ANALYZE videos, exercises, exercise_tags, tags, library_totals, library_pages, library_tag_uses');
  return { ...counts, seconds: Math.round((performance.now() - t0) / 10) / 100 };
}

export async function connect(url, schema) {
  const client = new Client({ connectionString: url, options: schema ? `-c search_path=${schema}` : undefined });
  await client.connect();
  return client;
}
