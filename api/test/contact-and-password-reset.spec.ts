import { ContactMessage } from '../src/contact/entities/contact-message.entity';
import { PasswordReset } from '../src/users/entities/password-reset.entity';
import { DATABASES } from './support/databases';
import { csrfHeaders, signUp, startTestApp, type TestApp, type TestUser } from './support/test-app';

describe.each(DATABASES)('contact messages and password reset on %s', (kind) => {
  let t: TestApp;
  let user: TestUser;
  const logged: string[] = [];

  beforeAll(async () => {
    // Without a mail server the link is delivered as a DevMailbox line on stdout.
    const write = process.stdout.write.bind(process.stdout);
    jest.spyOn(process.stdout, 'write').mockImplementation(((chunk: string | Uint8Array, ...rest: never[]) => {
      if (String(chunk).includes('DevMailbox')) return logged.push(String(chunk)) > 0;
      return write(chunk, ...rest);
    }) as typeof process.stdout.write);
    t = await startTestApp(kind, { PUBLIC_SITE_URL: 'https://physio.example' });
    user = await signUp(t, 'reset.me', false, 'old-password-1');
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await t?.close();
  });

  const resetLink = () => {
    const line = [...logged].reverse().find((entry) => entry.includes('/reset-password?token='));
    return line?.match(/https:\/\/physio\.example\/reset-password\?token=([\w-]+)/)?.[1];
  };

  describe('POST /api/contact/', () => {
    it('stores a valid message, trimmed', async () => {
      const response = await t
        .http()
        .post('/api/contact/')
        .send({ name: ' Jane ', email: 'jane@example.com', message: 'Hello there' })
        .expect(201);
      expect(response.body.message).toMatch(/Message sent!/);
      const rows = await t.dataSource.getRepository(ContactMessage).find();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ name: 'Jane', email: 'jane@example.com', message: 'Hello there' });
    });

    it.each([
      [{ email: 'jane@example.com', message: 'x' }, 'name'],
      [{ name: 'Jane', email: 'not-an-email', message: 'x' }, 'email'],
      [{ name: 'Jane', email: 'jane@example.com', message: '   ' }, 'message'],
      [{ name: 'Jane', email: 'jane@example.com', message: 'x'.repeat(5001) }, 'message'],
    ])('refuses %p with a 400 naming %s, storing nothing', async (body, field) => {
      const before = await t.dataSource.getRepository(ContactMessage).count();
      const response = await t.http().post('/api/contact/').send(body).expect(400);
      expect(response.body.details[field]).toBeDefined();
      await expect(t.dataSource.getRepository(ContactMessage).count()).resolves.toBe(before);
    });

    it('limits a flood from one address with 429', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        statuses.push(
          (
            await t
              .http()
              .post('/api/contact/')
              .send({ name: 'Flood', email: 'f@example.com', message: `m${i}` })
          ).status,
        );
      }
      expect(statuses).toContain(429);
    });
  });

  describe('forgot and reset password', () => {
    it('answers the same for known and unknown emails, and issues a link only for a known one', async () => {
      logged.length = 0;
      const unknown = await t
        .http()
        .post('/api/users/forgot-password/')
        .set(csrfHeaders)
        .send({ email: 'nobody@example.com' })
        .expect(200);
      expect(resetLink()).toBeUndefined();
      const known = await t
        .http()
        .post('/api/users/forgot-password/')
        .set(csrfHeaders)
        .send({ email: 'Reset.Me@example.com' })
        .expect(200);
      expect(known.body).toEqual(unknown.body);
      expect(known.body.message).toBe("If an account exists for that email, we've sent a reset link.");
      expect(resetLink()).toBeDefined();
      const stored = await t.dataSource.getRepository(PasswordReset).find();
      expect(stored.every((row) => row.tokenHash !== resetLink())).toBe(true);
    });

    it('requires CSRF like the other auth calls', async () => {
      await t.http().post('/api/users/forgot-password/').send({ email: 'reset.me@example.com' }).expect(403);
    });

    it('sets the new password once, revoking every session, and refuses the spent link', async () => {
      const token = resetLink() as string;
      await t.http().get('/api/users/me/').set(user.auth).expect(200);
      await t.http().post('/api/users/reset-password/').set(csrfHeaders).send({ token, password: 'short' }).expect(400);
      await t
        .http()
        .post('/api/users/reset-password/')
        .set(csrfHeaders)
        .send({ token, password: 'new-password-2' })
        .expect(200);
      await t.http().get('/api/users/me/').set(user.auth).expect(401);
      const again = await t
        .http()
        .post('/api/users/reset-password/')
        .set(csrfHeaders)
        .send({ token, password: 'new-password-3' })
        .expect(400);
      expect(again.body.error).toBe('This reset link is invalid or has expired.');
      await t
        .http()
        .post('/api/users/signin/')
        .set(csrfHeaders)
        .send({ username: 'reset.me', password: 'old-password-1' })
        .expect(401);
      await t
        .http()
        .post('/api/users/signin/')
        .set(csrfHeaders)
        .send({ username: 'reset.me', password: 'new-password-2' })
        .expect(200);
    });

    it('refuses a made-up or expired token', async () => {
      await t
        .http()
        .post('/api/users/reset-password/')
        .set(csrfHeaders)
        .send({ token: 'x'.repeat(43), password: 'new-password-4' })
        .expect(400);
      logged.length = 0;
      await t
        .http()
        .post('/api/users/forgot-password/')
        .set(csrfHeaders)
        .send({ email: 'reset.me@example.com' })
        .expect(200);
      const token = resetLink() as string;
      await t.dataSource
        .getRepository(PasswordReset)
        .update({ userId: user.user.id }, { expiresAt: new Date(Date.now() - 1000) });
      await t
        .http()
        .post('/api/users/reset-password/')
        .set(csrfHeaders)
        .send({ token, password: 'new-password-5' })
        .expect(400);
    });
  });
});
