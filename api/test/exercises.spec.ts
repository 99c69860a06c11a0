import { Tag } from '../src/exercises/entities/tag.entity';
import { DATABASES } from './support/databases';
import { exercisePayload, signUpCast, startTestApp, type TestApp, type TestUser } from './support/test-app';

describe.each(DATABASES)('exercises on %s', (kind) => {
  let t: TestApp;
  let pro: TestUser;
  let otherPro: TestUser;
  let patient: TestUser;

  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ pro, otherPro, patient } = await signUpCast(t));
  });
  afterAll(() => t?.close());

  it('creates the video on first save (with YouTube metadata) and adds to it afterwards', async () => {
    const first = await t
      .http()
      .post('/api/exercises/')
      .set(pro.auth)
      .send(
        exercisePayload('Lb7xQe2RkPw', [
          { title: 'Cat-cow', start_time: 30, end_time: 90, tags: ['mobility', 'back'] },
        ]),
      )
      .expect(201);
    expect(first.body.video).toEqual({
      id: expect.any(Number),
      video_id: 'Lb7xQe2RkPw',
      title: expect.stringContaining('Lower Back'),
    });
    expect(first.body.exercises).toEqual([
      {
        id: expect.any(Number),
        title: 'Cat-cow',
        start_time: 30,
        end_time: 90,
        tags: [
          { id: expect.any(Number), name: 'mobility' },
          { id: expect.any(Number), name: 'back' },
        ],
      },
    ]);
    const second = await t
      .http()
      .post('/api/exercises/')
      .set(pro.auth)
      .send(exercisePayload('Lb7xQe2RkPw', [{ title: 'Bridge', start_time: 5, end_time: 20 }]))
      .expect(201);
    expect(second.body.video.id).toBe(first.body.video.id);
    const detail = await t.http().get(`/api/videos/${first.body.video.id}/`).set(pro.auth).expect(200);
    expect(detail.body.duration_seconds).toBe(768);
    expect(detail.body.exercises.map((e: { title: string }) => e.title)).toEqual(['Bridge', 'Cat-cow']);
  });

  it('saves a video YouTube does not know with the data sent', async () => {
    const { body } = await t
      .http()
      .post('/api/exercises/')
      .set(pro.auth)
      .send(exercisePayload('zzzzzzzzzzz', [{}]))
      .expect(201);
    expect(body.video.title).toBe('Video zzzzzzzzzzz');
  });

  it('normalises tags: trimmed, empty dropped, duplicates folded regardless of case, shared by name', async () => {
    const { body } = await t
      .http()
      .post('/api/exercises/')
      .set(pro.auth)
      .send(
        exercisePayload('aaaaaaaaaaa', [
          { tags: ['  Shoulder  ', '', '   ', 'shoulder', 'SHOULDER', 'Rotator   cuff', 'rotator cuff'] },
          { tags: ['shoulder'] },
        ]),
      )
      .expect(201);
    const [first, second] = body.exercises;
    expect(first.tags.map((tag: { name: string }) => tag.name)).toEqual(['Shoulder', 'Rotator cuff']);
    expect(second.tags).toEqual([first.tags[0]]);
    expect(await t.dataSource.getRepository(Tag).countBy({ nameNormalized: 'shoulder' })).toBe(1);
  });

  it.each([
    [{ video_id: 'short' }, 'video_id'],
    [{ title: '   ' }, 'title'],
    [{ exercises: 'nope' }, 'exercises'],
    [{ exercises: [{ title: '', start_time: 0, end_time: 5 }] }, 'exercises.0.title'],
    [{ exercises: [{ title: 'x', start_time: 10, end_time: 10 }] }, 'exercises.0.end_time'],
    [{ exercises: [{ title: 'x', start_time: -1, end_time: 10 }] }, 'exercises.0.start_time'],
    [{ exercises: [{ title: 'x', start_time: 1.5, end_time: 10 }] }, 'exercises.0.start_time'],
    [{ exercises: [{ title: 'x', start_time: 0, end_time: 10, tags: 'a' }] }, 'exercises.0.tags'],
    [{ exercises: [{ title: 'x', start_time: 0, end_time: 10, extra: 1 }] }, 'exercises.0.extra'],
    [{ owner_id: 5 }, 'owner_id'],
  ])('400 with details for %j', async (override, field) => {
    const payload = { ...exercisePayload('bbbbbbbbbbb', [{}]), ...override };
    const { body } = await t.http().post('/api/exercises/').set(pro.auth).send(payload).expect(400);
    expect(Object.keys(body.details)).toContain(field);
  });

  it('updates title, times and tags (PUT) and deletes an exercise', async () => {
    const saved = await t
      .http()
      .post('/api/exercises/')
      .set(pro.auth)
      .send(exercisePayload('ccccccccccc', [{ tags: ['old'] }]))
      .expect(201);
    const id = saved.body.exercises[0].id;
    const updated = await t
      .http()
      .put(`/api/exercises/${id}/`)
      .set(pro.auth)
      .send({ title: ' Renamed ', start_time: 12, end_time: 40, tags: ['New', ' new ', 'Other'] })
      .expect(200);
    expect(updated.body).toEqual({
      id,
      title: 'Renamed',
      start_time: 12,
      end_time: 40,
      tags: [
        { id: expect.any(Number), name: 'New' },
        { id: expect.any(Number), name: 'Other' },
      ],
    });
    await t
      .http()
      .put(`/api/exercises/${id}/`)
      .set(pro.auth)
      .send({ title: 'x', start_time: 50, end_time: 40 })
      .expect(400);
    expect((await t.http().delete(`/api/exercises/${id}/`).set(pro.auth).expect(200)).body).toEqual({ message: 'ok' });
    await t.http().delete(`/api/exercises/${id}/`).set(pro.auth).expect(404);
  });

  it('refuses a segment that ends after its video, on first save, on later saves and on update, writing nothing', async () => {
    const LATE = ["End time must be at most the video's length (12:48)."]; // Lb7xQe2RkPw is 768 s long
    const videos = async (user: TestUser) =>
      (await t.http().get('/api/videos/').set(user.auth).expect(200)).body.results.map(
        (v: { video_id: string }) => v.video_id,
      );
    // otherPro has never saved this video: the refusal must not leave the video behind either.
    const first = await t
      .http()
      .post('/api/exercises/')
      .set(otherPro.auth)
      .send(exercisePayload('Lb7xQe2RkPw', [{}, { start_time: 700, end_time: 769 }]))
      .expect(400);
    expect(first.body).toEqual({ error: LATE[0], details: { 'exercises.1.end_time': LATE } });
    expect(await videos(otherPro)).not.toContain('Lb7xQe2RkPw');

    const edge = await t
      .http()
      .post('/api/exercises/')
      .set(pro.auth)
      .send(exercisePayload('Lb7xQe2RkPw', [{ title: 'To the last second', start_time: 700, end_time: 768 }]))
      .expect(201);
    const id = edge.body.exercises[0].id;
    const late = await t
      .http()
      .put(`/api/exercises/${id}/`)
      .set(pro.auth)
      .send({ title: 'Too late', start_time: 700, end_time: 59 * 60 })
      .expect(400);
    expect(late.body).toEqual({ error: LATE[0], details: { end_time: LATE } });
    const detail = await t.http().get(`/api/videos/${edge.body.video.id}/`).set(pro.auth).expect(200);
    expect(detail.body.exercises.find((e: { id: number }) => e.id === id)).toMatchObject({
      title: 'To the last second',
      end_time: 768,
    });
  });

  it("hides another professional's exercises (404) and refuses participants (403) and anonymous callers (401)", async () => {
    const saved = await t
      .http()
      .post('/api/exercises/')
      .set(pro.auth)
      .send(exercisePayload('ddddddddddd', [{}]))
      .expect(201);
    const id = saved.body.exercises[0].id;
    const update = { title: 'Hijack', start_time: 0, end_time: 5, tags: [] };
    expect((await t.http().put(`/api/exercises/${id}/`).set(otherPro.auth).send(update).expect(404)).body).toEqual({
      error: 'Exercise not found.',
    });
    await t.http().delete(`/api/exercises/${id}/`).set(otherPro.auth).expect(404);
    const forbidden = await t
      .http()
      .post('/api/exercises/')
      .set(patient.auth)
      .send(exercisePayload('eeeeeeeeeee', [{}]))
      .expect(403);
    expect(forbidden.body.error).toMatch(/professional/);
    await t.http().put(`/api/exercises/${id}/`).set(patient.auth).send(update).expect(403);
    await t
      .http()
      .post('/api/exercises/')
      .send(exercisePayload('eeeeeeeeeee', [{}]))
      .expect(401);
    await t.http().put('/api/exercises/abc/').set(pro.auth).send(update).expect(404);
  });

  it('the same platform video saved by two professionals is two separate videos', async () => {
    const mine = await t
      .http()
      .post('/api/exercises/')
      .set(pro.auth)
      .send(exercisePayload('fffffffffff', [{}]))
      .expect(201);
    const theirs = await t
      .http()
      .post('/api/exercises/')
      .set(otherPro.auth)
      .send(exercisePayload('fffffffffff', [{}]))
      .expect(201);
    expect(theirs.body.video.id).not.toBe(mine.body.video.id);
  });
});

