import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { validateEnv } from './config/env.validation';
import { dataSourceOptions } from './database/data-source-options';
import { runMigrationsLocked } from './database/migrate';

/**
 * The migration step of a release: applies the pending migrations to the database of DATABASE_URL under a lock and
 * exits. `npm run migrate -w api`, the API image's `migrate` command, compose's `migrate` service and the Kubernetes
 * Job all run this file. Only DATABASE_URL is read: the step needs no mail, Redis or site settings.
 */
export async function migrate(env: Record<string, string | undefined> = process.env): Promise<string[]> {
  const { DATABASE_URL } = validateEnv({ DATABASE_URL: env.DATABASE_URL });
  const dataSource = await new DataSource(dataSourceOptions(DATABASE_URL)).initialize();
  try {
    return await runMigrationsLocked(dataSource);
  } finally {
    await dataSource.destroy();
  }
}

if (require.main === module) {
  migrate()
    .then((applied) =>
      console.log(
        applied.length ? `Applied ${applied.length} migration(s): ${applied.join(', ')}` : 'Schema is up to date.',
      ),
    )
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
