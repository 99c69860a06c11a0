/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureStore } from '@reduxjs/toolkit';
import { api } from '../query/api';
import { sessionSlice, signedIn } from '../session/session-slice';
import { handoutApi } from './index';

// The real base query against a real HTTP server: the token goes with the request, a PDF becomes an object URL and
// an error keeps the API's sentence.
const PDF = Buffer.from('%PDF-1.7\n%handout\n');
const seen: Array<{ url?: string; authorization?: string }> = [];

const server = http.createServer((req, res) => {
  seen.push({ url: req.url, authorization: req.headers.authorization });
  if (req.url === '/api/assignments/5/handout/')
    return res.writeHead(200, { 'content-type': 'application/pdf' }).end(PDF);
  res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Assignment not found."}');
});

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

function signedInStore() {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer, session: sessionSlice.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  store.dispatch(signedIn({ token: 'abc', user: { id: 1, username: 'a', email: 'a@b.c', is_professional: true } }));
  return store;
}

describe('handout', () => {
  it('fetches the PDF with the token and hands it over as an object URL', async () => {
    const url = await signedInStore().dispatch(handoutApi.endpoints.fetchHandout.initiate(5)).unwrap();
    expect(seen.at(-1)).toEqual({ url: '/api/assignments/5/handout/', authorization: 'Token abc' });
    expect(url).toMatch(/^blob:/);
    const { resolveObjectURL } = await import('node:buffer');
    const blob = resolveObjectURL(url);
    expect(Buffer.from(await blob!.arrayBuffer())).toEqual(PDF);
    URL.revokeObjectURL(url);
  });

  it("rejects with the API's sentence when there is no handout", async () => {
    await expect(
      signedInStore().dispatch(handoutApi.endpoints.fetchHandout.initiate(9)).unwrap(),
    ).rejects.toMatchObject({ status: 404, message: 'Assignment not found.' });
  });
});
