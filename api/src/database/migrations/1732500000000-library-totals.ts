import type { MigrationInterface, QueryRunner } from 'typeorm';

/*
 * The library's running totals, kept by the database itself so that every write path (the API's services, the demo
 * seed, a bench seed, an operator's SQL) keeps them right in the same transaction as the rows they describe. Stats
 * read two small rows instead of aggregating the whole library, and a deep page of the list costs about what page 1
 * does.
 *
 * - `videos.exercise_count`: how many exercises a video has (the `exercises_extracted` filter reads it).
 * - `library_totals`: per owner, the figures of GET /api/videos/stats/ and the list's `count`.
 * - `library_tag_uses`: per owner and tag, how many exercise-tag links use it (and as first tag, the "category").
 * - `library_pages`: per owner, how many videos fall in each block of 1024 ids (`id / 1024`), so that a deep page is
 *   found by summing a few hundred block counts instead of skipping tens of thousands of rows. The API reads the
 *   same block size from videos/library/library-buckets.ts; changing it needs a new migration that rebuilds the table.
 *
 * Deletes cascade video → exercises → exercise_tags. Each level's BEFORE DELETE trigger accounts for everything
 * beneath it, and a child's trigger does nothing when its parent is already gone (both databases delete the parent
 * row before running the cascade), so nothing is subtracted twice.
 *
 * The statements are written out in full, as generated once when this migration was made: a migration must run the
 * same SQL for as long as it exists, whatever the live code becomes. SQLite triggers use comparisons as 0/1 (an
 * INSERT … SELECT … ON CONFLICT parses there because its SELECT has a WHERE); PostgreSQL gets one plpgsql function
 * per trigger, its search_path pinned to the schema it was created in.
 */

const CREATE_TABLES_AND_BACKFILL = [
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
  `DROP INDEX idx_videos_owner_created`,
  `CREATE INDEX idx_videos_owner_id ON videos (owner_id, id)`,
  `CREATE INDEX idx_videos_owner_extracted ON videos (owner_id, id) WHERE exercise_count > 0`,
  `CREATE INDEX idx_videos_owner_not_extracted ON videos (owner_id, id) WHERE exercise_count = 0`,
  `UPDATE videos SET exercise_count = (SELECT COUNT(*) FROM exercises e WHERE e.video_id = videos.id)`,
  `INSERT INTO library_totals (owner_id, videos, extracted_videos, duration_seconds, views, exercises)
     SELECT owner_id, COUNT(*), SUM(CASE WHEN exercise_count > 0 THEN 1 ELSE 0 END), SUM(duration_seconds), SUM(view_count), SUM(exercise_count)
     FROM videos GROUP BY owner_id`,
  `INSERT INTO library_pages (owner_id, bucket, videos, extracted_videos)
     SELECT owner_id, id / 1024, COUNT(*), SUM(CASE WHEN exercise_count > 0 THEN 1 ELSE 0 END)
     FROM videos GROUP BY owner_id, id / 1024`,
  `INSERT INTO library_tag_uses (owner_id, tag_id, uses, category_uses)
     SELECT v.owner_id, et.tag_id, COUNT(*), SUM(CASE WHEN et.position = 0 THEN 1 ELSE 0 END)
     FROM exercise_tags et JOIN exercises e ON e.id = et.exercise_id JOIN videos v ON v.id = e.video_id
     GROUP BY v.owner_id, et.tag_id`,
];

