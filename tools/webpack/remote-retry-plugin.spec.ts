import remoteRetryPlugin, { MANIFEST_RETRIES } from './remote-retry-plugin';

type FetchHook = (url: string, init: RequestInit) => Promise<Response>;

const manifest = () => new Response(JSON.stringify({ id: 'mfe_public' }), { status: 200 });

describe('remoteRetryPlugin', () => {
  const realFetch = global.fetch;
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
  const hook = remoteRetryPlugin().fetch as unknown as FetchHook;

  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
  });
  afterEach(() => {
    global.fetch = realFetch;
    jest.restoreAllMocks();
  });

  it('asks again for a manifest that failed, bypassing the HTTP cache, and returns the first good answer', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockResolvedValueOnce(manifest());
    const response = await hook('http://localhost:4201/mf-manifest.json', {});
    await expect(response.json()).resolves.toEqual({ id: 'mfe_public' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ cache: 'no-cache' });
  });

  it('gives up after its retries, so the fallback panel can take over', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(hook('http://localhost:4201/mf-manifest.json', {})).rejects.toThrow();
    expect(fetchMock).toHaveBeenCalledTimes(1 + MANIFEST_RETRIES);
  });
});
