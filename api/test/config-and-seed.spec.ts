import { EnvValidationError, validateEnv } from '../src/config/env.validation';
import { DEMO_ACCOUNTS } from '../src/database/seed/demo-accounts';
import { seedDemoData } from '../src/database/seed/demo-seed';
import { DATABASES } from './support/databases';
import { csrfHeaders, startTestApp, type TestApp } from './support/test-app';

describe('environment validation', () => {
  it('fills defaults', () => {
    expect(validateEnv({})).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATABASE_URL: 'sqlite:data/physio.sqlite',
      AUTH_TOKEN_TTL_DAYS: 30,
      DEMO_SEED: true,
    });
  });

  it('never seeds in production', () => {
    expect(validateEnv({ NODE_ENV: 'production', DEMO_SEED: 'true' }).DEMO_SEED).toBe(false);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ AUTH_TOKEN_TTL_DAYS: '0' }, 'AUTH_TOKEN_TTL_DAYS'],
    [{ YOUTUBE_API_BASE_URL: 'ftp://x' }, 'YOUTUBE_API_BASE_URL'],
    [{ DEMO_SEED: 'perhaps' }, 'DEMO_SEED'],
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
    expect(videos.body.count).toBe(5);
    expect(videos.body.results.filter((v: { exercises_extracted: boolean }) => v.exercises_extracted)).toHaveLength(4);
  });
});
