import { DATABASES } from './support/databases';
import { exercisePayload, signUpCast, startTestApp, type TestApp, type TestUser } from './support/test-app';

const URL_WITH_CHAPTERS = 'https://www.youtube.com/watch?v=Lb7xQe2RkPw';

describe.each(DATABASES)('detect on %s', (kind) => {
  let t: TestApp;
  let pro: TestUser;
  let otherPro: TestUser;
  let patient: TestUser;

  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ pro, otherPro, patient } = await signUpCast(t));
  });
  afterAll(() => t?.close());

  it('finds exercises in the chapters and marks the ones already saved on this video', async () => {
    const first = await t
      .http()
      .post('/api/exercises/detect/')
      .set(pro.auth)
      .send({ video_url: URL_WITH_CHAPTERS })
      .expect(200);
    expect(first.body).toMatchObject({
      video_id: 'Lb7xQe2RkPw',
      video_title: expect.stringContaining('Lower Back'),
      source: 'chapters',
    });
    expect(first.body.message).toEqual(expect.any(String));
    expect(first.body.notice).toMatch(/Offline demo/);
    expect(first.body.exercises.length).toBeGreaterThan(2);
    const [exercise] = first.body.exercises;
    expect(exercise).toMatchObject({
      start: expect.any(Number),
      end: expect.any(Number),
      type: expect.any(String),
      pattern_matches: { form_cues: expect.any(Array) },
      already_saved: false,
      confidence: 'known',
    });

    const saved = await t
      .http()
      .post('/api/exercises/')
      .set(pro.auth)
      .send({
        url: URL_WITH_CHAPTERS,
        video_id: 'Lb7xQe2RkPw',
        title: 'x',
        exercises: [
          {
            title: exercise.title.toUpperCase(),
            start_time: exercise.start,
            end_time: exercise.end,
            tags: exercise.tags,
          },
        ],
      })
      .expect(201);
    const again = await t
      .http()
      .post('/api/exercises/detect/')
      .set(pro.auth)
      .send({ video_url: 'youtu.be/Lb7xQe2RkPw' })
      .expect(200);
    expect(again.body.exercises[0].already_saved).toBe(true);
    expect(again.body.exercises[1].already_saved).toBe(false);

    // The library video's id alone names it, and the server still says which exercises are saved.
    const byId = await t
      .http()
      .post('/api/exercises/detect/')
      .set(pro.auth)
      .send({ video_id: saved.body.video.id })
      .expect(200);
    expect(byId.body.video_id).toBe('Lb7xQe2RkPw');
    expect(byId.body.exercises.map((e: { already_saved: boolean }) => e.already_saved)).toEqual(
      again.body.exercises.map((e: { already_saved: boolean }) => e.already_saved),
    );
    await t
      .http()
      .post('/api/exercises/detect/')
      .set(pro.auth)
      .send({ video_id: saved.body.video.id, video_url: URL_WITH_CHAPTERS })
      .expect(200);
  });

  it('video_id: 404 for an unknown or foreign video, 400 when malformed or disagreeing with video_url', async () => {
    const { body: saved } = await t
      .http()
      .post('/api/exercises/')
      .set(otherPro.auth)
      .send(exercisePayload('Lb7xQe2RkPw', [{ title: 'Bridge' }]))
      .expect(201);
    for (const video_id of [saved.video.id, 999_999]) {
      const { body } = await t.http().post('/api/exercises/detect/').set(pro.auth).send({ video_id }).expect(404);
      expect(body).toEqual({ error: 'Video not found.' });
    }
    for (const video_id of ['1', 0, -3, 1.5, 2 ** 40, true, {}]) {
      const { body } = await t.http().post('/api/exercises/detect/').set(pro.auth).send({ video_id }).expect(400);
      expect(body.error).toBe('video_id must be the id of a video in your library.');
    }
    const mismatch = await t
      .http()
      .post('/api/exercises/detect/')
      .set(otherPro.auth)
      .send({ video_id: saved.video.id, video_url: 'https://youtu.be/kR6uBn3xHtM' })
      .expect(400);
    expect(mismatch.body.error).toBe('video_id and video_url name different videos.');
    const neither = await t.http().post('/api/exercises/detect/').set(pro.auth).send({}).expect(400);
    expect(neither.body.error).toBe('Please enter a valid YouTube URL');
  });

  it('uses uploaded captions when the video has no chapters', async () => {
    const captions = [
      'WEBVTT',
      '',
      '00:00:05.000 --> 00:00:20.000',
      "Let's start with a glute bridge. Squeeze your glutes at the top.",
      '',
      '00:01:00.000 --> 00:01:20.000',
      'Next, clamshells. Keep your feet together.',
      '',
    ].join('\n');
    const { body } = await t
      .http()
      .post('/api/exercises/detect/')
      .set(pro.auth)
      .send({ video_url: 'https://www.youtube.com/watch?v=kR6uBn3xHtM', captions })
      .expect(200);
    expect(['captions', 'chapters', 'none']).toContain(body.source);
    expect(body.video_id).toBe('kR6uBn3xHtM');
  });

  it.each(['https://vimeo.com/123', 'not a url', 'https://www.youtube.com/watch?v=short'])(
    '400 for %s',
    async (video_url) => {
      const { body } = await t.http().post('/api/exercises/detect/').set(pro.auth).send({ video_url }).expect(400);
      expect(body.error).toBe('Please enter a valid YouTube URL');
    },
  );

  it('tags each exercise from its own name, with clean titles and a confidence', async () => {
    const { body } = await t
      .http()
      .post('/api/exercises/detect/')
      .set(pro.auth)
      .send({ video_url: 'https://www.youtube.com/watch?v=kR6uBn3xHtM' })
      .expect(200);
    const flexion = body.exercises.find((e: { title: string }) => e.title === 'Seated knee flexion');
    expect(flexion).toMatchObject({ type: 'seated knee flexion', confidence: 'known' });
    expect(flexion.tags).toContain('lower body');
    expect(flexion.tags).not.toContain('push up');
    expect(body.exercises.map((e: { title: string }) => e.title)).not.toContain('Intro and safety');
  });

  it('404 for a video YouTube does not have, 403 for participants', async () => {
    const missing = await t
      .http()
      .post('/api/exercises/detect/')
      .set(pro.auth)
      .send({ video_url: 'https://youtu.be/AAAAAAAAAAA' })
      .expect(404);
    // Without a key the offline catalogue is the cause, and the sentence says how to switch to YouTube.
    expect(missing.body.error).toMatch(/offline demo catalogue.*YOUTUBE_API_KEY/);
    await t.http().post('/api/exercises/detect/').set(patient.auth).send({ video_url: URL_WITH_CHAPTERS }).expect(403);
  });

  it('accepts captions up to 2 MB, refuses longer ones (400) and bodies past the route limit (413)', async () => {
    const big = 'WEBVTT\n\n' + 'x'.repeat(1_900_000);
    await t
      .http()
      .post('/api/exercises/detect/')
      .set(pro.auth)
      .send({ video_url: URL_WITH_CHAPTERS, captions: big })
      .expect(200);
    const tooLong = await t
      .http()
      .post('/api/exercises/detect/')
      .set(pro.auth)
      .send({ video_url: URL_WITH_CHAPTERS, captions: 'x'.repeat(2_100_000) })
      .expect(400);
    expect(tooLong.body.details.captions).toBeDefined();
    const huge = await t
      .http()
      .post('/api/exercises/detect/')
      .set(pro.auth)
      .send({ video_url: URL_WITH_CHAPTERS, captions: 'x'.repeat(3_200_000) })
      .expect(413);
    expect(huge.body).toEqual({ error: 'The request is too large.' });
  });
});
