import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { configFromEnv } from '../src/config.mjs';
import { parseRemoteVersions, primaryVersion } from '../src/remote-versions.mjs';
import { makeDist, webServer } from './fixture.mjs';

const V = 'REMOTE_PUBLIC_URL';
const list = (...versions) => JSON.stringify(versions);

describe('REMOTE_*_URL', () => {
  it('takes one manifest URL as the only version', () => {
    expect(parseRemoteVersions(V, 'https://cdn.example.org/public/mf-manifest.json')).toEqual([
      { url: 'https://cdn.example.org/public/mf-manifest.json', weight: 100 },
    ]);
  });

  it('takes a JSON list of weighted versions, in its order', () => {
    const value = list(
      { url: 'http://localhost:4201/a1/mf-manifest.json', weight: 90 },
      { url: 'http://localhost:4204/b2/mf-manifest.json', weight: 10 },
    );
    expect(parseRemoteVersions(V, ` ${value} `)).toEqual([
      { url: 'http://localhost:4201/a1/mf-manifest.json', weight: 90 },
      { url: 'http://localhost:4204/b2/mf-manifest.json', weight: 10 },
    ]);
    expect(
      parseRemoteVersions(V, list({ url: 'http://a/m.json', weight: 0 }, { url: 'http://b/m.json', weight: 100 })),
    ).toHaveLength(2);
  });

  it.each([
    ['bad JSON', '[{"url": "http://a/m.json", "weight": 100', /REMOTE_PUBLIC_URL is not valid JSON/],
    ['an empty list', '[]', /REMOTE_PUBLIC_URL must list between 1 and 10 versions/],
    [
      'weights not adding to 100',
      list({ url: 'http://a/m.json', weight: 60 }, { url: 'http://b/m.json', weight: 30 }),
      /REMOTE_PUBLIC_URL: the weights must add up to 100, not 90/,
    ],
    [
      'a weight over 100',
      list({ url: 'http://a/m.json', weight: 120 }),
      /version 1\) needs a weight that is a whole number from 0 to 100/,
    ],
    [
      'a fractional weight',
      list({ url: 'http://a/m.json', weight: 50.5 }, { url: 'http://b/m.json', weight: 49.5 }),
      /whole number/,
    ],
    ['a weight as text', list({ url: 'http://a/m.json', weight: '100' }), /whole number/],
    [
      'a non-http URL in the list',
      list({ url: 'ftp://a/m.json', weight: 100 }),
      /REMOTE_PUBLIC_URL \(version 1\) must be an http\(s\) URL, not "ftp:\/\/a\/m.json"/,
    ],
    ['a non-http single URL', 'javascript:alert(1)', /REMOTE_PUBLIC_URL must be an http\(s\) URL/],
    ['not a URL at all', 'public-remote', /REMOTE_PUBLIC_URL must be an http\(s\) URL, not "public-remote"/],
    [
      'a version that is not an object',
      '["http://a/m.json"]',
      /\(version 1\) must be an object with "url" and "weight"/,
    ],
    ['an unknown field', list({ url: 'http://a/m.json', weight: 100, sticky: true }), /unknown fields: sticky/],
    [
      'the same URL twice',
      list({ url: 'http://a/m.json', weight: 50 }, { url: 'http://a/m.json', weight: 50 }),
      /the same URL twice/,
    ],
    ['nothing', '  ', /REMOTE_PUBLIC_URL must name a manifest URL/],
  ])('refuses %s with a sentence naming the variable', (_case, value, message) => {
    expect(() => parseRemoteVersions(V, value)).toThrow(message);
  });

  it('reads prerendered pages from the heaviest version, the first of equals', () => {
    expect(
      primaryVersion([
        { url: 'a', weight: 10 },
        { url: 'b', weight: 90 },
      ]).url,
    ).toBe('b');
    expect(
      primaryVersion([
        { url: 'a', weight: 50 },
        { url: 'b', weight: 50 },
      ]).url,
    ).toBe('a');
  });

  it("stops the shell's server at start on a malformed value, and leaves a remote's server alone", () => {
    const env = { APP: 'shell', REMOTE_PROFESSIONAL_URL: '[{"url": "http://a/m.json", "weight": 99}]' };
    expect(() => configFromEnv(env)).toThrow('REMOTE_PROFESSIONAL_URL: the weights must add up to 100, not 99.');
    expect(configFromEnv({ ...env, APP: 'mfe-public' }).remoteVersions).toBeNull();
  });
});

