import { DATABASES } from './support/databases';
import { csrfHeaders, signUp, startTestApp, type TestApp, type TestUser } from './support/test-app';

/** GET /metrics: Prometheus text with requests and latency by route and status, refusals, pool and process metrics. */
describe.each(DATABASES)('metrics on %s', (kind) => {
  let t: TestApp;
  let pro: TestUser;

  beforeAll(async () => {
    t = await startTestApp(kind);
    pro = await signUp(t, 'metrics.pro', true);
  });
  afterAll(() => t?.close());

  const scrape = async () => {
    const res = await t.http().get('/metrics').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.text;
  };
  /** The value of one series, 0 when it is absent. */
  const value = (text: string, series: string) => {
    const line = text.split('\n').find((row) => row.startsWith(`${series} `));
    return line ? Number(line.slice(series.length + 1)) : 0;
  };

  it('counts requests by route pattern and status, with a latency histogram', async () => {
    const before = await scrape();
    await t.http().get('/api/videos/').set(pro.auth).expect(200);
    await t.http().get('/api/videos/').set(pro.auth).expect(200);
    await t.http().get('/api/videos/999/').set(pro.auth).expect(404);
    await t.http().get('/api/videos/').expect(401);
    await t.http().get('/api/nowhere/at/all').expect(404);
    const after = await scrape();
    const videos = (status: number) => `method="GET",route="/api/videos",status_code="${status}"`;
    const delta = (series: string) => value(after, series) - value(before, series);
    expect(delta(`http_requests_total{${videos(200)}}`)).toBe(2);
    expect(delta(`http_requests_total{${videos(401)}}`)).toBe(1);
    expect(delta('http_requests_total{method="GET",route="/api/videos/:id",status_code="404"}')).toBe(1);
    // An unknown path is not a label of its own: the number of series stays bounded.
    expect(delta('http_requests_total{method="GET",route="unmatched",status_code="404"}')).toBe(1);
    expect(after).not.toContain('/api/nowhere');
    expect(delta(`http_request_duration_seconds_count{${videos(200)}}`)).toBe(2);
    expect(delta(`http_request_duration_seconds_bucket{le="+Inf",${videos(200)}}`)).toBe(2);
    expect(after).toContain('# TYPE http_request_duration_seconds histogram');
  });

  it('counts rate-limit refusals by policy', async () => {
    const before = value(await scrape(), 'rate_limit_refusals_total{policy="password-reset"}');
    const ask = () =>
      t.http().post('/api/users/forgot-password/').set(csrfHeaders).send({ email: 'nobody@example.com' });
    for (let i = 0; i < 5; i++) await ask().expect(200);
    await ask().expect(429);
    await ask().expect(429);
    expect(value(await scrape(), 'rate_limit_refusals_total{policy="password-reset"}')).toBe(before + 2);
  });

  it('reports the database pool and the process', async () => {
    const text = await scrape();
    expect(value(text, 'db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(value(text, 'db_pool_max_connections')).toBeGreaterThanOrEqual(1);
    if (kind === 'postgres') expect(text).toMatch(/db_pool_connections\{state="idle"\} \d+/);
    expect(value(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('is not under /api, where the web server forwards', async () => {
    await t.http().get('/api/metrics').expect(404);
  });
});
