import { AuthToken } from '../src/users/entities/auth-token.entity';
import { DATABASES } from './support/databases';
import { csrfHeaders, signUp, startTestApp, type TestApp, type TestUser } from './support/test-app';

describe.each(DATABASES)('auth on %s', (kind) => {
  let t: TestApp;
  let pro: TestUser;

  beforeAll(async () => {
    t = await startTestApp(kind);
    pro = await signUp(t, 'Alice.Pro', true, 'alice-password-1');
  });
  afterAll(() => t?.close());

  describe('CSRF', () => {
    it('issues a csrftoken cookie and returns it in the body, reusing a valid one', async () => {
      const first = await t.http().get('/api/users/csrf/').expect(200);
      const token = first.body.csrftoken as string;
      expect(token).toMatch(/^[A-Za-z0-9_-]{32,}$/);
      expect(String(first.headers['set-cookie'])).toContain(`csrftoken=${token}`);
      const again = await t.http().get('/api/users/csrf/').set('Cookie', `csrftoken=${token}`).expect(200);
      expect(again.body.csrftoken).toBe(token);
    });

    it.each([
      ['signup', { username: 'x.y.z', email: 'x@example.com', password: 'long-enough' }],
      ['signin', { username: 'Alice.Pro', password: 'alice-password-1' }],
    ])('refuses %s without a matching X-CSRFToken (403)', async (call, body) => {
      const none = await t.http().post(`/api/users/${call}/`).send(body).expect(403);
      expect(none.body.error).toMatch(/CSRF/);
      await t
        .http()
        .post(`/api/users/${call}/`)
        .set({ Cookie: 'csrftoken=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', 'X-CSRFToken': 'b' })
        .send(body)
        .expect(403);
      await t.http().post(`/api/users/${call}/`).set('X-CSRFToken', 'no-cookie').send(body).expect(403);
    });

    it('works end to end with the issued cookie', async () => {
      const { body } = await t.http().get('/api/users/csrf/').expect(200);
      await t
        .http()
        .post('/api/users/signin/')
        .set({ Cookie: `csrftoken=${body.csrftoken}`, 'X-CSRFToken': body.csrftoken })
        .send({ username: 'alice.pro', password: 'alice-password-1' })
        .expect(200);
    });
  });

  describe('sign-up', () => {
    it('answers token and user; is_professional defaults to false', async () => {
      const { body } = await t
        .http()
        .post('/api/users/signup/')
        .set(csrfHeaders)
        .send({ username: 'bob', email: 'Bob@Example.com', password: 'bob-password' })
        .expect(201);
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.user).toEqual({
        id: expect.any(Number),
        username: 'bob',
        email: 'bob@example.com',
        is_professional: false,
      });
    });

    it('refuses a username taken in any case (409) and a taken email (409)', async () => {
      const name = await t
        .http()
        .post('/api/users/signup/')
        .set(csrfHeaders)
        .send({ username: 'ALICE.PRO', email: 'new@example.com', password: 'whatever-1' })
        .expect(409);
      expect(name.body).toEqual({
        error: 'A user with that username already exists.',
        details: { username: [expect.any(String)] },
      });
      const email = await t
        .http()
        .post('/api/users/signup/')
        .set(csrfHeaders)
        .send({ username: 'carol', email: 'alice.pro@example.com', password: 'whatever-1' })
        .expect(409);
      expect(email.body.error).toBe('A user with that email address already exists.');
    });

    it.each([
      [{ email: 'a@example.com', password: 'long-enough' }, 'username'],
      [{ username: 'dave', email: 'not-an-email', password: 'long-enough' }, 'email'],
      [{ username: 'dave', email: 'd@example.com', password: 'short' }, 'password'],
      [{ username: 'dave', email: 'd@example.com', password: 'x'.repeat(129) }, 'password'],
      [
        { username: 'dave', email: 'd@example.com', password: 'long-enough', is_professional: 'yes' },
        'is_professional',
      ],
      [{ username: 'dave', email: 'd@example.com', password: 'long-enough', is_admin: true }, 'is_admin'],
    ])('400 with per-field details for %j', async (payload, field) => {
      const { body } = await t.http().post('/api/users/signup/').set(csrfHeaders).send(payload).expect(400);
      expect(body.details[field]).toEqual([expect.any(String)]);
      expect(body.error).toEqual(expect.any(String));
    });

    it('accepts the 8 and 128 character password bounds', async () => {
      await t
        .http()
        .post('/api/users/signup/')
        .set(csrfHeaders)
        .send({ username: 'eight', email: 'e8@example.com', password: '12345678' })
        .expect(201);
      await t
        .http()
        .post('/api/users/signup/')
        .set(csrfHeaders)
        .send({ username: 'long', email: 'l@example.com', password: 'p'.repeat(128) })
        .expect(201);
    });
  });

  describe('sign-in and tokens', () => {
    it('signs in regardless of username case and /me answers the user', async () => {
      const { body } = await t
        .http()
        .post('/api/users/signin/')
        .set(csrfHeaders)
        .send({ username: 'alice.pro', password: 'alice-password-1' })
        .expect(200);
      expect(body.user).toEqual(pro.user);
      const me = await t.http().get('/api/users/me/').set('Authorization', `Token ${body.token}`).expect(200);
      expect(me.body).toEqual(pro.user);
    });

    it('401 for a wrong password or unknown user, 400 for missing fields', async () => {
      const wrong = await t
        .http()
        .post('/api/users/signin/')
        .set(csrfHeaders)
        .send({ username: 'Alice.Pro', password: 'nope-nope' })
        .expect(401);
      expect(wrong.body).toEqual({ error: 'Invalid username or password. Please try again.' });
      await t
        .http()
        .post('/api/users/signin/')
        .set(csrfHeaders)
        .send({ username: 'ghost', password: 'nope-nope' })
        .expect(401);
      const missing = await t
        .http()
        .post('/api/users/signin/')
        .set(csrfHeaders)
        .send({ username: 'Alice.Pro' })
        .expect(400);
      expect(missing.body.details.password).toBeDefined();
    });

    it('429 after too many failures for one username', async () => {
      await signUp(t, 'target.user', false, 'target-password');
      for (let i = 0; i < 10; i++) {
        await t
          .http()
          .post('/api/users/signin/')
          .set(csrfHeaders)
          .send({ username: 'target.user', password: `wrong-${i}` })
          .expect(401);
      }
      const blocked = await t
        .http()
        .post('/api/users/signin/')
        .set(csrfHeaders)
        .send({ username: 'target.user', password: 'target-password' })
        .expect(429);
      expect(blocked.body.error).toMatch(/Too many/);
    });

    it('401 for missing, malformed, unknown and expired tokens', async () => {
      const missing = await t.http().get('/api/users/me/').expect(401);
      expect(missing.body).toEqual({ error: 'Authentication credentials were not provided.' });
      await t.http().get('/api/users/me/').set('Authorization', 'Bearer abc').expect(401);
      await t
        .http()
        .get('/api/users/me/')
        .set('Authorization', 'Token ' + 'x'.repeat(43))
        .expect(401);
      const expiring = await signUp(t, 'expiring', false);
      await t.dataSource
        .getRepository(AuthToken)
        .update({ userId: expiring.user.id }, { expiresAt: new Date(Date.now() - 1000) });
      const expired = await t.http().get('/api/users/me/').set(expiring.auth).expect(401);
      expect(expired.body.error).toMatch(/expired/);
    });

    it('stores only a sha256 of the token', async () => {
      const rows = await t.dataSource.getRepository(AuthToken).findBy({ userId: pro.user.id });
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
        expect(row.tokenHash).not.toBe(pro.token);
      }
    });

    it('sign-out needs the token and CSRF, and revokes only that token', async () => {
      const other = await t
        .http()
        .post('/api/users/signin/')
        .set(csrfHeaders)
        .send({ username: 'Alice.Pro', password: 'alice-password-1' })
        .expect(200);
      await t.http().post('/api/users/signout/').set(csrfHeaders).expect(401);
      await t.http().post('/api/users/signout/').set(pro.auth).expect(403);
      await t
        .http()
        .post('/api/users/signout/')
        .set({ ...csrfHeaders, ...pro.auth })
        .expect(200);
      const revoked = await t.http().get('/api/users/me/').set(pro.auth).expect(401);
      expect(revoked.body.error).toMatch(/Invalid token/);
      await t.http().get('/api/users/me/').set('Authorization', `Token ${other.body.token}`).expect(200);
    });
  });
});
