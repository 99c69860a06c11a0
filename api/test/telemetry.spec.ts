import { DATABASES } from './support/databases';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * POST /api/telemetry/remote-loads/: the shell's batched, anonymous reports of each remote load, counted in /metrics
 * by remote, version and outcome. TRUST_PROXY_HOPS=1 lets each test name its client address (X-Forwarded-For).
 */
describe.each(DATABASES)('remote load telemetry on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind, { TRUST_PROXY_HOPS: '1' });
  });
  afterAll(() => t?.close());

  const report = (body: unknown, address = '10.9.0.1') =>
    t
      .http()
      .post('/api/telemetry/remote-loads/')
      .set('X-Forwarded-For', address)
      .send(body as object);
  const load = (over: Record<string, unknown> = {}) => ({
    remote: 'mfe_public',
    version: '2026-11-22.1',
    outcome: 'loaded',
    durationMs: 180,
    ...over,
  });
  const scrape = async () => (await t.http().get('/metrics').expect(200)).text;
  const value = (text: string, series: string) => {
    const line = text.split('\n').find((row) => row.startsWith(`${series} `));
    return line ? Number(line.slice(series.length + 1)) : 0;
  };
  const series = (version: string, outcome: string) =>
    `remote_loads_total{remote="mfe_public",version="${version}",outcome="${outcome}"}`;

  it('counts a batch per remote, version and outcome, with a load-time histogram, and stores nothing', async () => {
    const before = await scrape();
    await report({
      loads: [
        load({ version: 'canary-7', outcome: 'failed', durationMs: 2100 }),
        load({ version: 'stable-6', outcome: 'fallback', durationMs: 350 }),
        load({ version: 'stable-6' }),
        load({ version: 'stable-6' }),
        load({ remote: 'mfe_participant', version: 'localhost:4203' }),
      ],
    })
      .expect(204)
      .expect((res) => expect(res.text).toBe(''));
    const after = await scrape();
    const delta = (name: string) => value(after, name) - value(before, name);
    expect(delta(series('canary-7', 'failed'))).toBe(1);
    expect(delta(series('stable-6', 'fallback'))).toBe(1);
    expect(delta(series('stable-6', 'loaded'))).toBe(2);
    expect(delta('remote_loads_total{remote="mfe_participant",version="localhost:4203",outcome="loaded"}')).toBe(1);
    expect(delta('remote_load_duration_seconds_count{remote="mfe_public",version="canary-7",outcome="failed"}')).toBe(
      1,
    );
    expect(
      delta('remote_load_duration_seconds_bucket{le="4",remote="mfe_public",version="canary-7",outcome="failed"}'),
    ).toBe(1);
    expect(
      delta('remote_load_duration_seconds_bucket{le="2",remote="mfe_public",version="canary-7",outcome="failed"}'),
    ).toBe(0);
    // Anonymous: the client's address is a rate-limit key, never a label.
    expect(after).not.toContain('10.9.0.1');
  });

  it.each([
    ['no body', undefined, 'loads must be a list.'],
    ['an empty batch', { loads: [] }, 'loads must list at least one load.'],
    [
      'too many loads',
      { loads: Array.from({ length: 21 }, () => load()) },
      'At most 20 loads can be reported at once.',
    ],
    ['an unknown remote', { loads: [load({ remote: 'mfe_admin' })] }, 'remote must be one of'],
    ['an unknown outcome', { loads: [load({ outcome: 'maybe' })] }, 'outcome must be one of loaded, fallback, failed.'],
    ['a version with spaces', { loads: [load({ version: 'v1 <script>' })] }, 'version must be a build id or a host'],
    ['a version too long', { loads: [load({ version: 'x'.repeat(65) })] }, 'version must be a build id or a host'],
    ['a negative time', { loads: [load({ durationMs: -1 })] }, 'durationMs must not be negative.'],
    ['a fractional time', { loads: [load({ durationMs: 0.5 })] }, 'durationMs must be a whole number of milliseconds.'],
    ['a time as text', { loads: [load({ durationMs: '12' })] }, 'durationMs must be a whole number of milliseconds.'],
    ['a list instead of an object', [load()], 'The request body must be a JSON object.'],
    ['an unknown field (a visitor id)', { loads: [load({ visitorId: 'abc' })] }, ''],
  ])('answers %s with 400 and a sentence', async (_case, body, message) => {
    const res = await report(body, '10.9.0.2').expect(400);
    expect(typeof res.body.error).toBe('string');
    expect(res.body.error).toMatch(/\.$/);
    expect(res.body.error).toContain(message);
  });

  it('refuses a flood from one address with 429, and keeps counting another', async () => {
    const body = { loads: [load({ version: 'flood-1' })] };
    for (let i = 0; i < 30; i++) {
      await Promise.all(Array.from({ length: 10 }, () => report(body, '10.9.1.1').expect(204)));
    }
    const refused = await report(body, '10.9.1.1').expect(429);
    expect(refused.body.error).toBe('Too many load reports from your network. Please try again in a few minutes.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await report(body, '10.9.1.2').expect(204);
    expect(value(await scrape(), series('flood-1', 'loaded'))).toBe(301);
  });
});
