import { Exercise } from '../src/exercises/entities/exercise.entity';
import { DATABASES } from './support/databases';
import { exercisePayload, signUpCast, startTestApp, type TestApp, type TestUser } from './support/test-app';

const channelVideo = (n: number) => ({
  video_id: `vid${String(n).padStart(8, '0')}`,
  title: `Upload ${n}`,
  thumbnail: `https://i.ytimg.com/vi/${n}/mqdefault.jpg`,
  duration: 'PT1M30S',
  view_count: '1000',
  published_at: '2024-01-02T03:04:05Z',
  exists: false,
});

describe.each(DATABASES)('videos on %s', (kind) => {
  let t: TestApp;
  let pro: TestUser;
  let otherPro: TestUser;
  let patient: TestUser;

  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ pro, otherPro, patient } = await signUpCast(t));
  });
  afterAll(() => t?.close());

  it('an empty library: page 1 is empty, page 2 is 404, stats are zero', async () => {
    const { body } = await t.http().get('/api/videos/').set(pro.auth).expect(200);
    expect(body).toEqual({ count: 0, next: null, previous: null, results: [] });
    expect((await t.http().get('/api/videos/?page=2').set(pro.auth).expect(404)).body).toEqual({
      error: 'Invalid page.',
    });
    const stats = await t.http().get('/api/videos/stats/').set(pro.auth).expect(200);
    expect(stats.body).toEqual({
      video_stats: { total_videos: 0, total_duration: 0, total_views: 0 },
      exercise_stats: { total_exercises: 0, total_categories: 0, total_tags: 0 },
    });
  });

  it('bulk_save is idempotent, one row per video, and fetch answers 400 for a bad payload', async () => {
    const videos = Array.from({ length: 12 }, (_, i) => channelVideo(i + 1));
    const first = await t
      .http()
      .post('/api/videos/bulk_save/')
      .set(pro.auth)
      .send({ videos: [...videos, videos[0]] })
      .expect(200);
    expect(first.body).toEqual({ message: 'Saved 12 videos.' });
    const again = await t
      .http()
      .post('/api/videos/bulk_save/')
      .set(pro.auth)
      .send({ videos: videos.slice(0, 2) })
      .expect(200);
    expect(again.body.message).toBe('Saved 0 videos. 2 were already in your library.');
    expect((await t.http().get('/api/videos/').set(pro.auth).expect(200)).body.count).toBe(12);
    const empty = await t.http().post('/api/videos/bulk_save/').set(pro.auth).send({ videos: [] }).expect(400);
    expect(empty.body.error).toBe('Please select videos to save');
    const tooMany = Array.from({ length: 501 }, (_, i) => channelVideo(i));
    await t.http().post('/api/videos/bulk_save/').set(pro.auth).send({ videos: tooMany }).expect(400);
    const bad = await t
      .http()
      .post('/api/videos/bulk_save/')
      .set(pro.auth)
      .send({ videos: [{ ...channelVideo(1), view_count: '-3' }] })
      .expect(400);
    expect(Object.keys(bad.body.details)).toEqual(['videos.0.view_count']);
  });

  it('pages newest first with next/previous links; page_size is capped at 100', async () => {
    const page1 = await t.http().get('/api/videos/?page=1&page_size=5').set(pro.auth).expect(200);
    expect(page1.body.count).toBe(12);
    expect(page1.body.results.map((v: { title: string }) => v.title)).toEqual([
      'Upload 12',
      'Upload 11',
      'Upload 10',
      'Upload 9',
      'Upload 8',
    ]);
    expect(page1.body.previous).toBeNull();
    expect(page1.body.next).toMatch(/\/api\/videos\/\?page=2&page_size=5$/);
    const page3 = await t.http().get('/api/videos/?page=3&page_size=5').set(pro.auth).expect(200);
    expect(page3.body.results).toHaveLength(2);
    expect(page3.body.next).toBeNull();
    expect(page3.body.previous).toMatch(/page=2/);
    await t.http().get('/api/videos/?page=4&page_size=5').set(pro.auth).expect(404);
    expect((await t.http().get('/api/videos/').set(pro.auth).expect(200)).body.results).toHaveLength(10);
    expect((await t.http().get('/api/videos/?page_size=1000').set(pro.auth).expect(200)).body.results).toHaveLength(12);
    for (const query of ['page=0', 'page=abc', 'page_size=0', 'exercises_extracted=maybe', 'sort=title']) {
      await t.http().get(`/api/videos/?${query}`).set(pro.auth).expect(400);
    }
  });

  it('validates a query the same way however often it is asked (valid ones are remembered, invalid ones never)', async () => {
    const first = await t.http().get('/api/videos/?page=2&page_size=5').set(pro.auth).expect(200);
    const again = await t.http().get('/api/videos/?page=2&page_size=5').set(pro.auth).expect(200);
    expect(again.body.results).toEqual(first.body.results);
    expect(again.body.next).toMatch(/page=3&page_size=5$/);
    for (let i = 0; i < 2; i++) {
      const bad = await t.http().get('/api/videos/?page=abc&page_size=5').set(pro.auth).expect(400);
      expect(bad.body).toEqual({
        error: 'page must be a whole number.',
        details: { page: ['page must be a whole number.'] },
      });
      await t.http().get('/api/videos/?page=2&page_size=5&sort=title').set(pro.auth).expect(400);
    }
  });

  it('video JSON carries every contract field; exercises_extracted filters', async () => {
    await t
      .http()
      .post('/api/exercises/')
      .set(pro.auth)
      .send(exercisePayload('vid00000003', [{ tags: ['squat', 'legs'] }, { tags: ['lunge', 'legs'] }]))
      .expect(201);
    const withExercises = await t.http().get('/api/videos/?exercises_extracted=true').set(pro.auth).expect(200);
    expect(withExercises.body.count).toBe(1);
    const video = withExercises.body.results[0];
    expect(video).toEqual({
      id: expect.any(Number),
      platform: 'youtube',
      title: 'Upload 3',
      url: 'https://www.youtube.com/watch?v=vid00000003',
      video_id: 'vid00000003',
      thumbnail_url: 'https://i.ytimg.com/vi/3/mqdefault.jpg',
      view_count: 1000,
      duration_seconds: 90,
      duration_formatted: '1:30',
      published_at: '2024-01-02T03:04:05.000Z',
      published_at_formatted: 'Jan 2, 2024',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      exercises_extracted: true,
      exercises: [expect.objectContaining({ title: 'Exercise 1' }), expect.objectContaining({ title: 'Exercise 2' })],
    });
    expect((await t.http().get('/api/videos/?exercises_extracted=false').set(pro.auth).expect(200)).body.count).toBe(
      11,
    );
    const stats = await t.http().get('/api/videos/stats/').set(pro.auth).expect(200);
    expect(stats.body).toEqual({
      video_stats: { total_videos: 12, total_duration: 12 * 90, total_views: 12 * 1000 },
      exercise_stats: { total_exercises: 2, total_categories: 2, total_tags: 3 },
    });
  });

  it('detail and delete are owner-only; delete removes the exercises too', async () => {
    const list = await t.http().get('/api/videos/?exercises_extracted=true').set(pro.auth).expect(200);
    const id = list.body.results[0].id;
    await t.http().get(`/api/videos/${id}/`).set(otherPro.auth).expect(404);
    await t.http().delete(`/api/videos/${id}/`).set(otherPro.auth).expect(404);
    await t.http().get(`/api/videos/${id}/`).set(patient.auth).expect(403);
    await t.http().get('/api/videos/').set(patient.auth).expect(403);
    await t.http().get('/api/videos/stats/').expect(401);
    expect((await t.http().get('/api/videos/').set(otherPro.auth).expect(200)).body.count).toBe(0);
    expect((await t.http().get('/api/videos/999999/').set(pro.auth).expect(404)).body).toEqual({
      error: 'Video not found.',
    });
    expect((await t.http().delete(`/api/videos/${id}/`).set(pro.auth).expect(200)).body).toEqual({ message: 'ok' });
    await t.http().get(`/api/videos/${id}/`).set(pro.auth).expect(404);
    expect(await t.dataSource.getRepository(Exercise).countBy({ videoId: id })).toBe(0);
  });
});
