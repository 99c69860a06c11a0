// The API as the page's own origin would answer it, for component tests: the real RTK Query slice and base query
// run, and only the network is replaced. jsdom has no fetch (nor Request, Response, Headers), so the few parts of
// them that RTK Query's fetchBaseQuery uses are provided here, and `fetch` answers from the test's routes.

type Answer = { status?: number; body: unknown };
/** Answers a request to `/api/...` (path and query); undefined is a 404. */
export type FakeRoutes = (url: URL) => Answer | undefined;

class FakeHeaders {
  private readonly values = new Map<string, string>();
  constructor(init?: Record<string, string> | FakeHeaders) {
    if (init instanceof FakeHeaders) init.forEach((value, name) => this.set(name, value));
    else for (const [name, value] of Object.entries(init ?? {})) this.set(name, value);
  }
  get(name: string) {
    return this.values.get(name.toLowerCase()) ?? null;
  }
  set(name: string, value: string) {
    this.values.set(name.toLowerCase(), String(value));
  }
  has(name: string) {
    return this.values.has(name.toLowerCase());
  }
  delete(name: string) {
    this.values.delete(name.toLowerCase());
  }
  forEach(callback: (value: string, name: string) => void) {
    this.values.forEach((value, name) => callback(value, name));
  }
}

class FakeRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: FakeHeaders;
  readonly signal?: AbortSignal;
  constructor(url: string, init: { method?: string; headers?: FakeHeaders; signal?: AbortSignal } = {}) {
    this.url = url;
    this.method = (init.method ?? 'GET').toUpperCase();
    this.headers = new FakeHeaders(init.headers);
    this.signal = init.signal;
  }
  clone() {
    return this;
  }
}

class FakeResponse {
  readonly headers = new FakeHeaders({ 'content-type': 'application/json' });
  constructor(
    private readonly text_: string,
    readonly status: number,
  ) {}
  get ok() {
    return this.status >= 200 && this.status < 300;
  }
  clone() {
    return new FakeResponse(this.text_, this.status);
  }
  async text() {
    return this.text_;
  }
  async json() {
    return JSON.parse(this.text_);
  }
}

/** Installs the fake network; returns the fetch mock, whose calls are the URLs asked for (path and query). */
export function installFakeApi(routes: FakeRoutes) {
  Object.assign(globalThis, { Headers: FakeHeaders, Request: FakeRequest, Response: FakeResponse });
  const fetchMock = jest.fn(async (request: FakeRequest) => {
    const url = new URL(request.url, 'http://localhost');
    const answer = routes(url) ?? { status: 404, body: { error: 'Not found.' } };
    return new FakeResponse(JSON.stringify(answer.body), answer.status ?? 200);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  /** The paths with query asked for so far, e.g. '/api/library/exercises/?page_size=12'. */
  const requested = () =>
    fetchMock.mock.calls.map(([request]) => {
      const url = new URL(request.url, 'http://localhost');
      return `${url.pathname}${url.search}`;
    });
  return { fetchMock, requested };
}
