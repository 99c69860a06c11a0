import { request as httpRequest } from 'node:http';
import {
  assertApiBuilt,
  call,
  killed,
  signUpPro,
  startApiProcess as startApi,
  type RunningApi,
} from './support/api-process';
import { createTestDatabase, DATABASES, type TestDatabase } from './support/databases';

/**
 * The built API (dist/main.js) is SIGKILLed while POST /api/videos/bulk_save/ with 500 videos is in flight; after a
 * restart on the same database the owner has all 500 videos or none, and repeating the save gives exactly 500.
 * Build first: `cd /work/main && npx nx run api:build`.
 */
const VIDEOS = 500;
/**
 * Kill points after the body is flushed, as fractions of a measured full save: 0 is the brief's "as soon as it is
 * sent"; the others spread the kill over the save so some attempt is likely to land inside the transaction.
 * Whatever the timing, each attempt must leave 0 or 500 rows.
 */
const KILL_FRACTIONS = [0, 0.25, 0.5, 0.75, 0.9, 1.1];

async function videoCount(base: string, auth: Record<string, string>): Promise<number> {
  const res = await call(base, 'GET', '/api/videos/?page_size=1', auth);
  expect(res.status).toBe(200);
  return Number(res.body.count);
}

function bulkPayload(prefix: string): string {
  const videos = Array.from({ length: VIDEOS }, (_, i) => ({
    video_id: `${prefix}${String(i).padStart(11 - prefix.length, '0')}`,
    title: `Crash test video ${i}`,
    duration: 'PT4M13S',
    view_count: String(i),
    published_at: '2024-03-01T10:00:00Z',
  }));
  return JSON.stringify({ videos });
}

/** Sends the bulk save and SIGKILLs the API the moment the whole body has been handed to the socket. */
function sendAndKill(api: RunningApi, auth: Record<string, string>, body: string, delayMs: number): Promise<void> {
  const url = new URL('/api/videos/bulk_save/', api.base);
  const req = httpRequest(url, {
    method: 'POST',
    agent: false,
    headers: { ...auth, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
  });
  req.on('error', () => undefined); // the connection dies with the process
  return new Promise((resolve) => {
    req.end(body, () => {
      const kill = () => void killed(api.child).then(resolve);
      if (delayMs === 0) kill();
      else setTimeout(kill, delayMs);
    });
  });
}

describe.each(DATABASES)('crash safety of bulk_save on %s', (kind) => {
  let database: TestDatabase;
  let api: RunningApi | undefined;

  beforeAll(async () => {
    assertApiBuilt();
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    if (api) await killed(api.child);
    await database?.drop();
  });

  it('keeps all 500 videos or none after a SIGKILL mid-request, and a retry gives exactly 500', async () => {
    api = await startApi(database.url);
    const outcomes: number[] = [];
    // Calibration: how long one full save of 500 takes here (warm process, same path as the attempts).
    const warmAuth = await signUpPro(api.base, 'crash.warm');
    const started = performance.now();
    expect(
      (await call(api.base, 'POST', '/api/videos/bulk_save/', warmAuth, JSON.parse(bulkPayload('w')))).status,
    ).toBe(200);
    const saveMs = performance.now() - started;
    const delays = KILL_FRACTIONS.map((f) => Math.round(f * saveMs));
    let auth: Record<string, string> = {};
    let body = '';
    for (const [attempt, delay] of delays.entries()) {
      auth = await signUpPro(api.base, `crash.pro${attempt}`);
      body = bulkPayload(`c${attempt}`);
      await sendAndKill(api, auth, body, delay);
      api = await startApi(database.url);
      const count = await videoCount(api.base, auth);
      outcomes.push(count);
      expect([0, VIDEOS]).toContain(count);
    }
    // The kill interrupted at least one save (otherwise every attempt finished and nothing was tested).
    expect(outcomes).toContain(0);
    console.info(
      `${kind}: videos after each kill (full save ${Math.round(saveMs)} ms; kill delays ${delays.join(', ')} ms): ${outcomes.join(', ')}`,
    );

    const retry = await call(api.base, 'POST', '/api/videos/bulk_save/', auth, JSON.parse(body));
    expect(retry.status).toBe(200);
    expect(await videoCount(api.base, auth)).toBe(VIDEOS);
    const again = await call(api.base, 'POST', '/api/videos/bulk_save/', auth, JSON.parse(body));
    expect(again.status).toBe(200);
    expect(await videoCount(api.base, auth)).toBe(VIDEOS);
  }, 120_000);
});
