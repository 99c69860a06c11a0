import { startFakeYoutubeServer, type FakeYoutubeServer } from './testing/fake-youtube-server';
import { bulkVideoId } from './testing/bulk-channel';
import { liveClientFor, requestsTo } from './testing/test-client';
import { YoutubeError } from './youtube-error';

describe('YoutubeClient videos (live mode against the fake Data API)', () => {
  let server: FakeYoutubeServer;
  beforeAll(async () => {
    server = await startFakeYoutubeServer();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
  });

  it('maps a video resource', async () => {
    const client = liveClientFor(server);
    expect(client.mode).toBe('live');
    expect(client.notice).toBeNull();
    const video = await client.getVideo('aT3hCr8vWqL');
    expect(video).toEqual({
      videoId: 'aT3hCr8vWqL',
      title: 'Achilles Tendinopathy: Calf Raise Progression Explained',
      description: expect.stringContaining('0:00 Intro\n0:48 What load does for tendons'),
      durationIso: 'PT11M02S',
      durationSeconds: 662,
      viewCount: '734560',
      publishedAt: '2023-03-21T17:00:00Z',
      thumbnailUrl: 'https://i.ytimg.com/vi/aT3hCr8vWqL/mqdefault.jpg',
      tags: expect.arrayContaining(['calf raises']),
      channelTitle: 'Rehab with Sam',
    });
    const [query] = requestsTo(server, 'videos');
    expect(query?.get('key')).toBe('test-key');
    expect(query?.get('part')).toBe('snippet,contentDetails,statistics,status');
  });

  it('asks videos.list in batches of 50: 120 ids are 3 calls, answered in the order asked', async () => {
    const ids = Array.from({ length: 120 }, (_, i) => bulkVideoId(119 - i));
    const videos = await liveClientFor(server).getVideos(ids);
    expect(videos.map((v) => v.videoId)).toEqual(ids);
    const batches = requestsTo(server, 'videos').map((q) => (q.get('id') ?? '').split(',').length);
    expect(batches).toEqual([50, 50, 20]);
  });

  it('asks for each id once and leaves out unknown and private videos', async () => {
    const videos = await liveClientFor(server).getVideos(['gB6mFx1kDsR', 'zzzzzzzzzzz', 'pV9qXs4eNcI', 'gB6mFx1kDsR']);
    expect(videos.map((v) => v.videoId)).toEqual(['gB6mFx1kDsR']);
    expect(requestsTo(server, 'videos')[0]?.get('id')).toBe('gB6mFx1kDsR,zzzzzzzzzzz,pV9qXs4eNcI');
  });

  it('makes no call for an empty list', async () => {
    await expect(liveClientFor(server).getVideos([])).resolves.toEqual([]);
    expect(server.requests).toHaveLength(0);
  });

  it('reports a missing video as not_found with a sentence for the UI', async () => {
    const error = await liveClientFor(server)
      .getVideo('zzzzzzzzzzz')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(YoutubeError);
    expect(error).toMatchObject({
      code: 'not_found',
      httpStatus: 404,
      message: 'That YouTube video does not exist or has been removed.',
    });
  });

  it('reports a video returned with privacyStatus private as private', async () => {
    await expect(liveClientFor(server).getVideo('pV9qXs4eNcI')).rejects.toMatchObject({
      code: 'private',
      httpStatus: 403,
      message: 'That YouTube video is private.',
    });
  });

  it('rejects anything that is not an 11-character id without calling YouTube', async () => {
    const client = liveClientFor(server);
    await expect(client.getVideo('https://youtu.be/aT3hCr8vWqL')).rejects.toMatchObject({ code: 'invalid_request' });
    await expect(client.getVideos(['aT3hCr8vWqL', 'short'])).rejects.toMatchObject({ code: 'invalid_request' });
    expect(server.requests).toHaveLength(0);
  });

  it('returns no captions in live mode (captions.download needs OAuth)', async () => {
    await expect(liveClientFor(server).getCaptions('aT3hCr8vWqL')).resolves.toBeNull();
    expect(server.requests).toHaveLength(0);
  });
});
