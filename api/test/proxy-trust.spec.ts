import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { killed } from './support/api-process';
import { csrfHeaders, startTestApp, type TestApp } from './support/test-app';

/**
 * Exact proxy trust: behind 0, 1 and 2 proxies (the real web server, chained), a client that writes its own
 * X-Forwarded-For stays in its address's rate-limit bucket, and another address still has a bucket of its own.
 * The clients differ by source address on the loopback (127.0.0.2 and 127.0.0.3 reach 127.0.0.1 on Linux).
 */
const WEB_SERVER = join(__dirname, '..', '..', 'tools', 'web-server', 'server.mjs');
/** Password-reset requests per address per 15 minutes (rate-limit-policies.ts). */
const RESET_LIMIT = 5;

function startWebServer(apiUrl: string, hops: number, distDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [WEB_SERVER], {
    env: {
      PATH: process.env.PATH,
      APP: 'mfe-public',
      DIST_DIR: distDir,
      PORT: '0',
      HOST: '127.0.0.1',
      API_URL: apiUrl,
      TRUST_PROXY_HOPS: String(hops),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const port = output.match(/on http:\/\/localhost:(\d+)/)?.[1];
      if (port) resolve({ child, url: `http://127.0.0.1:${port}` });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('exit', (code) => reject(new Error(`web server exited (${code}):\n${output}`)));
  });
}

/** POST /api/users/forgot-password/ from `localAddress`, with X-Forwarded-For as the client chooses. */
function resetRequest(base: string, localAddress: string, forwardedFor: string): Promise<number> {
  const url = new URL('/api/users/forgot-password/', base);
  const body = JSON.stringify({ email: 'nobody@example.com' });
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        agent: false,
        headers: { ...csrfHeaders, 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe.each([0, 1, 2])('behind %i proxies', (hops) => {
  let t: TestApp;
  const proxies: ChildProcess[] = [];
  let entry: string;
  const distDir = mkdtempSync(join(tmpdir(), 'proxy-trust-'));

  beforeAll(async () => {
    t = await startTestApp('sqlite', { TRUST_PROXY_HOPS: String(hops) });
    await t.app.listen(0, '127.0.0.1');
    const address = t.app.getHttpServer().address();
    entry = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    // Built from the API outwards: the innermost proxy trusts hops - 1 in front of it, the outermost none.
    for (let i = 0; i < hops; i++) {
      const proxy = await startWebServer(entry, hops - 1 - i, distDir);
      proxies.push(proxy.child);
      entry = proxy.url;
    }
  });
  afterAll(async () => {
    await Promise.all(proxies.map((child) => killed(child, 'SIGTERM')));
    await t?.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('keeps a client in its own bucket whatever X-Forwarded-For it writes; another address has its own', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= RESET_LIMIT; i++)
      statuses.push(await resetRequest(entry, '127.0.0.2', `198.51.100.${i}, 203.0.113.${i}`));
    expect(statuses).toEqual([...Array(RESET_LIMIT).fill(200), 429]);
    // Claiming the address of someone else moves nothing either.
    expect(await resetRequest(entry, '127.0.0.2', '127.0.0.3')).toBe(429);
    expect(await resetRequest(entry, '127.0.0.3', '127.0.0.2')).toBe(200);
  });
});