const SQLITE_TRIGGERS = [
  `CREATE TRIGGER library_video_inserted AFTER INSERT ON videos FOR EACH ROW
       BEGIN INSERT INTO library_totals (owner_id, videos, extracted_videos, duration_seconds, views, exercises)
       VALUES (NEW.owner_id, 1, 1 * (NEW.exercise_count > 0), 1 * NEW.duration_seconds, 1 * NEW.view_count, 1 * NEW.exercise_count)
       ON CONFLICT (owner_id) DO UPDATE SET
         videos = library_totals.videos + excluded.videos,
         extracted_videos = library_totals.extracted_videos + excluded.extracted_videos,
         duration_seconds = library_totals.duration_seconds + excluded.duration_seconds,
         views = library_totals.views + excluded.views,
         exercises = library_totals.exercises + excluded.exercises;
INSERT INTO library_pages (owner_id, bucket, videos, extracted_videos)
       VALUES (NEW.owner_id, NEW.id / 1024, 1, 1 * (NEW.exercise_count > 0))
       ON CONFLICT (owner_id, bucket) DO UPDATE SET
         videos = library_pages.videos + excluded.videos,
         extracted_videos = library_pages.extracted_videos + excluded.extracted_videos; END`,
  `CREATE TRIGGER library_video_changed AFTER UPDATE OF exercise_count, duration_seconds, view_count ON videos FOR EACH ROW
       BEGIN INSERT INTO library_totals (owner_id, videos, extracted_videos, duration_seconds, views, exercises)
       VALUES (OLD.owner_id, -1, -1 * (OLD.exercise_count > 0), -1 * OLD.duration_seconds, -1 * OLD.view_count, -1 * OLD.exercise_count)
       ON CONFLICT (owner_id) DO UPDATE SET
         videos = library_totals.videos + excluded.videos,
         extracted_videos = library_totals.extracted_videos + excluded.extracted_videos,
         duration_seconds = library_totals.duration_seconds + excluded.duration_seconds,
         views = library_totals.views + excluded.views,
         exercises = library_totals.exercises + excluded.exercises;
INSERT INTO library_pages (owner_id, bucket, videos, extracted_videos)
       VALUES (OLD.owner_id, OLD.id / 1024, -1, -1 * (OLD.exercise_count > 0))
       ON CONFLICT (owner_id, bucket) DO UPDATE SET
         videos = library_pages.videos + excluded.videos,
         extracted_videos = library_pages.extracted_videos + excluded.extracted_videos;
INSERT INTO library_totals (owner_id, videos, extracted_videos, duration_seconds, views, exercises)
       VALUES (NEW.owner_id, 1, 1 * (NEW.exercise_count > 0), 1 * NEW.duration_seconds, 1 * NEW.view_count, 1 * NEW.exercise_count)
       ON CONFLICT (owner_id) DO UPDATE SET
         videos = library_totals.videos + excluded.videos,
         extracted_videos = library_totals.extracted_videos + excluded.extracted_videos,
         duration_seconds = library_totals.duration_seconds + excluded.duration_seconds,
         views = library_totals.views + excluded.views,
         exercises = library_totals.exercises + excluded.exercises;
INSERT INTO library_pages (owner_id, bucket, videos, extracted_videos)
       VALUES (NEW.owner_id, NEW.id / 1024, 1, 1 * (NEW.exercise_count > 0))
       ON CONFLICT (owner_id, bucket) DO UPDATE SET
         videos = library_pages.videos + excluded.videos,
         extracted_videos = library_pages.extracted_videos + excluded.extracted_videos; END`,
  `CREATE TRIGGER library_video_deleted BEFORE DELETE ON videos FOR EACH ROW
       BEGIN UPDATE library_tag_uses SET
       uses = uses - (SELECT COUNT(*) FROM (SELECT et.tag_id, et.position FROM exercise_tags et JOIN exercises e ON e.id = et.exercise_id WHERE e.video_id = OLD.id) l WHERE l.tag_id = library_tag_uses.tag_id),
       category_uses = category_uses - (SELECT COUNT(*) FROM (SELECT et.tag_id, et.position FROM exercise_tags et JOIN exercises e ON e.id = et.exercise_id WHERE e.video_id = OLD.id) l WHERE l.tag_id = library_tag_uses.tag_id AND l.position = 0)
     WHERE owner_id = OLD.owner_id AND tag_id IN (SELECT tag_id FROM (SELECT et.tag_id, et.position FROM exercise_tags et JOIN exercises e ON e.id = et.exercise_id WHERE e.video_id = OLD.id) l);
INSERT INTO library_totals (owner_id, videos, extracted_videos, duration_seconds, views, exercises)
       VALUES (OLD.owner_id, -1, -1 * (OLD.exercise_count > 0), -1 * OLD.duration_seconds, -1 * OLD.view_count, -1 * OLD.exercise_count)
       ON CONFLICT (owner_id) DO UPDATE SET
         videos = library_totals.videos + excluded.videos,
         extracted_videos = library_totals.extracted_videos + excluded.extracted_videos,
         duration_seconds = library_totals.duration_seconds + excluded.duration_seconds,
         views = library_totals.views + excluded.views,
         exercises = library_totals.exercises + excluded.exercises;
INSERT INTO library_pages (owner_id, bucket, videos, extracted_videos)
       VALUES (OLD.owner_id, OLD.id / 1024, -1, -1 * (OLD.exercise_count > 0))
       ON CONFLICT (owner_id, bucket) DO UPDATE SET
         videos = library_pages.videos + excluded.videos,
         extracted_videos = library_pages.extracted_videos + excluded.extracted_videos; END`,
  `CREATE TRIGGER library_exercise_inserted AFTER INSERT ON exercises FOR EACH ROW
       BEGIN UPDATE videos SET exercise_count = exercise_count + 1 WHERE id = NEW.video_id; END`,
  `CREATE TRIGGER library_exercise_deleted BEFORE DELETE ON exercises FOR EACH ROW WHEN EXISTS (SELECT 1 FROM videos WHERE id = OLD.video_id)
       BEGIN UPDATE library_tag_uses SET
       uses = uses - (SELECT COUNT(*) FROM (SELECT et.tag_id, et.position FROM exercise_tags et JOIN exercises e ON e.id = et.exercise_id WHERE e.id = OLD.id) l WHERE l.tag_id = library_tag_uses.tag_id),
       category_uses = category_uses - (SELECT COUNT(*) FROM (SELECT et.tag_id, et.position FROM exercise_tags et JOIN exercises e ON e.id = et.exercise_id WHERE e.id = OLD.id) l WHERE l.tag_id = library_tag_uses.tag_id AND l.position = 0)
     WHERE owner_id = (SELECT v.owner_id FROM videos v WHERE v.id = OLD.video_id) AND tag_id IN (SELECT tag_id FROM (SELECT et.tag_id, et.position FROM exercise_tags et JOIN exercises e ON e.id = et.exercise_id WHERE e.id = OLD.id) l);
UPDATE videos SET exercise_count = exercise_count - 1 WHERE id = OLD.video_id; END`,
  `CREATE TRIGGER library_tag_linked AFTER INSERT ON exercise_tags FOR EACH ROW
       BEGIN INSERT INTO library_tag_uses (owner_id, tag_id, uses, category_uses)
     SELECT v.owner_id, NEW.tag_id, 1, 1 * (NEW.position = 0)
     FROM exercises e JOIN videos v ON v.id = e.video_id WHERE e.id = NEW.exercise_id
     ON CONFLICT (owner_id, tag_id) DO UPDATE SET
       uses = library_tag_uses.uses + excluded.uses,
       category_uses = library_tag_uses.category_uses + excluded.category_uses; END`,
  `CREATE TRIGGER library_tag_unlinked BEFORE DELETE ON exercise_tags FOR EACH ROW WHEN EXISTS (SELECT 1 FROM exercises WHERE id = OLD.exercise_id)
       BEGIN INSERT INTO library_tag_uses (owner_id, tag_id, uses, category_uses)
     SELECT v.owner_id, OLD.tag_id, -1, -1 * (OLD.position = 0)
     FROM exercises e JOIN videos v ON v.id = e.video_id WHERE e.id = OLD.exercise_id
     ON CONFLICT (owner_id, tag_id) DO UPDATE SET
       uses = library_tag_uses.uses + excluded.uses,
       category_uses = library_tag_uses.category_uses + excluded.category_uses; END`,
];

