/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureStore } from '@reduxjs/toolkit';
import { api } from './api';
import { sessionSlice, signedIn } from '../session/session-slice';

// The real base query against a real HTTP server: headers, error messages and retries.
const calls: Array<{ method?: string; url?: string; authorization?: string }> = [];
let failuresLeft = 0;

const server = http.createServer((req, res) => {
  calls.push({ method: req.method, url: req.url, authorization: req.headers.authorization });
  if (req.url === '/api/ok/') return res.writeHead(200, { 'content-type': 'application/json' }).end('{"value":1}');
  if (req.url === '/api/text/') return res.writeHead(200, { 'content-type': 'text/plain' }).end('plain ok');
  if (req.url === '/api/refused/')
    return res
      .writeHead(400, { 'content-type': 'application/json' })
      .end('{"error":"Title is required.","details":{"title":["is required"]}}');
  if (req.url === '/api/bare/') return res.writeHead(418).end();
  if (req.url === '/api/flaky/' && failuresLeft-- > 0) return res.writeHead(503).end();
  if (req.url === '/api/flaky/') return res.writeHead(200, { 'content-type': 'application/json' }).end('{"value":2}');
  res
    .writeHead(401, { 'content-type': 'application/json' })
    .end('{"error":"Your session has ended. Please sign in again."}');
});

const probe = api.injectEndpoints({
  endpoints: (build) => ({
    read: build.query<unknown, string>({ query: (path) => path }),
    write: build.mutation<unknown, string>({ query: (path) => ({ url: path, method: 'POST', body: {} }) }),
  }),
});

function makeStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer, session: sessionSlice.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

let origin = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // fetchBaseQuery resolves '/api' against the page; in node there is no page, so anchor it here.
  const realFetch = globalThis.fetch;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), origin), init);
    return realFetch(new Request(new URL(new URL(request.url).pathname, origin), request));
  }) as typeof fetch;
  globalThis.Request = class extends Request {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' && input.startsWith('/') ? new URL(input, origin) : input, init);
    }
  } as typeof Request;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => (calls.length = 0));

describe('base query', () => {
  it('sends the token with scheme Token and parses JSON or text by content type', async () => {
    const store = makeStore();
    store.dispatch(signedIn({ token: 'abc', user: { id: 1, username: 'a', email: 'a@b.c', is_professional: true } }));
    await expect(store.dispatch(probe.endpoints.read.initiate('ok/')).unwrap()).resolves.toEqual({ value: 1 });
    await expect(store.dispatch(probe.endpoints.read.initiate('text/')).unwrap()).resolves.toBe('plain ok');
    expect(calls[0].authorization).toBe('Token abc');
  });

  it("uses the body's error field, else 'HTTP error! status: N'", async () => {
    const store = makeStore();
    await expect(store.dispatch(probe.endpoints.write.initiate('refused/')).unwrap()).rejects.toMatchObject({
      status: 400,
      message: 'Title is required.',
      details: { title: ['is required'] },
    });
    await expect(store.dispatch(probe.endpoints.write.initiate('bare/')).unwrap()).rejects.toMatchObject({
      message: 'HTTP error! status: 418',
    });
  });

  it('never retries a write', async () => {
    const store = makeStore();
    failuresLeft = 5;
    await expect(store.dispatch(probe.endpoints.write.initiate('flaky/')).unwrap()).rejects.toMatchObject({
      status: 503,
    });
    expect(calls).toHaveLength(1);
  });

  it('retries a failing GET and succeeds when the server recovers', async () => {
    const store = makeStore();
    failuresLeft = 1;
    await expect(store.dispatch(probe.endpoints.read.initiate('flaky/')).unwrap()).resolves.toEqual({ value: 2 });
    expect(calls.filter((call) => call.url === '/api/flaky/')).toHaveLength(2);
  });

  it('drops the session everywhere when a token is refused with 401', async () => {
    const store = makeStore();
    store.dispatch(signedIn({ token: 'old', user: { id: 1, username: 'a', email: 'a@b.c', is_professional: false } }));
    await expect(store.dispatch(probe.endpoints.read.initiate('private/')).unwrap()).rejects.toMatchObject({
      status: 401,
    });
    expect(store.getState().session).toMatchObject({ token: null, expired: true });
  });
});
