import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { touchedBy } from '../src/render-on-request/change-feed.mjs';
import { staleWhileRevalidate } from '../src/render-on-request/stale-while-revalidate.mjs';
import { makeDist, upstream, webServer } from './fixture.mjs';

const waitFor = async (check, what) => {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
};

describe('staleWhileRevalidate', () => {
  it('serves a fresh value, serves a stale one while one refresh runs, and keeps it when the refresh fails', async () => {
    let clock = 0;
    let answer = 'first';
    let loads = 0;
    const load = async () => {
      loads += 1;
      if (answer instanceof Error) throw answer;
      return answer;
    };
    const cache = staleWhileRevalidate({ load, freshMs: 100, now: () => clock });
    expect(await cache.get('a')).toBe('first');
    answer = 'second';
    clock = 50;
    expect(await cache.get('a')).toBe('first');
    expect(loads).toBe(1);
    clock = 150;
    expect(await cache.get('a')).toBe('first'); // stale, served at once
    await waitFor(async () => (await cache.get('a')) === 'second', 'the refresh');
    expect(loads).toBe(2);
    answer = new Error('down');
    clock = 400;
    expect(await cache.get('a')).toBe('second');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await cache.get('a')).toBe('second');
  });

  it('makes the next request wait for a fresh load once a key is dropped, and forgets the least recently used', async () => {
    let n = 0;
    const cache = staleWhileRevalidate({ load: async (key) => `${key}${(n += 1)}`, freshMs: 60_000, maxEntries: 2 });
    expect(await cache.get('a')).toBe('a1');
    expect(await cache.get('b')).toBe('b2');
    cache.drop((key) => key === 'a');
    expect(await cache.get('a')).toBe('a3');
    expect(await cache.get('c')).toBe('c4'); // b was the least recently used
    expect(await cache.get('a')).toBe('a3');
    expect(await cache.get('b')).toBe('b5');
  });

  it('with serveStale off, revalidates an old value before answering and fails when that fails', async () => {
    let clock = 0;
    let answer = 'first';
    const cache = staleWhileRevalidate({
      load: async (key, previous) => {
        if (answer instanceof Error) throw answer;
        return previous === answer ? previous : answer;
      },
      freshMs: 100,
      serveStale: false,
      now: () => clock,
    });
    expect(await cache.get('a')).toBe('first');
    answer = 'second';
    clock = 150;
    expect(await cache.get('a')).toBe('second');
    answer = new Error('down');
    clock = 300;
    await expect(cache.get('a')).rejects.toThrow('down');
    answer = 'third';
    expect(await cache.get('a')).toBe('third');
  });

  it('fails a first load that fails, and tries again on the next request', async () => {
    let fail = true;
    const cache = staleWhileRevalidate({
      load: async () => {
        if (fail) throw new Error('no');
        return 'ok';
      },
      freshMs: 1000,
    });
    await expect(cache.get('a')).rejects.toThrow('no');
    fail = false;
    expect(await cache.get('a')).toBe('ok');
  });
});

describe('touchedBy', () => {
  it("drops the changed page, every list, and for an exercise every program page, but not other exercises' pages", () => {
    const exercise = touchedBy({ kind: 'exercise', slug: 'calf-raise', action: 'published' });
    expect(
      ['/exercises/calf-raise', '/exercises', '/exercises?search=calf', '/categories', '/programs/knee'].every(
        exercise,
      ),
    ).toBe(true);
    expect(exercise('/exercises/wall-sit')).toBe(false);
    const program = touchedBy({ kind: 'program', slug: 'knee', action: 'unpublished' });
    expect(['/programs/knee', '/programs', '/conditions'].every(program)).toBe(true);
    expect(program('/programs/back')).toBe(false);
    expect(program('/exercises/calf-raise')).toBe(false);
  });
});

