import { DATABASES } from './support/databases';
import { exercisePayload, signUpCast, startTestApp, type TestApp, type TestUser } from './support/test-app';

describe.each(DATABASES)('programs on %s', (kind) => {
  let t: TestApp;
  let pro: TestUser;
  let otherPro: TestUser;
  let patient: TestUser;
  let videoId: number;
  let exerciseIds: number[];
  let otherVideoId: number;

  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ pro, otherPro, patient } = await signUpCast(t));
    const saved = await t
      .http()
      .post('/api/exercises/')
      .set(pro.auth)
      .send(
        exercisePayload('ppppppppppp', [
          { title: 'Bridge', start_time: 10, end_time: 40 },
          { title: 'Plank', start_time: 60, end_time: 120 },
        ]),
      )
      .expect(201);
    videoId = saved.body.video.id;
    exerciseIds = saved.body.exercises.map((e: { id: number }) => e.id);
    const theirs = await t
      .http()
      .post('/api/exercises/')
      .set(otherPro.auth)
      .send(exercisePayload('qqqqqqqqqqq', [{}]))
      .expect(201);
    otherVideoId = theirs.body.video.id;
  });
  afterAll(() => t?.close());

  const program = () => ({
    title: ' Back basics ',
    description: 'Two weeks of gentle work.',
    difficulty: 'beginner',
    items: [
      { exercise_id: exerciseIds[1], video_id: videoId, start_time: 60, end_time: 120, title: 'Plank' },
      { video_id: videoId, start_time: 200, end_time: 230, title: 'Cool down' },
    ],
  });

  it('creates, lists, reads, replaces and deletes a program with ordered items', async () => {
    const created = await t.http().post('/api/programs/').set(pro.auth).send(program()).expect(201);
    expect(created.body).toMatchObject({
      title: 'Back basics',
      difficulty: 'beginner',
      status: 'draft',
      video_count: 1,
      total_duration: 90,
      items: [
        {
          position: 0,
          exercise_id: exerciseIds[1],
          video_id: videoId,
          video_platform_id: 'ppppppppppp',
          title: 'Plank',
          start_time: 60,
          end_time: 120,
        },
        { position: 1, exercise_id: null, title: 'Cool down' },
      ],
    });
    const id = created.body.id;
    const list = await t.http().get('/api/programs/').set(pro.auth).expect(200);
    expect(list.body.map((p: { id: number }) => p.id)).toEqual([id]);
    expect((await t.http().get(`/api/programs/${id}/`).set(pro.auth).expect(200)).body.items).toHaveLength(2);

    const replaced = await t
      .http()
      .put(`/api/programs/${id}/`)
      .set(pro.auth)
      .send({ ...program(), title: 'Renamed', status: 'active', difficulty: 'advanced', items: [program().items[1]] })
      .expect(200);
    expect(replaced.body).toMatchObject({
      title: 'Renamed',
      status: 'active',
      difficulty: 'advanced',
      items: [{ position: 0, title: 'Cool down' }],
    });
    expect(replaced.body.updated_at >= created.body.updated_at).toBe(true);

    expect((await t.http().delete(`/api/programs/${id}/`).set(pro.auth).expect(200)).body).toEqual({ message: 'ok' });
    await t.http().get(`/api/programs/${id}/`).set(pro.auth).expect(404);
  });

  it('keeps the segment when its exercise is deleted (exercise_id becomes null)', async () => {
    const extra = await t
      .http()
      .post('/api/exercises/')
      .set(pro.auth)
      .send(exercisePayload('ppppppppppp', [{ title: 'Temp', start_time: 300, end_time: 330 }]))
      .expect(201);
    const exerciseId = extra.body.exercises[0].id;
    const created = await t
      .http()
      .post('/api/programs/')
      .set(pro.auth)
      .send({
        ...program(),
        items: [{ exercise_id: exerciseId, video_id: videoId, start_time: 300, end_time: 330, title: 'Temp' }],
      })
      .expect(201);
    await t.http().delete(`/api/exercises/${exerciseId}/`).set(pro.auth).expect(200);
    const after = await t.http().get(`/api/programs/${created.body.id}/`).set(pro.auth).expect(200);
    expect(after.body.items).toEqual([expect.objectContaining({ exercise_id: null, title: 'Temp', start_time: 300 })]);
  });

  it.each([
    [{ title: '  ' }, 'title'],
    [{ description: '' }, 'description'],
    [{ difficulty: 'expert' }, 'difficulty'],
    [{ status: 'archived' }, 'status'],
    [{ items: 'nope' }, 'items'],
    [{ items: [{ video_id: 1, start_time: 30, end_time: 30, title: 'x' }] }, 'items.0.end_time'],
    [{ items: [{ video_id: 1, start_time: 0, end_time: 30, title: '' }] }, 'items.0.title'],
    [{ owner_id: 3 }, 'owner_id'],
  ])('400 with details for %j', async (override, field) => {
    const { body } = await t
      .http()
      .post('/api/programs/')
      .set(pro.auth)
      .send({ ...program(), ...override })
      .expect(400);
    expect(Object.keys(body.details)).toContain(field);
  });

  it("refuses items that point at another professional's video or at an exercise of another video", async () => {
    const foreign = await t
      .http()
      .post('/api/programs/')
      .set(pro.auth)
      .send({ ...program(), items: [{ video_id: otherVideoId, start_time: 0, end_time: 30, title: 'x' }] })
      .expect(400);
    expect(foreign.body.details).toEqual({ 'items.0.video_id': ['This video is not in your library.'] });
    const mismatch = await t
      .http()
      .post('/api/programs/')
      .set(pro.auth)
      .send({
        ...program(),
        items: [{ exercise_id: 999999, video_id: videoId, start_time: 0, end_time: 30, title: 'x' }],
      })
      .expect(400);
    expect(Object.keys(mismatch.body.details)).toEqual(['items.0.exercise_id']);
  });

  it("refuses an item that ends after its video's length", async () => {
    const known = await t
      .http()
      .post('/api/exercises/')
      .set(pro.auth)
      .send(exercisePayload('Lb7xQe2RkPw', [{}])) // 768 s long
      .expect(201);
    const items = [
      { video_id: videoId, start_time: 0, end_time: 5000, title: 'Length unknown: not checked' },
      { video_id: known.body.video.id, start_time: 700, end_time: 800, title: 'Too late' },
    ];
    const refused = await t
      .http()
      .post('/api/programs/')
      .set(pro.auth)
      .send({ ...program(), items })
      .expect(400);
    expect(refused.body.details).toEqual({
      'items.1.end_time': ["End time must be at most the video's length (12:48)."],
    });
  });

  it("hides another professional's programs (404) and refuses participants (403) and anonymous callers (401)", async () => {
    const created = await t.http().post('/api/programs/').set(pro.auth).send(program()).expect(201);
    const id = created.body.id;
    expect((await t.http().get(`/api/programs/${id}/`).set(otherPro.auth).expect(404)).body).toEqual({
      error: 'Program not found.',
    });
    await t.http().put(`/api/programs/${id}/`).set(otherPro.auth).send(program()).expect(404);
    await t.http().delete(`/api/programs/${id}/`).set(otherPro.auth).expect(404);
    expect((await t.http().get('/api/programs/').set(otherPro.auth).expect(200)).body).toEqual([]);
    await t.http().get('/api/programs/').set(patient.auth).expect(403);
    await t.http().post('/api/programs/').set(patient.auth).send(program()).expect(403);
    await t.http().get('/api/programs/').expect(401);
    await t.http().get('/api/programs/abc/').set(pro.auth).expect(404);
  });
});
