import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { RemoteLoadsRequest } from '@physio/contracts';
import CHROME_FLAGS from './support/chromium-flags.json';
import { E2E_EXTRA_PORT, E2E_PORTS, shellUrl } from './support/ports';
import { distOf, redeployedPublicBuild } from './support/redeploy';
import { Stack } from './support/stack';

// A remote released gradually: two builds of mfe-public, each at its immutable /<build id>/ address
// on a server of its own, weighted in the shell's REMOTE_PUBLIC_URL. Each visitor (a fresh browser
// context, so a fresh device id) keeps its version; an outage of one version sends everyone to the other.
jest.setTimeout(15 * 60_000);

// Each visitor lands on a version at random (its device id, hashed), so the run could see one version only by
// chance: 2 * 2^-VISITORS, 1.2e-7 for 24 (20 gave 1.9e-6). Its three visits stay one after another (that is the
// stickiness), but up to CONCURRENTLY visitors go at once: a visit mostly waits for the page's batched load report
// (shell/src/remotes/load-reports.ts, ~3 s after the remote loads), and 90 such waits in a row were most of this
// suite's time. Four at once, not more: CI machines have 2 cores, often loaded by others, and each step of a visit
// waits at most Playwright's 30 s. The API takes 300 load reports per 10 minutes from one address; this suite
// sends 3 * 24 + 24 + 10.
const VISITORS = 24;
const CONCURRENTLY = 4;

/** fn(0) … fn(count - 1), at most `limit` running at once; the results in index order. */
async function pool<T>(count: number, limit: number, fn: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      results[index] = await fn(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, count) }, worker));
  return results;
}
const buildIdOf = (dist: string): string =>
  (
    JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as {
      metaData: { buildInfo: { buildId: string } };
    }
  ).metaData.buildInfo.buildId;

describe('gradual release of a remote', () => {
  const stack = new Stack();
  let browser: Browser;
  const first = { dist: distOf('mfe-public'), id: '', url: '' };
  const second = { dist: '', id: '', url: '' };
  /** The shell's environment: the weights; prerendered pages read once (no redeploy to see here). */
  const shellEnv = (a: number, b: number) => ({ REMOTE_PUBLIC_URL: weighted(a, b), PRERENDER_TTL_MS: '3600000' });
  const weighted = (a: number, b: number) =>
    JSON.stringify([
      { url: first.url, weight: a },
      { url: second.url, weight: b },
    ]);

  beforeAll(async () => {
    first.id = buildIdOf(first.dist);
    // The second version: mfe-public built again with an id of its own, made once for the run (support/redeploy.ts).
    Object.assign(second, redeployedPublicBuild());
    expect(second.id).not.toBe(first.id);
    first.url = `http://localhost:${E2E_PORTS['mfe-public']}/${first.id}/mf-manifest.json`;
    second.url = `http://localhost:${E2E_EXTRA_PORT}/${second.id}/mf-manifest.json`;
    // One at a time: on a busy machine six servers starting at once may miss their start-up deadline.
    await stack.startApi();
    await stack.startWeb('mfe-public');
    await stack.startServer('mfe-public-second', 'mfe-public', E2E_EXTRA_PORT, second.dist);
    await stack.startWeb('mfe-professional');
    await stack.startWeb('mfe-participant');
    await stack.startWeb('shell', undefined, shellEnv(50, 50));
    browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: CHROME_FLAGS,
      headless: true,
    });
  });
  afterAll(async () => {
    await browser?.close();
    await stack.stop();
  });

  /**
   * Opens `path` (or reloads) and answers which version of mfe-public the page ended on, by the page's own load
   * report to the API (sent once the remote has loaded, or failed to), checked against "About this build".
   */
  async function visit(page: Page, pathName = '/pricing'): Promise<{ version: string; outcome: string }> {
    const reported = page.waitForRequest((request) => request.url().includes('/api/telemetry/remote-loads/'));
    // The load report, not the load event, says the remote is in: a page's images may come from far away.
    await page.goto(shellUrl(pathName), { waitUntil: 'domcontentloaded' });
    const { loads } = (await reported).postDataJSON() as RemoteLoadsRequest;
    const landed = loads.filter((load) => load.remote === 'mfe_public' && load.outcome !== 'failed');
    expect(landed).toHaveLength(1);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByText('temporarily unavailable').count()).toBe(0);
    await page.getByText('About this build').click();
    const line = page.getByTestId('build-mfe_public');
    await line.getByText(`version ${landed[0].version}`).waitFor();
    expect(await line.textContent()).toContain(`build ${landed[0].version}`);
    await page.getByText('About this build').click();
    return landed[0];
  }

  async function freshVisitor(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    return { context, page, errors };
  }

  it(`gives ${VISITORS} fresh visitors both versions at 50/50, each its own on reload, and the other during an outage`, async () => {
    const visitors = await pool(VISITORS, CONCURRENTLY, async () => {
      const visitor = await freshVisitor();
      const { version, outcome } = await visit(visitor.page);
      expect(outcome).toBe('loaded');
      // Sticky: a reload, and another public route, keep the version.
      expect((await visit(visitor.page)).version).toBe(version);
      expect((await visit(visitor.page, '/contact')).version).toBe(version);
      await visitor.page.close();
      return { ...visitor, version };
    });
    const seen = new Set(visitors.map((visitor) => visitor.version));
    expect([...seen].sort()).toEqual([first.id, second.id].sort());

    // The first version's server goes down: every visitor, whichever version was theirs, gets the second.
    await stack.stopWeb('mfe-public');
    await pool(visitors.length, CONCURRENTLY, async (index) => {
      const visitor = visitors[index];
      visitor.page = await visitor.context.newPage();
      visitor.page.on('pageerror', (error) => visitor.errors.push(error.message));
      const { version, outcome } = await visit(visitor.page);
      expect(version).toBe(second.id);
      expect(outcome).toBe(visitor.version === first.id ? 'fallback' : 'loaded');
      if (visitor.version === first.id) {
        await visitor.page.getByText('About this build').click();
        await visitor.page.getByTestId('build-mfe_public').getByText(`fell back from ${first.id}`).waitFor();
      }
      expect(visitor.errors).toEqual([]);
      await visitor.context.close();
    });
    await stack.startWeb('mfe-public');

    // The API counted every load by version and outcome.
    const metrics = await (await fetch(`http://127.0.0.1:${E2E_PORTS.api}/metrics`)).text();
    const count = (version: string, outcome: string) =>
      Number(
        metrics
          .split('\n')
          .find((row) =>
            row.startsWith(`remote_loads_total{remote="mfe_public",version="${version}",outcome="${outcome}"} `),
          )
          ?.split(' ')[1] ?? 0,
      );
    const onFirst = visitors.filter((visitor) => visitor.version === first.id).length;
    expect(count(first.id, 'failed')).toBe(onFirst);
    expect(count(second.id, 'fallback')).toBe(onFirst);
    expect(count(first.id, 'loaded') + count(second.id, 'loaded')).toBe(3 * VISITORS + (VISITORS - onFirst));
  });

  it('sends no new visitor to a version of weight 0', async () => {
    await stack.stopWeb('shell');
    await stack.startWeb('shell', undefined, shellEnv(0, 100));
    await pool(10, CONCURRENTLY, async () => {
      const visitor = await freshVisitor();
      expect(await visit(visitor.page)).toMatchObject({ version: second.id, outcome: 'loaded' });
      expect(visitor.errors).toEqual([]);
      await visitor.context.close();
    });
  });
});