describe.each(DATABASES)('exercise list on %s', (kind) => {
  let t: TestApp;
  let pro: TestUser;
  let otherPro: TestUser;
  let patient: TestUser;

  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ pro, otherPro, patient } = await signUpCast(t));
    await t
      .http()
      .post('/api/exercises/')
      .set(pro.auth)
      .send(
        exercisePayload('lllllllllll', [
          { title: 'Plank', tags: ['core'] },
          { title: 'bird dog', tags: ['Core', 'back'] },
          { title: '50% squat', tags: ['legs'] },
        ]),
      )
      .expect(201);
    await t
      .http()
      .post('/api/exercises/')
      .set(otherPro.auth)
      .send(exercisePayload('mmmmmmmmmmm', [{ title: 'Secret plank' }]))
      .expect(201);
  });
  afterAll(() => t?.close());

  it('lists only this professional’s exercises, alphabetical, with their video and tags', async () => {
    const { body } = await t.http().get('/api/exercises/').set(pro.auth).expect(200);
    expect(body.count).toBe(3);
    expect(body.results.map((e: { title: string }) => e.title)).toEqual(['50% squat', 'bird dog', 'Plank']);
    expect(body.results[1]).toEqual({
      id: expect.any(Number),
      title: 'bird dog',
      start_time: 60,
      end_time: 90,
      tags: [
        { id: expect.any(Number), name: 'core' },
        { id: expect.any(Number), name: 'back' },
      ],
      published_slug: null,
      video: { id: expect.any(Number), video_id: 'lllllllllll', title: 'Video lllllllllll' },
    });
  });

  it('searches title, video title and tags case-insensitively, with LIKE wildcards taken literally', async () => {
    const titles = async (search: string) =>
      (await t.http().get('/api/exercises/').query({ search }).set(pro.auth).expect(200)).body.results.map(
        (e: { title: string }) => e.title,
      );
    expect(await titles('PLANK')).toEqual(['Plank']);
    expect(await titles('BACK')).toEqual(['bird dog']);
    expect(await titles('core')).toEqual(['bird dog', 'Plank']);
    expect(await titles('video lll')).toHaveLength(3);
    expect(await titles('%')).toEqual(['50% squat']);
    expect(await titles('_')).toEqual([]);
  });

  it('pages like the video list and rejects bad queries', async () => {
    const first = await t.http().get('/api/exercises/?page_size=2').set(pro.auth).expect(200);
    expect(first.body.results).toHaveLength(2);
    expect(first.body.next).toContain('page=2');
    const second = await t.http().get('/api/exercises/?page_size=2&page=2').set(pro.auth).expect(200);
    expect(second.body.results).toHaveLength(1);
    await t.http().get('/api/exercises/?page=3&page_size=2').set(pro.auth).expect(404);
    for (const bad of ['page=0', 'page=x', 'page_size=0', 'unknown=1', `search=${'x'.repeat(201)}`]) {
      await t.http().get(`/api/exercises/?${bad}`).set(pro.auth).expect(400);
    }
    await t.http().get('/api/exercises/').set(patient.auth).expect(403);
    await t.http().get('/api/exercises/').expect(401);
  });
});
