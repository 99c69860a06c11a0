import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { createApp } from '../src/app.factory';
import { createShutdown } from '../src/common/lifecycle/graceful-shutdown';
import { createTestDatabase, type TestDatabase } from './support/databases';
import { csrfHeaders, startTestApp, type TestApp } from './support/test-app';

const API_CSP = "default-src 'none';frame-ancestors 'none'";

describe('security headers (helmet) and cookies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(() => t?.close());

  it.each([
    ['GET', '/api/health'],
    ['GET', '/api/users/me/'], // 401
    ['GET', '/api/nothing-here/'], // 404
    ['POST', '/api/exercises/'], // 401 before the body
    ['GET', '/api/docs-json'],
    ['GET', '/api/docs/assets/swagger-ui.css'],
  ])('%s %s carries the security headers and no server details', async (method, path) => {
    const res = await (method === 'GET' ? t.http().get(path) : t.http().post(path).send({}));
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'cross-origin-resource-policy': 'same-origin',
      'content-security-policy': API_CSP,
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'cross-origin-opener-policy': 'same-origin',
      'x-dns-prefetch-control': 'off',
      'x-permitted-cross-domain-policies': 'none',
    });
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers.server).toBeUndefined();
  });

  it('relaxes the CSP on the Swagger UI page only, allowing its inline script by hash', async () => {
    const res = await t.http().get('/api/docs').expect(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(
      /^default-src 'none'; script-src 'self' 'sha256-[A-Za-z0-9+/=]+'; style-src 'self' 'unsafe-inline'/,
    );
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('sets csrftoken SameSite=Lax (not HttpOnly: the web client reads it to echo X-CSRFToken)', async () => {
    const res = await t.http().get('/api/users/csrf/').expect(200);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^csrftoken=[A-Za-z0-9_-]+;/);
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toMatch(/HttpOnly/i);
  });

  it('echoes a sane X-Request-Id and replaces an unsafe one', async () => {
    expect(
      (await t.http().get('/api/health').set('X-Request-Id', 'edge-42.a:b_c').expect(200)).headers['x-request-id'],
    ).toBe('edge-42.a:b_c');
    for (const bad of ['<script>', 'x'.repeat(200), 'a b', '']) {
      const id = (await t.http().get('/api/health').set('X-Request-Id', bad).expect(200)).headers['x-request-id'];
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('CORS allowlist (CORS_ORIGINS)', () => {
  const SHELL = 'http://localhost:4200';
  const REMOTE = 'http://localhost:4201';
  let open: TestApp;
  let closed: TestApp;
  beforeAll(async () => {
    [open, closed] = await Promise.all([
      startTestApp('sqlite', { CORS_ORIGINS: `${SHELL},${REMOTE}` }),
      startTestApp('sqlite'),
    ]);
  });
  afterAll(async () => {
    await open?.close();
    await closed?.close();
  });

  const preflight = (t: TestApp, origin: string) =>
    t
      .http()
      .options('/api/videos/')
      .set('Origin', origin)
      .set('Access-Control-Request-Method', 'GET')
      .set('Access-Control-Request-Headers', 'authorization');

  it.each([SHELL, REMOTE])('lets a listed origin (%s) call with credentials', async (origin) => {
    const res = await preflight(open, origin);
    expect(res.status).toBeLessThan(300);
    expect(res.headers['access-control-allow-origin']).toBe(origin);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect((await open.http().get('/api/health').set('Origin', origin)).headers['access-control-allow-origin']).toBe(
      origin,
    );
  });

  it('gives any other origin no CORS grant, and with no list none at all (same origin only)', async () => {
    for (const [t, origin] of [
      [open, 'https://evil.example'],
      [open, 'http://localhost:4200.evil.example'],
      [closed, SHELL],
    ] as const) {
      expect((await preflight(t, origin)).headers['access-control-allow-origin']).toBeUndefined();
      expect(
        (await t.http().get('/api/health').set('Origin', origin)).headers['access-control-allow-origin'],
      ).toBeUndefined();
    }
  });
});

describe('structured logs', () => {
  let app: NestFastifyApplication;
  let database: TestDatabase;
  const lines: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    app = await createApp({
      logger: ['log', 'warn', 'error', 'fatal', 'debug', 'verbose'],
      logSink: (line) => lines.push(line),
      env: { NODE_ENV: 'test', DEMO_SEED: 'false', YOUTUBE_API_KEY: '', DATABASE_URL: database.url },
    });
    await app.getHttpAdapter().getInstance().ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('writes one JSON line per request with id, method, path, status, duration and never a secret', async () => {
    const http = () => request(app.getHttpServer());
    const password = 'Sup3r-Secret-Passw0rd!';
    const signupRes = await http()
      .post('/api/users/signup/')
      .set(csrfHeaders)
      .send({ username: 'log.pro', email: 'log.pro@example.com', password, is_professional: true })
      .expect(201);
    const signupToken: string = signupRes.body.token;
    const signin = await http()
      .post('/api/users/signin/?password=QuerySecret123')
      .set(csrfHeaders)
      .set('X-Request-Id', 'req-signin-1')
      .send({ username: 'log.pro', password })
      .expect(200);
    const token: string = signin.body.token;
    await http()
      .post('/api/users/signin/')
      .set(csrfHeaders)
      .send({ username: 'log.pro', password: 'Wrong-Secret-999' })
      .expect(401);
    await http().get(`/api/users/me/?token=${token}`).set('Authorization', `Token ${token}`).expect(200);
    await http()
      .post('/api/users/forgot-password/')
      .set(csrfHeaders)
      .send({ email: 'log.pro@example.com' })
      .expect(200);
    const resetToken = 'ResetTokenSecret-0123456789abcdef';
    await http()
      .post('/api/users/reset-password/')
      .set(csrfHeaders)
      .send({ token: resetToken, password: 'An0ther-Secret-Pw' })
      .expect(400);
    await http().post('/api/users/signout/').set(csrfHeaders).set('Authorization', `Token ${signupToken}`).expect(200);

    const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = records.filter((r) => r.msg === 'request');
    expect(requests.find((r) => r.request_id === 'req-signin-1')).toEqual({
      time: expect.any(String),
      level: 'log',
      msg: 'request',
      request_id: 'req-signin-1',
      method: 'POST',
      path: '/api/users/signin/',
      status: 200,
      duration_ms: expect.any(Number),
    });
    expect(requests.some((r) => r.status === 401 && r.level === 'warn')).toBe(true);

    const all = lines.join('\n');
    const csrf = csrfHeaders['X-CSRFToken'];
    for (const secret of [
      password,
      'Wrong-Secret-999',
      'QuerySecret123',
      token,
      signupToken,
      resetToken,
      'An0ther-Secret-Pw',
      csrf,
      '$argon2',
    ]) {
      expect(all).not.toContain(secret);
    }
    expect(all).not.toMatch(/authorization|cookie|x-csrftoken/i);
    // The reset link never goes through the logger: outside production it goes to the DevMailbox line.
    expect(records.some((r) => String(r.msg).includes('/reset-password?token='))).toBe(false);
  });
});

describe('graceful shutdown', () => {
  it('turns readiness 503, finishes the in-flight request, closes server and pool, then exits 0', async () => {
    const t = await startTestApp('sqlite');
    const server = t.app.getHttpServer();
    await t.app.listen(0, '127.0.0.1');
    const { port } = server.address() as AddressInfo;
    const get = (path: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        httpRequest({ port, host: '127.0.0.1', path, agent: false }, (res) => collect(res).then(resolve, reject))
          .on('error', reject)
          .end();
      });

    // An in-flight request: headers sent, half of the body still to come.
    const body = JSON.stringify({ username: 'late.user', email: 'late@example.com', password: 'correct-horse-1' });
    const arrived = new Promise<void>((resolve) => server.once('request', () => resolve()));
    const inFlight = httpRequest({
      port,
      host: '127.0.0.1',
      method: 'POST',
      path: '/api/users/signup/',
      agent: false,
      headers: { ...csrfHeaders, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
    });
    const response = new Promise<{ status: number; body: string }>((resolve, reject) =>
      inFlight.on('response', (res) => collect(res).then(resolve, reject)).on('error', reject),
    );
    inFlight.write(body.slice(0, 20));
    await arrived;

    const exits: number[] = [];
    let readyDuringDrain: { status: number; body: string } | undefined;
    const shutdown = createShutdown(t.app, {
      exit: (code) => exits.push(code),
      beforeClose: async () => {
        readyDuringDrain = await get('/api/health/ready');
      },
    });
    let finished = false;
    const done = shutdown('SIGTERM').then(() => {
      finished = true;
    });

    await poll(() => readyDuringDrain !== undefined && !server.listening);
    expect(readyDuringDrain?.status).toBe(503);
    expect(JSON.parse(readyDuringDrain!.body)).toMatchObject({ status: 'unavailable', error: expect.any(String) });
    // Server no longer accepts, the request is still open, nothing has closed or exited.
    expect(finished).toBe(false);
    expect(exits).toEqual([]);
    expect(t.dataSource.isInitialized).toBe(true);

    inFlight.end(body.slice(20));
    expect((await response).status).toBe(201);
    await done;
    expect(exits).toEqual([0]);
    expect(t.dataSource.isInitialized).toBe(false);
    await expect(get('/api/health')).rejects.toThrow(/ECONNREFUSED/);
    await t.close().catch(() => undefined);
  });

  it('a second signal does not close twice; a failing close exits 1', async () => {
    const exits: number[] = [];
    const fake = { get: () => ({ markDraining: () => undefined }), close: () => Promise.reject(new Error('boom')) };
    const shutdown = createShutdown(fake as unknown as NestFastifyApplication, { exit: (code) => exits.push(code) });
    await Promise.all([shutdown('SIGTERM'), shutdown('SIGINT')]);
    expect(exits).toEqual([1]);
  });
});

function collect(res: IncomingMessage): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    res.on('error', reject);
  });
}

async function poll(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting for the condition.');
    await new Promise((resolve) => setImmediate(resolve));
  }
}
