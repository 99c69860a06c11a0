// A throw-away PostgreSQL schema holding the benchmarked library: the built API migrates it and signs up the
// professional, then 100,000 videos go straight into the tables. Shared by the api and load suites.
import { stop } from '../lib/processes.mjs';
import { signUpProfessional, startApi } from './api-server.mjs';
import { connect, seedPostgres } from './seed-postgres.mjs';

/**
 * Runs `measure({ api, pro, client, seed, databaseUrl })` on the seeded schema, then stops the API and drops the
 * schema. `apiEnv` is added to the API's environment (BENCH_API_PROFILE=<dir> profiles it).
 */
export async function withPostgresLibrary(url, measure, apiEnv = {}) {
  const admin = await connect(url);
  const schema = `bench_${Math.random().toString(36).slice(2, 10)}`;
  let api;
  let client;
  try {
    await admin.query(`CREATE SCHEMA ${schema}`);
    const databaseUrl = `${url}?schema=${schema}`;
    api = await startApi(databaseUrl, apiEnv);
    const pro = await signUpProfessional(api.base);
    client = await connect(url, schema);
    const seed = await seedPostgres(client, pro.userId);
    console.log(`  postgres: seeded ${seed.videos} videos, ${seed.exercises} exercises in ${seed.seconds} s`);
    return await measure({ api, pro, client, seed, databaseUrl });
  } finally {
    await stop([api?.child]);
    await client?.end();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => {});
    await admin.end();
  }
}
