/**
 * The library's running totals, kept by the database itself so that every write path (the API's services, the demo
 * seed, a bench seed, an operator's SQL) keeps them right in the same transaction as the rows they describe.
 *
 * - `videos.exercise_count`: how many exercises a video has (the `exercises_extracted` filter reads it).
 * - `library_totals`: per owner, the figures of GET /api/videos/stats/ and the list's `count`.
 * - `library_tag_uses`: per owner and tag, how many exercise-tag links use it (and as first tag, the "category").
 * - `library_pages`: per owner, how many videos fall in each block of LIBRARY_BUCKET_SIZE ids, so that a deep page
 *   is found by summing a few hundred block counts instead of skipping tens of thousands of rows.
 *
 * Deletes cascade video → exercises → exercise_tags. Each level's BEFORE DELETE trigger accounts for everything
 * beneath it, and a child's trigger does nothing when its parent is already gone (both databases delete the parent
 * row before running the cascade), so nothing is subtracted twice.
 */

/** Ids per block in library_pages. Changing it needs a migration that rebuilds the table. */
export const LIBRARY_BUCKET_SIZE = 1024;

const B = LIBRARY_BUCKET_SIZE;

export const CREATE_TABLES = [
  // Derived data with no foreign keys: it must never stop a delete, and triggers bring it to zero on their own.
  `CREATE TABLE library_totals (
     owner_id integer PRIMARY KEY,
     videos integer NOT NULL DEFAULT 0,
     extracted_videos integer NOT NULL DEFAULT 0,
     duration_seconds bigint NOT NULL DEFAULT 0,
     views bigint NOT NULL DEFAULT 0,
     exercises integer NOT NULL DEFAULT 0)`,
  `CREATE TABLE library_pages (
     owner_id integer NOT NULL,
     bucket integer NOT NULL,
     videos integer NOT NULL DEFAULT 0,
     extracted_videos integer NOT NULL DEFAULT 0,
     PRIMARY KEY (owner_id, bucket))`,
  `CREATE TABLE library_tag_uses (
     owner_id integer NOT NULL,
     tag_id integer NOT NULL,
     uses integer NOT NULL DEFAULT 0,
     category_uses integer NOT NULL DEFAULT 0,
     PRIMARY KEY (owner_id, tag_id))`,
  `ALTER TABLE videos ADD COLUMN exercise_count integer NOT NULL DEFAULT 0`,
  // The list order is id DESC (newest saved first); the filtered lists each get an index of their own.
  `DROP INDEX idx_videos_owner_created`,
  `CREATE INDEX idx_videos_owner_id ON videos (owner_id, id)`,
  `CREATE INDEX idx_videos_owner_extracted ON videos (owner_id, id) WHERE exercise_count > 0`,
  `CREATE INDEX idx_videos_owner_not_extracted ON videos (owner_id, id) WHERE exercise_count = 0`,
];

/** Recomputes every derived figure from the rows; run once when the tables are created. */
export const BACKFILL = [
  `UPDATE videos SET exercise_count = (SELECT COUNT(*) FROM exercises e WHERE e.video_id = videos.id)`,
  `INSERT INTO library_totals (owner_id, videos, extracted_videos, duration_seconds, views, exercises)
     SELECT owner_id, COUNT(*), SUM(CASE WHEN exercise_count > 0 THEN 1 ELSE 0 END), SUM(duration_seconds), SUM(view_count), SUM(exercise_count)
     FROM videos GROUP BY owner_id`,
  `INSERT INTO library_pages (owner_id, bucket, videos, extracted_videos)
     SELECT owner_id, id / ${B}, COUNT(*), SUM(CASE WHEN exercise_count > 0 THEN 1 ELSE 0 END)
     FROM videos GROUP BY owner_id, id / ${B}`,
  `INSERT INTO library_tag_uses (owner_id, tag_id, uses, category_uses)
     SELECT v.owner_id, et.tag_id, COUNT(*), SUM(CASE WHEN et.position = 0 THEN 1 ELSE 0 END)
     FROM exercise_tags et JOIN exercises e ON e.id = et.exercise_id JOIN videos v ON v.id = e.video_id
     GROUP BY v.owner_id, et.tag_id`,
];

type Row = 'NEW' | 'OLD';

/** Adds (sign 1) or removes (sign -1) one video row's share of the totals and of its id block. */
function videoShare(row: Row, sign: 1 | -1, bool: (expr: string) => string): string[] {
  const extracted = `${sign} * ${bool(`${row}.exercise_count > 0`)}`;
  return [
    `INSERT INTO library_totals (owner_id, videos, extracted_videos, duration_seconds, views, exercises)
       VALUES (${row}.owner_id, ${sign}, ${extracted}, ${sign} * ${row}.duration_seconds, ${sign} * ${row}.view_count, ${sign} * ${row}.exercise_count)
       ON CONFLICT (owner_id) DO UPDATE SET
         videos = library_totals.videos + excluded.videos,
         extracted_videos = library_totals.extracted_videos + excluded.extracted_videos,
         duration_seconds = library_totals.duration_seconds + excluded.duration_seconds,
         views = library_totals.views + excluded.views,
         exercises = library_totals.exercises + excluded.exercises`,
    `INSERT INTO library_pages (owner_id, bucket, videos, extracted_videos)
       VALUES (${row}.owner_id, ${row}.id / ${B}, ${sign}, ${extracted})
       ON CONFLICT (owner_id, bucket) DO UPDATE SET
         videos = library_pages.videos + excluded.videos,
         extracted_videos = library_pages.extracted_videos + excluded.extracted_videos`,
  ];
}

