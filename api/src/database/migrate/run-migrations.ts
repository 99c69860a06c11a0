import type { DataSource } from 'typeorm';

/**
 * Runs the pending migrations under a database lock, so two migrators started together (a Job retried while the
 * first attempt still runs, two compose stacks on one server) apply each migration once: the second waits for the
 * lock, then finds nothing pending. Returns the names of the migrations this call applied.
 *
 * PostgreSQL: a session advisory lock keyed by the schema, held on one dedicated connection while the migrations
 * run on others. SQLite: the embedded database belongs to one process, and its own file lock serialises writers.
 */
export async function runMigrationsLocked(dataSource: DataSource): Promise<string[]> {
  if (dataSource.options.type !== 'postgres') return names(await dataSource.runMigrations({ transaction: 'all' }));
  const lockHolder = dataSource.createQueryRunner();
  await lockHolder.connect();
  const key = migrationLockKey(dataSource);
  try {
    await lockHolder.query('SELECT pg_advisory_lock(hashtext($1))', [key]);
    try {
      return names(await dataSource.runMigrations({ transaction: 'all' }));
    } finally {
      await lockHolder.query('SELECT pg_advisory_unlock(hashtext($1))', [key]);
    }
  } finally {
    await lockHolder.release();
  }
}

/** True when migrations are pending: an API that does not migrate at start refuses to serve an older schema. */
export async function hasPendingMigrations(dataSource: DataSource): Promise<boolean> {
  return dataSource.showMigrations();
}

/** One lock per schema: the test suites migrate their own schemas in parallel without waiting for each other. */
function migrationLockKey(dataSource: DataSource): string {
  const schema = 'schema' in dataSource.options ? dataSource.options.schema : undefined;
  return `physio-migrations:${schema ?? 'public'}`;
}

function names(migrations: { name: string }[]): string[] {
  return migrations.map((migration) => migration.name);
}
