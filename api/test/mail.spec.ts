import { Logger } from '@nestjs/common';
import { Mailer } from '../src/mail/mailer';
import { DATABASES } from './support/databases';
import { startSmtpCatcher, type SmtpCatcher } from './support/smtp-catcher';
import { csrfHeaders, signUp, startTestApp, type TestApp, type TestUser } from './support/test-app';

/** Account e-mails through a real SMTP server started here: received, decoded, and their links followed. */
describe.each(DATABASES)('e-mail on %s', (kind) => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  let pro: TestUser;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await startTestApp(kind, {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'PhysioHub <no-reply@physio.example>',
      PUBLIC_SITE_URL: 'https://physio.example',
    });
    // Its own account: the reset test ends every session of mail.pro.
    pro = await signUp(t, 'mail.inviter', true);
    await signUp(t, 'mail.pro', true);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  beforeEach(() => smtp.mails.splice(0));

  /** Everything the API has started sending has reached the catcher. */
  const delivered = () => t.app.get(Mailer).settled();

  it('sends a password reset as text and HTML; the link in it resets the password', async () => {
    await t
      .http()
      .post('/api/users/forgot-password/')
      .set(csrfHeaders)
      .send({ email: 'MAIL.PRO@example.com' })
      .expect(200);
    await delivered();
    expect(smtp.mails).toHaveLength(1);
    const [mail] = smtp.mails;
    expect(mail).toMatchObject({ from: 'no-reply@physio.example', to: ['mail.pro@example.com'] });
    expect(mail.subject).toBe('Reset your PhysioHub password');
    const link = mail.text.match(/https:\/\/physio\.example\/reset-password\?token=[\w-]+/)?.[0] as string;
    expect(link).toBeDefined();
    expect(mail.html).toContain(`href="${link}"`);

    const token = new URL(link).searchParams.get('token');
    await t
      .http()
      .post('/api/users/reset-password/')
      .set(csrfHeaders)
      .send({ token, password: 'reset-by-mail-1' })
      .expect(200);
    await t
      .http()
      .post('/api/users/signin/')
      .set(csrfHeaders)
      .send({ username: 'mail.pro', password: 'reset-by-mail-1' })
      .expect(200);
  });

  it('sends nothing for an unknown address, with the same answer', async () => {
    const known = await t
      .http()
      .post('/api/users/forgot-password/')
      .set(csrfHeaders)
      .send({ email: 'mail.pro@example.com' });
    const unknown = await t
      .http()
      .post('/api/users/forgot-password/')
      .set(csrfHeaders)
      .send({ email: 'nobody@example.com' });
    await delivered();
    expect(unknown.body).toEqual(known.body);
    expect(smtp.mails.map((mail) => mail.to)).toEqual([['mail.pro@example.com']]);
  });

  it("e-mails an invitation's sign-up link to the address given; following it links the new participant", async () => {
    const invitation = await t
      .http()
      .post('/api/invitations/')
      .set(pro.auth)
      .send({ email: 'Sam@Example.com', note: 'See you <Tuesday>' })
      .expect(201);
    await delivered();
    expect(smtp.mails).toHaveLength(1);
    const [mail] = smtp.mails;
    expect(mail.to).toEqual(['sam@example.com']);
    expect(mail.subject).toBe('mail.inviter invites you to PhysioHub');
    expect(mail.text).toContain(invitation.body.url);
    expect(mail.text).toContain('See you <Tuesday>');
    expect(mail.html).toContain('See you &#60;Tuesday&#62;');
    expect(mail.html).toContain(`href="${invitation.body.url}"`);

    const code = new URL(mail.text.match(/https:\/\/physio\.example\/sign-up\?invite=\w+/)![0]).searchParams.get(
      'invite',
    );
    const sam = await signUp(t, 'sam', false);
    const accepted = await t.http().post('/api/invitations/accept/').set(sam.auth).send({ code }).expect(200);
    expect(accepted.body.professional.username).toBe('mail.inviter');
  });

  it('sends no e-mail for an invitation without an address', async () => {
    await t.http().post('/api/invitations/').set(pro.auth).send({}).expect(201);
    await delivered();
    expect(smtp.mails).toEqual([]);
  });
});

describe('e-mail when the SMTP server refuses', () => {
  it('still answers the reset request the same way, and logs the failure without the link', async () => {
    const smtp = await startSmtpCatcher();
    const wrongPassword = smtp.url.replace('secret-password', 'wrong');
    const t = await startTestApp('sqlite', { SMTP_URL: wrongPassword });
    const logged: string[] = [];
    const logger = jest.spyOn(Logger.prototype, 'error').mockImplementation((message: unknown) => {
      logged.push(String(message));
    });
    try {
      await signUp(t, 'refused.user', false);
      const res = await t
        .http()
        .post('/api/users/forgot-password/')
        .set(csrfHeaders)
        .send({ email: 'refused.user@example.com' })
        .expect(200);
      expect(res.body.message).toMatch(/If an account exists/);
      await t.app.get(Mailer).settled();
      expect(smtp.mails).toEqual([]);
      expect(logged.join('\n')).toMatch(/Could not send "Reset your PhysioHub password" to user \d+/);
      expect(logged.join('\n')).not.toContain('token=');
    } finally {
      logger.mockRestore();
      await t.close();
      await smtp.close();
    }
  });
});
