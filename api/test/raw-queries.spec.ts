import { AssignmentQueries } from '../src/assignments/assignment.queries';
import { AssignmentItem } from '../src/assignments/entities/assignment-item.entity';
import { Assignment } from '../src/assignments/entities/assignment.entity';
import { containsPattern } from '../src/common/search/like-pattern';
import { ExerciseQueries } from '../src/exercises/exercise.queries';
import { CareLinkQueries } from '../src/participants/care-link.queries';
import { CareLink } from '../src/participants/entities/care-link.entity';
import { SessionLogQueries } from '../src/progress/session-log.queries';
import { SessionLog } from '../src/session-logs/entities/session-log.entity';
import { PreparedSelect } from '../src/database/prepared-select';
import { limitOffset, placeholders } from '../src/database/raw-sql';
import { toBoolean, toDate, toNullableDate, toNumber } from '../src/database/row-values';
import { AuthToken } from '../src/users/entities/auth-token.entity';
import { User } from '../src/users/entities/user.entity';
import { hashToken } from '../src/users/tokens.service';
import { TokenQueries } from '../src/users/tokens.queries';
import { Video } from '../src/videos/entities/video.entity';
import { LibraryQueries } from '../src/videos/library/library.queries';
import { LibraryTotals } from '../src/videos/library/library-totals.entity';
import { VideoQueries } from '../src/videos/videos.queries';
import { DATABASES } from './support/databases';
import { assign, createProgram, daysFromToday, EVERY_DAY, link, logSession, today } from './support/care';
import { exercisePayload, signUpCast, startTestApp, type TestApp, type TestUser } from './support/test-app';

describe('row values', () => {
  it('reads numbers from numbers and from the bigint text node-postgres gives', () => {
    expect(toNumber(7)).toBe(7);
    expect(toNumber('1099511627776')).toBe(2 ** 40);
    expect(() => toNumber(null)).toThrow(TypeError);
  });

  it("reads booleans from booleans and SQLite's 0/1", () => {
    expect([toBoolean(true), toBoolean(false), toBoolean(1), toBoolean(0)]).toEqual([true, false, true, false]);
    expect(() => toBoolean('yes')).toThrow(TypeError);
  });

  it("reads SQLite's zone-less date text as UTC, and Dates as they are", () => {
    expect(toDate('2024-03-14 02:33:33.906').toISOString()).toBe('2024-03-14T02:33:33.906Z');
    expect(toDate('2024-03-14T02:33:33Z').toISOString()).toBe('2024-03-14T02:33:33.000Z');
    const date = new Date();
    expect(toDate(date)).toBe(date);
    expect(toNullableDate(null)).toBeNull();
    expect(() => toDate(5)).toThrow(TypeError);
  });

  it('writes LIMIT/OFFSET only from non-negative integers', () => {
    expect(limitOffset(10, 20)).toBe(' LIMIT 10 OFFSET 20');
    expect(() => limitOffset(10, -1)).toThrow();
    expect(() => limitOffset(1.5, 0)).toThrow();
    expect(() => limitOffset(Number.NaN, 0)).toThrow();
  });
});

