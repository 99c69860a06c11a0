import { randomBytes } from 'node:crypto';
import { addDays, isoWeekday, todayUtc } from '../../src/schedule/iso-dates';
import { exercisePayload, signUp, type TestApp, type TestUser } from './test-app';

export const today = (): string => todayUtc();
export const daysFromToday = (days: number): string => addDays(todayUtc(), days);
export const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];

/** An 11-character fake YouTube id, different per call. */
const videoId = (): string => randomBytes(8).toString('base64url').slice(0, 11).replace(/[-_]/g, 'x');

/** A program of `pro` with `count` items from a new video; returns its id and its items' ids. */
export async function createProgram(
  t: TestApp,
  pro: TestUser,
  count = 2,
  title = 'Back basics',
): Promise<{ programId: number; itemIds: number[]; platformId: string }> {
  const platformId = videoId();
  const saved = await t
    .http()
    .post('/api/exercises/')
    .set(pro.auth)
    .send(
      exercisePayload(
        platformId,
        Array.from({ length: count }, (_, i) => ({
          title: `Move ${i + 1}`,
          start_time: i * 60,
          end_time: i * 60 + 30,
        })),
      ),
    )
    .expect(201);
  const video = saved.body.video.id as number;
  const exercises = saved.body.exercises as Array<{ id: number; title: string; start_time: number; end_time: number }>;
  const program = await t
    .http()
    .post('/api/programs/')
    .set(pro.auth)
    .send({
      title,
      description: 'Gentle work.',
      difficulty: 'beginner',
      items: exercises.map((e) => ({
        exercise_id: e.id,
        video_id: video,
        start_time: e.start_time,
        end_time: e.end_time,
        title: e.title,
      })),
    })
    .expect(201);
  return {
    programId: program.body.id,
    itemIds: program.body.items.map((item: { id: number }) => item.id),
    platformId,
  };
}

/** `pro` invites, `participant` accepts: the two are linked. */
export async function link(t: TestApp, pro: TestUser, participant: TestUser): Promise<void> {
  const invitation = await t.http().post('/api/invitations/').set(pro.auth).send({}).expect(201);
  await t
    .http()
    .post('/api/invitations/accept/')
    .set(participant.auth)
    .send({ code: invitation.body.code })
    .expect(200);
}

export interface AssignmentBody {
  participant_id: number;
  program_id: number;
  start_date: string;
  end_date?: string | null;
  days_of_week: number[];
  items?: Array<Record<string, unknown>>;
}

/** POST /api/assignments/, expecting 201; answers the assignment. */
export async function assign(t: TestApp, pro: TestUser, body: AssignmentBody) {
  const response = await t.http().post('/api/assignments/').set(pro.auth).send(body);
  if (response.status !== 201) throw new Error(`assign answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body as {
    id: number;
    status: string;
    items: Array<{ id: number; sets: number; reps: number; hold_seconds: number; rest_seconds: number }>;
  };
}

/** POST /api/session-logs/ with every item done unless told otherwise. */
export function logSession(
  t: TestApp,
  participant: TestUser,
  body: { assignment_id: number; date: string; completed_item_ids: number[]; pain?: number; difficulty?: number },
) {
  return t
    .http()
    .post('/api/session-logs/')
    .set(participant.auth)
    .send({ pain: 3, difficulty: 5, ...body });
}

/** A fresh participant account. */
export const newParticipant = (t: TestApp, username: string): Promise<TestUser> => signUp(t, username, false);

/**
 * The 12 weeks a progress chart expects for one assignment running from `startOffset` days from today on `weekdays`
 * (every day by default), logged on `loggedOffsets`: counted day by day here, as a reader would on a calendar.
 */
export function expectedWeeks(
  startOffset: number,
  loggedOffsets: number[],
  weekdays: number[] = EVERY_DAY,
): Array<{ week_start: string; value: number | null }> {
  const thisMonday = -(isoWeekday(today()) - 1);
  return Array.from({ length: 12 }, (_, index) => {
    const monday = thisMonday - 7 * (11 - index);
    let scheduled = 0;
    let logged = 0;
    for (let day = monday; day <= Math.min(monday + 6, 0); day += 1) {
      if (day < startOffset || !weekdays.includes(isoWeekday(daysFromToday(day)))) continue;
      scheduled += 1;
      if (loggedOffsets.includes(day)) logged += 1;
    }
    return {
      week_start: daysFromToday(monday),
      value: scheduled === 0 ? null : Math.round((logged / scheduled) * 10_000) / 10_000,
    };
  });
}
