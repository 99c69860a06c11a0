import { IsNull } from 'typeorm';
import { AuthToken } from '../src/users/entities/auth-token.entity';
import { PasswordReset } from '../src/users/entities/password-reset.entity';
import { DATABASES } from './support/databases';
import { csrfHeaders, signUp, startTestApp, type TestApp } from './support/test-app';

/** Absolute and idle session expiry (AUTH_TOKEN_TTL_DAYS, AUTH_TOKEN_IDLE_MINUTES) and password changes. */
describe.each(DATABASES)('sessions on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_TOKEN_IDLE_MINUTES: '30', AUTH_TOKEN_TTL_DAYS: '2' });
  });
  afterAll(() => t?.close());

  const tokens = () => t.dataSource.getRepository(AuthToken);
  const signIn = (username: string, password: string) =>
    t.http().post('/api/users/signin/').set(csrfHeaders).send({ username, password });

  it('a token lives AUTH_TOKEN_TTL_DAYS from sign-in', async () => {
    const user = await signUp(t, 'absolute', false);
    const [row] = await tokens().findBy({ userId: user.user.id });
    const days = (row.expiresAt.getTime() - row.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(2, 5);
  });

  it('a token unused for longer than AUTH_TOKEN_IDLE_MINUTES dies; use keeps it alive', async () => {
    const user = await signUp(t, 'idle', false);
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
    await tokens().update({ userId: user.user.id }, { createdAt: minutesAgo(60), lastUsedAt: minutesAgo(29) });
    await t.http().get('/api/users/me/').set(user.auth).expect(200);
    // That request counted as use: the clock starts again.
    const [touched] = await tokens().findBy({ userId: user.user.id });
    expect(Date.now() - touched.lastUsedAt!.getTime()).toBeLessThan(60_000);

    await tokens().update({ userId: user.user.id }, { lastUsedAt: minutesAgo(31) });
    const expired = await t.http().get('/api/users/me/').set(user.auth).expect(401);
    expect(expired.body).toEqual({ error: 'Your session has expired. Please sign in again.' });
    expect(await tokens().countBy({ userId: user.user.id })).toBe(0);
  });

  it('a never-used token idles from its sign-in time', async () => {
    const user = await signUp(t, 'never.used', false);
    await tokens().update(
      { userId: user.user.id },
      { createdAt: new Date(Date.now() - 31 * 60_000), lastUsedAt: null },
    );
    await t.http().get('/api/users/me/').set(user.auth).expect(401);
  });

  describe('changing the password', () => {
    const change = (auth: object, body: object, headers: object = csrfHeaders) =>
      t
        .http()
        .post('/api/users/change-password/')
        .set({ ...headers, ...auth })
        .send(body);

    it('needs a signed-in user and CSRF', async () => {
      await change({}, { current_password: 'x'.repeat(8), new_password: 'y'.repeat(8) }).expect(401);
      const user = await signUp(t, 'csrf.check', false);
      await change(user.auth, { current_password: 'correct-horse-1', new_password: 'new-password-1' }, {}).expect(403);
    });

    it('refuses a wrong current password, a too-short new one or the same one, changing nothing', async () => {
      const user = await signUp(t, 'careful', false, 'careful-pass-1');
      const wrong = await change(user.auth, {
        current_password: 'not-my-password',
        new_password: 'new-password-1',
      }).expect(400);
      expect(wrong.body).toEqual({
        error: 'Your current password is not correct.',
        details: { current_password: ['Your current password is not correct.'] },
      });
      const short = await change(user.auth, { current_password: 'careful-pass-1', new_password: 'short' }).expect(400);
      expect(Object.keys(short.body.details)).toEqual(['new_password']);
      const same = await change(user.auth, {
        current_password: 'careful-pass-1',
        new_password: 'careful-pass-1',
      }).expect(400);
      expect(same.body.error).toBe('Choose a new password that differs from the current one.');
      await signIn('careful', 'careful-pass-1').expect(200);
    });

    it('signs out every other session, keeps this one, spends open reset links, and the new password works', async () => {
      const user = await signUp(t, 'mover', false, 'old-password-1');
      const laptop = (await signIn('mover', 'old-password-1').expect(200)).body.token as string;
      await t
        .http()
        .post('/api/users/forgot-password/')
        .set(csrfHeaders)
        .send({ email: 'mover@example.com' })
        .expect(200);
      expect(await t.dataSource.getRepository(PasswordReset).countBy({ userId: user.user.id, usedAt: IsNull() })).toBe(
        1,
      );

      const done = await change(user.auth, {
        current_password: 'old-password-1',
        new_password: 'new-password-1',
      }).expect(200);
      expect(done.body).toEqual({
        message: 'Your password has been changed. Your other sessions have been signed out.',
      });
      await t.http().get('/api/users/me/').set(user.auth).expect(200);
      await t.http().get('/api/users/me/').set('Authorization', `Token ${laptop}`).expect(401);
      const resets = await t.dataSource.getRepository(PasswordReset).findBy({ userId: user.user.id });
      expect(resets.every((r) => r.usedAt !== null)).toBe(true);
      await signIn('mover', 'old-password-1').expect(401);
      await signIn('mover', 'new-password-1').expect(200);
    });
  });
});
