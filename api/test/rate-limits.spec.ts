import { randomBytes } from 'node:crypto';
import { User } from '../src/users/entities/user.entity';
import { csrfHeaders, signUp, startTestApp, type TestApp } from './support/test-app';

/**
 * Abuse limits (rate-limit-policies.ts), with the counters in memory and in Redis (REDIS_URL, a key prefix of
 * its own per run). TRUST_PROXY_HOPS=1 makes the test client the proxy: each request names its client address in X-Forwarded-For.
 */
const REDIS_URL = process.env.REDIS_URL_TEST || 'redis://127.0.0.1:6379';
const STORES: [string, (prefix: string) => Record<string, string>][] = [
  ['memory', () => ({})],
  ['redis', (prefix) => ({ REDIS_URL, REDIS_KEY_PREFIX: prefix })],
];

const from = (address: string) => ({ ...csrfHeaders, 'X-Forwarded-For': address });
/** Runs n requests at once (each failed sign-in costs an argon2 verification; in parallel they use every core). */
const times = (n: number, request: (i: number) => PromiseLike<unknown>) =>
  Promise.all(Array.from({ length: n }, (_, i) => request(i)));

// Every failed sign-in costs a full argon2 verification (64 MiB, 3 passes): dozens of them need time on 2 cores.
jest.setTimeout(180_000);

