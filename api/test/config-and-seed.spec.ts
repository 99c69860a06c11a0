import type { LibraryFacets } from '@physio/contracts';
import { EnvValidationError, validateEnv } from '../src/config/env.validation';
import { DEMO_ACCOUNTS } from '../src/database/seed/demo-accounts';
import { seedDemoData } from '../src/database/seed/demo-seed';
import { DATABASES } from './support/databases';
import { csrfHeaders, startTestApp, type TestApp } from './support/test-app';

/** The least production starts with (production-config.spec.ts tests each rule). */
const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://physio@db:5432/physio',
  REDIS_URL: 'redis://cache:6379',
  PUBLIC_SITE_URL: 'https://physio.example',
  SMTP_URL: 'smtp://smtp.example:587',
  YOUTUBE_API_KEY: 'key',
};

describe('environment validation', () => {
  it('fills defaults', () => {
    expect(validateEnv({})).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATABASE_URL: 'sqlite:data/physio.sqlite',
      AUTH_TOKEN_TTL_DAYS: 30,
      DEMO_SEED: true,
      // The shell's port in development: invitation and reset links open the local site.
      PUBLIC_SITE_URL: 'http://localhost:4200',
    });
  });

  it('never seeds in production', () => {
    expect(validateEnv({ ...PRODUCTION, DEMO_SEED: 'true' }).DEMO_SEED).toBe(false);
  });

  it('treats blank values as unset', () => {
    expect(validateEnv({ PORT: '', DEMO_SEED: ' ', CORS_ORIGINS: '', REDIS_URL: '' })).toEqual(validateEnv({}));
  });

  it('makes the csrftoken cookie Secure in production unless COOKIE_SECURE says otherwise', () => {
    expect(validateEnv({}).COOKIE_SECURE).toBe(false);
    expect(validateEnv(PRODUCTION).COOKIE_SECURE).toBe(true);
    expect(validateEnv({ ...PRODUCTION, COOKIE_SECURE: 'off' }).COOKIE_SECURE).toBe(false);
  });

  it('names the value it refuses', () => {
    expect(() => validateEnv({ CORS_ORIGINS: 'https://ok.example, not-a-url' })).toThrow(
      'CORS_ORIGINS must list http(s) origins (or *) separated by commas (got "not-a-url").',
    );
    expect(() => validateEnv({ PORT: 'eighty' })).toThrow(
      'PORT must be a whole number from 0 to 65535 (got "eighty").',
    );
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ AUTH_TOKEN_TTL_DAYS: '0' }, 'AUTH_TOKEN_TTL_DAYS'],
    [{ YOUTUBE_API_BASE_URL: 'ftp://x' }, 'YOUTUBE_API_BASE_URL'],
    [{ DEMO_SEED: 'perhaps' }, 'DEMO_SEED'],
    [{ REDIS_URL: 'http://cache:6379' }, 'REDIS_URL'],
    [{ PUBLIC_SITE_URL: 'site.example' }, 'PUBLIC_SITE_URL'],
  ])('rejects %j naming the variable', (env, name) => {
    expect(() => validateEnv(env)).toThrow(EnvValidationError);
    expect(() => validateEnv(env)).toThrow(name);
  });
});

describe.each(DATABASES)('demo seed on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { DEMO_SEED: 'true' });
  });
  afterAll(() => t?.close());

  it('creates the demo accounts and videos once, and they can sign in', async () => {
    const lines = await seedDemoData(t.dataSource);
    expect(lines).toEqual([expect.stringContaining('demo.pro'), expect.stringContaining('demo.patient')]);
    expect(lines.join()).not.toContain('(created)');
    const [proAccount, patientAccount] = DEMO_ACCOUNTS;
    const pro = await t
      .http()
      .post('/api/users/signin/')
      .set(csrfHeaders)
      .send({ username: proAccount.username, password: proAccount.password })
      .expect(200);
    expect(pro.body.user).toMatchObject({ email: 'pro@demo.physio.test', is_professional: true });
    const patient = await t
      .http()
      .post('/api/users/signin/')
      .set(csrfHeaders)
      .send({ username: patientAccount.username, password: patientAccount.password })
      .expect(200);
    expect(patient.body.user.is_professional).toBe(false);
    const videos = await t.http().get('/api/videos/').set('Authorization', `Token ${pro.body.token}`).expect(200);
    // Five demo videos (four with detected exercises) and the five catalogue videos the sample publications play.
    expect(videos.body.count).toBe(10);
    expect(videos.body.results.filter((v: { exercises_extracted: boolean }) => v.exercises_extracted)).toHaveLength(9);

    // The public library: the six sample exercises and demo.pro's detected segments, published, and two programs.
    const facets = (await t.http().get('/api/library/facets/').expect(200)).body as LibraryFacets;
    expect(facets.total_exercises).toBeGreaterThanOrEqual(12);
    expect(facets.total_programs).toBe(2);
    for (const terms of [facets.categories, facets.body_parts, facets.conditions])
      expect(terms.filter((term) => term.count > 0).length).toBeGreaterThanOrEqual(5);
    for (const search of ['knee', 'ankle', 'back pain', 'neck']) {
      const found = await t
        .http()
        .get(`/api/library/exercises/?search=${encodeURIComponent(search)}`)
        .expect(200);
      expect({ search, found: found.body.count > 0 }).toEqual({ search, found: true });
    }
    const squats = await t.http().get('/api/library/exercises/squats/').expect(200);
    expect(squats.body).toMatchObject({
      title: 'Squats',
      professional: { name: 'demo.pro' },
      segment: { video_id: 'rQ8aLv5mKxD', start_time: 2400, end_time: 2460 },
    });
    const programs = await t.http().get('/api/library/programs/').expect(200);
    const program = await t.http().get(`/api/library/programs/${programs.body.results[0].slug}/`).expect(200);
    expect(program.body.items.length).toBeGreaterThanOrEqual(3);

    // The care loop: demo.patient in demo.pro's care, an active assignment of the demo segments, three weeks of logs.
    const participants = await t
      .http()
      .get('/api/participants/')
      .set('Authorization', `Token ${pro.body.token}`)
      .expect(200);
    expect(participants.body.results).toEqual([
      expect.objectContaining({ username: 'demo.patient', active_assignments: 1, adherence_28d: expect.any(Number) }),
    ]);
    expect(participants.body.results[0].adherence_28d).toBeGreaterThan(0.5);
    const patientAuth = { Authorization: `Token ${patient.body.token}` };
    const assignments = await t.http().get('/api/assignments/').set(patientAuth).expect(200);
    expect(assignments.body).toEqual([
      expect.objectContaining({ status: 'active', professional: expect.objectContaining({ username: 'demo.pro' }) }),
    ]);
    expect(assignments.body[0].items.length).toBeGreaterThanOrEqual(3);
    expect(
      assignments.body[0].items.every((item: { video_platform_id: string }) => item.video_platform_id.length === 11),
    ).toBe(true);
    const dashboard = await t.http().get('/api/me/dashboard/').set(patientAuth).expect(200);
    expect(dashboard.body.active_programs).toBe(1);
    expect(dashboard.body.completed_exercises).toBeGreaterThan(20);
    expect(dashboard.body.progress_score).toBeGreaterThan(50);
    const detail = await t
      .http()
      .get(`/api/participants/${participants.body.results[0].id}/`)
      .set('Authorization', `Token ${pro.body.token}`)
      .expect(200);
    expect(detail.body.progress.sessions.length).toBeGreaterThanOrEqual(10);
    expect(detail.body.progress.pain[0].value).toBeGreaterThan(detail.body.progress.pain.at(-1).value);
  });
});
