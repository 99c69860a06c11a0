// Starts the BUILT API (api/dist/main.js, what production runs) on a database URL and signs up the one
// professional whose library is benchmarked, through the API's own CSRF + signup flow.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib/result-file.mjs';
import { freePort, start } from '../lib/processes.mjs';
import { runSync, waitForUrl } from '../../tools/lib/run.mjs';

/**
 * What production refuses to start without (api/src/config). No measured route sends mail or calls YouTube, and a
 * key prefix per run keeps the sign-up limit of earlier runs out of the way.
 */
const PRODUCTION_ENV = () => ({
  REDIS_URL: process.env.REDIS_URL_TEST || 'redis://127.0.0.1:6379',
  REDIS_KEY_PREFIX: `physio-bench:${Date.now().toString(36)}:`,
  PUBLIC_SITE_URL: 'https://bench.example',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  YOUTUBE_API_KEY: 'bench-key-never-used',
});

/** BENCH_API_PROFILE=<dir>: every API a bench starts writes a CPU profile there (bench/lib/cpu-profile.cjs). */
const PROFILE = process.env.BENCH_API_PROFILE;
const PROFILE_PRELOAD = path.join(ROOT, 'bench/lib/cpu-profile.cjs');

/**
 * `main`: another build of the API to start instead (care/per-request.mjs compares two builds). `fixedPort`: the port
 * to listen on (a suite given its own ports on a shared machine); otherwise any free one.
 */
export async function startApi(
  databaseUrl,
  extraEnv = {},
  main = path.join(ROOT, 'api/dist/main.js'),
  fixedPort = undefined,
) {
  // Production refuses SQLite, so the SQLite suites run as development, which changes nothing on the routes they
  // measure (the demo seed is off either way).
  const production = !databaseUrl.startsWith('sqlite:') && (extraEnv.NODE_ENV ?? 'production') === 'production';
  if (!existsSync(main)) throw new Error(`${main} is missing: run \`npx nx run api:build\` (or npm run build) first.`);
  const port = fixedPort ?? (await freePort());
  // NODE_OPTIONS as api/Dockerfile sets it: the benches measure what production runs.
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    NODE_ENV: production ? 'production' : 'development',
    DEMO_SEED: 'false',
    NODE_OPTIONS: `--max-semi-space-size=64${PROFILE ? ` --require ${PROFILE_PRELOAD}` : ''}`,
    ...(production ? PRODUCTION_ENV() : {}),
    ...extraEnv,
  };
  // Production replicas do not migrate at start: the release's migration step runs first, as it does in a deploy.
  if (production && runSync(process.execPath, [path.join(path.dirname(main), 'migrate.js')], { env }) !== 0)
    throw new Error(`The migration step failed on ${databaseUrl}: see above.`);
  const child = start('api', [main], { cwd: path.join(ROOT, 'api'), env });
  const base = `http://127.0.0.1:${port}`;
  await waitForUrl(`${base}/api/health/ready`, { child, timeoutMs: 90_000 });
  return { child, base, port };
}

export const signUpProfessional = (base, username = `bench_pro_${Date.now().toString(36)}`) =>
  signUpUser(base, username, true);

/** Signs up through the API's own CSRF + signup flow; answers the token and the user's id. */
export async function signUpUser(base, username, isProfessional) {
  const csrfResponse = await fetch(`${base}/api/users/csrf/`);
  const { csrftoken } = await csrfResponse.json();
  const response = await fetch(`${base}/api/users/signup/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrftoken': csrftoken, cookie: `csrftoken=${csrftoken}` },
    body: JSON.stringify({
      username,
      email: `${username}@bench.example.com`,
      password: 'Bench-password-2025!',
      is_professional: isProfessional,
    }),
  });
  const body = await response.json();
  if (!response.ok || !body.token) throw new Error(`signup failed (${response.status}): ${JSON.stringify(body)}`);
  const me = await (await fetch(`${base}/api/users/me/`, { headers: { authorization: `Token ${body.token}` } })).json();
  return { token: body.token, userId: me.id ?? body.user?.id, username };
}
