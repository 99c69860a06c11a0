// Starts the BUILT API (api/dist/main.js, what production runs) on a database URL and signs up the one
// professional whose library is benchmarked, through the API's own CSRF + signup flow.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib/result-file.mjs';
import { freePort, start } from '../lib/processes.mjs';
import { waitForUrl } from '../../tools/lib/run.mjs';

/** `main`: another build of the API to start instead (care/per-request.mjs compares two builds). */
export async function startApi(databaseUrl, extraEnv = {}, main = path.join(ROOT, 'api/dist/main.js')) {
  if (!existsSync(main)) throw new Error(`${main} is missing: run \`npx nx run api:build\` (or npm run build) first.`);
  const port = await freePort();
  const child = start('api', [main], {
    cwd: path.join(ROOT, 'api'),
    // NODE_OPTIONS as api/Dockerfile sets it: the benches measure what production runs.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'production',
      DEMO_SEED: 'false',
      NODE_OPTIONS: '--max-semi-space-size=64',
      ...extraEnv,
    },
  });
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
