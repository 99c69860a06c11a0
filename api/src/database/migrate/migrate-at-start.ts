import type { DataSource } from 'typeorm';
import { hasPendingMigrations, runMigrationsLocked } from './run-migrations';

/**
 * Whether the API migrates its database as it starts. The embedded SQLite database has a single process, so it
 * migrates itself; so do development and test servers. In production on PostgreSQL the replicas never migrate: a
 * separate step does (`npm run migrate -w api`, the image's `migrate` command, compose's one-shot `migrate`
 * service, the Kubernetes Job), once per release, before the new replicas start.
 */
export function migratesAtStart(env: { NODE_ENV: string; DATABASE_URL: string }): boolean {
  return env.DATABASE_URL.startsWith('sqlite:') || env.NODE_ENV !== 'production';
}

/** At start: migrate (when this process should), or refuse a schema that the migration step has not brought up. */
export async function prepareSchemaAtStart(dataSource: DataSource, migrate: boolean): Promise<void> {
  if (migrate) {
    await runMigrationsLocked(dataSource);
    return;
  }
  if (await hasPendingMigrations(dataSource))
    throw new Error(
      'The database has pending migrations. Run the migration step first (`npm run migrate -w api`, or the ' +
        "image's `migrate` command), then start the API.",
    );
}
