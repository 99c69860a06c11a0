import { INLINE_CONFIG_ID, parseRemotesConfig, readRemotesConfig, versionLabel } from './remote-config';

describe('remotes.json', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('keeps the known remotes with versions, reading a bare URL as the only version', () => {
    expect(
      parseRemotesConfig({
        mfe_public: [
          { url: 'http://a/1/mf-manifest.json', weight: 90 },
          { url: 'http://b/2/mf-manifest.json', weight: 10 },
          { url: 42, weight: 0 },
        ],
        mfe_participant: 'http://c/mf-manifest.json',
        mfe_professional: [],
        mfe_unknown: [{ url: 'http://x', weight: 100 }],
      }),
    ).toEqual({
      mfe_public: [
        { url: 'http://a/1/mf-manifest.json', weight: 90 },
        { url: 'http://b/2/mf-manifest.json', weight: 10 },
      ],
      mfe_participant: [{ url: 'http://c/mf-manifest.json', weight: 100 }],
    });
  });

  it('treats anything else as no remotes rather than failing', () => {
    expect(parseRemotesConfig(null)).toEqual({});
    expect(parseRemotesConfig('nonsense')).toEqual({});
    expect(parseRemotesConfig({ mfe_public: '', mfe_participant: 3 })).toEqual({});
  });

  it('names a version by its build id when its URL is versioned, else by its server', () => {
    expect(versionLabel('https://cdn.example.org/public/2026-11-21.3/mf-manifest.json')).toBe('2026-11-21.3');
    expect(versionLabel('http://localhost:4201/mf-manifest.json')).toBe('localhost:4201');
  });

  it("reads the server's inline copy without fetching, and falls back to the file", async () => {
    const one = (url: string) => [{ url, weight: 100 }];
    const fetchSpy = jest
      .fn()
      .mockResolvedValue({ ok: true, json: async () => ({ mfe_participant: one('http://c/mf-manifest.json') }) });
    global.fetch = fetchSpy;
    const page = document.implementation.createHTMLDocument();
    page.body.innerHTML = `<script type="application/json" id="${INLINE_CONFIG_ID}">${JSON.stringify({
      mfe_public: one('http://a/mf-manifest.json'),
    })}</script>`;
    await expect(readRemotesConfig(page)).resolves.toEqual({ mfe_public: one('http://a/mf-manifest.json') });
    expect(fetchSpy).not.toHaveBeenCalled();

    await expect(readRemotesConfig(document.implementation.createHTMLDocument())).resolves.toEqual({
      mfe_participant: one('http://c/mf-manifest.json'),
    });
    expect(fetchSpy).toHaveBeenCalledWith('/remotes.json', expect.anything());
  });
});