const POSTGRES_TRIGGERS = [
  `CREATE FUNCTION library_video_inserted() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $fn$
       BEGIN
       INSERT INTO library_totals (owner_id, videos, extracted_videos, duration_seconds, views, exercises)
       VALUES (NEW.owner_id, 1, 1 * (NEW.exercise_count > 0)::int, 1 * NEW.duration_seconds, 1 * NEW.view_count, 1 * NEW.exercise_count)
       ON CONFLICT (owner_id) DO UPDATE SET
         videos = library_totals.videos + excluded.videos,
         extracted_videos = library_totals.extracted_videos + excluded.extracted_videos,
         duration_seconds = library_totals.duration_seconds + excluded.duration_seconds,
         views = library_totals.views + excluded.views,
         exercises = library_totals.exercises + excluded.exercises;
INSERT INTO library_pages (owner_id, bucket, videos, extracted_videos)
       VALUES (NEW.owner_id, NEW.id / 1024, 1, 1 * (NEW.exercise_count > 0)::int)
       ON CONFLICT (owner_id, bucket) DO UPDATE SET
         videos = library_pages.videos + excluded.videos,
         extracted_videos = library_pages.extracted_videos + excluded.extracted_videos;
       RETURN NULL;
       END $fn$`,
  `CREATE TRIGGER library_video_inserted AFTER INSERT ON videos FOR EACH ROW EXECUTE FUNCTION library_video_inserted()`,
  `CREATE FUNCTION library_video_changed() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $fn$
       BEGIN
       INSERT INTO library_totals (owner_id, videos, extracted_videos, duration_seconds, views, exercises)
       VALUES (OLD.owner_id, -1, -1 * (OLD.exercise_count > 0)::int, -1 * OLD.duration_seconds, -1 * OLD.view_count, -1 * OLD.exercise_count)
       ON CONFLICT (owner_id) DO UPDATE SET
         videos = library_totals.videos + excluded.videos,
         extracted_videos = library_totals.extracted_videos + excluded.extracted_videos,
         duration_seconds = library_totals.duration_seconds + excluded.duration_seconds,
         views = library_totals.views + excluded.views,
         exercises = library_totals.exercises + excluded.exercises;
INSERT INTO library_pages (owner_id, bucket, videos, extracted_videos)
       VALUES (OLD.owner_id, OLD.id / 1024, -1, -1 * (OLD.exercise_count > 0)::int)
       ON CONFLICT (owner_id, bucket) DO UPDATE SET
         videos = library_pages.videos + excluded.videos,
         extracted_videos = library_pages.extracted_videos + excluded.extracted_videos;
INSERT INTO library_totals (owner_id, videos, extracted_videos, duration_seconds, views, exercises)
       VALUES (NEW.owner_id, 1, 1 * (NEW.exercise_count > 0)::int, 1 * NEW.duration_seconds, 1 * NEW.view_count, 1 * NEW.exercise_count)
       ON CONFLICT (owner_id) DO UPDATE SET
         videos = library_totals.videos + excluded.videos,
         extracted_videos = library_totals.extracted_videos + excluded.extracted_videos,
         duration_seconds = library_totals.duration_seconds + excluded.duration_seconds,
         views = library_totals.views + excluded.views,
         exercises = library_totals.exercises + excluded.exercises;
INSERT INTO library_pages (owner_id, bucket, videos, extracted_videos)
       VALUES (NEW.owner_id, NEW.id / 1024, 1, 1 * (NEW.exercise_count > 0)::int)
       ON CONFLICT (owner_id, bucket) DO UPDATE SET
         videos = library_pages.videos + excluded.videos,
         extracted_videos = library_pages.extracted_videos + excluded.extracted_videos;
       RETURN NULL;
       END $fn$`,
  `CREATE TRIGGER library_video_changed AFTER UPDATE OF exercise_count, duration_seconds, view_count ON videos FOR EACH ROW EXECUTE FUNCTION library_video_changed()`,
  `CREATE FUNCTION library_video_deleted() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $fn$
       BEGIN
       UPDATE library_tag_uses SET
       uses = uses - (SELECT COUNT(*) FROM (SELECT et.tag_id, et.position FROM exercise_tags et JOIN exercises e ON e.id = et.exercise_id WHERE e.video_id = OLD.id) l WHERE l.tag_id = library_tag_uses.tag_id),
       category_uses = category_uses - (SELECT COUNT(*) FROM (SELECT et.tag_id, et.position FROM exercise_tags et JOIN exercises e ON e.id = et.exercise_id WHERE e.video_id = OLD.id) l WHERE l.tag_id = library_tag_uses.tag_id AND l.position = 0)
     WHERE owner_id = OLD.owner_id AND tag_id IN (SELECT tag_id FROM (SELECT et.tag_id, et.position FROM exercise_tags et JOIN exercises e ON e.id = et.exercise_id WHERE e.video_id = OLD.id) l);
INSERT INTO library_totals (owner_id, videos, extracted_videos, duration_seconds, views, exercises)
       VALUES (OLD.owner_id, -1, -1 * (OLD.exercise_count > 0)::int, -1 * OLD.duration_seconds, -1 * OLD.view_count, -1 * OLD.exercise_count)
       ON CONFLICT (owner_id) DO UPDATE SET
         videos = library_totals.videos + excluded.videos,
         extracted_videos = library_totals.extracted_videos + excluded.extracted_videos,
         duration_seconds = library_totals.duration_seconds + excluded.duration_seconds,
         views = library_totals.views + excluded.views,
         exercises = library_totals.exercises + excluded.exercises;
INSERT INTO library_pages (owner_id, bucket, videos, extracted_videos)
       VALUES (OLD.owner_id, OLD.id / 1024, -1, -1 * (OLD.exercise_count > 0)::int)
       ON CONFLICT (owner_id, bucket) DO UPDATE SET
         videos = library_pages.videos + excluded.videos,
         extracted_videos = library_pages.extracted_videos + excluded.extracted_videos;
       RETURN OLD;
       END $fn$`,
  `CREATE TRIGGER library_video_deleted BEFORE DELETE ON videos FOR EACH ROW EXECUTE FUNCTION library_video_deleted()`,
  `CREATE FUNCTION library_exercise_inserted() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $fn$
       BEGIN
       UPDATE videos SET exercise_count = exercise_count + 1 WHERE id = NEW.video_id;
       RETURN NULL;
       END $fn$`,
  `CREATE TRIGGER library_exercise_inserted AFTER INSERT ON exercises FOR EACH ROW EXECUTE FUNCTION library_exercise_inserted()`,
  `CREATE FUNCTION library_exercise_deleted() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $fn$
       BEGIN
       IF EXISTS (SELECT 1 FROM videos WHERE id = OLD.video_id) THEN
UPDATE library_tag_uses SET
       uses = uses - (SELECT COUNT(*) FROM (SELECT et.tag_id, et.position FROM exercise_tags et JOIN exercises e ON e.id = et.exercise_id WHERE e.id = OLD.id) l WHERE l.tag_id = library_tag_uses.tag_id),
       category_uses = category_uses - (SELECT COUNT(*) FROM (SELECT et.tag_id, et.position FROM exercise_tags et JOIN exercises e ON e.id = et.exercise_id WHERE e.id = OLD.id) l WHERE l.tag_id = library_tag_uses.tag_id AND l.position = 0)
     WHERE owner_id = (SELECT v.owner_id FROM videos v WHERE v.id = OLD.video_id) AND tag_id IN (SELECT tag_id FROM (SELECT et.tag_id, et.position FROM exercise_tags et JOIN exercises e ON e.id = et.exercise_id WHERE e.id = OLD.id) l);
UPDATE videos SET exercise_count = exercise_count - 1 WHERE id = OLD.video_id;
END IF;
       RETURN OLD;
       END $fn$`,
  `CREATE TRIGGER library_exercise_deleted BEFORE DELETE ON exercises FOR EACH ROW EXECUTE FUNCTION library_exercise_deleted()`,
  `CREATE FUNCTION library_tag_linked() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $fn$
       BEGIN
       INSERT INTO library_tag_uses (owner_id, tag_id, uses, category_uses)
     SELECT v.owner_id, NEW.tag_id, 1, 1 * (NEW.position = 0)::int
     FROM exercises e JOIN videos v ON v.id = e.video_id WHERE e.id = NEW.exercise_id
     ON CONFLICT (owner_id, tag_id) DO UPDATE SET
       uses = library_tag_uses.uses + excluded.uses,
       category_uses = library_tag_uses.category_uses + excluded.category_uses;
       RETURN NULL;
       END $fn$`,
  `CREATE TRIGGER library_tag_linked AFTER INSERT ON exercise_tags FOR EACH ROW EXECUTE FUNCTION library_tag_linked()`,
  `CREATE FUNCTION library_tag_unlinked() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $fn$
       BEGIN
       IF EXISTS (SELECT 1 FROM exercises WHERE id = OLD.exercise_id) THEN
INSERT INTO library_tag_uses (owner_id, tag_id, uses, category_uses)
     SELECT v.owner_id, OLD.tag_id, -1, -1 * (OLD.position = 0)::int
     FROM exercises e JOIN videos v ON v.id = e.video_id WHERE e.id = OLD.exercise_id
     ON CONFLICT (owner_id, tag_id) DO UPDATE SET
       uses = library_tag_uses.uses + excluded.uses,
       category_uses = library_tag_uses.category_uses + excluded.category_uses;
END IF;
       RETURN OLD;
       END $fn$`,
  `CREATE TRIGGER library_tag_unlinked BEFORE DELETE ON exercise_tags FOR EACH ROW EXECUTE FUNCTION library_tag_unlinked()`,
];

