import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { BODY_LIMIT, DETECT_BODY_LIMIT } from '../src/common/http/fastify-setup';
import { badBody, badQuery, type BadBody, type Json, type QueryKind } from './support/bad-input';
import { assign, createProgram, EVERY_DAY, link, logSession, newParticipant, today } from './support/care';
import { DATABASES } from './support/databases';
import { csrfHeaders, exercisePayload, signUp, startTestApp, type TestApp, type TestUser } from './support/test-app';

/**
 * No input reaches a 500: fast-check breaks a body every write endpoint accepts (and the query of every list) in one
 * way no endpoint may accept, and each answer must be a 4xx with an `error` sentence, with the data unchanged after
 * each endpoint's run. (Lists without parameters ignore a query string, as most HTTP APIs do.) PROPERTY_RUNS sets the generated inputs per endpoint (default 60); a failure prints the
 * shrunk input and the seed to replay it.
 */
const RUNS = Number(process.env.PROPERTY_RUNS ?? 60);

type Who = 'pro' | 'participant' | 'anon';
interface BodyEndpoint {
  method: 'post' | 'put';
  path: string;
  who: Who;
  valid: Record<string, Json>;
}
interface QueryEndpoint {
  path: string;
  who: Who;
  known: Record<string, QueryKind>;
}

/** Counted over the whole file, to report how many generated requests one run sends. */
let sent = 0;

