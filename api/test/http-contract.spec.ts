import { DATABASES } from './support/databases';
import { signUpCast, startTestApp, type TestApp, type TestUser } from './support/test-app';

describe.each(DATABASES)('HTTP contract on %s', (kind) => {
  let t: TestApp;
  let pro: TestUser;

  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ pro } = await signUpCast(t));
  });
  afterAll(() => t?.close());

  it('health and readiness', async () => {
    expect((await t.http().get('/api/health').expect(200)).body).toEqual({ status: 'ok' });
    expect((await t.http().get('/api/health/ready/').expect(200)).body).toEqual({ status: 'ok', database: 'up' });
  });

  it('serves every path with and without the trailing slash', async () => {
    await t.http().get('/api/videos/stats/').set(pro.auth).expect(200);
    await t.http().get('/api/videos/stats').set(pro.auth).expect(200);
    await t.http().get('/api/users/me').set(pro.auth).expect(200);
  });

  it('answers bad input with 4xx JSON, never 500', async () => {
    const post = () => t.http().post('/api/exercises/').set(pro.auth);
    expect((await post().set('Content-Type', 'application/json').send('{"url": ').expect(400)).body).toEqual({
      error: 'The request body is not valid JSON.',
    });
    expect((await post().set('Content-Type', 'text/plain').send('hello').expect(415)).body.error).toMatch(/JSON/);
    await post().type('form').send('url=x&video_id=y').expect(415);
    expect((await post().set('Content-Type', 'application/json').send('[1,2]').expect(400)).body.error).toBe(
      'The request body must be a JSON object.',
    );
    await post().set('Content-Type', 'application/json').send('"text"').expect(400);
    const big = { url: 'x'.repeat(1_100_000) };
    expect((await post().send(big).expect(413)).body).toEqual({ error: 'The request is too large.' });
    expect((await t.http().get('/api/nothing-here/').expect(404)).body).toEqual({ error: 'Not found.' });
    expect((await t.http().patch('/api/videos/1/').set(pro.auth).expect(404)).body.error).toEqual(expect.any(String));
  });

  it('publishes OpenAPI JSON and the Swagger UI', async () => {
    const { body } = await t.http().get('/api/docs-json').expect(200);
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining(['/api/users/signin/', '/api/videos/bulk_save/', '/api/exercises/detect/']),
    );
    expect(body.components.schemas.SaveExercisesDto.properties.exercises).toBeDefined();
    const ui = await t.http().get('/api/docs').expect(200);
    expect(ui.text).toContain('swagger-ui');
    await t.http().get('/api/docs/assets/swagger-ui-bundle.js').expect(200);
  });

  it('hides internal errors: a dead database gives 500 {error} without details, readiness 503', async () => {
    await t.dataSource.destroy();
    const failed = await t.http().get('/api/users/me/').set(pro.auth).expect(500);
    expect(failed.body).toEqual({ error: 'Something went wrong on our side. Please try again later.' });
    expect((await t.http().get('/api/health/ready').expect(503)).body).toMatchObject({
      status: 'unavailable',
      database: 'down',
      error: expect.any(String),
    });
    await t.dataSource.initialize();
  });
});
