import { LIBRARY_BUCKET_SIZE } from '../src/videos/library/library-buckets';
import { DATABASES } from './support/databases';
import { exercisePayload, signUpCast, startTestApp, type TestApp, type TestUser } from './support/test-app';

/**
 * The running totals (kept by triggers) must always equal what aggregating the rows gives, and the bucketed page
 * seek must return exactly the rows a plain ORDER BY id DESC LIMIT/OFFSET would, across block boundaries, after
 * every kind of write: bulk saves interleaved between owners, exercises with tags, tag edits, deletes through the
 * API and deletes straight in SQL (cascades).
 */
const upload = (owner: string, n: number) => ({
  video_id: `${owner}${String(n).padStart(9, '0')}`, // 11 characters, like YouTube's
  title: `${owner} upload ${n}`,
  thumbnail: '',
  duration: `PT${(n % 50) + 1}M`,
  view_count: String(n * 7),
  published_at: '2024-01-02T03:04:05Z',
  exists: false,
});

const FILTERS = ['', '&exercises_extracted=true', '&exercises_extracted=false'] as const;

describe.each(DATABASES)('library totals and deep pages on %s', (kind) => {
  let t: TestApp;
  let pro: TestUser;
  let otherPro: TestUser;
  const sql = (text: string) => (kind === 'postgres' ? text.replace(/\?/g, () => `$${++sqlParam}`) : text);
  let sqlParam = 0;
  const query = async <T>(text: string, params: unknown[]): Promise<T[]> => {
    sqlParam = 0;
    return t.dataSource.query(sql(text), params);
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ pro, otherPro } = await signUpCast(t));
  }, 60_000);
  afterAll(() => t?.close());

  async function bulk(user: TestUser, owner: string, from: number, count: number) {
    const videos = Array.from({ length: count }, (_, i) => upload(owner, from + i));
    await t.http().post('/api/videos/bulk_save/').set(user.auth).send({ videos }).expect(200);
  }

  /** The stats computed the slow way, straight from the rows. */
  async function aggregated(ownerId: number) {
    const [v] = await query<Record<string, unknown>>(
      'SELECT COUNT(*) AS n, COALESCE(SUM(duration_seconds), 0) AS d, COALESCE(SUM(view_count), 0) AS views FROM videos WHERE owner_id = ?',
      [ownerId],
    );
    const [e] = await query<Record<string, unknown>>(
      'SELECT COUNT(*) AS n FROM exercises e JOIN videos v ON v.id = e.video_id WHERE v.owner_id = ?',
      [ownerId],
    );
    const [tg] = await query<Record<string, unknown>>(
      `SELECT COUNT(DISTINCT et.tag_id) AS tags, COUNT(DISTINCT CASE WHEN et.position = 0 THEN et.tag_id END) AS categories
       FROM exercise_tags et JOIN exercises e ON e.id = et.exercise_id JOIN videos v ON v.id = e.video_id WHERE v.owner_id = ?`,
      [ownerId],
    );
    return {
      video_stats: { total_videos: Number(v.n), total_duration: Number(v.d), total_views: Number(v.views) },
      exercise_stats: {
        total_exercises: Number(e.n),
        total_categories: Number(tg.categories),
        total_tags: Number(tg.tags),
      },
    };
  }

  async function naiveIds(
    ownerId: number,
    filter: (typeof FILTERS)[number],
    offset: number,
    limit: number,
  ): Promise<number[]> {
    const has = 'EXISTS (SELECT 1 FROM exercises e WHERE e.video_id = v.id)';
    const where = filter === '' ? '' : filter.endsWith('true') ? ` AND ${has}` : ` AND NOT ${has}`;
    const rows = await query<{ id: number }>(
      `SELECT v.id FROM videos v WHERE v.owner_id = ?${where} ORDER BY v.id DESC LIMIT ? OFFSET ?`,
      [ownerId, limit, offset],
    );
    return rows.map((r) => Number(r.id));
  }

  async function expectConsistent(user: TestUser) {
    const stats = await t.http().get('/api/videos/stats/').set(user.auth).expect(200);
    expect(stats.body).toEqual(await aggregated(user.user.id));
    for (const filter of FILTERS) {
      const first = await t.http().get(`/api/videos/?page=1&page_size=7${filter}`).set(user.auth).expect(200);
      const count: number = first.body.count;
      expect(count).toBe((await naiveIds(user.user.id, filter, 0, 1_000_000)).length);
      const lastPage = Math.max(1, Math.ceil(count / 7));
      // Pages on both sides of each block boundary, the middle and the last.
      const pages = new Set([1, 2, lastPage, Math.ceil(lastPage / 2)]);
      for (let boundary = LIBRARY_BUCKET_SIZE; boundary < count; boundary += LIBRARY_BUCKET_SIZE) {
        pages
          .add(Math.floor(boundary / 7))
          .add(Math.floor(boundary / 7) + 1)
          .add(Math.floor(boundary / 7) + 2);
      }
      for (const page of [...pages].filter((p) => p >= 1 && p <= lastPage)) {
        const { body } = await t
          .http()
          .get(`/api/videos/?page=${page}&page_size=7${filter}`)
          .set(user.auth)
          .expect(200);
        expect({ page, filter, ids: body.results.map((v: { id: number }) => v.id) }).toEqual({
          page,
          filter,
          ids: await naiveIds(user.user.id, filter, (page - 1) * 7, 7),
        });
      }
    }
  }

  it('starts at zero and stays equal to the aggregates through interleaved bulk saves', async () => {
    await expectConsistent(pro);
    await bulk(pro, 'pa', 1, 500);
    await bulk(otherPro, 'ob', 1, 300);
    await bulk(pro, 'pa', 501, 500);
    await bulk(otherPro, 'ob', 301, 400);
    await bulk(pro, 'pa', 1001, 500);
    await bulk(pro, 'pa', 1, 20); // already saved: nothing changes
    await expectConsistent(pro);
    await expectConsistent(otherPro);
  }, 120_000);

  it('follows exercises, their tags, tag edits and deletes', async () => {
    const videos = [1, 2, 3, 700, 1200, 1499].map((n) => upload('pa', n).video_id);
    const saved: number[] = [];
    for (const [i, videoId] of videos.entries()) {
      // Inside the shortest of these videos (one minute): a segment may not end after its video.
      const payload = exercisePayload(videoId, [
        { start_time: 0, end_time: 20, tags: ['Knee', 'Strength', i % 2 ? 'Balance' : 'knee '] },
        { start_time: 30, end_time: 55, tags: i % 3 ? ['Hip'] : ['Shoulder', 'Hip'] },
      ]);
      const { body } = await t.http().post('/api/exercises/').set(pro.auth).send(payload).expect(201);
      saved.push(...body.exercises.map((e: { id: number }) => e.id));
    }
    // otherPro uses the same tags: they count for each professional separately.
    await t
      .http()
      .post('/api/exercises/')
      .set(otherPro.auth)
      .send(exercisePayload(upload('ob', 5).video_id, [{ tags: ['Knee', 'Core'] }]))
      .expect(201);
    await expectConsistent(pro);

    await t
      .http()
      .put(`/api/exercises/${saved[0]}/`)
      .set(pro.auth)
      .send({ title: 'Renamed', start_time: 0, end_time: 20, tags: ['Neck'] })
      .expect(200);
    await t.http().delete(`/api/exercises/${saved[3]}/`).set(pro.auth).expect(200);
    await expectConsistent(pro);

    const detail = await t
      .http()
      .get('/api/videos/?page=1&page_size=100&exercises_extracted=true')
      .set(pro.auth)
      .expect(200);
    await t.http().delete(`/api/videos/${detail.body.results[0].id}/`).set(pro.auth).expect(200);
    await expectConsistent(pro);
    await expectConsistent(otherPro);
  }, 120_000);

  it('stays right when rows are changed in SQL, not through the API (the triggers live in the database)', async () => {
    const [withExercises] = await query<{ id: number }>(
      'SELECT v.id FROM videos v WHERE v.owner_id = ? AND EXISTS (SELECT 1 FROM exercises e WHERE e.video_id = v.id) ORDER BY v.id LIMIT 1',
      [pro.user.id],
    );
    await query('DELETE FROM videos WHERE id = ?', [withExercises.id]);
    await query(
      'DELETE FROM videos WHERE owner_id = ? AND id IN (SELECT id FROM videos WHERE owner_id = ? ORDER BY id LIMIT 40)',
      [pro.user.id, pro.user.id],
    );
    await query('UPDATE videos SET view_count = view_count + 5, duration_seconds = 61 WHERE owner_id = ?', [
      pro.user.id,
    ]);
    await expectConsistent(pro);
    await expectConsistent(otherPro);
  }, 120_000);
});
