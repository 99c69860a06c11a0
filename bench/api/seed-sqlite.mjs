// Bulk insert straight into the API's SQLite file (WAL mode, so the running API keeps working), one
// transaction per batch: 100,000 rows through the API would take minutes and measure the wrong thing.
import { createRequire } from 'node:module';
import { seedBatches, tagRows } from './seed-rows.mjs';

const require = createRequire(import.meta.url);
const Database = require('better-sqlite3');

/** TypeORM's better-sqlite3 driver stores `datetime` as UTC 'YYYY-MM-DD HH:MM:SS.SSS'; match it exactly. */
const sqliteDate = (date) => (date ? date.toISOString().replace('T', ' ').replace('Z', '') : null);

export function seedSqlite(file, ownerId, options) {
  const db = new Database(file);
  db.pragma('busy_timeout = 10000');
  const insertTag = db.prepare('INSERT INTO tags (id, name, name_normalized) VALUES (?, ?, ?)');
  const insertVideo = db.prepare(`INSERT INTO videos (id, owner_id, platform, video_id, url, title, duration_seconds,
    view_count, published_at, thumbnail_url, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertExercise = db.prepare(
    'INSERT INTO exercises (id, video_id, title, start_time, end_time, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertLink = db.prepare('INSERT INTO exercise_tags (exercise_id, tag_id, position) VALUES (?, ?, ?)');
  const counts = { videos: 0, exercises: 0, exerciseTags: 0 };
  const t0 = performance.now();
  db.transaction(() => tagRows().forEach((t) => insertTag.run(t.id, t.name, t.nameNormalized)))();
  const writeBatch = db.transaction((batch) => {
    for (const v of batch.videos) {
      insertVideo.run(
        v.id,
        v.ownerId,
        v.platform,
        v.videoId,
        v.url,
        v.title,
        v.durationSeconds,
        v.viewCount,
        sqliteDate(v.publishedAt),
        v.thumbnailUrl,
        sqliteDate(v.createdAt),
      );
    }
    for (const e of batch.exercises)
      insertExercise.run(e.id, e.videoId, e.title, e.startTime, e.endTime, sqliteDate(e.createdAt));
    for (const l of batch.exerciseTags) insertLink.run(l.exerciseId, l.tagId, l.position);
  });
  for (const batch of seedBatches(ownerId, options)) {
    writeBatch(batch);
    counts.videos += batch.videos.length;
    counts.exercises += batch.exercises.length;
    counts.exerciseTags += batch.exerciseTags.length;
  }
  db.close();
  return { ...counts, seconds: Math.round((performance.now() - t0) / 10) / 100 };
}
