import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { timestampType } from '../column-types';

const id = {
  name: 'id',
  type: 'integer',
  isPrimary: true,
  isGenerated: true,
  generationStrategy: 'increment',
} as const;

/** ISO `YYYY-MM-DD` text: the same in both databases, and it sorts and compares as the calendar does. */
const date = (name: string, isNullable = false) => ({ name, type: 'varchar', length: '10', isNullable });

/**
 * The care loop: invitations, professional–participant links, assignments (a copy of a program's items with their
 * dosage) and session logs, one per assignment and date. Table API for both databases.
 */
export class CareLoop1732600000000 implements MigrationInterface {
  name = 'CareLoop1732600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const ts = timestampType(queryRunner.connection.options.type);
    await queryRunner.createTable(
      new Table({
        name: 'invitations',
        columns: [
          id,
          { name: 'professional_id', type: 'integer' },
          { name: 'code', type: 'varchar', length: '10' },
          { name: 'email', type: 'varchar', length: '254', isNullable: true },
          { name: 'note', type: 'varchar', length: '500', isNullable: true },
          { name: 'created_at', type: ts },
          { name: 'expires_at', type: ts },
          { name: 'used_at', type: ts, isNullable: true },
          { name: 'used_by_id', type: 'integer', isNullable: true },
          { name: 'revoked_at', type: ts, isNullable: true },
        ],
        indices: [
          new TableIndex({ name: 'uq_invitations_code', columnNames: ['code'], isUnique: true }),
          new TableIndex({ name: 'idx_invitations_professional', columnNames: ['professional_id', 'expires_at'] }),
        ],
        foreignKeys: [fk('professional_id', 'users', 'CASCADE'), fk('used_by_id', 'users', 'SET NULL')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'care_links',
        columns: [
          id,
          { name: 'professional_id', type: 'integer' },
          { name: 'participant_id', type: 'integer' },
          { name: 'linked_at', type: ts },
        ],
        indices: [
          new TableIndex({
            name: 'uq_care_links_pair',
            columnNames: ['professional_id', 'participant_id'],
            isUnique: true,
          }),
          new TableIndex({ name: 'idx_care_links_participant', columnNames: ['participant_id'] }),
        ],
        foreignKeys: [fk('professional_id', 'users', 'CASCADE'), fk('participant_id', 'users', 'CASCADE')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'assignments',
        columns: [
          id,
          { name: 'professional_id', type: 'integer' },
          { name: 'participant_id', type: 'integer' },
          { name: 'program_id', type: 'integer', isNullable: true },
          { name: 'program_title', type: 'varchar', length: '200' },
          date('start_date'),
          date('end_date', true),
          { name: 'days_mask', type: 'integer' },
          { name: 'status', type: 'varchar', length: '10', default: "'active'" },
          date('ended_on', true),
          { name: 'created_at', type: ts },
          { name: 'updated_at', type: ts },
        ],
        indices: [
          new TableIndex({
            name: 'idx_assignments_professional_participant',
            columnNames: ['professional_id', 'participant_id'],
          }),
          new TableIndex({ name: 'idx_assignments_participant', columnNames: ['participant_id'] }),
          new TableIndex({ name: 'idx_assignments_program', columnNames: ['program_id'] }),
        ],
        foreignKeys: [
          fk('professional_id', 'users', 'CASCADE'),
          fk('participant_id', 'users', 'CASCADE'),
          fk('program_id', 'programs', 'SET NULL'),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'assignment_items',
        columns: [
          id,
          { name: 'assignment_id', type: 'integer' },
          { name: 'position', type: 'integer' },
          { name: 'program_item_id', type: 'integer', isNullable: true },
          { name: 'title', type: 'varchar', length: '200' },
          { name: 'video_platform_id', type: 'varchar', length: '64' },
          { name: 'start_time', type: 'integer' },
          { name: 'end_time', type: 'integer' },
          { name: 'sets', type: 'integer' },
          { name: 'reps', type: 'integer' },
          { name: 'hold_seconds', type: 'integer' },
          { name: 'rest_seconds', type: 'integer' },
          { name: 'notes', type: 'varchar', length: '1000', default: "''" },
        ],
        indices: [
          new TableIndex({ name: 'idx_assignment_items_assignment', columnNames: ['assignment_id', 'position'] }),
        ],
        foreignKeys: [fk('assignment_id', 'assignments', 'CASCADE')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'session_logs',
        columns: [
          id,
          { name: 'assignment_id', type: 'integer' },
          { name: 'participant_id', type: 'integer' },
          date('date'),
          { name: 'completed_item_ids', type: 'varchar', length: '2000' },
          { name: 'completed_count', type: 'integer' },
          { name: 'total_count', type: 'integer' },
          { name: 'pain', type: 'integer' },
          { name: 'difficulty', type: 'integer' },
          { name: 'notes', type: 'varchar', length: '2000', default: "''" },
          { name: 'revision', type: 'integer', default: 1 },
          { name: 'created_at', type: ts },
          { name: 'updated_at', type: ts },
        ],
        indices: [
          // The key of the upsert: one log per assignment and date, however many posts race.
          new TableIndex({
            name: 'uq_session_logs_assignment_date',
            columnNames: ['assignment_id', 'date'],
            isUnique: true,
          }),
          new TableIndex({ name: 'idx_session_logs_participant_date', columnNames: ['participant_id', 'date'] }),
        ],
        foreignKeys: [fk('assignment_id', 'assignments', 'CASCADE'), fk('participant_id', 'users', 'CASCADE')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['session_logs', 'assignment_items', 'assignments', 'care_links', 'invitations'])
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
