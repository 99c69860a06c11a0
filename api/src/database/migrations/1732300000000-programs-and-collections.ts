import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { timestampType } from '../column-types';

const id = {
  name: 'id',
  type: 'integer',
  isPrimary: true,
  isGenerated: true,
  generationStrategy: 'increment',
} as const;

/** Programs (ordered items pointing at exercises or video segments) and video collections; Table API for both databases. */
export class ProgramsAndCollections1732300000000 implements MigrationInterface {
  name = 'ProgramsAndCollections1732300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const ts = timestampType(queryRunner.connection.options.type);
    await queryRunner.createTable(
      new Table({
        name: 'programs',
        columns: [
          id,
          { name: 'owner_id', type: 'integer' },
          { name: 'title', type: 'varchar', length: '200' },
          { name: 'description', type: 'varchar', length: '5000' },
          { name: 'difficulty', type: 'varchar', length: '20', default: "'beginner'" },
          { name: 'status', type: 'varchar', length: '20', default: "'draft'" },
          { name: 'created_at', type: ts },
          { name: 'updated_at', type: ts },
        ],
        indices: [new TableIndex({ name: 'idx_programs_owner_updated', columnNames: ['owner_id', 'updated_at'] })],
        foreignKeys: [fk('owner_id', 'users', 'CASCADE')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'program_items',
        columns: [
          id,
          { name: 'program_id', type: 'integer' },
          { name: 'position', type: 'integer' },
          { name: 'exercise_id', type: 'integer', isNullable: true },
          { name: 'video_id', type: 'integer' },
          { name: 'start_time', type: 'integer' },
          { name: 'end_time', type: 'integer' },
          { name: 'title', type: 'varchar', length: '200' },
        ],
        indices: [
          new TableIndex({ name: 'idx_program_items_program', columnNames: ['program_id', 'position'] }),
          new TableIndex({ name: 'idx_program_items_exercise', columnNames: ['exercise_id'] }),
          new TableIndex({ name: 'idx_program_items_video', columnNames: ['video_id'] }),
        ],
        // A deleted exercise leaves its segment in the program (set null); a deleted video takes its segments away.
        foreignKeys: [
          fk('program_id', 'programs', 'CASCADE'),
          fk('exercise_id', 'exercises', 'SET NULL'),
          fk('video_id', 'videos', 'CASCADE'),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'collections',
        columns: [
          id,
          { name: 'owner_id', type: 'integer' },
          { name: 'name', type: 'varchar', length: '100' },
          { name: 'name_normalized', type: 'varchar', length: '100' },
          { name: 'created_at', type: ts },
          { name: 'updated_at', type: ts },
        ],
        indices: [
          new TableIndex({
            name: 'uq_collections_owner_name',
            columnNames: ['owner_id', 'name_normalized'],
            isUnique: true,
          }),
        ],
        foreignKeys: [fk('owner_id', 'users', 'CASCADE')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'collection_videos',
        columns: [
          { name: 'collection_id', type: 'integer', isPrimary: true },
          { name: 'video_id', type: 'integer', isPrimary: true },
          { name: 'position', type: 'integer', default: 0 },
        ],
        indices: [new TableIndex({ name: 'idx_collection_videos_video', columnNames: ['video_id'] })],
        foreignKeys: [fk('collection_id', 'collections', 'CASCADE'), fk('video_id', 'videos', 'CASCADE')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['collection_videos', 'collections', 'program_items', 'programs'])
      await queryRunner.dropTable(table);
  }
}

function fk(column: string, table: string, onDelete: 'CASCADE' | 'SET NULL'): TableForeignKey {
  return new TableForeignKey({
    columnNames: [column],
    referencedTableName: table,
    referencedColumnNames: ['id'],
    onDelete,
  });
}
