import { composePage } from '../src/prerendered-pages.mjs';
import { INDEX_HTML, makeDist, upstream, webServer } from './fixture.mjs';

const PAGE = {
  path: '/pricing',
  html: '<h1>Plans</h1><img src="/__physio_remote_base__/assets/plan.svg" alt="">',
  css: '.plans{color:teal}',
  title: 'Plans & prices',
  description: 'One plan for every practice.',
};

describe('prerendered pages', () => {
  let dist;
  let remote;
  let server;
  beforeAll(async () => {
    dist = makeDist({ shell: true });
    remote = await upstream((app) => app.get('/public/prerender.json', async () => ({ pages: [PAGE] })));
    server = await webServer('shell', dist.dir, {
      REMOTE_PUBLIC_URL: `${remote.url}/public/mf-manifest.json`,
      PRERENDER_TTL_MS: '60000',
    });
  });
  afterAll(async () => {
    await Promise.all([server.close(), remote.server.close()]);
    dist.remove();
  });

  it("composes the shell's frame and the remote's page into the HTML", async () => {
    const response = await server.inject({ url: '/pricing', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    const { body } = await server.inject('/pricing');
    expect(body).toContain(
      `<div id="root" data-prerendered><nav>menu</nav><main id="main"><h1>Plans</h1><img src="${remote.url}/public/assets/plan.svg" alt=""></main></div>`,
    );
    expect(body).toContain('<style id="prerendered-css">nav{color:red}\n.plans{color:teal}</style>');
    expect(body).toContain('<title>Plans &amp; prices</title>');
    expect(body).toContain('<meta name="description" content="One plan for every practice."');
    expect(body).not.toContain('rel="preload"');
    expect(body).toContain('<script id="remotes-config"');
  });

  it('sends the plain page where there is nothing to compose', async () => {
    for (const url of ['/pricing?plan=annual', '/contact', '/dashboard/x']) {
      const { statusCode, body } = await server.inject(url);
      expect(statusCode).toBe(200);
      expect(body).toContain('<div id=root></div>');
    }
  });

  it('revalidates a composed page by its ETag', async () => {
    const first = await server.inject('/pricing');
    const again = await server.inject({ url: '/pricing', headers: { 'if-none-match': first.headers.etag } });
    expect(again.statusCode).toBe(304);
  });

  it('leaves a page without a root element alone', () => {
    const page = { ...PAGE, title: null, description: null };
    const frame = { before: '', after: '', css: '' };
    expect(composePage(INDEX_HTML.replace('<div id=root></div>', ''), { frame, page, assetBase: '/' })).toBeNull();
  });
});