const SQLITE_DROP_TRIGGERS = [
  `DROP TRIGGER IF EXISTS library_video_inserted`,
  `DROP TRIGGER IF EXISTS library_video_changed`,
  `DROP TRIGGER IF EXISTS library_video_deleted`,
  `DROP TRIGGER IF EXISTS library_exercise_inserted`,
  `DROP TRIGGER IF EXISTS library_exercise_deleted`,
  `DROP TRIGGER IF EXISTS library_tag_linked`,
  `DROP TRIGGER IF EXISTS library_tag_unlinked`,
];

const POSTGRES_DROP_TRIGGERS = [
  `DROP FUNCTION IF EXISTS library_video_inserted() CASCADE`,
  `DROP FUNCTION IF EXISTS library_video_changed() CASCADE`,
  `DROP FUNCTION IF EXISTS library_video_deleted() CASCADE`,
  `DROP FUNCTION IF EXISTS library_exercise_inserted() CASCADE`,
  `DROP FUNCTION IF EXISTS library_exercise_deleted() CASCADE`,
  `DROP FUNCTION IF EXISTS library_tag_linked() CASCADE`,
  `DROP FUNCTION IF EXISTS library_tag_unlinked() CASCADE`,
];

const DROP_TABLES = [
  `DROP TABLE library_tag_uses`,
  `DROP TABLE library_pages`,
  `DROP TABLE library_totals`,
  `DROP INDEX idx_videos_owner_not_extracted`,
  `DROP INDEX idx_videos_owner_extracted`,
  `DROP INDEX idx_videos_owner_id`,
  `CREATE INDEX idx_videos_owner_created ON videos (owner_id, created_at, id)`,
  `ALTER TABLE videos DROP COLUMN exercise_count`,
];

export class LibraryTotals1732500000000 implements MigrationInterface {
  name = 'LibraryTotals1732500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.options.type === 'postgres';
    for (const sql of [...CREATE_TABLES_AND_BACKFILL, ...(postgres ? POSTGRES_TRIGGERS : SQLITE_TRIGGERS)]) {
      await queryRunner.query(sql);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.options.type === 'postgres';
    for (const sql of [...(postgres ? POSTGRES_DROP_TRIGGERS : SQLITE_DROP_TRIGGERS), ...DROP_TABLES]) {
      await queryRunner.query(sql);
    }
  }
}
