import http from 'node:http';
import { forwardedFor } from '../src/api-proxy.mjs';
import { makeDist, upstream, webServer } from './fixture.mjs';

describe('the /api proxy', () => {
  let dist;
  let api;
  let second;
  let server;
  beforeAll(async () => {
    dist = makeDist();
    const routes = (name) => (app) => {
      app.get('/api/videos/', async (request) => ({
        name,
        url: request.url,
        forwardedFor: request.headers['x-forwarded-for'],
        forwardedHost: request.headers['x-forwarded-host'],
      }));
      app.get('/metrics', async () => 'api_metrics 1');
      app.get('/api/*', async (request) => ({ name, url: request.url }));
      app.post('/api/echo', async (request, reply) => reply.code(201).header('set-cookie', 'sid=1').send(request.body));
    };
    api = await upstream(routes('first'));
    second = await upstream(routes('second'));
    server = await webServer('shell', dist.dir, { API_URL: api.url });
  });
  afterAll(async () => {
    await Promise.all([server.close(), api.server.close(), second.server.close()]);
    dist.remove();
  });

  it('forwards a request with its path and query, and says who asked', async () => {
    const response = await server.inject({ url: '/api/videos/?page=1', headers: { host: 'physio.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'first',
      url: '/api/videos/?page=1',
      forwardedFor: '127.0.0.1',
      forwardedHost: 'physio.example',
    });
  });

  it("forwards a body and sends back the API's status and headers", async () => {
    const response = await server.inject({ method: 'POST', url: '/api/echo', payload: { title: 'Squat' } });
    expect(response.statusCode).toBe(201);
    expect(response.headers['set-cookie']).toBe('sid=1');
    expect(response.json()).toEqual({ title: 'Squat' });
  });

  it('balances several upstreams', async () => {
    const balanced = await webServer('shell', dist.dir, { API_URL: `${api.url}, ${second.url}` });
    const names = new Set();
    for (let i = 0; i < 10; i++) names.add((await balanced.inject('/api/videos/')).json().name);
    expect(names).toEqual(new Set(['first', 'second']));
    await balanced.close();
  });

  it('answers 502 with a sentence when the API cannot be reached', async () => {
    const down = await webServer('shell', dist.dir, { API_URL: 'http://127.0.0.1:1' });
    const response = await down.inject('/api/videos/');
    expect(response.statusCode).toBe(502);
    expect(response.json().error).toMatch(/not reachable/);
    await down.close();
  });

  it("drops a client's own X-Forwarded-For and X-Forwarded-Host: the API sees the connection's address", async () => {
    const response = await server.inject({
      url: '/api/videos/',
      headers: { host: 'physio.example', 'x-forwarded-for': '203.0.113.9', 'x-forwarded-host': 'evil.example' },
    });
    expect(response.json()).toMatchObject({ forwardedFor: '127.0.0.1', forwardedHost: 'physio.example' });
  });

  it('behind TRUST_PROXY_HOPS proxies, keeps exactly the entries they wrote', async () => {
    const behindOne = await webServer('shell', dist.dir, { API_URL: api.url, TRUST_PROXY_HOPS: '1' });
    const response = await behindOne.inject({
      url: '/api/videos/',
      headers: { 'x-forwarded-for': '203.0.113.9, 198.51.100.7', 'x-forwarded-host': 'physio.example' },
    });
    expect(response.json()).toMatchObject({ forwardedFor: '198.51.100.7, 127.0.0.1', forwardedHost: 'physio.example' });
    await behindOne.close();
    expect(forwardedFor('a, b, c', 'd', 2)).toBe('b, c, d');
    expect(forwardedFor(undefined, 'd', 2)).toBe('d');
    expect(forwardedFor('a, b', 'd', 0)).toBe('d');
  });

  it("does not forward the API's /metrics: only /api goes to the API", async () => {
    const response = await server.inject('/metrics');
    expect(response.body).not.toContain('api_metrics');
  });

  // Sent over a socket as written: inject() and fetch() would resolve the dots before the server saw them.
  it.each([
    '/api/../metrics',
    '/api/%2e%2e/metrics',
    '/api/%2E%2e%2Fmetrics',
    '/api/..%5cmetrics',
    '/api/videos/../../metrics',
    '/api/./../metrics',
  ])('never reaches anything outside /api: %s is refused', async (path) => {
    const listening = await webServer('shell', dist.dir, { API_URL: api.url });
    await listening.listen({ port: 0, host: '127.0.0.1' });
    const response = await rawGet(listening.server.address().port, path);
    await listening.close();
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body).error).toMatch(/not part of the API/);
  });
});

function rawGet(port, path) {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode, body }));
    });
    req.on('error', reject);
  });
}
