import { addDays, isoWeekday } from '../src/schedule/iso-dates';
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
import { signUp, signUpCast, startTestApp, type TestApp, type TestUser } from './support/test-app';

interface Summary {
  id: number;
  username: string;
  adherence_7d: number | null;
  adherence_28d: number | null;
  last_session_date: string | null;
  active_assignments: number;
}

describe.each(DATABASES)('participants on %s', (kind) => {
  let t: TestApp;
  let pro: TestUser;
  let otherPro: TestUser;
  /** Every day from 6 days ago, logged on 3 of those 7 days. */
  let daily: TestUser;
  /** One weekday only (yesterday's) from 13 days ago; linked to both professionals. */
  let weekly: TestUser;
  /** From 5 days ago to 3 days ago, logged on its start and end days. */
  let ended: TestUser;
  /** Linked, nothing assigned. */
  let idle: TestUser;
  let dailyAssignment: number;

  const summaries = async (who: TestUser, query = ''): Promise<Summary[]> =>
    (await t.http().get(`/api/participants/${query}`).set(who.auth).expect(200)).body.results;
  const summaryOf = async (who: TestUser, participant: TestUser) =>
    (await summaries(who, '?page_size=100')).find((s) => s.id === participant.user.id);

  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ pro, otherPro, patient: daily } = await signUpCast(t));
    weekly = await newParticipant(t, 'patient.weekly');
    ended = await newParticipant(t, 'patient.ended');
    idle = await newParticipant(t, 'patient.idle');
    for (const p of [daily, weekly, ended, idle]) await link(t, pro, p);
    await link(t, otherPro, weekly);
    const program = await createProgram(t, pro, 2);
    const every = (participant: TestUser, start: number, end?: number, days = EVERY_DAY) =>
      assign(t, pro, {
        participant_id: participant.user.id,
        program_id: program.programId,
        start_date: daysFromToday(start),
        end_date: end === undefined ? null : daysFromToday(end),
        days_of_week: days,
      });
    const a = await every(daily, -6);
    dailyAssignment = a.id;
    for (const [offset, pain] of [
      [-6, 6],
      [-4, 5],
      [-2, 3],
    ])
      await logSession(t, daily, {
        assignment_id: a.id,
        date: daysFromToday(offset),
        completed_item_ids: [a.items[0].id],
        pain,
      }).expect(201);
    const w = await every(weekly, -13, undefined, [isoWeekday(daysFromToday(-1))]);
    await logSession(t, weekly, { assignment_id: w.id, date: daysFromToday(-1), completed_item_ids: [] }).expect(201);
    const e = await every(ended, -5, -3);
    for (const offset of [-5, -3])
      await logSession(t, ended, { assignment_id: e.id, date: daysFromToday(offset), completed_item_ids: [] }).expect(
        201,
      );
    const theirProgram = await createProgram(t, otherPro, 1);
    await assign(t, otherPro, {
      participant_id: weekly.user.id,
      program_id: theirProgram.programId,
      start_date: daysFromToday(-2),
      days_of_week: EVERY_DAY,
    });
  });
  afterAll(() => t?.close());

  it('lists linked participants by username with adherence over 7 and 28 days', async () => {
    const list = await t.http().get('/api/participants/').set(pro.auth).expect(200);
    expect(list.body).toMatchObject({ count: 4, next: null, previous: null });
    expect(list.body.results.map((s: Summary) => s.username)).toEqual([
      'patient.ended',
      'patient.idle',
      'patient.one',
      'patient.weekly',
    ]);
    expect(await summaryOf(pro, daily)).toEqual({
      id: daily.user.id,
      username: 'patient.one',
      linked_at: expect.any(String),
      active_assignments: 1,
      adherence_7d: 0.4286,
      adherence_28d: 0.4286,
      last_session_date: daysFromToday(-2),
    });
  });

  it('counts the start day and the end day, and nothing after the end', async () => {
    expect(await summaryOf(pro, ended)).toMatchObject({
      active_assignments: 0,
      adherence_7d: 0.6667,
      adherence_28d: 0.6667,
      last_session_date: daysFromToday(-3),
    });
  });

  it('skips weekdays off', async () => {
    // Scheduled yesterday and eight days ago; logged yesterday.
    expect(await summaryOf(pro, weekly)).toMatchObject({ adherence_7d: 1, adherence_28d: 0.5 });
  });

  it('is null when nothing was scheduled', async () => {
    expect(await summaryOf(pro, idle)).toMatchObject({
      active_assignments: 0,
      adherence_7d: null,
      adherence_28d: null,
      last_session_date: null,
    });
  });

  it('shows each of two professionals only their own assignments of a participant linked to both', async () => {
    expect(await summaries(otherPro)).toEqual([
      expect.objectContaining({ id: weekly.user.id, adherence_7d: 0, adherence_28d: 0, last_session_date: null }),
    ]);
    const detail = await t.http().get(`/api/participants/${weekly.user.id}/`).set(otherPro.auth).expect(200);
    expect(detail.body.assignments).toHaveLength(1);
    expect(detail.body.assignments[0].professional.id).toBe(otherPro.user.id);
    expect(detail.body.progress).toEqual({
      adherence_7d: 0,
      adherence_28d: 0,
      adherence_weeks: expectedWeeks(-2, []),
      pain: [],
      sessions: [],
    });
  });

  it('searches by username and pages', async () => {
    expect((await summaries(pro, '?search=WEEK')).map((s) => s.username)).toEqual(['patient.weekly']);
    expect(await summaries(pro, '?search=%25')).toEqual([]);
    const first = await t.http().get('/api/participants/?page_size=3').set(pro.auth).expect(200);
    expect(first.body.results).toHaveLength(3);
    expect(first.body.next).toMatch(/page=2/);
    await t.http().get('/api/participants/?page=3&page_size=3').set(pro.auth).expect(404);
    await t.http().get('/api/participants/?page=zero').set(pro.auth).expect(400);
  });

  it('gives one participant with assignments and progress: pain and sessions', async () => {
    const detail = await t.http().get(`/api/participants/${daily.user.id}/`).set(pro.auth).expect(200);
    expect(detail.body).toMatchObject({ id: daily.user.id, username: 'patient.one', adherence_7d: 0.4286 });
    expect(detail.body.assignments.map((a: { id: number }) => a.id)).toEqual([dailyAssignment]);
    expect(detail.body.progress).toEqual({
      adherence_7d: 0.4286,
      adherence_28d: 0.4286,
      adherence_weeks: expectedWeeks(-6, [-6, -4, -2]),
      pain: [
        { date: daysFromToday(-6), value: 6 },
        { date: daysFromToday(-4), value: 5 },
        { date: daysFromToday(-2), value: 3 },
      ],
      sessions: [
        { date: daysFromToday(-2), assignment_id: dailyAssignment, pain: 3, difficulty: 5, completed: 1, total: 2 },
        { date: daysFromToday(-4), assignment_id: dailyAssignment, pain: 5, difficulty: 5, completed: 1, total: 2 },
        { date: daysFromToday(-6), assignment_id: dailyAssignment, pain: 6, difficulty: 5, completed: 1, total: 2 },
      ],
    });
  });

  it('charts 12 ISO weeks, oldest first, ending with the week that holds today', async () => {
    const detail = await t.http().get(`/api/participants/${weekly.user.id}/`).set(pro.auth).expect(200);
    const weeks = detail.body.progress.adherence_weeks as Array<{ week_start: string; value: number | null }>;
    expect(weeks).toHaveLength(12);
    expect(isoWeekday(weeks[0].week_start)).toBe(1);
    const thisWeek = Array.from({ length: 7 }, (_, day) => addDays(weeks[11].week_start, day));
    expect(thisWeek).toContain(daysFromToday(0));
    expect(weeks).toEqual(expectedWeeks(-13, [-1], [isoWeekday(daysFromToday(-1))]));
    // Nothing was scheduled before the assignment started.
    expect(weeks.slice(0, 8).every((week) => week.value === null)).toBe(true);
  });

  it("pools adherence over 28 days for the studio's overview, counting scheduled days only", async () => {
    // Scheduled and logged: daily 7 and 3, weekly 2 and 1, ended 3 and 2, idle nothing.
    const before = await t.http().get('/api/participants/overview/').set(pro.auth).expect(200);
    expect(before.body).toEqual({ participants: 4, adherence_28d: 0.5 });
    // A log on a weekday off is welcome, and changes nothing.
    const [w] = (await t.http().get('/api/assignments/').set(weekly.auth).expect(200)).body.filter(
      (a: { professional: { id: number } }) => a.professional.id === pro.user.id,
    );
    await logSession(t, weekly, { assignment_id: w.id, date: daysFromToday(-2), completed_item_ids: [] }).expect(201);
    expect((await t.http().get('/api/participants/overview/').set(pro.auth).expect(200)).body).toEqual(before.body);
    expect(await summaryOf(pro, weekly)).toMatchObject({
      adherence_7d: 1,
      adherence_28d: 0.5,
      last_session_date: daysFromToday(-1),
    });
    // The other professional sees only their own assignment: every day from 2 days ago, never logged.
    expect((await t.http().get('/api/participants/overview/').set(otherPro.auth).expect(200)).body).toEqual({
      participants: 1,
      adherence_28d: 0,
    });
    const newcomer = await signUp(t, 'pro.new', true);
    expect((await t.http().get('/api/participants/overview/').set(newcomer.auth).expect(200)).body).toEqual({
      participants: 0,
      adherence_28d: null,
    });
    await t.http().get('/api/participants/overview/').set(daily.auth).expect(403);
    await t.http().get('/api/participants/overview/').expect(401);
  });

  it('answers 404 for a participant not linked to this professional', async () => {
    const stranger = await newParticipant(t, 'patient.stranger');
    expect((await t.http().get(`/api/participants/${stranger.user.id}/`).set(pro.auth).expect(404)).body.error).toBe(
      'Participant not found.',
    );
    await t.http().get(`/api/participants/${daily.user.id}/`).set(otherPro.auth).expect(404);
    await t.http().delete(`/api/participants/${daily.user.id}/`).set(otherPro.auth).expect(404);
    await t.http().get('/api/participants/0/').set(pro.auth).expect(404);
  });

  it('answers 401 without a token and 403 to a participant', async () => {
    await t.http().get('/api/participants/').expect(401);
    await t.http().get(`/api/participants/${daily.user.id}/`).expect(401);
    await t.http().get('/api/participants/').set(daily.auth).expect(403);
    await t.http().delete(`/api/participants/${daily.user.id}/`).set(daily.auth).expect(403);
  });

  it('unlinks (204): the participant leaves the list and their assignments from this professional end', async () => {
    await t.http().delete(`/api/participants/${weekly.user.id}/`).set(pro.auth).expect(204);
    expect((await t.http().get('/api/participants/overview/').set(pro.auth).expect(200)).body.participants).toBe(3);
    await t.http().get(`/api/participants/${weekly.user.id}/`).set(pro.auth).expect(404);
    expect((await summaries(pro)).map((s) => s.id)).not.toContain(weekly.user.id);
    const theirs = await t.http().get('/api/assignments/').set(weekly.auth).expect(200);
    const byProfessional = Object.fromEntries(
      theirs.body.map((a: { professional: { id: number }; status: string }) => [a.professional.id, a.status]),
    );
    expect(byProfessional).toEqual({ [pro.user.id]: 'ended', [otherPro.user.id]: 'active' });
    expect(await summaries(otherPro)).toHaveLength(1);
  });
});
