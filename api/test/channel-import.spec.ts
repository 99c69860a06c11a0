import { startFakeYoutubeServer, type FakeYoutubeServer } from '../src/youtube/testing/fake-youtube-server';
import { OFFLINE_DEMO_NOTICE } from '../src/youtube/youtube-client';
import { DATABASES } from './support/databases';
import { signUpCast, startTestApp, type TestApp, type TestUser } from './support/test-app';

describe.each(DATABASES)('channel import on %s', (kind) => {
  let fake: FakeYoutubeServer;
  let live: TestApp;
  let pro: TestUser;
  let patient: TestUser;

  beforeAll(async () => {
    fake = await startFakeYoutubeServer();
    live = await startTestApp(kind, { YOUTUBE_API_KEY: 'test-key', YOUTUBE_API_BASE_URL: fake.baseUrl });
    ({ pro, patient } = await signUpCast(live));
  });
  afterAll(async () => {
    await live?.close();
    await fake?.close();
  });

  it('lists the uploads through the Data API with exists flags after a bulk save', async () => {
    const first = await live
      .http()
      .post('/api/videos/fetch_channel_videos/')
      .set(pro.auth)
      .send({ channel_name: '@physiodemo' })
      .expect(200);
    expect(first.body.notice).toBeUndefined();
    expect(first.body.channel).toEqual({ id: expect.any(String), title: 'Physio Demo Clinic' });
    expect(first.body.videos.length).toBeGreaterThan(3);
    expect(first.body.videos[0]).toEqual({
      video_id: expect.stringMatching(/^[\w-]{11}$/),
      title: expect.any(String),
      thumbnail: expect.any(String),
      duration: expect.stringMatching(/^P/),
      view_count: expect.stringMatching(/^\d+$/),
      published_at: expect.any(String),
      exists: false,
    });
    const chosen = first.body.videos.slice(0, 2);
    const saved = await live.http().post('/api/videos/bulk_save/').set(pro.auth).send({ videos: chosen }).expect(200);
    expect(saved.body.message).toBe('Saved 2 videos.');
    const second = await live
      .http()
      .post('/api/videos/fetch_channel_videos/')
      .set(pro.auth)
      .send({ channel_name: 'physiodemo' })
      .expect(200);
    expect(second.body.videos.map((v: { exists: boolean }) => v.exists).slice(0, 3)).toEqual([true, true, false]);
  });

  it('imports a 120-video channel in one call', async () => {
    const { body } = await live
      .http()
      .post('/api/videos/fetch_channel_videos/')
      .set(pro.auth)
      .send({ channel_name: '@bigrehablibrary' })
      .expect(200);
    expect(body.videos).toHaveLength(120);
    const saved = await live
      .http()
      .post('/api/videos/bulk_save/')
      .set(pro.auth)
      .send({ videos: body.videos })
      .expect(200);
    expect(saved.body.message).toBe('Saved 120 videos.');
  });

  it('maps YouTube errors to {error} with their status', async () => {
    const missing = await live
      .http()
      .post('/api/videos/fetch_channel_videos/')
      .set(pro.auth)
      .send({ channel_name: '@nobody-here' })
      .expect(404);
    expect(missing.body.error).toMatch(/No YouTube channel/);
    fake.configure({ quotaExceeded: true });
    const quota = await live
      .http()
      .post('/api/videos/fetch_channel_videos/')
      .set(pro.auth)
      .send({ channel_name: '@physiodemo' })
      .expect(503);
    expect(quota.body).toEqual({ error: 'The daily YouTube quota is used up. Try again tomorrow.' });
    fake.configure({ quotaExceeded: false });
  });

  it('validates the channel name and the role', async () => {
    const blank = await live
      .http()
      .post('/api/videos/fetch_channel_videos/')
      .set(pro.auth)
      .send({ channel_name: '  ' })
      .expect(400);
    expect(blank.body.error).toBe('Enter a YouTube channel name.');
    await live
      .http()
      .post('/api/videos/fetch_channel_videos/')
      .set(patient.auth)
      .send({ channel_name: '@physiodemo' })
      .expect(403);
    await live.http().post('/api/videos/bulk_save/').set(patient.auth).send({ videos: [] }).expect(403);
  });

  // Passport strategies are process-wide singletons, so only one app may run at a time: this one starts after `live`.
  describe('without an API key', () => {
    let offline: TestApp;
    beforeAll(async () => {
      await live.close();
      offline = await startTestApp(kind);
    });
    afterAll(() => offline?.close());

    it('answers from the offline catalogue and says so', async () => {
      const { pro: offlinePro } = await signUpCast(offline);
      const { body } = await offline
        .http()
        .post('/api/videos/fetch_channel_videos/')
        .set(offlinePro.auth)
        .send({ channel_name: '@rehabwithsam' })
        .expect(200);
      expect(body.notice).toBe(OFFLINE_DEMO_NOTICE);
      expect(body.videos.length).toBe(6);
    });
  });
});
