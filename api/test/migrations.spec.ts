import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source-options';
import { MIGRATIONS } from '../src/database/migrations';
import { migratesAtStart, prepareSchemaAtStart } from '../src/database/migrate';
import { API_DIR, assertApiBuilt } from './support/api-process';
import { createTestDatabase, type TestDatabase } from './support/databases';

const MIGRATE = join(API_DIR, 'dist', 'migrate.js');

interface Exit {
  code: number | null;
  output: string;
}

/** `npm run migrate -w api` without npm: the built migrate.js as its own process. */
function runMigrator(databaseUrl: string): Promise<Exit> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [MIGRATE], {
      cwd: API_DIR,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

async function withDataSource<T>(url: string, work: (dataSource: DataSource) => Promise<T>): Promise<T> {
  const dataSource = await new DataSource(dataSourceOptions(url)).initialize();
  try {
    return await work(dataSource);
  } finally {
    await dataSource.destroy();
  }
}

describe('migrations as a step', () => {
  beforeAll(() => assertApiBuilt());

  describe('on PostgreSQL', () => {
    let database: TestDatabase;
    beforeEach(async () => (database = await createTestDatabase('postgres')));
    afterEach(() => database.drop());

    it('two migrators started at once apply each migration once and leave one schema', async () => {
      const [first, second] = await Promise.all([runMigrator(database.url), runMigrator(database.url)]);
      expect([first.code, second.code]).toEqual([0, 0]);
      const reports = [first.output, second.output].map((output) => output.trim());
      // One of them applied everything; the other waited for the lock and found nothing pending.
      expect(reports.filter((line) => line.startsWith(`Applied ${MIGRATIONS.length} migration(s)`))).toHaveLength(1);
      expect(reports.filter((line) => line === 'Schema is up to date.')).toHaveLength(1);

      await withDataSource(database.url, async (dataSource) => {
        const rows: { name: string }[] = await dataSource.query('SELECT name FROM migrations ORDER BY id');
        expect(rows.map((row) => row.name)).toEqual(MIGRATIONS.map((migration) => migration.name));
        await expect(dataSource.showMigrations()).resolves.toBe(false);
        const users: { count: string }[] = await dataSource.query('SELECT count(*) AS count FROM users');
        expect(Number(users[0].count)).toBe(0);
      });
    });

    it('an API that does not migrate at start refuses a schema with pending migrations, and starts once migrated', async () => {
      await withDataSource(database.url, async (dataSource) => {
        await expect(prepareSchemaAtStart(dataSource, false)).rejects.toThrow(/pending migrations.*npm run migrate/s);
      });
      expect((await runMigrator(database.url)).code).toBe(0);
      await withDataSource(database.url, (dataSource) => prepareSchemaAtStart(dataSource, false));
    });
  });

  it('the migrate command also migrates the embedded SQLite database', async () => {
    const database = await createTestDatabase('sqlite');
    try {
      const result = await runMigrator(database.url);
      expect(result.code).toBe(0);
      expect(result.output).toContain(`Applied ${MIGRATIONS.length} migration(s)`);
      expect((await runMigrator(database.url)).output.trim()).toBe('Schema is up to date.');
    } finally {
      await database.drop();
    }
  });

  it('production replicas on PostgreSQL leave migrating to the step; SQLite and non-production servers migrate at start', () => {
    const postgres = 'postgres://physio@db:5432/physio';
    expect(migratesAtStart({ NODE_ENV: 'production', DATABASE_URL: postgres })).toBe(false);
    expect(migratesAtStart({ NODE_ENV: 'production', DATABASE_URL: 'sqlite:data/physio.sqlite' })).toBe(true);
    expect(migratesAtStart({ NODE_ENV: 'development', DATABASE_URL: postgres })).toBe(true);
    expect(migratesAtStart({ NODE_ENV: 'test', DATABASE_URL: postgres })).toBe(true);
  });
});