describe("the shell's remotes.json with weighted versions", () => {
  const versions = [
    { url: 'http://localhost:4201/a1/mf-manifest.json', weight: 50 },
    { url: 'http://localhost:4334/b2/mf-manifest.json', weight: 50 },
  ];
  let dist;
  let server;
  beforeAll(async () => {
    dist = makeDist({ shell: true });
    server = await webServer('shell', dist.dir, { REMOTE_PUBLIC_URL: JSON.stringify(versions) });
  });
  afterAll(async () => {
    await server.close();
    dist.remove();
  });

  it('carries the list in remotes.json and in the page, and admits every version in the CSP', async () => {
    const json = await server.inject({ method: 'GET', url: '/remotes.json' });
    expect(json.json().mfe_public).toEqual(versions);
    // A remote with one version stays a plain URL: an older shell (a rollback) reads that.
    expect(json.json().mfe_professional).toBe('http://localhost:4202/mf-manifest.json');
    const page = await server.inject({ method: 'GET', url: '/' });
    expect(page.body).toContain(JSON.stringify(versions).replace(/</g, '\\u003c'));
    const scriptSrc = page.headers['content-security-policy'].split(';').find((part) => part.includes('script-src'));
    expect(scriptSrc).toContain('http://localhost:4201');
    expect(scriptSrc).toContain('http://localhost:4334');
  });
});

describe("a remote's builds under /<build id>/", () => {
  const stamp = (dir, buildId) =>
    writeFileSync(
      path.join(dir, 'mf-manifest.json'),
      JSON.stringify({ name: 'mfe_public', metaData: { buildInfo: { buildId } } }),
    );
  let current;
  let previous;
  let server;
  beforeAll(async () => {
    current = makeDist();
    previous = makeDist();
    stamp(current.dir, '2026-11-22.1');
    stamp(previous.dir, '2026-11-21.3');
    mkdirSync(path.join(previous.dir, 'js'), { recursive: true });
    writeFileSync(path.join(previous.dir, 'js/main.js'), 'console.log("previous")');
    server = await webServer('mfe-public', current.dir, { EXTRA_VERSION_DIRS: previous.dir });
  });
  afterAll(async () => {
    await server.close();
    current.remove();
    previous.remove();
  });
  const get = (url) => server.inject({ method: 'GET', url });

  it('serves each build side by side at its build id, every file immutable there', async () => {
    const manifest = await get('/2026-11-22.1/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json().metaData.buildInfo.buildId).toBe('2026-11-22.1');
    expect(manifest.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const entry = await get('/2026-11-21.3/js/main.js');
    expect(entry.body).toBe('console.log("previous")');
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/2026-11-22.1/js/main.js')).body).toBe('console.log("main")');
  });

  it('keeps the first build at the root with its usual freshness, and knows no other id', async () => {
    const manifest = await get('/mf-manifest.json');
    expect(manifest.json().metaData.buildInfo.buildId).toBe('2026-11-22.1');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect((await get('/2026-11-20.9/mf-manifest.json')).statusCode).toBe(404);
    expect((await get('/2026-11-21.3/../../../etc/passwd')).body).not.toContain('root:');
  });

  it('refuses to start on an extra folder that is not a build', async () => {
    const empty = makeDist();
    await expect(webServer('mfe-public', current.dir, { EXTRA_VERSION_DIRS: `${empty.dir}/nowhere` })).rejects.toThrow(
      /EXTRA_VERSION_DIRS: .* holds no mf-manifest.json with a build id/,
    );
    empty.remove();
  });
});
