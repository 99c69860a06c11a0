import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CHUNK, makeDist, webServer } from './fixture.mjs';

describe('static files', () => {
  let dist;
  let server;
  beforeAll(async () => {
    dist = makeDist();
    server = await webServer('mfe-public', dist.dir);
  });
  afterAll(async () => {
    await server.close();
    dist.remove();
  });
  const get = (url, headers = {}) => server.inject({ method: 'GET', url, headers });

  it.each([
    ['br, gzip', 'br', (body) => brotliDecompressSync(body)],
    ['gzip', 'gzip', (body) => gunzipSync(body)],
  ])('sends the file precompressed at build time to a client that accepts %s', async (accepts, encoding, decode) => {
    const response = await get('/js/123.0123456789.js', { 'accept-encoding': accepts });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(decode(response.rawPayload).toString()).toBe(CHUNK);
  });

  it('sends the file as it is to a client that accepts no encoding', async () => {
    const response = await get('/js/123.0123456789.js', { 'accept-encoding': 'identity' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(CHUNK);
  });

  it('answers a repeated request with 304 by ETag', async () => {
    const first = await get('/js/main.js');
    const again = await get('/js/main.js', { 'if-none-match': first.headers.etag });
    expect(again.statusCode).toBe(304);
  });

  it('compresses a manifest, which is not precompressed, when it is sent', async () => {
    const response = await get('/mf-manifest.json', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString()).name).toBe('app');
  });

  it("sends the app's page for a client-side route, 404 for an unknown file, 405 for a write", async () => {
    const page = await get('/exercises/3');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<div id=root></div>');
    expect((await get('/js/missing.0123456789.js')).statusCode).toBe(404);
    expect((await server.inject({ method: 'POST', url: '/' })).statusCode).toBe(405);
    // A path out of the build is never a file of the machine.
    expect((await get('/../../../etc/passwd')).body).not.toContain('root:');
    expect((await get('/%2e%2e/%2e%2e/%2e%2e/etc/passwd')).body).not.toContain('root:');
  });

  it('answers /healthz', async () => {
    expect((await get('/healthz')).body).toBe('ok');
  });

  it('allows the configured origins by CORS, and no other', async () => {
    const allowed = await get('/remoteEntry.js', { origin: 'http://localhost:4200' });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:4200');
    expect(allowed.headers.vary).toMatch(/origin/i);
    const other = await get('/remoteEntry.js', { origin: 'https://evil.example' });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
