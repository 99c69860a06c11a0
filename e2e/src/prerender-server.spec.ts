import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { waitUntil } from './support/poll';
import { E2E_PORTS } from './support/ports';
import { WEB_SERVER, stopProcess } from './support/stack';

// The shell's server and a stand-in mfe-public that serves only its prerender.json (README,
// "Prerendered pages"): what the server puts into its pages, and that nothing a remote does, or
// fails to do, turns a page into an error. Needs the built shell (dist/prerender.json).
const root = path.resolve(__dirname, '../..');

const PAGE = {
  path: '/pricing',
  html: '<h1>Plans</h1><img src="/__physio_remote_base__/assets/plan.svg" alt="">',
  css: '.plans{color:teal}',
  title: 'Plans & "prices" <b>',
  description: 'One plan for every practice, with a monthly or an annual price, and a free trial first.',
};

type Mode = 'ok' | 'broken' | 'hang';

/** mfe-public's server as far as the shell's server sees it: GET …/prerender.json, with an ETag. */
async function startRemote() {
  const remote = { mode: 'ok' as Mode, requests: 0, notModified: 0, port: 0, close: () => Promise.resolve() };
  const server = http.createServer((req, res) => {
    if (!req.url?.endsWith('/prerender.json')) return void res.writeHead(404).end();
    remote.requests += 1;
    if (remote.mode === 'hang') return; // never answers
    const body = JSON.stringify({ pages: remote.mode === 'ok' ? [PAGE] : [{ path: PAGE.path, title: PAGE.title }] });
    const etag = `"${remote.mode}"`;
    if (req.headers['if-none-match'] === etag) {
      remote.notModified += 1;
      return void res.writeHead(304, { etag }).end();
    }
    res.writeHead(200, { 'content-type': 'application/json', etag }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  remote.port = (server.address() as AddressInfo).port;
  remote.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections(); // a hanging request included
      server.close(() => resolve());
    });
  return remote;
}

async function startShell(port: number, remotePort: number, ttlMs: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [WEB_SERVER], {
    // A `$&` in the remote's path: a string replacement would read it as a pattern.
    env: {
      ...process.env,
      APP: 'shell',
      PORT: String(port),
      DIST_DIR: path.join(root, 'shell/dist'),
      REMOTE_PUBLIC_URL: `http://127.0.0.1:${remotePort}/a$&b/mf-manifest.json`,
      PRERENDER_TTL_MS: String(ttlMs),
    },
    stdio: 'ignore',
  });
  const healthy = () =>
    fetch(`http://127.0.0.1:${port}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
  await waitUntil(healthy, `the shell's server on ${port}`);
  return child;
}

describe("the shell's server with a remote's prerendered pages", () => {
  let remote: Awaited<ReturnType<typeof startRemote>>;
  let reusing: ChildProcess | undefined;
  let asking: ChildProcess | undefined;
  const REUSING_PORT = E2E_PORTS.shell + 10;
  const ASKING_PORT = E2E_PORTS.shell + 11;
  const page = async (port: number, url: string) => {
    const response = await fetch(`http://127.0.0.1:${port}${url}`);
    return { status: response.status, html: await response.text() };
  };

  beforeAll(async () => {
    remote = await startRemote();
    [reusing, asking] = await Promise.all([
      startShell(REUSING_PORT, remote.port, 60_000),
      startShell(ASKING_PORT, remote.port, 0),
    ]);
  });

  afterAll(async () => {
    await Promise.all([stopProcess(reusing), stopProcess(asking)]);
    await remote.close();
  });

  it('puts the page into the frame with its CSS, its escaped title and description, and the remote as its asset base', async () => {
    const { html } = await page(REUSING_PORT, '/pricing');
    expect(html).toContain('<div id="root" data-prerendered>');
    expect(html).toContain('<main id="main"');
    expect(html).toContain('<h1>Plans</h1>');
    expect(html).toContain(`src="http://127.0.0.1:${remote.port}/a$&b/assets/plan.svg"`);
    expect(html).toMatch(/<style id="prerendered-css">[^<]*\.plans\{color:teal\}<\/style>/);
    expect(html).toContain('<title>Plans &amp; &quot;prices&quot; &lt;b&gt;</title>');
    expect(html).toContain(`<meta name="description" content="${PAGE.description}"`);
    // The frame for /pricing marks its section as the current page.
    expect(html).toMatch(/<a aria-current="page"[^>]* href="\/pricing"/);
  });

  it('reuses what it fetched for PRERENDER_TTL_MS', async () => {
    const before = remote.requests;
    for (let i = 0; i < 3; i++) expect((await page(REUSING_PORT, '/pricing')).html).toContain('<h1>Plans</h1>');
    expect(remote.requests).toBe(before);
  });

  it('revalidates by ETag when asked to fetch on every request', async () => {
    await page(ASKING_PORT, '/pricing');
    const notModified = remote.notModified;
    expect((await page(ASKING_PORT, '/pricing')).html).toContain('<h1>Plans</h1>');
    expect(remote.notModified).toBeGreaterThan(notModified);
  });

  it.each(['/pricing?plan=annual', '/contact', '/dashboard/professional', '/%3Cscript%3E'])(
    'sends %s plain',
    async (url) => {
      const { status, html } = await page(REUSING_PORT, url);
      expect(status).toBe(200);
      expect(html).toContain('<div id=root></div>');
    },
  );

  it("sends a prerendered page without the start-up chunks' preloads, which the plain page keeps", async () => {
    const scriptPreload = /<link[^>]*\brel="?preload"?[^>]*\bas="?script/;
    expect((await page(REUSING_PORT, '/pricing')).html).not.toMatch(scriptPreload);
    expect((await page(REUSING_PORT, '/sign-in')).html).toMatch(scriptPreload);
    // main.js still comes with the page, and asks for the rest.
    expect((await page(REUSING_PORT, '/pricing')).html).toMatch(/<script defer(="")? src="?\/js\/main\.js/);
  });

  it('sends a page for its URL with a trailing slash too', async () => {
    expect((await page(REUSING_PORT, '/pricing/')).html).toContain('<h1>Plans</h1>');
  });

  it.each<[string, Mode]>([
    ['sends what the server cannot read', 'broken'],
    ['does not answer', 'hang'],
  ])(
    'sends the plain page, never an error, while the remote %s, and its pages again once it is back',
    async (_, mode) => {
      remote.mode = mode;
      const plain = await page(ASKING_PORT, '/pricing');
      expect(plain.status).toBe(200);
      expect(plain.html).toContain('<div id=root></div>');
      remote.mode = 'ok';
      const prerendered = async () => (await page(ASKING_PORT, '/pricing')).html.includes('<h1>Plans</h1>');
      await waitUntil(prerendered, 'prerendering after the remote is back', { timeoutMs: 10_000 });
    },
  );
});
