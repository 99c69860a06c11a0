// Every image built (from the apps built once on this machine, on a Debian base image with Node 22) and the
// compose stack run from them: the migration step, the API, the shell and the three remotes, each container as
// docker-compose.yml describes it. PostgreSQL and Redis are the machine's (a fresh schema and key prefix).
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { jest } from '@jest/globals';
import pg from 'pg';
import { ensureBaseImage } from './base-image.mjs';
import { composeService, runArgs } from './compose-services.mjs';
import { buildImage, IMAGES } from './build-images.mjs';
import { podman, podmanOk } from './podman.mjs';
import { prebuiltContext } from './prebuilt-context.mjs';
import { waitUntil } from '../lib/run.mjs';

// A cold run (the Debian base image, then every image) took ~12 minutes on a busy 2-core machine; see README.md.
jest.setTimeout(30 * 60_000);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const COMPOSE = path.join(root, 'docker-compose.yml');
const TAG = 'test';
// This stack's ports: API 6100, shell 6200, remotes 6201–6203.
const API = 'http://127.0.0.1:6100';
const SHELL = 'http://127.0.0.1:6200';
const REMOTE_PORTS = { 'mfe-public': 6201, 'mfe-professional': 6202, 'mfe-participant': 6203 };
const BASE_DATABASE = process.env.DATABASE_URL_TEST ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS = process.env.REDIS_URL_TEST ?? 'redis://127.0.0.1:6379';

const suffix = randomBytes(4).toString('hex');
const schema = `img_${suffix}`;
const containers = [];
const containerName = (service) => `physio-img-${service}-${suffix}`;

