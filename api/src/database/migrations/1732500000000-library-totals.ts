import type { MigrationInterface, QueryRunner } from 'typeorm';
import { BACKFILL, CREATE_TABLES, DROP, postgresTriggers, sqliteTriggers } from './library-totals/library-totals-sql';

/**
 * Running totals for the stats call and the video list (see library-totals-sql.ts): stats read two small rows
 * instead of aggregating the whole library, and page 5000 costs about what page 1 does.
 */
export class LibraryTotals1732500000000 implements MigrationInterface {
  name = 'LibraryTotals1732500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.options.type === 'postgres';
    for (const sql of [...CREATE_TABLES, ...BACKFILL, ...(postgres ? postgresTriggers() : sqliteTriggers())]) {
      await queryRunner.query(sql);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.options.type === 'postgres';
    for (const name of DROP.triggers) {
      await queryRunner.query(
        postgres ? `DROP FUNCTION IF EXISTS ${name}() CASCADE` : `DROP TRIGGER IF EXISTS ${name}`,
      );
    }
    for (const table of DROP.tables) await queryRunner.query(`DROP TABLE ${table}`);
    await queryRunner.query('DROP INDEX idx_videos_owner_not_extracted');
    await queryRunner.query('DROP INDEX idx_videos_owner_extracted');
    await queryRunner.query('DROP INDEX idx_videos_owner_id');
    await queryRunner.query('CREATE INDEX idx_videos_owner_created ON videos (owner_id, created_at, id)');
    await queryRunner.query('ALTER TABLE videos DROP COLUMN exercise_count');
  }
}
