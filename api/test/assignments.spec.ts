import { assign, createProgram, daysFromToday, link, newParticipant, today } from './support/care';
import { DATABASES } from './support/databases';
import { signUpCast, startTestApp, type TestApp, type TestUser } from './support/test-app';

describe.each(DATABASES)('assignments on %s', (kind) => {
  let t: TestApp;
  let pro: TestUser;
  let otherPro: TestUser;
  let patient: TestUser;
  let stranger: TestUser;
  let program: Awaited<ReturnType<typeof createProgram>>;

  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ pro, otherPro, patient } = await signUpCast(t));
    stranger = await newParticipant(t, 'patient.stranger');
    await link(t, pro, patient);
    program = await createProgram(t, pro, 3);
  });
  afterAll(() => t?.close());

  const body = (overrides: object = {}) => ({
    participant_id: patient.user.id,
    program_id: program.programId,
    start_date: today(),
    days_of_week: [5, 1, 3],
    ...overrides,
  });

  it('copies every program item with the default dosage', async () => {
    const created = await assign(t, pro, body({ end_date: daysFromToday(28) }));
    expect(created).toMatchObject({
      participant: { id: patient.user.id, username: 'patient.one' },
      professional: { id: pro.user.id, username: 'pro.one' },
      program_title: 'Back basics',
      start_date: today(),
      end_date: daysFromToday(28),
      days_of_week: [1, 3, 5],
      status: 'active',
    });
    expect(created.items).toEqual([
      {
        id: expect.any(Number),
        title: 'Move 1',
        video_platform_id: program.platformId,
        start_time: 0,
        end_time: 30,
        sets: 3,
        reps: 10,
        hold_seconds: 0,
        rest_seconds: 30,
        notes: '',
      },
      expect.objectContaining({ title: 'Move 2', start_time: 60 }),
      expect.objectContaining({ title: 'Move 3', start_time: 120 }),
    ]);
  });

  it('copies the items chosen, in that order, with their dosage; later program edits do not change it', async () => {
    const ownProgram = await createProgram(t, pro, 2, 'Shoulders');
    const created = await assign(
      t,
      pro,
      body({
        program_id: ownProgram.programId,
        items: [
          {
            program_item_id: ownProgram.itemIds[1],
            sets: 2,
            reps: 12,
            hold_seconds: 5,
            rest_seconds: 45,
            notes: 'Slowly',
          },
          { program_item_id: ownProgram.itemIds[0], reps: 8 },
        ],
      }),
    );
    expect(created.items).toEqual([
      expect.objectContaining({
        title: 'Move 2',
        sets: 2,
        reps: 12,
        hold_seconds: 5,
        rest_seconds: 45,
        notes: 'Slowly',
      }),
      expect.objectContaining({ title: 'Move 1', sets: 3, reps: 8, hold_seconds: 0, rest_seconds: 30, notes: '' }),
    ]);
    await t
      .http()
      .put(`/api/programs/${ownProgram.programId}/`)
      .set(pro.auth)
      .send({ title: 'Renamed', description: 'Changed.', difficulty: 'advanced', items: [] })
      .expect(200);
    const after = await t.http().get(`/api/assignments/${created.id}/`).set(pro.auth).expect(200);
    expect(after.body.program_title).toBe('Shoulders');
    expect(after.body.items).toEqual(created.items);
    await t.http().delete(`/api/programs/${ownProgram.programId}/`).set(pro.auth).expect(200);
    expect(
      (await t.http().get(`/api/assignments/${created.id}/`).set(patient.auth).expect(200)).body.items,
    ).toHaveLength(2);
  });

  it('lists the professional’s own (by participant) and the participant’s own; others get 404', async () => {
    const created = await assign(t, pro, body());
    const mine = await t.http().get('/api/assignments/').set(pro.auth).expect(200);
    expect(mine.body[0].id).toBe(created.id);
    const byParticipant = await t
      .http()
      .get(`/api/assignments/?participant_id=${stranger.user.id}`)
      .set(pro.auth)
      .expect(200);
    expect(byParticipant.body).toEqual([]);
    const theirs = await t.http().get('/api/assignments/').set(patient.auth).expect(200);
    expect(theirs.body.map((a: { id: number }) => a.id)).toContain(created.id);
    expect((await t.http().get('/api/assignments/').set(otherPro.auth).expect(200)).body).toEqual([]);
    expect((await t.http().get('/api/assignments/').set(stranger.auth).expect(200)).body).toEqual([]);
    await t.http().get(`/api/assignments/${created.id}/`).set(patient.auth).expect(200);
    expect((await t.http().get(`/api/assignments/${created.id}/`).set(otherPro.auth).expect(404)).body.error).toBe(
      'Assignment not found.',
    );
    await t.http().get(`/api/assignments/${created.id}/`).set(stranger.auth).expect(404);
    await t.http().get('/api/assignments/999999/').set(pro.auth).expect(404);
    await t.http().get('/api/assignments/nope/').set(pro.auth).expect(404);
    await t.http().get('/api/assignments/?participant_id=x').set(pro.auth).expect(400);
  });

  it('replaces the schedule and sets new dosages (PUT), professional only', async () => {
    const created = await assign(t, pro, body());
    const [first, second] = created.items;
    const updated = await t
      .http()
      .put(`/api/assignments/${created.id}/`)
      .set(pro.auth)
      .send({
        start_date: daysFromToday(-3),
        end_date: daysFromToday(10),
        days_of_week: [2],
        items: [{ id: second.id, sets: 5, notes: 'Hold the top' }],
      })
      .expect(200);
    expect(updated.body).toMatchObject({
      start_date: daysFromToday(-3),
      end_date: daysFromToday(10),
      days_of_week: [2],
    });
    expect(updated.body.items[0]).toMatchObject({ id: first.id, sets: 3, reps: 10 });
    expect(updated.body.items[1]).toMatchObject({ id: second.id, sets: 5, reps: 10, notes: 'Hold the top' });
    const foreignItem = await t
      .http()
      .put(`/api/assignments/${created.id}/`)
      .set(pro.auth)
      .send({ start_date: today(), days_of_week: [2], items: [{ id: 999999, sets: 2 }] })
      .expect(400);
    expect(foreignItem.body.error).toBe('This item is not in the assignment.');
    await t
      .http()
      .put(`/api/assignments/${created.id}/`)
      .set(patient.auth)
      .send({ start_date: today(), days_of_week: [1] })
      .expect(403);
    await t
      .http()
      .put(`/api/assignments/${created.id}/`)
      .set(otherPro.auth)
      .send({ start_date: today(), days_of_week: [1] })
      .expect(404);
  });

  it('ends an assignment on DELETE (204); it stays in the history as ended', async () => {
    const created = await assign(t, pro, body());
    await t.http().delete(`/api/assignments/${created.id}/`).set(patient.auth).expect(403);
    await t.http().delete(`/api/assignments/${created.id}/`).set(otherPro.auth).expect(404);
    await t.http().delete(`/api/assignments/${created.id}/`).set(pro.auth).expect(204);
    const seen = await t.http().get(`/api/assignments/${created.id}/`).set(patient.auth).expect(200);
    expect(seen.body.status).toBe('ended');
    await t.http().delete(`/api/assignments/${created.id}/`).set(pro.auth).expect(204);
  });

  it('reports an assignment past its end date as ended', async () => {
    const created = await assign(t, pro, body({ start_date: daysFromToday(-20), end_date: daysFromToday(-1) }));
    expect(created.status).toBe('ended');
  });

  it.each([
    [{ participant_id: 'x' }, 'participant_id must be a whole number.'],
    [{ program_id: 0 }, 'program_id is not a valid id.'],
    [{ start_date: '2026-02-30' }, 'start_date must be a date written YYYY-MM-DD.'],
    [{ start_date: '01/03/2026' }, 'start_date must be a date written YYYY-MM-DD.'],
    [{ end_date: '2000-01-01' }, 'end_date cannot be before start_date.'],
    [{ days_of_week: [] }, 'Choose at least one weekday in days_of_week.'],
    [{ days_of_week: [0, 3] }, 'days_of_week holds weekdays 1 (Monday) to 7 (Sunday).'],
    [{ days_of_week: [8] }, 'days_of_week holds weekdays 1 (Monday) to 7 (Sunday).'],
    [{ days_of_week: [2, 2] }, 'days_of_week lists a weekday twice.'],
    [{ days_of_week: 'mon' }, 'days_of_week must be a list of weekdays (1 = Monday … 7 = Sunday).'],
    [{ items: [{ program_item_id: 1, sets: 0 }] }, 'sets must be at least 1.'],
    [{ items: [{ program_item_id: 1, reps: 1.5 }] }, 'reps must be a whole number.'],
    [{ items: [{ program_item_id: 1, rest_seconds: -1 }] }, 'rest_seconds cannot be negative.'],
    [{ items: [{ sets: 2 }] }, 'program_item_id must be a whole number.'],
    [{ colour: 'red' }, 'colour is not an allowed field.'],
  ])('answers 400 for %j', async (overrides, error) => {
    const response = await t.http().post('/api/assignments/').set(pro.auth).send(body(overrides)).expect(400);
    expect(response.body.error).toBe(error);
  });

  it('answers 400 for a participant not linked, a program not theirs, an empty program or an item not in it', async () => {
    const post = (overrides: object) =>
      t.http().post('/api/assignments/').set(pro.auth).send(body(overrides)).expect(400);
    expect((await post({ participant_id: stranger.user.id })).body.error).toBe(
      'This participant is not linked to you.',
    );
    const theirs = await createProgram(t, otherPro, 1);
    expect((await post({ program_id: theirs.programId })).body.error).toBe('This program is not in your library.');
    const empty = await t
      .http()
      .post('/api/programs/')
      .set(pro.auth)
      .send({ title: 'Empty', description: 'Nothing yet.', difficulty: 'beginner', items: [] })
      .expect(201);
    expect((await post({ program_id: empty.body.id })).body.error).toMatch(/no exercises yet/);
    expect((await post({ items: [{ program_item_id: theirs.itemIds[0] }] })).body).toEqual({
      error: 'This item is not in the program.',
      details: { 'items.0.program_item_id': ['This item is not in the program.'] },
    });
    expect((await post({ items: [] })).body.error).toBe('Choose at least one exercise in items.');
  });

  it('answers 401 without a token and 403 to a participant creating one', async () => {
    await t.http().get('/api/assignments/').expect(401);
    await t.http().post('/api/assignments/').send(body()).expect(401);
    await t.http().get('/api/assignments/1/').expect(401);
    await t.http().post('/api/assignments/').set(patient.auth).send(body()).expect(403);
  });
});
