import { Invitation } from '../src/invitations/entities/invitation.entity';
import { CODE_ALPHABET } from '../src/invitations/invitation-code';
import { newParticipant } from './support/care';
import { DATABASES } from './support/databases';
import { signUpCast, startTestApp, type TestApp, type TestUser } from './support/test-app';

describe.each(DATABASES)('invitations on %s', (kind) => {
  let t: TestApp;
  let pro: TestUser;
  let otherPro: TestUser;
  let patient: TestUser;

  beforeAll(async () => {
    t = await startTestApp(kind, { PUBLIC_SITE_URL: 'https://physio.example/' });
    ({ pro, otherPro, patient } = await signUpCast(t));
  });
  afterAll(() => t?.close());

  const invite = (who: TestUser, body: object = {}) => t.http().post('/api/invitations/').set(who.auth).send(body);
  const accept = (who: TestUser, code: string) =>
    t.http().post('/api/invitations/accept/').set(who.auth).send({ code });

  it('creates a one-time code of 10 unambiguous characters, valid 14 days, with the sign-up link', async () => {
    const before = Date.now();
    const created = await invite(pro, { email: 'Sam@Example.com', note: 'Knee, week 2' }).expect(201);
    expect(Object.keys(created.body).sort()).toEqual(['code', 'expires_at', 'id', 'url']);
    expect(created.body.code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{10}$`));
    expect(created.body.code).not.toMatch(/[01OIL]/);
    expect(created.body.url).toBe(`https://physio.example/sign-up?invite=${created.body.code}`);
    const expires = Date.parse(created.body.expires_at) - before;
    expect(expires).toBeGreaterThanOrEqual(14 * 86_400_000 - 1000);
    expect(expires).toBeLessThan(14 * 86_400_000 + 60_000);

    const list = await t.http().get('/api/invitations/').set(pro.auth).expect(200);
    expect(list.body).toEqual([
      expect.objectContaining({
        id: created.body.id,
        code: created.body.code,
        email: 'sam@example.com',
        note: 'Knee, week 2',
      }),
    ]);
    expect((await t.http().get('/api/invitations/').set(otherPro.auth).expect(200)).body).toEqual([]);
  });

  it('revokes an open invitation (204) and refuses its code afterwards', async () => {
    const created = await invite(pro).expect(201);
    await t.http().delete(`/api/invitations/${created.body.id}/`).set(otherPro.auth).expect(404);
    const revoked = await t.http().delete(`/api/invitations/${created.body.id}/`).set(pro.auth).expect(204);
    expect(revoked.text).toBe('');
    await t.http().delete(`/api/invitations/${created.body.id}/`).set(pro.auth).expect(404);
    const list = await t.http().get('/api/invitations/').set(pro.auth).expect(200);
    expect(list.body.map((i: { id: number }) => i.id)).not.toContain(created.body.id);
    const refused = await accept(patient, created.body.code).expect(400);
    expect(refused.body.error).toMatch(/withdrawn/);
  });

  it('links the participant on accept, once; the code is then used', async () => {
    const created = await invite(pro).expect(201);
    // Case, spaces and dashes as a person may type them.
    const typed = `${created.body.code.slice(0, 5).toLowerCase()}-${created.body.code.slice(5)} `;
    const accepted = await accept(patient, typed).expect(200);
    expect(accepted.body).toEqual({ professional: { id: pro.user.id, username: 'pro.one' } });
    const participants = await t.http().get('/api/participants/').set(pro.auth).expect(200);
    expect(participants.body.results).toEqual([
      expect.objectContaining({ id: patient.user.id, username: 'patient.one' }),
    ]);
    const second = await newParticipant(t, 'patient.late');
    expect((await accept(second, created.body.code).expect(400)).body.error).toBe(
      'This invitation has already been used.',
    );
    const list = await t.http().get('/api/invitations/').set(pro.auth).expect(200);
    expect(list.body.map((i: { id: number }) => i.id)).not.toContain(created.body.id);
  });

  it('refuses unknown and expired codes with a sentence', async () => {
    const someone = await newParticipant(t, 'patient.refused');
    expect((await accept(someone, 'ABCDEFGHJK').expect(400)).body.error).toMatch(/No invitation has this code/);
    const created = await invite(pro).expect(201);
    await t.dataSource
      .getRepository(Invitation)
      .update({ id: created.body.id }, { expiresAt: new Date(Date.now() - 1000) });
    expect((await accept(someone, created.body.code).expect(400)).body.error).toMatch(/expired/);
    expect(
      (await t.http().get('/api/invitations/').set(pro.auth).expect(200)).body.map((i: { id: number }) => i.id),
    ).not.toContain(created.body.id);
  });

  it.each([
    [{ code: '' }, 'Enter the invitation code.'],
    [{ code: 'SHORT' }, 'The invitation code has 10 letters and digits.'],
    [{ code: 42 }, 'Enter the invitation code.'],
    [{}, 'Enter the invitation code.'],
    [{ code: 'ABCDEFGHJK', extra: 1 }, 'extra is not an allowed field.'],
  ])('answers 400 for the body %j', async (body, error) => {
    const response = await t.http().post('/api/invitations/accept/').set(patient.auth).send(body).expect(400);
    expect(response.body.error).toBe(error);
  });

  it('answers 400 for a bad email or note', async () => {
    expect((await invite(pro, { email: 'not-an-email' }).expect(400)).body.error).toBe('Enter a valid email address.');
    expect((await invite(pro, { note: 'x'.repeat(501) }).expect(400)).body.error).toMatch(/note must be at most 500/);
  });

  it('answers 401 without a token and 403 for the wrong role', async () => {
    await t.http().post('/api/invitations/').send({}).expect(401);
    await t.http().get('/api/invitations/').expect(401);
    await t.http().post('/api/invitations/accept/').send({ code: 'ABCDEFGHJK' }).expect(401);
    expect((await invite(patient).expect(403)).body.error).toBe('Only professional accounts can use this feature.');
    await t.http().get('/api/invitations/').set(patient.auth).expect(403);
    await t.http().delete('/api/invitations/1/').set(patient.auth).expect(403);
    const refused = await accept(pro, 'ABCDEFGHJK').expect(403);
    expect(refused.body.error).toBe('Only participant accounts can use this feature.');
    await t.http().delete('/api/invitations/abc/').set(pro.auth).expect(404);
  });

  it('gives one code to one of two participants racing for it', async () => {
    const created = await invite(pro).expect(201);
    const [a, b] = [await newParticipant(t, 'racer.a'), await newParticipant(t, 'racer.b')];
    const statuses = (await Promise.all([accept(a, created.body.code), accept(b, created.body.code)])).map(
      (r) => r.status,
    );
    expect(statuses.sort()).toEqual([200, 400]);
  });

  it('limits wrong codes per account (429 with Retry-After), even for a right code then', async () => {
    const guesser = await newParticipant(t, 'guesser.one');
    for (let i = 0; i < 10; i += 1) await accept(guesser, 'ZZZZZZZZZZ').expect(400);
    const limited = await accept(guesser, 'ZZZZZZZZZZ').expect(429);
    expect(limited.body.error).toMatch(/Too many invitation codes were tried/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const created = await invite(pro).expect(201);
    await accept(guesser, created.body.code).expect(429);
  });

  it('limits wrong codes per address across accounts', async () => {
    let limited: { status: number; body: { error: string } } | undefined;
    for (let n = 0; n < 5 && !limited; n += 1) {
      const guesser = await newParticipant(t, `spray.${n}`);
      for (let i = 0; i < 9 && !limited; i += 1) {
        const response = await accept(guesser, 'YYYYYYYYYY');
        if (response.status === 429) limited = response;
        else expect(response.status).toBe(400);
      }
    }
    expect(limited?.body.error).toMatch(/from your network/);
  });
});
