import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { timestampType } from '../column-types';

const id = {
  name: 'id',
  type: 'integer',
  isPrimary: true,
  isGenerated: true,
  generationStrategy: 'increment',
} as const;

/** Contact-page messages and one-time password-reset tokens; Table API for both databases. */
export class ContactAndPasswordResets1732400000000 implements MigrationInterface {
  name = 'ContactAndPasswordResets1732400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const ts = timestampType(queryRunner.connection.options.type);
    await queryRunner.createTable(
      new Table({
        name: 'contact_messages',
        columns: [
          id,
          { name: 'name', type: 'varchar', length: '100' },
          { name: 'email', type: 'varchar', length: '254' },
          { name: 'message', type: 'varchar', length: '5000' },
          { name: 'created_at', type: ts },
        ],
        indices: [new TableIndex({ name: 'idx_contact_messages_created', columnNames: ['created_at'] })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'password_resets',
        columns: [
          id,
          { name: 'user_id', type: 'integer' },
          { name: 'token_hash', type: 'varchar', length: '64' },
          { name: 'created_at', type: ts },
          { name: 'expires_at', type: ts },
          { name: 'used_at', type: ts, isNullable: true },
        ],
        indices: [
          new TableIndex({ name: 'uq_password_resets_token', columnNames: ['token_hash'], isUnique: true }),
          new TableIndex({ name: 'idx_password_resets_user', columnNames: ['user_id'] }),
        ],
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('password_resets');
    await queryRunner.dropTable('contact_messages');
  }
}
