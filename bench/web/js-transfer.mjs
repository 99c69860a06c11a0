// JavaScript a first visit downloads, from Chromium's network log: the encoded (compressed, as sent on the
// wire) body bytes of every script response, per origin. Each page gets a fresh profile, so nothing is cached.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROME_FLAGS, CHROME_PATH } from './chrome-flags.mjs';
import { chunkContents } from './chunk-contents.mjs';

/** The body bytes the same server sends for url to a client that accepts gzip but not brotli. */
function gzipBytes(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk) => (bytes += chunk.length));
        // Files too small to be worth compressing come uncompressed: those bytes count as they are.
        res.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

async function measurePage(url, appByOrigin) {
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'physio-bench-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROME_PATH,
    args: CHROME_FLAGS,
    headless: true,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const pending = [];
    page.on('requestfinished', (request) => {
      const isScript = request.resourceType() === 'script' || /\.m?js(\?|$)/.test(new URL(request.url()).pathname);
      if (!isScript) return;
      pending.push(
        Promise.all([request.sizes(), request.response()]).then(([sizes, response]) => ({
          url: request.url(),
          encodedBytes: sizes.responseBodySize,
          encoding: response?.headers()['content-encoding'] ?? 'identity',
        })),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // The page's remote renders its h1 once its chunks are in; anything it lazy-loads then settles to idle again.
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    const scripts = (await Promise.all(pending)).sort((a, b) => b.encodedBytes - a.encodedBytes);
    for (const s of scripts) {
      const { origin, pathname } = new URL(s.url);
      s.gzipBytes = await gzipBytes(s.url);
      s.app = appByOrigin[origin] ?? null;
      s.contents = s.app ? chunkContents(s.app, pathname) : null;
    }
    const byOrigin = {};
    for (const s of scripts) {
      const origin = new URL(s.url).origin;
      byOrigin[origin] ??= { files: 0, encodedBytes: 0 };
      byOrigin[origin].files += 1;
      byOrigin[origin].encodedBytes += s.encodedBytes;
    }
    const total = scripts.reduce((sum, s) => sum + s.encodedBytes, 0);
    // The budget is in gzip; the servers send brotli to browsers that take it.
    const totalGzipBytes = scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
    return { url, scriptCount: scripts.length, totalEncodedBytes: total, totalGzipBytes, byOrigin, scripts };
  } finally {
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/** appByOrigin: { 'http://localhost:4400': 'shell', … } so each script can be traced to its dist/ and map. */
export async function measureJsTransfer(shellOrigin, routes, appByOrigin) {
  const out = {};
  for (const route of routes) out[route] = await measurePage(shellOrigin + route, appByOrigin);
  return out;
}
