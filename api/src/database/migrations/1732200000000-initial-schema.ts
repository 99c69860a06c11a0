import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { timestampType } from '../column-types';

const id = {
  name: 'id',
  type: 'integer',
  isPrimary: true,
  isGenerated: true,
  generationStrategy: 'increment',
} as const;

/** The whole schema, written with the Table API so the same migration serves SQLite and PostgreSQL. */
export class InitialSchema1732200000000 implements MigrationInterface {
  name = 'InitialSchema1732200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const ts = timestampType(queryRunner.connection.options.type);
    await queryRunner.createTable(
      new Table({
        name: 'users',
        columns: [
          id,
          { name: 'username', type: 'varchar', length: '150' },
          { name: 'username_normalized', type: 'varchar', length: '150', isUnique: true },
          { name: 'email', type: 'varchar', length: '254', isUnique: true },
          { name: 'password_hash', type: 'varchar', length: '255' },
          { name: 'is_professional', type: 'boolean', default: false },
          { name: 'created_at', type: ts },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'auth_tokens',
        columns: [
          id,
          { name: 'user_id', type: 'integer' },
          { name: 'token_hash', type: 'varchar', length: '64', isUnique: true },
          { name: 'created_at', type: ts },
          { name: 'expires_at', type: ts },
          { name: 'last_used_at', type: ts, isNullable: true },
        ],
        indices: [new TableIndex({ name: 'idx_auth_tokens_user', columnNames: ['user_id'] })],
        foreignKeys: [cascade('user_id', 'users')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'videos',
        columns: [
          id,
          { name: 'owner_id', type: 'integer' },
          { name: 'platform', type: 'varchar', length: '20', default: "'youtube'" },
          { name: 'video_id', type: 'varchar', length: '64' },
          { name: 'url', type: 'varchar', length: '2048' },
          { name: 'title', type: 'varchar', length: '500' },
          { name: 'duration_seconds', type: 'integer', default: 0 },
          { name: 'view_count', type: 'bigint', default: 0 },
          { name: 'published_at', type: ts, isNullable: true },
          { name: 'thumbnail_url', type: 'varchar', length: '2048', isNullable: true },
          { name: 'created_at', type: ts },
        ],
        indices: [
          new TableIndex({
            name: 'uq_videos_owner_platform_video',
            columnNames: ['owner_id', 'platform', 'video_id'],
            isUnique: true,
          }),
          // The library order (created_at desc, id desc) within one owner: both databases scan this index backwards.
          new TableIndex({ name: 'idx_videos_owner_created', columnNames: ['owner_id', 'created_at', 'id'] }),
        ],
        foreignKeys: [cascade('owner_id', 'users')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'exercises',
        columns: [
          id,
          { name: 'video_id', type: 'integer' },
          { name: 'title', type: 'varchar', length: '200' },
          { name: 'start_time', type: 'integer' },
          { name: 'end_time', type: 'integer' },
          { name: 'created_at', type: ts },
        ],
        indices: [new TableIndex({ name: 'idx_exercises_video_start', columnNames: ['video_id', 'start_time'] })],
        foreignKeys: [cascade('video_id', 'videos')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'tags',
        columns: [
          id,
          { name: 'name', type: 'varchar', length: '50' },
          { name: 'name_normalized', type: 'varchar', length: '50', isUnique: true },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'exercise_tags',
        columns: [
          { name: 'exercise_id', type: 'integer', isPrimary: true },
          { name: 'tag_id', type: 'integer', isPrimary: true },
          { name: 'position', type: 'integer', default: 0 },
        ],
        indices: [new TableIndex({ name: 'idx_exercise_tags_tag', columnNames: ['tag_id'] })],
        foreignKeys: [cascade('exercise_id', 'exercises'), cascade('tag_id', 'tags')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['exercise_tags', 'tags', 'exercises', 'videos', 'auth_tokens', 'users']) {
      await queryRunner.dropTable(table);
    }
  }
}

function cascade(column: string, table: string): TableForeignKey {
  return new TableForeignKey({
    columnNames: [column],
    referencedTableName: table,
    referencedColumnNames: ['id'],
    onDelete: 'CASCADE',
  });
}
