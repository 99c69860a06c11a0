import type { MigrationInterface, QueryRunner } from 'typeorm';

/*
 * A saved exercise keeps the dosage the video states (sets, repetitions, hold in seconds, side), so that assigning it
 * in the care loop starts from what the video prescribes. All four are optional: most exercises state none. The
 * same ALTER TABLE runs on SQLite and PostgreSQL (SQLite accepts a CHECK on an added column).
 */
export class ExerciseDosage1732800000000 implements MigrationInterface {
  name = 'ExerciseDosage1732800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE exercises ADD COLUMN sets integer`);
    await queryRunner.query(`ALTER TABLE exercises ADD COLUMN reps integer`);
    await queryRunner.query(`ALTER TABLE exercises ADD COLUMN hold_seconds integer`);
    await queryRunner.query(
      `ALTER TABLE exercises ADD COLUMN side varchar(5) CHECK (side IN ('each', 'left', 'right', 'both'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of ['side', 'hold_seconds', 'reps', 'sets'])
      await queryRunner.query(`ALTER TABLE exercises DROP COLUMN ${column}`);
  }
}
