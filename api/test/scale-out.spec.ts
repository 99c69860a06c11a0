import { randomBytes } from 'node:crypto';
import { assertApiBuilt, call, killed, signUpPro, startApiProcess, type RunningApi } from './support/api-process';
import { createTestDatabase, type TestDatabase } from './support/databases';
import { csrfHeaders } from './support/test-app';

/**
 * Two API processes behind one PostgreSQL and one Redis, as docker-compose runs them (api-1, api-2): any replica
 * may serve any request. Build first: `npx nx run api:build`.
 */
const REDIS_URL = process.env.REDIS_URL_TEST || 'redis://127.0.0.1:6379';
const VIDEOS = 500;

const uploads = (prefix: string) =>
  Array.from({ length: VIDEOS }, (_, i) => ({
    video_id: `${prefix}${String(i).padStart(11 - prefix.length, '0')}`,
    title: `Scale-out video ${i}`,
    duration: 'PT3M',
    view_count: String(i),
    published_at: '2024-03-01T10:00:00Z',
  }));

describe('two API processes on one PostgreSQL and one Redis', () => {
  let database: TestDatabase;
  let a: RunningApi;
  let b: RunningApi;

  beforeAll(async () => {
    assertApiBuilt();
    database = await createTestDatabase('postgres');
    const env = {
      REDIS_URL,
      REDIS_KEY_PREFIX: `physio-test:${randomBytes(6).toString('hex')}:`,
      TRUST_PROXY_HOPS: '1',
    };
    // One after the other: the first runs the migrations, the second finds them done.
    a = await startApiProcess(database.url, env);
    b = await startApiProcess(database.url, env);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map((api) => killed(api.child, 'SIGTERM')));
    await database?.drop();
  });

  it('a token issued by one works on the other, and signing out on one ends it on both', async () => {
    const auth = await signUpPro(a.base, 'roaming.pro');
    expect((await call(b.base, 'GET', '/api/users/me/', auth)).body.username).toBe('roaming.pro');
    expect((await call(b.base, 'POST', '/api/users/signout/', { ...auth, ...csrfHeaders })).status).toBe(200);
    expect((await call(a.base, 'GET', '/api/users/me/', auth)).status).toBe(401);
  });

  it('shares rate limits: failures on both count against one account limit', async () => {
    await signUpPro(a.base, 'guarded.pro');
    const attempt = (api: RunningApi, i: number, password: string) =>
      call(
        api.base,
        'POST',
        '/api/users/signin/',
        { ...csrfHeaders, 'X-Forwarded-For': `10.9.0.${i}` },
        { username: 'guarded.pro', password },
      );
    const failures = await Promise.all(Array.from({ length: 10 }, (_, i) => attempt(i % 2 ? a : b, i, `guess-${i}`)));
    expect(failures.map((f) => f.status)).toEqual(Array(10).fill(401));
    for (const api of [a, b]) {
      const locked = await attempt(api, 99, 'correct-horse-1');
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('concurrent bulk saves of the same 500 videos through both leave 500 rows, and the answers add up', async () => {
    const auth = await signUpPro(a.base, 'busy.pro');
    const videos = uploads('so');
    const answers = await Promise.all(
      [a, b, a, b].map((api) => call(api.base, 'POST', '/api/videos/bulk_save/', auth, { videos })),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const saved = answers.map((r) => Number(String(r.body.message).match(/^Saved (\d+)/)?.[1]));
    expect(saved.reduce((sum, n) => sum + n, 0)).toBe(VIDEOS);
    for (const api of [a, b]) {
      const list = await call(api.base, 'GET', '/api/videos/?page_size=1', auth);
      expect(list.body.count).toBe(VIDEOS);
      const stats = await call(api.base, 'GET', '/api/videos/stats/', auth);
      expect(stats.body.video_stats).toEqual({
        total_videos: VIDEOS,
        total_duration: VIDEOS * 180,
        total_views: (VIDEOS * (VIDEOS - 1)) / 2,
      });
    }
  }, 120_000);
});
