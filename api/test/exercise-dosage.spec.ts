import { DATABASES } from './support/databases';
import { exercisePayload, signUpCast, startTestApp, type TestApp, type TestUser } from './support/test-app';

/** A saved exercise keeps the dosage its video states, and a program item shows it as the assignment's default. */
describe.each(DATABASES)('exercise dosage on %s', (kind) => {
  let t: TestApp;
  let pro: TestUser;

  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ pro } = await signUpCast(t));
  });
  afterAll(() => t?.close());

  it('saves, reads back, updates and clears the dosage of an exercise', async () => {
    const saved = await t
      .http()
      .post('/api/exercises/')
      .set(pro.auth)
      .send(
        exercisePayload('dddddddddd1', [
          { title: 'Clamshell', start_time: 10, end_time: 60, tags: [], sets: 3, reps: 12, side: 'each' },
          { title: 'Wall sit', start_time: 60, end_time: 120, tags: [], hold_seconds: 45 },
          { title: 'Cat cow', start_time: 120, end_time: 180, tags: [] },
        ]),
      )
      .expect(201);
    expect(saved.body.exercises).toEqual([
      expect.objectContaining({ title: 'Clamshell', sets: 3, reps: 12, side: 'each' }),
      expect.objectContaining({ title: 'Wall sit', hold_seconds: 45 }),
      expect.not.objectContaining({ sets: expect.anything() }),
    ]);
    expect(saved.body.exercises[1]).not.toHaveProperty('sets');

    const detail = await t.http().get(`/api/videos/${saved.body.video.id}/`).set(pro.auth).expect(200);
    expect(detail.body.exercises[0]).toMatchObject({ title: 'Clamshell', sets: 3, reps: 12, side: 'each' });
    expect(detail.body.exercises[2]).not.toHaveProperty('reps');

    const id = saved.body.exercises[0].id;
    const updated = await t
      .http()
      .put(`/api/exercises/${id}/`)
      .set(pro.auth)
      .send({ title: 'Clamshell', start_time: 10, end_time: 60, tags: [], sets: 2, reps: 15 })
      .expect(200);
    expect(updated.body).toMatchObject({ sets: 2, reps: 15 });
    expect(updated.body).not.toHaveProperty('side');
    const list = await t.http().get('/api/exercises/?search=clamshell').set(pro.auth).expect(200);
    expect(list.body.results[0]).toMatchObject({ sets: 2, reps: 15 });
  });

  it.each([
    [{ sets: 0 }, 'sets', 'sets must be at least 1.'],
    [{ reps: 2.5 }, 'reps', 'reps must be a whole number.'],
    [{ hold_seconds: -1 }, 'hold_seconds', 'hold_seconds cannot be negative.'],
    [{ side: 'up' }, 'side', 'side must be one of: each, left, right, both.'],
  ])('refuses the dosage %j with a sentence (400) and saves nothing', async (dosage, field, message) => {
    const { body } = await t
      .http()
      .post('/api/exercises/')
      .set(pro.auth)
      // Bad values on purpose: the request is built by hand, not typed as ExerciseInput.
      .send({
        ...exercisePayload('dddddddddd2', []),
        exercises: [{ title: 'Bridge', start_time: 5, end_time: 20, tags: [], ...dosage }],
      })
      .expect(400);
    expect(body.details[`exercises.0.${field}`]).toEqual([message]);
    expect(body.error).toBe(message);
  });

  it("gives a program item its saved exercise's dosage, as the assignment's default", async () => {
    const saved = await t
      .http()
      .post('/api/exercises/')
      .set(pro.auth)
      .send(
        exercisePayload('dddddddddd3', [
          { title: 'Bridge', start_time: 0, end_time: 40, tags: [], sets: 2, reps: 10, hold_seconds: 3 },
          { title: 'Plank', start_time: 40, end_time: 80, tags: [] },
        ]),
      )
      .expect(201);
    const [bridge, plank] = saved.body.exercises;
    const videoId = saved.body.video.id;
    const item = (e: { id: number; title: string; start_time: number; end_time: number }) => ({
      exercise_id: e.id,
      video_id: videoId,
      start_time: e.start_time,
      end_time: e.end_time,
      title: e.title,
    });
    const created = await t
      .http()
      .post('/api/programs/')
      .set(pro.auth)
      .send({
        title: 'Dosed',
        description: 'Bridge then plank.',
        difficulty: 'beginner',
        items: [item(bridge), item(plank)],
      })
      .expect(201);
    const program = await t.http().get(`/api/programs/${created.body.id}/`).set(pro.auth).expect(200);
    expect(program.body.items[0].exercise_dosage).toEqual({ sets: 2, reps: 10, hold_seconds: 3 });
    expect(program.body.items[1]).not.toHaveProperty('exercise_dosage');
  });
});
