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
});
