// A server-rendered page's API answers travel as JSON and fill the browser's store before its first render.
export {};

type Core = typeof import('../index');
type Query = typeof import('../query/index');

async function loadFresh(): Promise<{ core: Core; loadQuery: () => Promise<Query> }> {
  const core = await import('../index');
  return { core, loadQuery: () => import('../query/index') };
}

function withGreeting(query: Query, answer: () => string) {
  return query.api.injectEndpoints({
    endpoints: (build) => ({
      greeting: build.query<string, string>({ queryFn: (name) => ({ data: `${answer()} ${name}` }) }),
    }),
  });
}

describe('server state', () => {
  beforeEach(() => {
    jest.resetModules();
    localStorage.clear();
    document.body.innerHTML = '';
  });

  it('carries a server store’s finished answers into a browser store made before the API slice loaded', async () => {
    // The server: its store answers once.
    const server = await loadFresh();
    const serverStore = server.core.createAppStore();
    const serverApi = withGreeting(await server.loadQuery(), () => 'hello from the server,');
    await serverStore.dispatch(serverApi.endpoints.greeting.initiate('Ada'));
    const embedded = JSON.stringify(server.core.serverStateOf(serverStore.getState()));

    // The browser: a fresh page whose HTML carries it; the query entry loads after the store is made.
    jest.resetModules();
    document.body.innerHTML = `<script type="application/json" id="physio-server-state">${embedded}</script>`;
    const browser = await loadFresh();
    const state = browser.core.readEmbeddedServerState(document);
    expect(state).not.toBeNull();
    const store = browser.core.createAppStore({ serverState: state });
    const browserApi = withGreeting(await browser.loadQuery(), () => 'hello from the browser,');

    const select = browserApi.endpoints.greeting.select('Ada');
    expect(select(store.getState() as never).data).toBe('hello from the server, Ada');
    // A component subscribing now reads the cached answer: nothing is asked again.
    const result = await store.dispatch(browserApi.endpoints.greeting.initiate('Ada'));
    expect(result.data).toBe('hello from the server, Ada');
  });

  it('keeps a 404 as the server saw it, and leaves unfinished queries out', async () => {
    const { core } = await loadFresh();
    const state = core.serverStateOf({
      api: {
        queries: {
          'page("gone")': { status: 'rejected', error: { status: 404, message: 'Not found.' } },
          'page("slow")': { status: 'pending' },
        },
        provided: { tags: {}, keys: {} },
      },
    });
    expect(Object.keys(state.api.queries)).toEqual(['page("gone")']);
  });

  it('reads nothing from a page without server state, or with broken JSON', async () => {
    const { core } = await loadFresh();
    expect(core.readEmbeddedServerState(document)).toBeNull();
    document.body.innerHTML = '<script type="application/json" id="physio-server-state">{not json</script>';
    expect(core.readEmbeddedServerState(document)).toBeNull();
  });
});