/** The queries' row mappers must give exactly what the repositories give, with each driver's types converted. */
describe.each(DATABASES)('typed queries on %s', (kind) => {
  let t: TestApp;
  let pro: TestUser;
  let patient: TestUser;
  let proId: number;

  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ pro, patient } = await signUpCast(t));
    await t
      .http()
      .post('/api/exercises/')
      .set(pro.auth)
      .send(exercisePayload('vid00000001', [{ tags: ['squat', 'legs'] }, { tags: [] }]))
      .expect(201);
    proId = pro.user.id;
    // A view count past 2^31 (bigint: text from node-postgres) and a publication date and thumbnail set and unset.
    await t.dataSource.getRepository(Video).insert([
      {
        ownerId: proId,
        platform: 'youtube',
        videoId: 'vid00000002',
        url: 'https://www.youtube.com/watch?v=vid00000002',
        title: 'Big',
        durationSeconds: 3600,
        viewCount: 2 ** 40,
        publishedAt: new Date('2020-05-06T07:08:09.123Z'),
        thumbnailUrl: 'https://i.ytimg.com/vi/vid00000002/hq.jpg',
        createdAt: new Date('2024-01-02T03:04:05.678Z'),
      },
      {
        ownerId: proId,
        platform: 'youtube',
        videoId: 'vid00000003',
        url: 'https://www.youtube.com/watch?v=vid00000003',
        title: 'Bare',
        durationSeconds: 0,
        viewCount: 0,
        publishedAt: null,
        thumbnailUrl: null,
        createdAt: new Date('2024-01-02T03:04:05.000Z'),
      },
    ]);
  }, 60_000);
  afterAll(() => t?.close());

  it('looks a session up with its user: ids and flags typed, dates as Dates, an unused token null last_used_at', async () => {
    const queries = new TokenQueries(t.dataSource);
    for (const user of [pro, patient]) {
      const hash = hashToken(user.token);
      const token = await queries.byHash(hash);
      const expected = await t.dataSource
        .getRepository(AuthToken)
        .findOneOrFail({ where: { tokenHash: hash }, relations: { user: true } });
      expect(token).toEqual(expected);
      expect(token).toBeInstanceOf(AuthToken);
      expect(token?.user).toBeInstanceOf(User);
      expect(token?.user?.isProfessional).toBe(user === pro);
      expect(token?.createdAt).toBeInstanceOf(Date);
      expect(token?.expiresAt.getTime()).toBeGreaterThan(Date.now());
    }
    // The patient's token has not been used since sign-up; the professional's was touched by the request above.
    expect((await queries.byHash(hashToken(patient.token)))?.lastUsedAt).toBeNull();
    expect((await queries.byHash(hashToken(pro.token)))?.lastUsedAt).toBeInstanceOf(Date);
    expect(await queries.byHash(hashToken('no-such-token'))).toBeNull();
  });

  it('reads videos like repository.find(): bigint views as numbers, nullable dates and text', async () => {
    const queries = new VideoQueries(t.dataSource);
    const expected = await t.dataSource.getRepository(Video).find({ where: { ownerId: proId }, order: { id: 'DESC' } });
    expect(expected).toHaveLength(3);
    const page = await queries.page(proId, undefined, { belowId: null, skip: 0 }, 10);
    expect(page).toEqual(expected);
    const big = page.find((video) => video.title === 'Big');
    expect(big?.viewCount).toBe(2 ** 40);
    expect(big?.publishedAt?.toISOString()).toBe('2020-05-06T07:08:09.123Z');
    expect(big?.createdAt.toISOString()).toBe('2024-01-02T03:04:05.678Z');
    const bare = page.find((video) => video.title === 'Bare');
    expect(bare?.publishedAt).toBeNull();
    expect(bare?.thumbnailUrl).toBeNull();
    for (const video of page) expect(video).toBeInstanceOf(Video);

    expect(await queries.page(proId, true, { belowId: null, skip: 0 }, 10)).toEqual(
      expected.filter((v) => v.exerciseCount > 0),
    );
    expect(await queries.page(proId, false, { belowId: expected[0].id + 1, skip: 1 }, 1)).toEqual([expected[1]]);
    expect(await queries.ownedById(proId, expected[1].id)).toEqual(expected[1]);
    expect(await queries.ownedById(proId + 1000, expected[1].id)).toBeNull();
  });

  it('reads the library totals, tag counts and page block as numbers', async () => {
    const queries = new LibraryQueries(t.dataSource);
    const totals = await queries.totals(proId);
    expect(totals).toEqual(await t.dataSource.getRepository(LibraryTotals).findOneByOrFail({ ownerId: proId }));
    expect(totals).toMatchObject({ videos: 3, extractedVideos: 1, exercises: 2, views: 2 ** 40 });
    expect(await queries.totals(proId + 1000)).toBeNull();
    expect(await queries.tagCounts(proId)).toEqual({ tags: 2, categories: 1 });
    expect(await queries.tagCounts(proId + 1000)).toEqual({ tags: 0, categories: 0 });
    const block = await queries.pageBlock(proId, 'videos', 0);
    expect(block).toEqual({ bucket: expect.any(Number), before: 0 });
    expect(await queries.pageBlock(proId, 'extracted_videos', 5)).toBeNull();
  });

  it("reads a video's exercises one row per tag, a tagless exercise with null tag columns", async () => {
    const [video] = await t.dataSource.getRepository(Video).findBy({ ownerId: proId, videoId: 'vid00000001' });
    const rows = await new ExerciseQueries(t.dataSource).ofVideos([video.id, video.id + 1000]);
    expect(rows).toEqual([
      {
        id: expect.any(Number),
        video_id: video.id,
        title: 'Exercise 1',
        start_time: 0,
        end_time: 30,
        tag_id: expect.any(Number),
        tag_name: 'squat',
        published_slug: null,
        sets: null,
        reps: null,
        hold_seconds: null,
        side: null,
      },
      {
        id: rows[0].id,
        video_id: video.id,
        title: 'Exercise 1',
        start_time: 0,
        end_time: 30,
        tag_id: expect.any(Number),
        tag_name: 'legs',
        published_slug: null,
        sets: null,
        reps: null,
        hold_seconds: null,
        side: null,
      },
      {
        id: expect.any(Number),
        video_id: video.id,
        title: 'Exercise 2',
        start_time: 60,
        end_time: 90,
        tag_id: null,
        tag_name: null,
        published_slug: null,
        sets: null,
        reps: null,
        hold_seconds: null,
        side: null,
      },
    ]);
  });

  it('reads care links, assignments with their people and items, and session logs like repository.find()', async () => {
    await link(t, pro, patient);
    const { programId, itemIds } = await createProgram(t, pro, 2, 'Raw plan');
    const first = await assign(t, pro, {
      participant_id: patient.user.id,
      program_id: programId,
      start_date: daysFromToday(-40),
      days_of_week: EVERY_DAY,
      items: [{ program_item_id: itemIds[1], sets: 2, notes: 'Slowly.' }, { program_item_id: itemIds[0] }],
    });
    const second = await assign(t, pro, {
      participant_id: patient.user.id,
      program_id: programId,
      start_date: daysFromToday(-3),
      end_date: daysFromToday(30),
      days_of_week: [1, 3, 5],
    });
    for (const date of [daysFromToday(-35), daysFromToday(-2), today()])
      await logSession(t, patient, { assignment_id: first.id, date, completed_item_ids: [first.items[0].id] }).expect(
        201,
      );
    const filter = { professionalId: proId, participantId: patient.user.id };

    const linked = await new CareLinkQueries(t.dataSource).linked(proId, patient.user.id);
    const careLink = await t.dataSource.getRepository(CareLink).findOneOrFail({
      where: { professionalId: proId, participantId: patient.user.id },
      relations: { participant: true },
    });
    expect(linked).toEqual({
      id: patient.user.id,
      username: careLink.participant?.username,
      linkedAt: careLink.linkedAt,
    });
    expect(linked?.linkedAt).toBeInstanceOf(Date);
    expect(await new CareLinkQueries(t.dataSource).linked(proId, pro.user.id)).toBeNull();
    const links = new CareLinkQueries(t.dataSource);
    const namePart = containsPattern(patient.user.username.slice(1, 5).toUpperCase());
    expect(await links.count(proId, null)).toBe(1);
    expect(await links.count(proId, namePart)).toBe(1);
    expect(await links.count(proId, containsPattern('no such name'))).toBe(0);
    expect(await links.page(proId, null, { limit: 10, offset: 0 })).toEqual([linked]);
    expect(await links.page(proId, namePart, { limit: 10, offset: 0 })).toEqual([linked]);
    expect(await links.page(proId, null, { limit: 10, offset: 1 })).toEqual([]);
    expect(await links.page(proId + 1000, null, { limit: 10, offset: 0 })).toEqual([]);

    const assignments = new AssignmentQueries(t.dataSource);
    const loaded = await assignments.load(filter);
    const expected = await t.dataSource.getRepository(Assignment).find({ where: filter, order: { id: 'DESC' } });
    expect(loaded.map(({ assignment }) => assignment.id)).toEqual([second.id, first.id]);
    for (const [i, { assignment, items }] of loaded.entries()) {
      const { participant, professional, ...columns } = assignment;
      expect(columns).toEqual(expected[i]);
      expect(assignment).toBeInstanceOf(Assignment);
      expect(assignment.createdAt).toBeInstanceOf(Date);
      expect(participant).toEqual({ id: patient.user.id, username: patient.user.username });
      expect(professional).toEqual({ id: proId, username: pro.user.username });
      expect(items).toEqual(
        await t.dataSource
          .getRepository(AssignmentItem)
          .find({ where: { assignmentId: assignment.id }, order: { position: 'ASC' } }),
      );
      for (const item of items) expect(item).toBeInstanceOf(AssignmentItem);
    }
    expect(loaded[1].items.map((item) => [item.sets, item.notes])).toEqual([
      [2, 'Slowly.'],
      [3, ''],
    ]);
    expect(await assignments.load({ id: first.id, participantId: patient.user.id })).toEqual([loaded[1]]);
    expect(await assignments.load({ id: first.id, professionalId: proId + 1000 })).toEqual([]);
    expect(await assignments.assignmentsOnly({ participantId: patient.user.id })).toEqual(
      loaded.map(({ assignment }) => assignment),
    );

    const logs = new SessionLogQueries(t.dataSource);
    const allLogs = await t.dataSource
      .getRepository(SessionLog)
      .find({ where: { participantId: patient.user.id }, order: { date: 'ASC', id: 'ASC' } });
    expect(allLogs).toHaveLength(3);
    expect(await logs.inRange(filter, { from: daysFromToday(-89) })).toEqual(allLogs);
    expect(
      await logs.inRange({ participantId: patient.user.id }, { from: daysFromToday(-27), to: daysFromToday(-1) }),
    ).toEqual([allLogs[1]]);
    for (const log of await logs.inRange(filter, { from: daysFromToday(-89) })) {
      expect(log).toBeInstanceOf(SessionLog);
      expect(log.updatedAt).toBeInstanceOf(Date);
    }
    expect(await logs.latestDate(filter)).toBe(today());
    expect(await logs.latestDate({ id: second.id })).toBeNull();
    expect(await logs.latest(patient.user.id, daysFromToday(-1), 5)).toEqual([allLogs[1], allLogs[0]]);
    expect(await logs.totals(patient.user.id, today())).toEqual(new Map([[first.id, { sessions: 3, exercises: 3 }]]));
    expect(await logs.totals(pro.user.id, today())).toEqual(new Map());
  });

  it("binds a prepared statement's named values in the SQL's order, however often a name appears", async () => {
    const p = placeholders(t.dataSource);
    expect([p(0), p(1)]).toEqual(kind === 'postgres' ? ['$1', '$2'] : ['?', '?']);
    const query = t.dataSource
      .createQueryBuilder(User, 'u')
      .select([])
      .addSelect('u.id', 'id')
      .where('(u.username = :second OR u.username = :first) AND u.username IN (:first, :second)');
    const statement = new PreparedSelect(t.dataSource, query, ['first', 'second']);
    const rows = await statement.run({ first: 'pro.one', second: 'patient.one' });
    expect(rows.map((row) => toNumber(row.id)).sort()).toEqual([patient.user.id, pro.user.id].sort());
  });
});
