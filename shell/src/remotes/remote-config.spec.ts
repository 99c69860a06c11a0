import { INLINE_CONFIG_ID, parseRemotesConfig, readRemotesConfig } from './remote-config';

describe('remotes.json', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('keeps the known remotes with a URL', () => {
    expect(
      parseRemotesConfig({
        mfe_public: 'http://a/mf-manifest.json',
        mfe_professional: '',
        mfe_unknown: 'http://x',
        mfe_participant: 3,
      }),
    ).toEqual({ mfe_public: 'http://a/mf-manifest.json' });
  });

  it('treats anything else as no remotes rather than failing', () => {
    expect(parseRemotesConfig(null)).toEqual({});
    expect(parseRemotesConfig('nonsense')).toEqual({});
  });

  it("reads the server's inline copy without fetching, and falls back to the file", async () => {
    const fetchSpy = jest
      .fn()
      .mockResolvedValue({ ok: true, json: async () => ({ mfe_participant: 'http://c/mf-manifest.json' }) });
    global.fetch = fetchSpy;
    const page = document.implementation.createHTMLDocument();
    page.body.innerHTML = `<script type="application/json" id="${INLINE_CONFIG_ID}">{"mfe_public":"http://a/mf-manifest.json"}</script>`;
    await expect(readRemotesConfig(page)).resolves.toEqual({ mfe_public: 'http://a/mf-manifest.json' });
    expect(fetchSpy).not.toHaveBeenCalled();

    await expect(readRemotesConfig(document.implementation.createHTMLDocument())).resolves.toEqual({
      mfe_participant: 'http://c/mf-manifest.json',
    });
    expect(fetchSpy).toHaveBeenCalledWith('/remotes.json', expect.anything());
  });
});