async function withDatabase(work) {
  const client = new pg.Client({ connectionString: BASE_DATABASE });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function databaseUrl() {
  const url = new URL(BASE_DATABASE);
  url.searchParams.set('schema', schema);
  return url.toString();
}

/** A compose service started by hand from its definition; `environment` overrides what the test changes. */
function start(service, environment) {
  const definition = composeService(COMPOSE, service, { TAG });
  const name = containerName(service);
  podmanOk(runArgs(name, definition, environment));
  containers.push(name);
  return name;
}

const logsOf = (name) => podman(['logs', name]).stdout + podman(['logs', name]).stderr;

async function answers(url, name) {
  await waitUntil(
    async () => {
      if (podman(['container', 'inspect', '--format', '{{.State.Running}}', name]).stdout.trim() !== 'true')
        throw new Error(`${name} stopped:\n${logsOf(name)}`);
      return fetch(url).then(
        (response) => response.ok,
        () => false,
      );
    },
    { timeoutMs: 120_000, intervalMs: 500, failure: () => new Error(`${url} did not answer:\n${logsOf(name)}`) },
  );
}

let context;

/** Runs a phase of the set-up, logging how long it took (the README records these durations). */
async function timed(timings, label, work) {
  const started = process.hrtime.bigint();
  const result = await work();
  timings.push(`${label}: ${(Number(process.hrtime.bigint() - started) / 1e9).toFixed(0)} s`);
  return result;
}

beforeAll(async () => {
  const timings = [];
  const baseImage = await timed(timings, 'base image', () => ensureBaseImage());
  context = await timed(timings, 'prebuilt context', () => prebuiltContext(root));
  for (const image of IMAGES) {
    const size = await timed(timings, `${image.name} image`, () => buildImage(image, { context, baseImage, tag: TAG }));
    timings[timings.length - 1] += ` (${(size / 1e6).toFixed(0)} MB)`;
  }
  console.log(`Images (prebuilt context, base ${baseImage}):\n  ${timings.join('\n  ')}`);
  await withDatabase((client) => client.query(`CREATE SCHEMA "${schema}"`));
});

afterAll(async () => {
  for (const name of containers) podman(['rm', '--force', '--time', '2', name]);
  await withDatabase((client) => client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`)).catch(() => undefined);
  if (context) rmSync(context, { recursive: true, force: true });
});

describe('the compose stack from the images', () => {
  // The API in development mode (demo seed off): production needs a mail server and an https site, which this
  // test has no use for; the production rule that replicas do not migrate is covered by the API's own tests.
  const apiEnvironment = () => ({
    NODE_ENV: 'development',
    DEMO_SEED: 'false',
    PORT: '6100',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl(),
    REDIS_URL: REDIS,
    REDIS_KEY_PREFIX: `physio-img-${suffix}:`,
    PUBLIC_SITE_URL: 'http://localhost:6200',
    CORS_ORIGINS: '',
  });

  it('runs the migration step as a one-shot container that applies every migration', () => {
    const definition = composeService(COMPOSE, 'migrate', { TAG });
    const name = containerName('migrate');
    const args = runArgs(name, definition, { DATABASE_URL: databaseUrl() }).filter((arg) => arg !== '--detach');
    const result = podman(['run', '--rm', ...args.slice(1)]);
    // Status and error output together: a failing migration shows why.
    expect({ status: result.status, stderr: result.stderr }).toEqual({ status: 0, stderr: '' });
    expect(result.stdout).toMatch(/^Applied \d+ migration\(s\): InitialSchema/);
  });

  it('starts the API, which answers and is ready', async () => {
    const name = start('api-1', apiEnvironment());
    await answers(`${API}/api/health/ready`, name);
    const ready = await fetch(`${API}/api/health/ready`);
    expect(ready.status).toBe(200);
  });

  it("serves a remote's manifest with its build stamp", async () => {
    for (const [remote, port] of Object.entries(REMOTE_PORTS)) {
      const name = start(remote, {
        PORT: String(port),
        HOST: '127.0.0.1',
        ALLOWED_ORIGINS: 'http://localhost:6200',
        API_URL: API,
      });
      await answers(`http://127.0.0.1:${port}/healthz`, name);
    }
    const manifest = await (await fetch('http://127.0.0.1:6201/mf-manifest.json')).json();
    // The stamp of the build this image packaged, as the build on this machine wrote it.
    const built = JSON.parse(readFileSync(path.join(root, 'mfe-public/dist/mf-manifest.json'), 'utf8'));
    expect(manifest.metaData.buildInfo).toEqual(built.metaData.buildInfo);
    expect(manifest.metaData.buildInfo).toMatchObject({
      buildName: 'mfe-public',
      gitSha: expect.stringMatching(/^[0-9a-f]{12}$/),
    });
  });

  it('serves a composed public page from the shell', async () => {
    const remoteUrl = (port) => `http://localhost:${port}/mf-manifest.json`;
    const name = start('shell', {
      PORT: '6200',
      HOST: '127.0.0.1',
      API_URL: API,
      REMOTE_PUBLIC_URL: remoteUrl(6201),
      REMOTE_PROFESSIONAL_URL: remoteUrl(6202),
      REMOTE_PARTICIPANT_URL: remoteUrl(6203),
    });
    await answers(`${SHELL}/healthz`, name);
    const page = await (await fetch(`${SHELL}/`)).text();
    // The shell's frame around mfe-public's prerendered home page, whose assets load from the remote.
    expect(page).toContain('Your Path to Recovery Starts Here');
    expect(page).toContain('http://localhost:6201/');
    // A library page, which mfe-public's image renders on request with the API's answers (the library is empty
    // here: its page says so, and carries that answer for the browser).
    // The first asks may go out as the build prerendered them while the container warms up.
    let library = '';
    for (let tries = 0; tries < 40 && !library.includes('physio-server-state'); tries++) {
      if (tries) await new Promise((resolve) => setTimeout(resolve, 250));
      library = await (await fetch(`${SHELL}/exercises`)).text();
    }
    expect(library).toContain('<h1>Exercise Library</h1>');
    expect(library).toContain('<script type="application/json" id="physio-server-state">');
  });

  it("signs up and signs in through the shell's /api", async () => {
    const csrf = 'images-test-csrf-token-0123456789abcdef';
    const headers = { 'content-type': 'application/json', cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf };
    const credentials = { username: `img.${suffix}`, password: 'correct-horse-1' };
    const signup = await fetch(`${SHELL}/api/users/signup/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ...credentials, email: `img.${suffix}@example.com`, is_professional: true }),
    });
    expect(signup.status).toBe(201);
    const signin = await fetch(`${SHELL}/api/users/signin/`, {
      method: 'POST',
      headers,
      body: JSON.stringify(credentials),
    });
    expect(signin.status).toBe(200);
    const { token } = await signin.json();
    const me = await fetch(`${SHELL}/api/users/me/`, { headers: { authorization: `Token ${token}` } });
    expect((await me.json()).username).toBe(credentials.username);
  });

  it('runs every container as a non-root user on a read-only root filesystem', () => {
    expect(containers).toHaveLength(5);
    for (const name of containers) {
      expect(podmanOk(['container', 'inspect', '--format', '{{.HostConfig.ReadonlyRootfs}}', name])).toBe('true');
      expect(podmanOk(['exec', name, 'id', '-u'])).toBe('1000');
      const write = podman(['exec', name, 'sh', '-c', 'touch /srv/probe || touch /app/probe']);
      expect(write.status).not.toBe(0);
      expect(write.stderr).toMatch(/Read-only file system/);
    }
  });
});