// A remote's build whose server bundle renders a page with what `content` holds now, and counts its renders.
const SERVER_BUNDLE = `
let apiOrigin = null;
let renders = 0;
exports.configureRenderer = (options) => { apiOrigin = options.apiOrigin; };
exports.renderOnRequest = async (key) => {
  renders += 1;
  globalThis.renderStats = { apiOrigin, renders };
  if (key.startsWith('/broken')) throw new Error('render failed');
  const path = key.split('?')[0];
  return {
    status: path === '/exercises/gone' ? 404 : 200,
    html: '<h1>' + globalThis.renderedContent + '</h1><img src="/__physio_remote_base__/assets/a.svg">',
    css: '.h{color:teal}',
    title: 'Page ' + path,
    description: 'About ' + path,
    canonicalPath: path,
    jsonLd: path.startsWith('/exercises/') ? { '@type': 'HowTo', name: '</script><b>' } : null,
    state: { api: { queries: { [key]: { status: 'fulfilled', data: '</script>' } }, mutations: {}, provided: {} } },
  };
};
`;

describe('pages rendered on request', () => {
  const feed = { cursor: 5, changes: [] };
  let api;
  let remoteDist;
  let remote;
  let shellDist;
  let shell;

  beforeAll(async () => {
    globalThis.renderedContent = 'Calf raise';
    api = await upstream((app) => {
      app.get('/api/library/changes/', async (request) =>
        Number(request.query.after) === 0
          ? { cursor: feed.cursor, reset: false, changes: [] }
          : { ...feed, reset: false },
      );
      app.get('/api/library/sitemap/', async () => ({
        exercises: [{ slug: 'calf-raise', updated_at: '2026-11-20T10:00:00.000Z' }],
        programs: [{ slug: 'knee-<plan>', updated_at: '2026-11-21T10:00:00.000Z' }],
      }));
    });
    remoteDist = makeDist();
    writeFileSync(path.join(remoteDist.dir, 'prerender.js'), SERVER_BUNDLE);
    remote = await webServer('mfe-public', remoteDist.dir, { API_URL: api.url, LIBRARY_CHANGES_INTERVAL_MS: '100' });
    await remote.listen({ port: 0, host: '127.0.0.1' });
    const remoteUrl = `http://127.0.0.1:${remote.server.address().port}`;

    shellDist = makeDist({ shell: true });
    writeFileSync(
      path.join(shellDist.dir, 'prerender.json'),
      JSON.stringify({
        mounts: [
          { prefixes: ['/dashboard'], remote: 'mfe_professional', public: false },
          { prefixes: ['/'], remote: 'mfe_public', public: true },
        ],
        frames: [{ path: '/', before: '<nav>menu</nav><main id="main">', after: '</main>', css: 'nav{color:red}' }],
        shellPaths: ['/sign-in'],
      }),
    );
    // mfe-public's build-time pages: /pricing without data, /exercises as a stand-in for its live page.
    writeFileSync(
      path.join(remoteDist.dir, 'prerender.json'),
      JSON.stringify({
        pages: [
          { path: '/pricing', html: '<h1>Plans</h1>', css: '', title: 'Plans', description: null, live: false },
          { path: '/exercises', html: '<h1>Built</h1>', css: '', title: 'Library', description: null, live: true },
        ],
      }),
    );
    shell = await webServer('shell', shellDist.dir, {
      API_URL: api.url,
      REMOTE_PUBLIC_URL: `${remoteUrl}/mf-manifest.json`,
      PUBLIC_SITE_URL: 'https://physio.example',
      RENDER_REUSE_MS: '0',
    });
  });
  afterAll(async () => {
    await Promise.all([shell.close(), remote.close(), api.server.close()]);
    remoteDist.remove();
    shellDist.remove();
  });

  it("answers the shell's server with the page as JSON, rendered once and then from its cache, revalidated by ETag", async () => {
    const first = await remote.inject('/__render?path=%2Fexercises%2Fcalf-raise');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 200, title: 'Page /exercises/calf-raise' });
    expect(globalThis.renderStats.apiOrigin).toBe(api.url);
    const renders = globalThis.renderStats.renders;
    const again = await remote.inject({
      url: '/__render?path=%2Fexercises%2Fcalf-raise',
      headers: { 'if-none-match': first.headers.etag },
    });
    expect(again.statusCode).toBe(304);
    expect(globalThis.renderStats.renders).toBe(renders);
  });

  it('refuses what is not a page of the site, and answers 503 when a page cannot be rendered', async () => {
    for (const bad of ['', '?path=exercises', '?path=%2F..%2Fsecret%20x', `?path=%2F${'a'.repeat(300)}`]) {
      const response = await remote.inject(`/__render${bad}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/^path must be/);
    }
    expect((await remote.inject('/__render?path=%2Fbroken')).statusCode).toBe(503);
  });

  it('renders a page again once the change feed says it changed', async () => {
    await remote.inject('/__render?path=%2Fexercises%2Fcalf-raise');
    globalThis.renderedContent = 'Calf raise, new steps';
    expect((await remote.inject('/__render?path=%2Fexercises%2Fcalf-raise')).json().html).toContain('<h1>Calf raise<');
    feed.cursor = 6;
    feed.changes = [{ kind: 'exercise', slug: 'calf-raise', action: 'updated' }];
    await waitFor(
      async () => (await remote.inject('/__render?path=%2Fexercises%2Fcalf-raise')).json().html.includes('new steps'),
      'the changed page to be rendered again',
    );
  });

  it("composes a rendered page into the shell's frame with its head, structured data and state, escaped", async () => {
    const response = await shell.inject('/exercises/calf-raise');
    expect(response.statusCode).toBe(200);
    const { body } = response;
    expect(body).toMatch(/<div id="root" data-prerendered><nav>menu<\/nav><main id="main"><h1>Calf raise/);
    expect(body).toContain('<title>Page /exercises/calf-raise</title>');
    expect(body).toContain('<link rel="canonical" href="https://physio.example/exercises/calf-raise">');
    expect(body).toContain(
      '<script type="application/ld+json">{"@type":"HowTo","name":"\\u003c/script>\\u003cb>"}</script>',
    );
    expect(body).toContain('<script type="application/json" id="physio-server-state">');
    expect(body).not.toMatch(/"data":"<\/script>/);
    expect(body).not.toContain('__physio_remote_base__');
  });

  it('renders pages with a query, answers 404 for a page that does not exist, and keeps build-time pages', async () => {
    const search = await shell.inject('/exercises?search=calf');
    expect(search.body).toContain('<link rel="canonical" href="https://physio.example/exercises">');
    const gone = await shell.inject('/exercises/gone');
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('data-prerendered');
    const pricing = await shell.inject('/pricing');
    expect(pricing.body).toContain('<h1>Plans</h1>');
    expect(pricing.body).not.toContain('physio-server-state');
    for (const plain of ['/dashboard/x', '/sign-in']) {
      expect((await shell.inject(plain)).body).toContain('<div id=root></div>');
    }
  });

  it("leaves an older shell build (one that does not list its own pages) to the remote's prerendered pages", async () => {
    const older = makeDist({ shell: true });
    const prerender = path.join(shellDist.dir, 'prerender.json');
    const { shellPaths, ...withoutShellPaths } = JSON.parse(readFileSync(prerender, 'utf8'));
    expect(shellPaths).toEqual(['/sign-in']);
    writeFileSync(path.join(older.dir, 'prerender.json'), JSON.stringify(withoutShellPaths));
    const server = await webServer('shell', older.dir, {
      API_URL: api.url,
      REMOTE_PUBLIC_URL: `http://127.0.0.1:${remote.server.address().port}/mf-manifest.json`,
    });
    try {
      expect((await server.inject('/exercises/calf-raise')).body).toContain('<div id=root></div>');
      expect((await server.inject('/exercises')).body).toContain('<h1>Built</h1>');
    } finally {
      await server.close();
      older.remove();
    }
  });

  it('lists the public pages and the published library in sitemap.xml, and names it in robots.txt', async () => {
    const sitemap = await shell.inject('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    expect(sitemap.body).toContain('<loc>https://physio.example/pricing</loc>');
    expect(sitemap.body).toContain(
      '<url><loc>https://physio.example/exercises/calf-raise</loc><lastmod>2026-11-20</lastmod></url>',
    );
    expect(sitemap.body).not.toContain('knee-<plan>'); // not a slug
    const robots = await shell.inject('/robots.txt');
    expect(robots.body).toContain('Disallow: /dashboard\n');
    expect(robots.body).toContain('Sitemap: https://physio.example/sitemap.xml');
  });
});
