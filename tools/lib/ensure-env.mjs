// What `npm test` needs beyond node_modules: system Chromium for the browser tests, and a running
// PostgreSQL and Redis for the API suites (Redis holds the rate limits that API replicas share). On a Debian machine where we are root with apt, install or start
// what is missing; anywhere else, stop with a message naming what to install.
import { existsSync, readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import net from 'node:net';
import { waitUntil } from './run.mjs';
import pg from 'pg';

const isRoot = process.getuid?.() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
let aptUpdated = false;

function sh(command, args) {
  return spawnSync(command, args, { stdio: 'inherit' }).status === 0;
}

function aptInstall(...packages) {
  if (!aptUpdated) aptUpdated = sh('apt-get', ['update', '-qq']);
  return sh('apt-get', ['install', '-y', '-qq', ...packages]);
}

export function chromePath() {
  return process.env.CHROME_PATH ?? '/usr/bin/chromium';
}

export function ensureChromium() {
  if (existsSync(chromePath())) return;
  if (isRoot && hasApt) {
    console.log('Chromium is missing: installing it with apt-get …');
    if (aptInstall('chromium') && existsSync(chromePath())) return;
  }
  throw new Error(
    `Chromium was not found at ${chromePath()}. Install it (Debian: apt-get install chromium) or set CHROME_PATH.`,
  );
}

export const DEFAULT_TEST_DATABASE = 'postgres://postgres@127.0.0.1:5432/test';

async function canConnect(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch (error) {
    return error;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function startPostgres() {
  if (!existsSync('/etc/postgresql')) {
    if (!(isRoot && hasApt)) return false;
    console.log('PostgreSQL is missing: installing it with apt-get …');
    if (!aptInstall('postgresql')) return false;
  }
  for (const version of readdirSync('/etc/postgresql')) {
    sh('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start']);
  }
  return true;
}

/** psql as the postgres superuser over the local socket (peer auth, which a fresh Debian cluster allows). */
function psqlAsSuperuser(port, sql) {
  const result = spawnSync('su', ['postgres', '-c', `psql -X -q -v ON_ERROR_STOP=1 -p ${Number(port) || 5432}`], {
    input: sql,
    encoding: 'utf8',
  });
  return result.status === 0;
}

/** A fresh install has no `test` database; create it as the postgres superuser. */
function createTestDatabase(url) {
  const name = new URL(url).pathname.slice(1) || 'test';
  if (isRoot)
    spawnSync('su', ['postgres', '-c', `createdb -p ${new URL(url).port || 5432} ${name}`], { stdio: 'ignore' });
}

// PostgreSQL fresh from apt asks for a password on 127.0.0.1 (scram-sha-256 in pg_hba.conf), and the postgres
// role has none. Rather than loosen the server's authentication, the tests get their own login role with a
// password, owning the test database.
const TEST_ROLE = 'physio_test';
const TEST_ROLE_PASSWORD = 'physio-test';

const needsPassword = (error) => /password|SASL|28P01/i.test(`${error?.code ?? ''} ${error?.message ?? ''}`);

function createTestRole(url) {
  const { port, pathname } = new URL(url);
  const database = pathname.slice(1) || 'test';
  const created = psqlAsSuperuser(
    port,
    `SELECT 'CREATE ROLE ${TEST_ROLE} LOGIN' WHERE NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${TEST_ROLE}')\\gexec
ALTER ROLE ${TEST_ROLE} WITH LOGIN PASSWORD '${TEST_ROLE_PASSWORD}';
SELECT 'CREATE DATABASE ${database} OWNER ${TEST_ROLE}' WHERE NOT EXISTS (SELECT 1 FROM pg_database WHERE datname = '${database}')\\gexec
GRANT ALL ON DATABASE ${database} TO ${TEST_ROLE};
\\c ${database}
GRANT ALL ON SCHEMA public TO ${TEST_ROLE};
`,
  );
  if (!created) return null;
  const withRole = new URL(url);
  withRole.username = TEST_ROLE;
  withRole.password = TEST_ROLE_PASSWORD;
  return withRole.toString();
}

export async function ensurePostgres() {
  const url = process.env.DATABASE_URL_TEST ?? DEFAULT_TEST_DATABASE;
  let result = await canConnect(url);
  if (result === true) return;
  if (isRoot && startPostgres()) {
    // Up means it answers: connected, or refused only because the test database is not there yet or a password
    // is wanted.
    const answered = async () => {
      result = await canConnect(url);
      return result === true || /does not exist/.test(String(result?.message)) || needsPassword(result);
    };
    await waitUntil(answered, {
      timeoutMs: 30_000,
      intervalMs: 500,
      failure: () => new Error('PostgreSQL did not start'),
    }).catch(() => undefined);
    if (result !== true && /does not exist/.test(String(result?.message))) {
      createTestDatabase(url);
      result = await canConnect(url);
    }
    if (result === true) return;
    if (needsPassword(result) && !new URL(url).password) {
      const withRole = createTestRole(url);
      if (withRole && (await canConnect(withRole)) === true) {
        // Every suite (API, e2e) reads the test server from here.
        process.env.DATABASE_URL_TEST = withRole;
        console.log(`PostgreSQL asks for a password: the tests sign in as the ${TEST_ROLE} role.`);
        return;
      }
    }
  }
  throw new Error(
    `PostgreSQL is not reachable at ${url} (${result?.message ?? result}).\n` +
      'Start it (Debian: pg_ctlcluster --skip-systemctl-redirect <version> main start), or install it (apt-get install postgresql), ' +
      'or point DATABASE_URL_TEST at a server where the tests may create schemas.',
  );
}

/** docker-compose (Debian's package) validates docker-compose.yml; no Docker engine is needed for that. */
export function ensureDockerCompose() {
  const found = spawnSync('docker-compose', ['--version'], { stdio: 'ignore' }).status === 0;
  if (found) return;
  if (isRoot && hasApt) {
    console.log('docker-compose is missing: installing it with apt-get …');
    if (aptInstall('docker-compose')) return;
  }
  throw new Error(
    'docker-compose was not found. Install it (Debian: apt-get install docker-compose) to validate docker-compose.yml.',
  );
}

export const DEFAULT_TEST_REDIS = 'redis://127.0.0.1:6379';

/** PING over a plain socket: true when a Redis server answers PONG. */
function redisAnswers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

export async function ensureRedis() {
  const url = process.env.REDIS_URL_TEST ?? DEFAULT_TEST_REDIS;
  if (await redisAnswers(url)) return;
  if (isRoot) {
    const installed = spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;
    if (
      installed ||
      (hasApt && (console.log('Redis is missing: installing it with apt-get …'), aptInstall('redis-server')))
    ) {
      // No persistence: the tests only need counters that live as long as the run.
      sh('redis-server', [
        '--daemonize',
        'yes',
        '--port',
        String(new URL(url).port || 6379),
        '--save',
        '',
        '--appendonly',
        'no',
      ]);
      const up = await waitUntil(() => redisAnswers(url), {
        timeoutMs: 15_000,
        failure: () => new Error('Redis did not start'),
      }).then(
        () => true,
        () => false,
      );
      if (up) return;
    }
  }
  throw new Error(
    `Redis is not reachable at ${url}. Start it (Debian: apt-get install redis-server; redis-server --daemonize yes), or point REDIS_URL_TEST at one.`,
  );
}

/**
 * podman (with runc) builds and runs the images in the image tests, on a base image made by mmdebstrap: Debian's
 * packages, no Docker engine and no image registry needed (tools/images).
 */
export function ensurePodman() {
  const missing = [
    ['podman', 'podman'],
    ['runc', 'runc'],
    ['mmdebstrap', 'mmdebstrap'],
  ].filter(([command]) => spawnSync(command, ['--version'], { stdio: 'ignore' }).status !== 0);
  if (missing.length === 0) return;
  const packages = missing.map(([, name]) => name);
  if (isRoot && hasApt) {
    console.log(`${packages.join(', ')} missing: installing with apt-get …`);
    if (aptInstall(...packages)) return;
  }
  throw new Error(
    `${packages.join(', ')} not found. The image tests need them as root (Debian: apt-get install podman runc mmdebstrap).`,
  );
}
