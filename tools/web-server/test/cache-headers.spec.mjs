import { cacheControl } from '../src/cache-rules.mjs';
import { makeDist, webServer } from './fixture.mjs';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('cache headers', () => {
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

  it.each([
    ['/js/123.0123456789.js', IMMUTABLE],
    ['/assets/logo.0123456789.svg', IMMUTABLE],
    ['/js/main.js', 'no-cache'],
    ['/remoteEntry.js', 'no-cache'],
    ['/mf-manifest.json', 'no-cache'],
    ['/', 'no-cache'],
    ['/index.html', 'no-cache'],
    ['/exercises', 'no-cache'],
  ])('%s: %s', async (url, expected) => {
    const response = await server.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(expected);
  });

  it('gives a precompressed variant the rule of its original', () => {
    expect(cacheControl('/dist/js/1.0123456789.js.br')).toBe(IMMUTABLE);
    expect(cacheControl('/dist/remoteEntry.js.gz')).toBe('no-cache');
  });
});
