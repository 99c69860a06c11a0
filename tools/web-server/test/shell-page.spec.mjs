import { makeDist, webServer } from './fixture.mjs';

const REMOTES = {
  REMOTE_PUBLIC_URL: 'https://public.example/mf-manifest.json',
  REMOTE_PROFESSIONAL_URL: 'https://studio.example/app/mf-manifest.json',
  REMOTE_PARTICIPANT_URL: 'https://public.example/participant/mf-manifest.json',
};

/** remotes.json names each remote's manifest: one version is its URL, which every release of the shell reads. */
const EXPECTED = {
  mfe_public: REMOTES.REMOTE_PUBLIC_URL,
  mfe_professional: REMOTES.REMOTE_PROFESSIONAL_URL,
  mfe_participant: REMOTES.REMOTE_PARTICIPANT_URL,
};

describe("the shell's page, CSP and remotes.json", () => {
  let dist;
  let server;
  beforeAll(async () => {
    dist = makeDist();
    server = await webServer('shell', dist.dir, REMOTES);
  });
  afterAll(async () => {
    await server.close();
    dist.remove();
  });

  it('writes remotes.json from REMOTE_*_URL at start', async () => {
    const response = await server.inject('/remotes.json');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual(EXPECTED);
  });

  it('puts a copy of remotes.json into the page', async () => {
    const { body } = await server.inject('/sign-in');
    expect(body).toContain(
      `<script id="remotes-config" type="application/json">${JSON.stringify(EXPECTED)}</script></head>`,
    );
  });

  it("sends the page with a CSP that allows scripts only from itself and the remotes' origins", async () => {
    const { headers } = await server.inject('/');
    const csp = headers['content-security-policy'];
    expect(csp).toContain("script-src 'self' https://public.example https://studio.example;");
    expect(csp).toContain("connect-src 'self' https://public.example https://studio.example;");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers.link).toBe(
      '<https://public.example>; rel=preconnect, <https://public.example>; rel=preconnect; crossorigin, ' +
        '<https://studio.example>; rel=preconnect, <https://studio.example>; rel=preconnect; crossorigin',
    );
  });

  it('compresses the page, which is made at run time', async () => {
    const response = await server.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('accept-encoding');
  });

  it('stops with a sentence when the configuration is wrong', async () => {
    await expect(webServer('nginx', dist.dir)).rejects.toThrow('APP must be one of shell, mfe-public');
    await expect(webServer('shell', dist.dir, { PRERENDER_TTL_MS: 'soon' })).rejects.toThrow(
      'PRERENDER_TTL_MS must be a whole number, not "soon".',
    );
    await expect(webServer('shell', dist.dir, { API_URL: 'api:3000' })).rejects.toThrow(
      'API_URL must be an http(s) URL',
    );
  });

  it('says the app is not built when there is no page', async () => {
    const empty = await webServer('mfe-public', `${dist.dir}/nothing-here`);
    const response = await empty.inject('/');
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('run npm run build');
    await empty.close();
  });
});
