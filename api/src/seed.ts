import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { validateEnv } from './config/env.validation';
import { dataSourceOptions } from './database/data-source-options';
import { runMigrationsLocked } from './database/migrate';
import { seedDemoData } from './database/seed/demo-seed';

/**
 * For start scripts: migrates the database of DATABASE_URL and seeds the demo accounts and videos (refuses in
 * production). Returns the demo sign-in lines. `node dist/seed.js` runs it.
 */
export async function runDemoSeed(env: Record<string, string | undefined> = process.env): Promise<string[]> {
  const config = validateEnv(env);
  if (config.NODE_ENV === 'production') throw new Error('The demo seed never runs with NODE_ENV=production.');
  const dataSource = await new DataSource(dataSourceOptions(config.DATABASE_URL)).initialize();
  try {
    await runMigrationsLocked(dataSource);
    return await seedDemoData(dataSource);
  } finally {
    await dataSource.destroy();
  }
}

export { seedDemoData } from './database/seed/demo-seed';

if (require.main === module) {
  runDemoSeed()
    .then((lines) => lines.forEach((line) => console.log(line)))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
