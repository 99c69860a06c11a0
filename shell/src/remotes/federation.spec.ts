import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { chooseVersion, visitorPoint } from '@physio/util';
import { initFederation, loadRemoteModule, registeredRemotes, remoteVersionInUse, resetRemote } from './federation';
import { FALLBACK_MARK } from './fallback-mark';
import { pendingRemoteLoads, sendRemoteLoads } from './load-reports';
import { visitorId } from './visitor-id';

// The real loader (its version order, its fallback, its reports) over a stand-in federation runtime.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  preloadRemote: jest.fn(),
}));
const load = loadRemote as jest.Mock;
const register = registerRemotes as jest.Mock;

const STABLE = 'http://localhost:4201/stable-6/mf-manifest.json';
const CANARY = 'http://localhost:4204/canary-7/mf-manifest.json';
const versions = [
  { url: STABLE, weight: 50 },
  { url: CANARY, weight: 50 },
];
/** A visitor id that lands on `url` at 50/50. */
const visitorOn = (url: string) => {
  for (let i = 0; ; i++) if (chooseVersion(versions, visitorPoint(`v${i}`, 'mfe_public'))?.url === url) return `v${i}`;
};
const Page = () => null;

describe('loading a remote released in several versions', () => {
  let warn: jest.SpyInstance;
  beforeEach(async () => {
    load.mockReset();
    register.mockClear();
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    global.fetch = jest.fn().mockResolvedValue({ ok: true });
    await sendRemoteLoads(); // an earlier test's reports
    (global.fetch as jest.Mock).mockClear();
  });
  afterEach(() => warn.mockRestore());

  it("registers each remote at the visitor's own version, the same one every time", () => {
    initFederation({ mfe_public: versions }, visitorOn(CANARY));
    expect(register).toHaveBeenLastCalledWith([{ name: 'mfe_public', entry: CANARY }]);
    initFederation({ mfe_public: versions }, visitorOn(CANARY));
    expect(registeredRemotes()).toEqual({ mfe_public: CANARY });
    initFederation({ mfe_public: versions }, visitorOn(STABLE));
    expect(registeredRemotes()).toEqual({ mfe_public: STABLE });
  });

  it('falls back to the other version when its own cannot be loaded, says so, and reports both loads', async () => {
    initFederation({ mfe_public: versions }, visitorOn(CANARY));
    load
      .mockResolvedValueOnce({ default: Page, [FALLBACK_MARK]: true, error: new Error('manifest unreachable') })
      .mockResolvedValueOnce({ default: Page });
    const module = await loadRemoteModule('mfe_public');
    expect(module.default).toBe(Page);
    expect(register).toHaveBeenLastCalledWith([{ name: 'mfe_public', entry: STABLE }], { force: true });
    expect(warn).toHaveBeenCalledWith(
      "The mfe_public remote's version canary-7 could not be loaded; falling back to stable-6.",
      expect.any(Error),
    );
    expect(remoteVersionInUse('mfe_public')).toEqual({ version: 'stable-6', fellBackFrom: ['canary-7'] });
    expect(pendingRemoteLoads().map(({ version, outcome }) => [version, outcome])).toEqual([
      ['canary-7', 'failed'],
      ['stable-6', 'fallback'],
    ]);

    // Sent in one batch, with nothing that names the visitor.
    await sendRemoteLoads();
    const [url, init] = (global.fetch as jest.Mock).mock.calls[0];
    expect(url).toBe('/api/telemetry/remote-loads/');
    const body = JSON.parse(init.body);
    expect(body.loads).toHaveLength(2);
    expect(init.body).not.toContain(visitorOn(CANARY));
    expect(Object.keys(body.loads[0]).sort()).toEqual(['durationMs', 'outcome', 'remote', 'version']);

    // Retry starts again from the visitor's own version.
    resetRemote('mfe_public');
    expect(register).toHaveBeenLastCalledWith([{ name: 'mfe_public', entry: CANARY }], { force: true });
  });

  it('hands back the unavailable panel only when no version loads', async () => {
    initFederation({ mfe_public: versions }, visitorOn(STABLE));
    const fallback = { default: Page, [FALLBACK_MARK]: true, error: new Error('down') };
    load.mockResolvedValue(fallback);
    await expect(loadRemoteModule('mfe_public')).resolves.toBe(fallback);
    expect(load).toHaveBeenCalledTimes(2);
    expect(pendingRemoteLoads().map(({ outcome }) => outcome)).toEqual(['failed', 'failed']);

    load.mockReset().mockRejectedValue(new Error('no fallback plugin'));
    resetRemote('mfe_public');
    await expect(loadRemoteModule('mfe_public')).rejects.toThrow('no fallback plugin');
  });
});

describe('the visitor id', () => {
  it('is made once and kept on the device', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, v: string) => void store.set(key, v),
    };
    const first = visitorId(storage);
    expect(first).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(visitorId(storage)).toBe(first);
    expect(visitorId(null)).not.toBe(first);
  });
});
