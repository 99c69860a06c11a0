import { startFakeYoutubeServer, type FakeYoutubeServer } from './fake-youtube-server';

interface Body {
  items?: { id: string }[];
  error?: { errors: { reason: string }[] };
}

describe('startFakeYoutubeServer', () => {
  let server: FakeYoutubeServer;
  beforeEach(async () => {
    server = await startFakeYoutubeServer();
  });
  afterEach(() => server.close());

  const get = async (pathAndQuery: string) => {
    const response = await fetch(`${server.baseUrl}${pathAndQuery}`);
    return { status: response.status, json: (await response.json()) as Body };
  };

  it('listens on 127.0.0.1 under /youtube/v3 and records requests', async () => {
    expect(server.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/youtube\/v3$/);
    const { status, json } = await get('/channels?part=id&forHandle=@deskphysio&key=k');
    expect(status).toBe(200);
    expect(json.items?.[0]?.id).toBe('UCd5Jx0nWcP3vGh8TqLr2yBe');
    expect(server.requests).toEqual(['/youtube/v3/channels?part=id&forHandle=@deskphysio&key=k']);
  });

  it('answers 400 keyInvalid without a key', async () => {
    const { status, json } = await get('/videos?part=id&id=tN0kCh5uJrY');
    expect(status).toBe(400);
    expect(json.error?.errors[0]?.reason).toBe('keyInvalid');
  });

  it('can be reconfigured between calls', async () => {
    server.configure({ failFirst: 1, failStatus: 500 });
    expect((await get('/videos?part=id&id=tN0kCh5uJrY&key=k')).status).toBe(500);
    expect((await get('/videos?part=id&id=tN0kCh5uJrY&key=k')).status).toBe(200);
    server.configure({ quotaExceeded: true });
    const { status, json } = await get('/videos?part=id&id=tN0kCh5uJrY&key=k');
    expect([status, json.error?.errors[0]?.reason]).toEqual([403, 'quotaExceeded']);
  });

  it('closes promptly even with a request left hanging', async () => {
    server.configure({ hangFirst: 1 });
    const before = server.requests.length;
    const hanging = fetch(`${server.baseUrl}/videos?part=id&id=tN0kCh5uJrY&key=k`).catch(() => 'aborted');
    // Close only once the server holds the request (not after a guessed delay).
    while (server.requests.length === before) await new Promise((resolve) => setImmediate(resolve));
    await server.close();
    await expect(hanging).resolves.toBe('aborted');
    server = await startFakeYoutubeServer();
  });
});
