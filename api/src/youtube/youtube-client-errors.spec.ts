import { startFakeYoutubeServer, type FakeYoutubeServer } from './testing/fake-youtube-server';
import { liveClientFor } from './testing/test-client';
import { YoutubeError } from './youtube-error';

const UNREACHABLE = {
  code: 'unreachable',
  httpStatus: 502,
  message: 'YouTube cannot be reached right now. Please try again later.',
};

describe('YoutubeClient failures (live mode against the fake Data API)', () => {
  let server: FakeYoutubeServer;
  beforeEach(async () => {
    server = await startFakeYoutubeServer();
  });
  afterEach(() => server.close());

  it('does not retry an exhausted daily quota', async () => {
    server.configure({ quotaExceeded: true });
    await expect(liveClientFor(server).getVideo('aT3hCr8vWqL')).rejects.toMatchObject({
      code: 'quota_exceeded',
      httpStatus: 503,
      reason: 'quotaExceeded',
      message: 'The daily YouTube quota is used up. Try again tomorrow.',
    });
    expect(server.requests).toHaveLength(1);
  });

  it('retries 5xx answers and then succeeds', async () => {
    server.configure({ failFirst: 2 });
    const video = await liveClientFor(server, { retries: 3 }).getVideo('aT3hCr8vWqL');
    expect(video.videoId).toBe('aT3hCr8vWqL');
    expect(server.requests).toHaveLength(3);
  });

  it('gives up after `retries` retries with unreachable', async () => {
    server.configure({ failFirst: 100, failStatus: 500 });
    const error = await liveClientFor(server, { retries: 2 })
      .findChannel('@physiodemo')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(YoutubeError);
    expect(error).toMatchObject({ ...UNREACHABLE, reason: 'backendError' });
    expect(server.requests).toHaveLength(3);
  });

  it('times out a hanging request and retries it', async () => {
    server.configure({ hangFirst: 1 });
    const video = await liveClientFor(server, { timeoutMs: 150 }).getVideo('gB6mFx1kDsR');
    expect(video.title).toContain('Glute Bridge');
    expect(server.requests).toHaveLength(2);
  });

  it('reports unreachable when every attempt times out', async () => {
    server.configure({ hangFirst: Infinity });
    await expect(liveClientFor(server, { timeoutMs: 100, retries: 1 }).getVideo('gB6mFx1kDsR')).rejects.toMatchObject({
      ...UNREACHABLE,
      reason: 'timeout',
    });
    expect(server.requests).toHaveLength(2);
  });

  it('times out a slow response', async () => {
    server.configure({ delayMs: 500 });
    await expect(liveClientFor(server, { timeoutMs: 50, retries: 0 }).getVideo('gB6mFx1kDsR')).rejects.toMatchObject({
      code: 'unreachable',
    });
  });

  it('reports an invalid key as a configuration problem, without retrying', async () => {
    server.configure({ apiKey: 'the-real-key' });
    await expect(liveClientFor(server, { apiKey: 'wrong-key' }).getVideo('gB6mFx1kDsR')).rejects.toMatchObject({
      code: 'forbidden',
      httpStatus: 502,
      message: 'The YouTube API key is not valid. Ask your administrator to check YOUTUBE_API_KEY.',
    });
    expect(server.requests).toHaveLength(1);
  });

  it('reports a refused connection as unreachable after retrying', async () => {
    const { baseUrl } = server;
    const calls: string[] = [];
    const countingFetch: typeof fetch = (input, init) => {
      calls.push(String(input));
      return fetch(input, init);
    };
    await server.close();
    const client = liveClientFor(server, { baseUrl, retries: 2, fetchImpl: countingFetch });
    await expect(client.getVideo('gB6mFx1kDsR')).rejects.toMatchObject({ ...UNREACHABLE, reason: 'network_error' });
    expect(calls).toHaveLength(3);
    server = await startFakeYoutubeServer(); // afterEach closes it
  });
});