/** Adds or removes one exercise-tag link's use; the owner is found through the exercise's video. */
function tagUse(row: Row, sign: 1 | -1, bool: (expr: string) => string): string {
  return `INSERT INTO library_tag_uses (owner_id, tag_id, uses, category_uses)
     SELECT v.owner_id, ${row}.tag_id, ${sign}, ${sign} * ${bool(`${row}.position = 0`)}
     FROM exercises e JOIN videos v ON v.id = e.video_id WHERE e.id = ${row}.exercise_id
     ON CONFLICT (owner_id, tag_id) DO UPDATE SET
       uses = library_tag_uses.uses + excluded.uses,
       category_uses = library_tag_uses.category_uses + excluded.category_uses`;
}

/** Removes the tag uses of every link beneath `where` (a video's or one exercise's), owned by `owner`. */
function dropTagUses(owner: string, where: string): string {
  const links = `SELECT et.tag_id, et.position FROM exercise_tags et JOIN exercises e ON e.id = et.exercise_id WHERE ${where}`;
  return `UPDATE library_tag_uses SET
       uses = uses - (SELECT COUNT(*) FROM (${links}) l WHERE l.tag_id = library_tag_uses.tag_id),
       category_uses = category_uses - (SELECT COUNT(*) FROM (${links}) l WHERE l.tag_id = library_tag_uses.tag_id AND l.position = 0)
     WHERE owner_id = ${owner} AND tag_id IN (SELECT tag_id FROM (${links}) l)`;
}

interface Trigger {
  name: string;
  timing: 'BEFORE' | 'AFTER';
  event: string;
  table: string;
  /** Runs the body only when this holds (the parent of a cascaded row is already gone). */
  when?: string;
  body: string[];
}

function triggers(bool: (expr: string) => string): Trigger[] {
  const videoOfExercise = `(SELECT v.owner_id FROM videos v WHERE v.id = OLD.video_id)`;
  return [
    {
      name: 'library_video_inserted',
      timing: 'AFTER',
      event: 'INSERT',
      table: 'videos',
      body: videoShare('NEW', 1, bool),
    },
    {
      name: 'library_video_changed',
      timing: 'AFTER',
      event: 'UPDATE OF exercise_count, duration_seconds, view_count',
      table: 'videos',
      body: [...videoShare('OLD', -1, bool), ...videoShare('NEW', 1, bool)],
    },
    {
      name: 'library_video_deleted',
      timing: 'BEFORE',
      event: 'DELETE',
      table: 'videos',
      body: [dropTagUses('OLD.owner_id', 'e.video_id = OLD.id'), ...videoShare('OLD', -1, bool)],
    },
    {
      name: 'library_exercise_inserted',
      timing: 'AFTER',
      event: 'INSERT',
      table: 'exercises',
      body: ['UPDATE videos SET exercise_count = exercise_count + 1 WHERE id = NEW.video_id'],
    },
    {
      name: 'library_exercise_deleted',
      timing: 'BEFORE',
      event: 'DELETE',
      table: 'exercises',
      when: 'EXISTS (SELECT 1 FROM videos WHERE id = OLD.video_id)',
      body: [
        dropTagUses(videoOfExercise, 'e.id = OLD.id'),
        'UPDATE videos SET exercise_count = exercise_count - 1 WHERE id = OLD.video_id',
      ],
    },
    {
      name: 'library_tag_linked',
      timing: 'AFTER',
      event: 'INSERT',
      table: 'exercise_tags',
      body: [tagUse('NEW', 1, bool)],
    },
    {
      name: 'library_tag_unlinked',
      timing: 'BEFORE',
      event: 'DELETE',
      table: 'exercise_tags',
      when: 'EXISTS (SELECT 1 FROM exercises WHERE id = OLD.exercise_id)',
      body: [tagUse('OLD', -1, bool)],
    },
  ];
}

/** SQLite: comparisons are already 0/1. (An INSERT … SELECT … ON CONFLICT parses because its SELECT has a WHERE.) */
export function sqliteTriggers(): string[] {
  const bool = (expr: string) => `(${expr})`;
  return triggers(bool).map(
    (t) =>
      `CREATE TRIGGER ${t.name} ${t.timing} ${t.event} ON ${t.table} FOR EACH ROW${t.when ? ` WHEN ${t.when}` : ''}
       BEGIN ${t.body.map((s) => `${s};`).join('\n')} END`,
  );
}

/** PostgreSQL: one plpgsql function per trigger, its search_path pinned to the schema it was created in. */
export function postgresTriggers(): string[] {
  const bool = (expr: string) => `(${expr})::int`;
  return triggers(bool).flatMap((t) => {
    const ret = t.timing === 'BEFORE' ? 'OLD' : 'NULL';
    const body = t.body.map((s) => `${s};`).join('\n');
    const guarded = t.when ? `IF ${t.when} THEN\n${body}\nEND IF;` : body;
    return [
      `CREATE FUNCTION ${t.name}() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $fn$
       BEGIN
       ${guarded}
       RETURN ${ret};
       END $fn$`,
      `CREATE TRIGGER ${t.name} ${t.timing} ${t.event} ON ${t.table} FOR EACH ROW EXECUTE FUNCTION ${t.name}()`,
    ];
  });
}

export const DROP = {
  tables: ['library_tag_uses', 'library_pages', 'library_totals'],
  triggers: [
    'library_video_inserted',
    'library_video_changed',
    'library_video_deleted',
    'library_exercise_inserted',
    'library_exercise_deleted',
    'library_tag_linked',
    'library_tag_unlinked',
  ],
};
