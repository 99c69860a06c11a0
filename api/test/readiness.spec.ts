import { randomBytes } from 'node:crypto';
import { startTestApp, type TestApp } from './support/test-app';

/** Readiness reports Redis beside the database when REDIS_URL is set; only the database decides it. */
const REDIS_URL = process.env.REDIS_URL_TEST || 'redis://127.0.0.1:6379';

describe('readiness with Redis', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { REDIS_URL, REDIS_KEY_PREFIX: `physio-test:${randomBytes(6).toString('hex')}:` });
  });
  afterAll(() => t?.close());

  it('reports Redis next to the database', async () => {
    expect((await t.http().get('/api/health/ready').expect(200)).body).toEqual({
      status: 'ok',
      database: 'up',
      redis: 'up',
    });
  });
});

describe('readiness when Redis is unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Port 9 (discard) refuses connections.
    t = await startTestApp('sqlite', { REDIS_URL: 'redis://127.0.0.1:9' });
  });
  afterAll(() => t?.close());

  it('stays ready and reports Redis down: rate limits carry on in memory', async () => {
    expect((await t.http().get('/api/health/ready').expect(200)).body).toEqual({
      status: 'ok',
      database: 'up',
      redis: 'down',
    });
    expect((await t.http().get('/api/health').expect(200)).body).toEqual({ status: 'ok' });
  });
});
