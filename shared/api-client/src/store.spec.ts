// The store is made before RTK Query loads (a first visit has no API slice); the first feature
// that makes calls brings `@physio/api-client/query`, and every store must then work with it.
type Core = typeof import('./index');
type Query = typeof import('./query/index');

// jest.resetModules (beforeEach) gives each test a fresh core: no slice attached yet. The query
// entry imports the core by package name, which is this same file, so it finds that fresh instance.
async function loadFresh(): Promise<{ core: Core; loadQuery: () => Promise<Query> }> {
  const core = await import('./index');
  return { core, loadQuery: () => import('./query/index') };
}

function withPing(query: Query) {
  return query.api.injectEndpoints({
    endpoints: (build) => ({ ping: build.query<string, void>({ queryFn: () => ({ data: 'pong' }) }) }),
  });
}

describe('createAppStore and the late API slice', () => {
  beforeEach(() => {
    jest.resetModules();
    localStorage.clear();
  });

  it('takes the API slice in when it arrives, and its queries then run', async () => {
    const { core, loadQuery } = await loadFresh();
    const store = core.createAppStore();
    expect(store.getState()).not.toHaveProperty('api');
    expect(store.getState().session).toEqual({ token: null, user: null, expired: false });

    const pingApi = withPing(await loadQuery());
    expect(store.getState()).toHaveProperty('api');
    const result = await store.dispatch(pingApi.endpoints.ping.initiate());
    expect(result.data).toBe('pong');
    expect(pingApi.endpoints.ping.select()(store.getState() as never).data).toBe('pong');
  });

  it('gives a store made after the slice loaded the slice at once', async () => {
    const { core, loadQuery } = await loadFresh();
    const pingApi = withPing(await loadQuery());
    const store = core.createAppStore();
    expect(store.getState()).toHaveProperty('api');
    expect((await store.dispatch(pingApi.endpoints.ping.initiate())).data).toBe('pong');
  });

  it('keeps the session, and its mirror in localStorage, across the attach', async () => {
    const { core, loadQuery } = await loadFresh();
    const store = core.createAppStore();
    const user = { id: 1, username: 'ana', email: 'ana@example.com', is_professional: true };
    store.dispatch(core.signedIn({ token: 't1', user } as never));
    await loadQuery();
    expect(store.getState().session.token).toBe('t1');
    store.dispatch(core.signedOut());
    expect(localStorage.getItem('token')).toBeNull();
  });
});
