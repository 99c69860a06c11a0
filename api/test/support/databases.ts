import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';

export type DbKind = 'sqlite' | 'postgres';
/** Every integration suite runs once per database: `describe.each(DATABASES)`. */
export const DATABASES: [DbKind][] = [['sqlite'], ['postgres']];

export const DEFAULT_PG_TEST_URL = 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh database for one suite: a temporary SQLite file, or a new PostgreSQL schema `t_<random>`. */
export async function createTestDatabase(kind: DbKind): Promise<TestDatabase> {
  const suffix = randomBytes(6).toString('hex');
  if (kind === 'sqlite') {
    const file = join(tmpdir(), `physio-test-${suffix}.sqlite`);
    return {
      url: `sqlite:${file}`,
      drop: async () => ['', '-wal', '-shm'].forEach((ext) => rmSync(`${file}${ext}`, { force: true })),
    };
  }
  const baseUrl = process.env.DATABASE_URL_TEST || DEFAULT_PG_TEST_URL;
  const schema = `t_${suffix}`;
  await withClient(baseUrl, (client) => client.query(`CREATE SCHEMA "${schema}"`));
  const url = new URL(baseUrl);
  url.searchParams.set('schema', schema);
  return {
    url: url.toString(),
    drop: () =>
      withClient(baseUrl, (client) => client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`)).then(() => undefined),
  };
}

async function withClient<T>(url: string, work: (client: DataSource) => Promise<T>): Promise<T> {
  const client = new DataSource({ type: 'postgres', url, connectTimeoutMS: 5000 });
  try {
    await client.initialize();
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${url} (${(error as Error).message}). The API tests need it: start one with ` +
        '`docker run -d -p 5432:5432 -e POSTGRES_HOST_AUTH_METHOD=trust -e POSTGRES_DB=test postgres:16` ' +
        '(or `pg_ctlcluster 15 main start` on Debian), or point DATABASE_URL_TEST at another server.',
    );
  }
  try {
    return await work(client);
  } finally {
    await client.destroy();
  }
}
