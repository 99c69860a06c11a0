import { isoWeekday } from '../src/schedule/iso-dates';
import {
  assign,
  createProgram,
  daysFromToday,
  EVERY_DAY,
  expectedWeeks,
  link,
  logSession,
  newParticipant,
} from './support/care';
import { DATABASES } from './support/databases';
import { signUpCast, startTestApp, type TestApp, type TestUser } from './support/test-app';

describe.each(DATABASES)("the participant's today and dashboard on %s", (kind) => {
  let t: TestApp;
  let pro: TestUser;
  let otherPro: TestUser;
  let patient: TestUser;
  let assignment: Awaited<ReturnType<typeof assign>>;

  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ pro, otherPro, patient } = await signUpCast(t));
    await link(t, pro, patient);
    await link(t, otherPro, patient);
    const program = await createProgram(t, pro, 2, 'Knee plan');
    assignment = await assign(t, pro, {
      participant_id: patient.user.id,
      program_id: program.programId,
      start_date: daysFromToday(-27),
      end_date: daysFromToday(14),
      days_of_week: EVERY_DAY,
      items: [
        { program_item_id: program.itemIds[0], sets: 2, reps: 10, hold_seconds: 3, rest_seconds: 30 },
        { program_item_id: program.itemIds[1], sets: 1, reps: 5, hold_seconds: 0, rest_seconds: 0 },
      ],
    });
    // Logged on 14 of the 28 days up to today: every other day, today's still to do.
    for (let offset = -27; offset < 0; offset += 2) {
      await logSession(t, patient, {
        assignment_id: assignment.id,
        date: daysFromToday(offset),
        completed_item_ids: assignment.items.map((item) => item.id),
        pain: offset < -7 ? 5 : 2,
      }).expect(201);
    }
    // The other professional's program, on one weekday only (tomorrow's).
    const theirs = await createProgram(t, otherPro, 1, 'Shoulder plan');
    await assign(t, otherPro, {
      participant_id: patient.user.id,
      program_id: theirs.programId,
      start_date: daysFromToday(1),
      days_of_week: [isoWeekday(daysFromToday(1))],
    });
  });
  afterAll(() => t?.close());

  it("lists today's sessions with their items, and marks them logged once logged", async () => {
    const date = daysFromToday(0);
    const before = await t.http().get(`/api/me/today/?date=${date}`).set(patient.auth).expect(200);
    expect(before.body).toEqual({
      date,
      sessions: [
        {
          assignment_id: assignment.id,
          program_title: 'Knee plan',
          items: assignment.items,
          logged: false,
        },
      ],
    });
    await logSession(t, patient, { assignment_id: assignment.id, date, completed_item_ids: [] }).expect(201);
    const after = await t.http().get(`/api/me/today/?date=${date}`).set(patient.auth).expect(200);
    expect(after.body.sessions[0].logged).toBe(true);
    await t.dataSource.query(
      t.dataSource.options.type === 'postgres'
        ? 'DELETE FROM session_logs WHERE assignment_id = $1 AND date = $2'
        : 'DELETE FROM session_logs WHERE assignment_id = ? AND date = ?',
      [assignment.id, date],
    );
  });

  it("lists both professionals' assignments on a day they share, and nothing before any starts", async () => {
    const tomorrow = await t
      .http()
      .get(`/api/me/today/?date=${daysFromToday(1)}`)
      .set(patient.auth)
      .expect(200);
    expect(tomorrow.body.sessions.map((s: { program_title: string }) => s.program_title)).toEqual([
      'Knee plan',
      'Shoulder plan',
    ]);
    const early = await t
      .http()
      .get(`/api/me/today/?date=${daysFromToday(-60)}`)
      .set(patient.auth)
      .expect(200);
    expect(early.body.sessions).toEqual([]);
  });

  it('gives the dashboard figures from the assignments and logs', async () => {
    const dashboard = await t
      .http()
      .get(`/api/me/dashboard/?date=${daysFromToday(0)}`)
      .set(patient.auth)
      .expect(200);
    expect(dashboard.body).toMatchObject({
      active_programs: 2,
      completed_exercises: 28,
      // Logged on days -5, -3 and -1 of the last seven.
      completed_exercises_7d: 6,
      progress_score: 50,
    });
    // 2 × (30 s + 10 × 3 s + 30 s) + 1 × (30 s + 0 + 0) = 210 s.
    expect(dashboard.body.upcoming[0]).toEqual({
      date: daysFromToday(0),
      assignment_id: assignment.id,
      program_title: 'Knee plan',
      minutes: 4,
    });
    expect(dashboard.body.upcoming).toHaveLength(5);
    expect(dashboard.body.upcoming[2]).toMatchObject({ date: daysFromToday(1), program_title: 'Shoulder plan' });
    expect(dashboard.body.recent.slice(0, 3)).toEqual([
      { date: daysFromToday(0), kind: 'assigned', text: 'pro.two assigned Shoulder plan.' },
      { date: daysFromToday(0), kind: 'assigned', text: 'pro.one assigned Knee plan.' },
      { date: daysFromToday(-1), kind: 'session', text: 'Logged Knee plan: 2 of 2 exercises, pain 2/10.' },
    ]);
    expect(dashboard.body.recent).toHaveLength(5);
    expect(dashboard.body.programs).toEqual(
      expect.arrayContaining([
        { assignment_id: assignment.id, title: 'Knee plan', completed_sessions: 14, total_sessions: 42 },
        expect.objectContaining({ title: 'Shoulder plan', completed_sessions: 0 }),
      ]),
    );
  });

  it('shows zeros and empty lists to a new participant', async () => {
    const fresh = await newParticipant(t, 'patient.fresh');
    expect((await t.http().get('/api/me/dashboard/').set(fresh.auth).expect(200)).body).toEqual({
      active_programs: 0,
      completed_exercises: 0,
      completed_exercises_7d: 0,
      progress_score: 0,
      upcoming: [],
      recent: [],
      programs: [],
    });
    const today = await t.http().get('/api/me/today/').set(fresh.auth).expect(200);
    expect(today.body).toEqual({ date: daysFromToday(0), sessions: [] });
  });

  it("gives the participant's history over every professional's assignments, with programs and notes", async () => {
    const history = await t
      .http()
      .get(`/api/me/history/?date=${daysFromToday(0)}`)
      .set(patient.auth)
      .expect(200);
    // Logged on days -5, -3 and -1 of the last seven, on 14 of 28; the shoulder plan starts tomorrow.
    const logged = Array.from({ length: 14 }, (_, i) => -27 + 2 * i);
    expect(history.body).toMatchObject({
      adherence_7d: 0.4286,
      adherence_28d: 0.5,
      adherence_weeks: expectedWeeks(-27, logged),
    });
    expect(history.body.pain).toHaveLength(14);
    expect(history.body.pain[0]).toEqual({ date: daysFromToday(-27), value: 5 });
    expect(history.body.sessions).toHaveLength(14);
    expect(history.body.sessions[0]).toEqual({
      date: daysFromToday(-1),
      assignment_id: assignment.id,
      program_title: 'Knee plan',
      pain: 2,
      difficulty: 5,
      completed: 2,
      total: 2,
      notes: '',
    });

    // The other professional's program too, notes and all.
    const theirs = await createProgram(t, otherPro, 1, 'Hip plan');
    const hip = await assign(t, otherPro, {
      participant_id: patient.user.id,
      program_id: theirs.programId,
      start_date: daysFromToday(-1),
      days_of_week: EVERY_DAY,
    });
    await t
      .http()
      .post('/api/session-logs/')
      .set(patient.auth)
      .send({
        assignment_id: hip.id,
        date: daysFromToday(-1),
        completed_item_ids: [],
        pain: 4,
        difficulty: 3,
        notes: 'Stiff in the morning.',
      })
      .expect(201);
    const after = await t.http().get('/api/me/history/').set(patient.auth).expect(200);
    expect(after.body.sessions.slice(0, 2)).toEqual([
      expect.objectContaining({ assignment_id: hip.id, program_title: 'Hip plan', notes: 'Stiff in the morning.' }),
      expect.objectContaining({ assignment_id: assignment.id, program_title: 'Knee plan' }),
    ]);
    // Yesterday's two logs make one pain point, their mean.
    expect(after.body.pain.at(-1)).toEqual({ date: daysFromToday(-1), value: 3 });
    // Hip: scheduled yesterday and today, logged yesterday.
    expect(after.body.adherence_7d).toBe(0.4444);
  });

  it('gives a new participant an empty history', async () => {
    const fresh = await newParticipant(t, 'patient.history');
    const history = await t.http().get('/api/me/history/').set(fresh.auth).expect(200);
    expect(history.body).toEqual({
      adherence_7d: null,
      adherence_28d: null,
      adherence_weeks: expectedWeeks(1, []),
      pain: [],
      sessions: [],
    });
  });

  it('answers 400 for a bad date, 403 to a professional and 401 without a token', async () => {
    for (const path of ['/api/me/today/', '/api/me/dashboard/', '/api/me/history/']) {
      const bad = await t.http().get(`${path}?date=2026-02-31`).set(patient.auth).expect(400);
      expect(bad.body.error).toBe('date must be a date written YYYY-MM-DD.');
      await t.http().get(`${path}?when=today`).set(patient.auth).expect(400);
      expect((await t.http().get(path).set(pro.auth).expect(403)).body.error).toBe(
        'Only participant accounts can use this feature.',
      );
      await t.http().get(path).expect(401);
    }
  });
});
