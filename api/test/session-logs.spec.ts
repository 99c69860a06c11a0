import { SessionLog } from '../src/session-logs/entities/session-log.entity';
import { assign, createProgram, daysFromToday, EVERY_DAY, link, logSession, newParticipant } from './support/care';
import { DATABASES } from './support/databases';
import { signUpCast, startTestApp, type TestApp, type TestUser } from './support/test-app';

describe.each(DATABASES)('session logs on %s', (kind) => {
  let t: TestApp;
  let pro: TestUser;
  let patient: TestUser;
  let other: TestUser;
  let assignment: Awaited<ReturnType<typeof assign>>;
  let itemIds: number[];

  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ pro, patient } = await signUpCast(t));
    other = await newParticipant(t, 'patient.other');
    await link(t, pro, patient);
    await link(t, pro, other);
    const program = await createProgram(t, pro, 3);
    assignment = await assign(t, pro, {
      participant_id: patient.user.id,
      program_id: program.programId,
      start_date: daysFromToday(-10),
      end_date: daysFromToday(10),
      days_of_week: EVERY_DAY,
    });
    itemIds = assignment.items.map((item) => item.id);
  });
  afterAll(() => t?.close());

  const rowsOn = (date: string) =>
    t.dataSource.getRepository(SessionLog).countBy({ assignmentId: assignment.id, date });

  it('logs a session (201) and replaces it on a second post for that date (200)', async () => {
    const date = daysFromToday(-2);
    const first = await logSession(t, patient, {
      assignment_id: assignment.id,
      date,
      completed_item_ids: [itemIds[0], itemIds[1]],
      pain: 4,
    }).expect(201);
    expect(first.body).toEqual({
      id: expect.any(Number),
      assignment_id: assignment.id,
      date,
      completed_item_ids: [itemIds[0], itemIds[1]],
      pain: 4,
      difficulty: 5,
      notes: '',
      completed: 2,
      total: 3,
    });
    const second = await t
      .http()
      .post('/api/session-logs/')
      .set(patient.auth)
      .send({
        assignment_id: assignment.id,
        date,
        completed_item_ids: itemIds,
        pain: 2,
        difficulty: 3,
        notes: ' Better ',
      })
      .expect(200);
    expect(second.body).toMatchObject({
      id: first.body.id,
      pain: 2,
      difficulty: 3,
      notes: 'Better',
      completed: 3,
      total: 3,
    });
    expect(await rowsOn(date)).toBe(1);
  });

  it('keeps one row per assignment and date under concurrent posts: one 201, the rest 200', async () => {
    const date = daysFromToday(-1);
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        logSession(t, patient, { assignment_id: assignment.id, date, completed_item_ids: [itemIds[0]], pain: i }),
      ),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(responses.map((r) => r.body.id)).size).toBe(1);
    expect(await rowsOn(date)).toBe(1);
  });

  it('accepts today and tomorrow (a participant east of UTC), not later', async () => {
    await logSession(t, patient, {
      assignment_id: assignment.id,
      date: daysFromToday(0),
      completed_item_ids: [],
    }).expect(201);
    await logSession(t, patient, {
      assignment_id: assignment.id,
      date: daysFromToday(1),
      completed_item_ids: [],
    }).expect(201);
    const future = await logSession(t, patient, {
      assignment_id: assignment.id,
      date: daysFromToday(2),
      completed_item_ids: [],
    }).expect(400);
    expect(future.body).toEqual({
      error: 'date cannot be in the future.',
      details: { date: ['date cannot be in the future.'] },
    });
  });

  it('answers 400 for a date outside the assignment or an item not in it', async () => {
    const before = await logSession(t, patient, {
      assignment_id: assignment.id,
      date: daysFromToday(-11),
      completed_item_ids: [],
    }).expect(400);
    expect(before.body.error).toBe(
      `This assignment runs from ${daysFromToday(-10)} to ${daysFromToday(10)}; ${daysFromToday(-11)} is outside it.`,
    );
    const foreign = await logSession(t, patient, {
      assignment_id: assignment.id,
      date: daysFromToday(-3),
      completed_item_ids: [itemIds[0], 999999],
    }).expect(400);
    expect(foreign.body).toEqual({
      error: 'This item is not in the assignment.',
      details: { 'completed_item_ids.1': ['This item is not in the assignment.'] },
    });
  });

  it('refuses days after an assignment was ended', async () => {
    const program = await createProgram(t, pro, 1);
    const ended = await assign(t, pro, {
      participant_id: patient.user.id,
      program_id: program.programId,
      start_date: daysFromToday(-5),
      days_of_week: EVERY_DAY,
    });
    await t.http().delete(`/api/assignments/${ended.id}/`).set(pro.auth).expect(204);
    await logSession(t, patient, { assignment_id: ended.id, date: daysFromToday(-1), completed_item_ids: [] }).expect(
      201,
    );
    await logSession(t, patient, { assignment_id: ended.id, date: daysFromToday(1), completed_item_ids: [] }).expect(
      400,
    );
  });

  it.each([
    [{ pain: 11 }, 'pain must be from 0 to 10.'],
    [{ pain: -1 }, 'pain must be from 0 to 10.'],
    [{ pain: 2.5 }, 'pain must be a whole number from 0 to 10.'],
    [{ difficulty: 'hard' }, 'difficulty must be a whole number from 0 to 10.'],
    [{ date: 'yesterday' }, 'date must be a date written YYYY-MM-DD.'],
    [{ completed_item_ids: 'all' }, 'completed_item_ids must be a list of item ids.'],
    [{ completed_item_ids: [1, 1] }, 'completed_item_ids lists an item twice.'],
    [{ notes: 'x'.repeat(2001) }, 'notes must be at most 2000 characters long.'],
  ])('answers 400 for %j', async (overrides, error) => {
    const response = await t
      .http()
      .post('/api/session-logs/')
      .set(patient.auth)
      .send({
        assignment_id: assignment.id,
        date: daysFromToday(-4),
        completed_item_ids: [],
        pain: 1,
        difficulty: 1,
        ...overrides,
      })
      .expect(400);
    expect(response.body.error).toBe(error);
  });

  it("answers 400 for another participant's assignment, 403 for a professional and 401 without a token", async () => {
    const body = { assignment_id: assignment.id, date: daysFromToday(-5), completed_item_ids: [] };
    const foreign = await logSession(t, other, body).expect(400);
    expect(foreign.body.error).toBe('No assignment of yours has this id.');
    await logSession(t, pro, body).expect(403);
    await t
      .http()
      .post('/api/session-logs/')
      .send({ ...body, pain: 1, difficulty: 1 })
      .expect(401);
  });
});