describe.each(DATABASES)('no 500 on any input, on %s', (kind) => {
  let t: TestApp;
  const users: Partial<Record<Who, TestUser>> = {};
  let bodies: BodyEndpoint[] = [];
  let queries: QueryEndpoint[] = [];

  beforeAll(async () => {
    t = await startTestApp(kind);
    const pro = (users.pro = await signUp(t, 'prop.pro', true));
    const participant = (users.participant = await newParticipant(t, 'prop.patient'));
    await link(t, pro, participant);
    const { programId, itemIds } = await createProgram(t, pro, 2);
    const program = await t.http().get(`/api/programs/${programId}/`).set(pro.auth).expect(200);
    const items = program.body.items as Array<Record<string, Json>>;
    const assignment = await assign(t, pro, {
      participant_id: participant.user.id,
      program_id: programId,
      start_date: today(),
      days_of_week: EVERY_DAY,
    });
    await logSession(t, participant, { assignment_id: assignment.id, date: today(), completed_item_ids: [] }).expect(
      201,
    );
    const exerciseId = items[0].exercise_id as number;
    const videoId = items[0].video_id as number;
    const collection = await t.http().post('/api/collections/').set(pro.auth).send({ name: 'Knees' }).expect(201);
    const exercise = { title: 'Squat', start_time: 0, end_time: 30, tags: ['knee'] };
    const programBody = {
      title: 'Knee plan',
      description: 'Gentle.',
      difficulty: 'beginner',
      status: 'draft',
      items: items.map(({ exercise_id, video_id, start_time, end_time, title }) => ({
        exercise_id,
        video_id,
        start_time,
        end_time,
        title,
      })),
    };
    const schedule = { start_date: today(), end_date: null, days_of_week: [1, 3, 5] };
    const dosage = { sets: 3, reps: 10, hold_seconds: 5, rest_seconds: 30, notes: 'Slowly.' };
    bodies = [
      {
        method: 'post',
        path: '/api/users/signup/',
        who: 'anon',
        valid: { username: 'new.user', email: 'new@example.com', password: 'correct-horse-1', is_professional: true },
      },
      {
        method: 'post',
        path: '/api/users/signin/',
        who: 'anon',
        valid: { username: 'prop.pro', password: 'x-1234567' },
      },
      {
        method: 'post',
        path: '/api/users/change-password/',
        who: 'pro',
        valid: { current_password: 'correct-horse-1', new_password: 'correct-horse-2' },
      },
      { method: 'post', path: '/api/users/forgot-password/', who: 'anon', valid: { email: 'prop.pro@example.com' } },
      {
        method: 'post',
        path: '/api/users/reset-password/',
        who: 'anon',
        valid: { token: 'x'.repeat(43), password: 'new-password-123' },
      },
      {
        method: 'post',
        path: '/api/contact/',
        who: 'anon',
        valid: { name: 'Jo', email: 'jo@example.com', message: 'Hello there.' },
      },
      {
        method: 'post',
        path: '/api/exercises/',
        who: 'pro',
        valid: exercisePayload('Lb7xQe2RkPw', [{ tags: ['knee', 'hip'] }, {}]) as Record<string, Json>,
      },
      { method: 'put', path: `/api/exercises/${exerciseId}/`, who: 'pro', valid: exercise },
      {
        method: 'post',
        path: '/api/exercises/detect/',
        who: 'pro',
        valid: { video_url: 'https://www.youtube.com/watch?v=Lb7xQe2RkPw' },
      },
      { method: 'post', path: '/api/exercises/detect/', who: 'pro', valid: { video_id: videoId } },
      { method: 'post', path: '/api/videos/fetch_channel_videos/', who: 'pro', valid: { channel_name: '@physio' } },
      {
        method: 'post',
        path: '/api/videos/bulk_save/',
        who: 'pro',
        valid: {
          videos: [
            // No view_count: it takes a number or a numeric string, so no type is wrong for it.
            { video_id: 'bbbbbbbbbbb', title: 'Hips', thumbnail: 'https://i.ytimg.com/x.jpg' },
            { video_id: 'ccccccccccc', title: 'Knees', duration: 'PT5M', exists: false },
          ],
        },
      },
      { method: 'post', path: '/api/programs/', who: 'pro', valid: programBody },
      { method: 'put', path: `/api/programs/${programId}/`, who: 'pro', valid: programBody },
      { method: 'post', path: '/api/collections/', who: 'pro', valid: { name: 'Hips' } },
      { method: 'put', path: `/api/collections/${collection.body.id}/`, who: 'pro', valid: { name: 'Hips' } },
      {
        method: 'post',
        path: `/api/collections/${collection.body.id}/videos/`,
        who: 'pro',
        valid: { video_ids: [videoId] },
      },
      { method: 'post', path: '/api/invitations/', who: 'pro', valid: { email: 'sam@example.com', note: 'Hi Sam.' } },
      { method: 'post', path: '/api/invitations/accept/', who: 'participant', valid: { code: 'K7MQ2XW9RT' } },
      {
        method: 'post',
        path: '/api/assignments/',
        who: 'pro',
        valid: {
          participant_id: participant.user.id,
          program_id: programId,
          ...schedule,
          items: itemIds.map((id) => ({ program_item_id: id, ...dosage })),
        },
      },
      {
        method: 'put',
        path: `/api/assignments/${assignment.id}/`,
        who: 'pro',
        valid: { ...schedule, items: assignment.items.map(({ id }) => ({ id, ...dosage })) },
      },
      {
        method: 'post',
        path: '/api/session-logs/',
        who: 'participant',
        valid: {
          assignment_id: assignment.id,
          date: today(),
          completed_item_ids: assignment.items.map(({ id }) => id),
          pain: 2,
          difficulty: 4,
          notes: 'Fine.',
        },
      },
      {
        method: 'post',
        path: `/api/exercises/${exerciseId}/publish/`,
        who: 'pro',
        valid: {
          title: 'Seated knee flexion',
          description: 'Bend the knee slowly.',
          instructions: ['Sit tall.', 'Slide the foot back.'],
          safety_tip: 'Stop if it hurts.',
          body_part: 'knee',
          category: 'rehabilitation',
          conditions: ['knee-pain'],
          difficulty: 'beginner',
        },
      },
      {
        method: 'post',
        path: `/api/programs/${programId}/publish/`,
        who: 'pro',
        valid: { title: 'Knee plan', description: 'Gentle.' },
      },
    ];
    queries = [
      { path: '/api/videos/', who: 'pro', known: { page: 'int', page_size: 'int', exercises_extracted: 'bool' } },
      { path: '/api/exercises/', who: 'pro', known: { page: 'int', page_size: 'int', search: 'text' } },
      { path: '/api/participants/', who: 'pro', known: { page: 'int', page_size: 'int', search: 'text' } },
      { path: '/api/assignments/', who: 'pro', known: { participant_id: 'int' } },
      { path: '/api/me/today/', who: 'participant', known: { date: 'date' } },
      { path: '/api/me/dashboard/', who: 'participant', known: { date: 'date' } },
      { path: '/api/me/history/', who: 'participant', known: { date: 'date' } },
      {
        path: '/api/library/exercises/',
        who: 'anon',
        known: {
          page: 'int',
          page_size: 'int',
          search: 'text',
          category: 'text',
          body_part: 'text',
          condition: 'text',
          difficulty: 'text',
        },
      },
      {
        path: '/api/library/programs/',
        who: 'anon',
        known: { page: 'int', page_size: 'int', search: 'text', difficulty: 'text' },
      },
      { path: '/api/library/changes/', who: 'anon', known: { after: 'int' } },
    ];
  });
  afterAll(() => t?.close());

  /** Every table's rows, hashed; sessions are counted only (each request refreshes its token's last use). */
  async function dataDigest(): Promise<string> {
    const hash = createHash('sha256');
    for (const { tableName } of t.dataSource.entityMetadatas) {
      const sql =
        tableName === 'auth_tokens'
          ? `SELECT COUNT(*) AS n FROM "${tableName}"`
          : `SELECT * FROM "${tableName}" ORDER BY 1`;
      hash.update(`${tableName}:${JSON.stringify(await t.dataSource.query(sql))}`);
    }
    return hash.digest('hex');
  }

  function request(method: 'get' | 'post' | 'put', path: string, who: Who) {
    let req = t.http()[method](path).set(csrfHeaders);
    const user = who === 'anon' ? undefined : users[who];
    if (user) req = req.set(user.auth);
    return req;
  }

  /** The answer is a refusal that says why: 4xx, JSON, a non-empty `error` sentence. */
  function refusalProblem(res: { status: number; body: { error?: unknown }; headers: Record<string, string> }) {
    if (res.status < 400 || res.status >= 500) return `status ${res.status}`;
    if (!/json/.test(String(res.headers['content-type']))) return 'not JSON';
    if (typeof res.body?.error !== 'string' || res.body.error.trim() === '') return 'no error sentence';
    return null;
  }

  it('refuses every broken body on every write endpoint with a 4xx sentence, changing nothing', async () => {
    for (const endpoint of bodies) {
      const before = await dataDigest();
      const limit = endpoint.path.includes('/detect') ? DETECT_BODY_LIMIT : BODY_LIMIT;
      await fc.assert(
        fc.asyncProperty(badBody(endpoint.valid, limit), async (bad: BadBody) => {
          sent += 1;
          const res = await request(endpoint.method, endpoint.path, endpoint.who)
            .set('Content-Type', 'application/json')
            .send(bad.raw);
          const problem = refusalProblem(res);
          if (problem)
            throw new Error(
              `${endpoint.method.toUpperCase()} ${endpoint.path} (${bad.mutation}): ${problem} → ${res.text.slice(0, 300)}`,
            );
        }),
        { numRuns: RUNS },
      );
      expect({ endpoint: endpoint.path, data: await dataDigest() }).toEqual({ endpoint: endpoint.path, data: before });
    }
  }, 300_000);

  it('refuses every broken query string on every list with a 4xx sentence, changing nothing', async () => {
    const before = await dataDigest();
    for (const endpoint of queries) {
      await fc.assert(
        fc.asyncProperty(badQuery(endpoint.known), async ({ mutation, query }) => {
          sent += 1;
          const res = await request('get', `${endpoint.path}?${query}`, endpoint.who);
          const problem = refusalProblem(res);
          if (problem)
            throw new Error(`GET ${endpoint.path}?${query} (${mutation}): ${problem} → ${res.text.slice(0, 300)}`);
        }),
        { numRuns: RUNS },
      );
    }
    expect(await dataDigest()).toBe(before);
  }, 120_000);
});

afterAll(() => {
  // The count the issue asks for; visible with --verbose or in the JSON report's console output.
  console.log(`no-500 property suite: ${sent} generated requests (${RUNS} per endpoint and database).`);
});
