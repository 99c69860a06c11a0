import type { Page } from 'playwright-core';
import { E2E_PORTS, shellUrl, type WebApp } from './support/ports';
import { PREVIOUS_RELEASE, previousReleaseDists } from './support/previous-release';
import { DEMO_PATIENT, DEMO_PROFESSIONAL, signIn } from './support/session';
import { useSiteUnderTest } from './support/site-under-test';

const REMOTES: WebApp[] = ['mfe-public', 'mfe-professional', 'mfe-participant'];
const SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'react-redux', '@reduxjs/toolkit', 'styled-components'];

/** For each shared singleton, how many copies the page has loaded (federation's share scope). */
function loadedCopies(page: Page): Promise<Record<string, number>> {
  return page.evaluate((names) => {
    type Shared = { loaded?: boolean; lib?: unknown };
    const share = (globalThis as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, unknown>> } })
      .__FEDERATION__?.__SHARE__;
    const counts: Record<string, number> = Object.fromEntries(names.map((name) => [name, 0]));
    for (const scopes of Object.values(share ?? {}))
      for (const packages of Object.values(scopes as Record<string, Record<string, Record<string, Shared>>>))
        for (const name of names)
          for (const shared of Object.values(packages[name] ?? {}))
            if (shared.loaded || typeof shared.lib === 'function') counts[name] += 1;
    return counts;
  }, SINGLETONS);
}

/** The build id in the manifest an app's server is serving: which release is running. */
async function servedBuild(app: WebApp): Promise<string> {
  const manifest = (await (await fetch(`http://127.0.0.1:${E2E_PORTS[app]}/mf-manifest.json`)).json()) as {
    metaData: { buildInfo: { buildId: string } };
  };
  return manifest.metaData.buildInfo.buildId;
}

/** Every route a team owns renders its page (a heading, no unavailable panel) without a page error. */
async function expectRoutesRender(page: Page, paths: string[], errors: string[]): Promise<void> {
  for (const path of paths) {
    await page.goto(shellUrl(path));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // The path in the comparison names the page that failed.
    const unavailable = await page.getByText('temporarily unavailable').count();
    expect({ path, unavailable }).toEqual({ path, unavailable: 0 });
  }
  expect(errors).toEqual([]);
}

// Teams release on their own schedules: the site must work with the shell of one release and the remotes of
// the other, both ways round. The previous release is built from its own commit (support/previous-release.ts).
describe(`version skew with the previous release (${PREVIOUS_RELEASE.slice(0, 12)})`, () => {
  const site = useSiteUnderTest();
  let previous: Record<WebApp, string>;

  beforeAll(() => {
    previous = previousReleaseDists();
  }, 20 * 60_000);

  async function checkComposedSite(): Promise<void> {
    const page = await site.browser.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(shellUrl('/'));
    await page.evaluate(() => localStorage.clear());
    await expectRoutesRender(page, ['/', '/exercises', '/pricing'], errors);
    expect(Object.values(await loadedCopies(page)).every((count) => count <= 1)).toBe(true);
    expect((await loadedCopies(page)).react).toBe(1);

    // A sign-in in the shell reaches each remote's dashboard: one store across the boundary.
    await signIn(page, DEMO_PROFESSIONAL);
    await page.getByRole('heading', { name: 'Professional Dashboard' }).waitFor();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, DEMO_PATIENT);
    await expectRoutesRender(page, ['/dashboard/user'], errors);
    const copies = await loadedCopies(page);
    for (const name of SINGLETONS) expect([name, copies[name]]).toEqual([name, expect.any(Number)]);
    expect(copies.react).toBe(1);
    expect(copies['react-redux']).toBe(1);
    expect(copies['react-router-dom']).toBe(1);
    await page.close();
  }

  it("the new shell with the previous release's remotes", async () => {
    for (const remote of REMOTES) {
      await site.stack.stopWeb(remote);
      await site.stack.startWeb(remote, previous[remote]);
    }
    try {
      for (const remote of REMOTES) expect(await servedBuild(remote)).toBe('previous');
      expect(await servedBuild('shell')).not.toBe('previous');
      await checkComposedSite();
    } finally {
      for (const remote of REMOTES) {
        await site.stack.stopWeb(remote);
        await site.stack.startWeb(remote);
      }
    }
  });

  it("the previous release's shell with the new remotes", async () => {
    await site.stack.stopWeb('shell');
    await site.stack.startWeb('shell', previous.shell);
    try {
      expect(await servedBuild('shell')).toBe('previous');
      for (const remote of REMOTES) expect(await servedBuild(remote)).not.toBe('previous');
      await checkComposedSite();
    } finally {
      await site.stack.stopWeb('shell');
      await site.stack.startWeb('shell');
    }
  });
});