describe.each(STORES)('abuse limits with counters in %s', (_store, storeEnv) => {
  const prefix = `physio-test:${randomBytes(6).toString('hex')}:`;
  const env = { ...storeEnv(prefix), TRUST_PROXY_HOPS: '1', SIGNUP_LIMIT_PER_HOUR: '3' };
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp('sqlite', env);
  });
  afterAll(() => t?.close());

  const signIn = (username: string, password: string, address: string) =>
    t.http().post('/api/users/signin/').set(from(address)).send({ username, password });

  it('locks an account after 10 failures from any mix of addresses: 429 with Retry-After, even for the right password', async () => {
    await t
      .http()
      .post('/api/users/signup/')
      .set(from('10.0.0.1'))
      .send({ username: 'victim', email: 'victim@example.com', password: 'victim-password' })
      .expect(201);
    await times(10, (i) => signIn('Victim', `guess-${i}`, `10.1.0.${i}`).expect(401));
    const locked = await signIn('victim', 'victim-password', '10.2.0.1').expect(429);
    expect(locked.body).toEqual({ error: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.' });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Only that account: another one signs in from the same addresses.
    await t
      .http()
      .post('/api/users/signup/')
      .set(from('10.0.0.2'))
      .send({ username: 'bystander', email: 'b@example.com', password: 'bystander-pass' })
      .expect(201);
    await signIn('bystander', 'bystander-pass', '10.1.0.1').expect(200);
  });

  it('a success clears the account count; failures before it do not add up with later ones', async () => {
    await t
      .http()
      .post('/api/users/signup/')
      .set(from('10.0.0.3'))
      .send({ username: 'forgetful', email: 'f@example.com', password: 'forgetful-pw' })
      .expect(201);
    await times(9, (i) => signIn('forgetful', `guess-${i}`, '10.3.0.1').expect(401));
    await signIn('forgetful', 'forgetful-pw', '10.3.0.1').expect(200);
    await times(9, (i) => signIn('forgetful', `again-${i}`, '10.3.0.2').expect(401));
    await signIn('forgetful', 'forgetful-pw', '10.3.0.2').expect(200);
  });

  it('limits one address trying many accounts (50 failures), leaving other addresses alone', async () => {
    await times(50, (i) => signIn(`nobody-${i}`, 'password-1', '10.4.0.1').expect(401));
    const blocked = await signIn('bystander', 'bystander-pass', '10.4.0.1').expect(429);
    expect(blocked.body.error).toBe(
      'Too many failed sign-in attempts from your network. Please wait 15 minutes and try again.',
    );
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    await signIn('bystander', 'bystander-pass', '10.4.0.2').expect(200);
  });

  it('limits sign-ups per address (SIGNUP_LIMIT_PER_HOUR) and a refused sign-up creates nothing', async () => {
    for (let i = 0; i < 3; i++) {
      await t
        .http()
        .post('/api/users/signup/')
        .set(from('10.5.0.1'))
        .send({ username: `clinic-${i}`, email: `c${i}@example.com`, password: 'clinic-password' })
        .expect(201);
    }
    const refused = await t
      .http()
      .post('/api/users/signup/')
      .set(from('10.5.0.1'))
      .send({ username: 'clinic-3', email: 'c3@example.com', password: 'clinic-password' })
      .expect(429);
    expect(refused.body.error).toBe('Too many accounts were created from your network. Please try again in an hour.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60);
    expect(await t.dataSource.getRepository(User).countBy({ username: 'clinic-3' })).toBe(0);
    await t
      .http()
      .post('/api/users/signup/')
      .set(from('10.5.0.2'))
      .send({ username: 'clinic-3', email: 'c3@example.com', password: 'clinic-password' })
      .expect(201);
  });

  it('limits password-reset requests and contact messages per address', async () => {
    for (let i = 0; i < 5; i++)
      await t
        .http()
        .post('/api/users/forgot-password/')
        .set(from('10.6.0.1'))
        .send({ email: `x${i}@example.com` })
        .expect(200);
    const resets = await t
      .http()
      .post('/api/users/forgot-password/')
      .set(from('10.6.0.1'))
      .send({ email: 'x@example.com' })
      .expect(429);
    expect(resets.body.error).toBe('Too many reset requests. Please wait a few minutes and try again.');
    expect(resets.headers['retry-after']).toMatch(/^\d+$/);

    const message = { name: 'Ana', email: 'ana@example.com', message: 'Hello there, a question about programs.' };
    for (let i = 0; i < 5; i++) await t.http().post('/api/contact/').set(from('10.6.0.2')).send(message).expect(201);
    const contact = await t.http().post('/api/contact/').set(from('10.6.0.2')).send(message).expect(429);
    expect(contact.body.error).toBe(
      'You have sent several messages in a short time. Please wait a few minutes and try again.',
    );
    await t.http().post('/api/contact/').set(from('10.6.0.3')).send(message).expect(201);
  });
});

describe('abuse limits shared through Redis by two API instances', () => {
  const prefix = `physio-test:${randomBytes(6).toString('hex')}:`;
  const env = { REDIS_URL, REDIS_KEY_PREFIX: prefix, TRUST_PROXY_HOPS: '1' };
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    [a, b] = await Promise.all([startTestApp('sqlite', env), startTestApp('sqlite', env)]);
    await signUp(a, 'shared', false, 'shared-password');
    await signUp(b, 'shared', false, 'shared-password');
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it("failures on one instance count on the other: the account's limit is one limit", async () => {
    await times(10, (i) =>
      (i % 2 ? a : b)
        .http()
        .post('/api/users/signin/')
        .set(from(`10.7.0.${i}`))
        .send({ username: 'shared', password: `guess-${i}` })
        .expect(401),
    );
    await a
      .http()
      .post('/api/users/signin/')
      .set(from('10.7.1.1'))
      .send({ username: 'shared', password: 'shared-password' })
      .expect(429);
    await b
      .http()
      .post('/api/users/signin/')
      .set(from('10.7.1.1'))
      .send({ username: 'shared', password: 'shared-password' })
      .expect(429);
  });
});

describe('abuse limits when Redis is unreachable', () => {
  let t: TestApp;

  beforeAll(async () => {
    // Port 9 (discard) refuses connections: the limiter must fall back to this process's memory, not fail requests.
    t = await startTestApp('sqlite', { REDIS_URL: 'redis://127.0.0.1:9', TRUST_PROXY_HOPS: '1' });
  });
  afterAll(() => t?.close());

  it('still answers and still limits, per process', async () => {
    await signUp(t, 'offline', false, 'offline-password');
    await times(10, (i) =>
      t
        .http()
        .post('/api/users/signin/')
        .set(from('10.8.0.1'))
        .send({ username: 'offline', password: `guess-${i}` })
        .expect(401),
    );
    await t
      .http()
      .post('/api/users/signin/')
      .set(from('10.8.0.1'))
      .send({ username: 'offline', password: 'offline-password' })
      .expect(429);
  });
});
