import { readFileSync } from 'node:fs';
import path from 'node:path';
import { useSiteUnderTest } from './support/site-under-test';
import { waitUntil } from './support/poll';
import { shellUrl } from './support/ports';
import { distOf } from './support/redeploy';
import { DEMO_PROFESSIONAL, signIn } from './support/session';
import { waitForApp } from './support/site';

// Public pages arrive with their content in the HTML (README, "Prerendered pages"), and React
// hydrates them in place, without replacing what the visitor is reading.

/** Every page mfe-public's build prerendered. */
const PRERENDERED_PATHS: string[] = JSON.parse(
  readFileSync(path.join(distOf('mfe-public'), 'prerender.json'), 'utf8'),
).pages.map((page: { path: string }) => page.path);
describe('prerendered public pages', () => {
  const site = useSiteUnderTest({ width: 412, height: 823 });
  const { stack } = site;

  const html = async (path: string) => (await fetch(shellUrl(path))).text();
  const untilPrerendered = (path: string) =>
    waitUntil(async () => (await html(path)).includes('data-prerendered'), `${path} prerendered`, {
      timeoutMs: 10_000,
    });

  // The servers start together: the shell may ask mfe-public for its pages before it listens, and
  // then asks again in the background, so the first pages can go out plain.
  beforeAll(() => untilPrerendered('/'));

  it.each([
    ['/', 'Your Path to Recovery Starts Here', 'Physiotherapy Exercises with Video Instructions | PhysioHub'],
    ['/exercises', 'Exercise Library', 'Exercise Library | PhysioHub'],
    ['/pricing', 'Simple, transparent pricing', 'Pricing | PhysioHub'],
    [
      '/blog/core-strength-for-a-healthy-back',
      'Core Strength for a Healthy Back',
      'Core Strength for a Healthy Back | PhysioHub Blog',
    ],
  ])('%s is sent with its h1, navigation, title and description, before any script runs', async (path, h1, title) => {
    const page = await html(path);
    expect(page).toContain(`<h1>${h1}</h1>`);
    expect(page).toContain('<div id="root" data-prerendered>');
    expect(page).toContain('aria-label="Main"');
    expect(page).toContain(`<title>${title}</title>`);
    expect(page).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(page).not.toContain('__physio_remote_base__');
  });

  it.each(['/exercises?q=squat', '/dashboard/professional', '/sign-in', '/no-such-page'])(
    '%s is sent as the plain page (a query, a signed-in area, a shell page or an unknown URL)',
    async (path) => {
      const page = await html(path);
      expect(page).toContain('<div id=root></div>');
      expect(page).not.toContain('data-prerendered');
    },
  );

  it('is taken over by the app in place: same elements, the search works, no errors', async () => {
    const { page } = site.browser;
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { sentHeading: Element | null }).sentHeading = document.querySelector('h1');
      });
    });
    await page.goto(shellUrl('/exercises'));
    await waitForApp(page);
    expect(
      await page.evaluate(
        () => (window as unknown as { sentHeading: Element | null }).sentHeading === document.querySelector('h1'),
      ),
    ).toBe(true);
    expect(await page.locator('#prerendered-css').count()).toBe(0);
    await page.getByRole('searchbox', { name: 'Search exercises' }).fill('plank');
    await page.getByRole('heading', { level: 2, name: 'Planks', exact: true }).waitFor();
    expect(site.browser.pageErrors).toEqual([]);
  });

  it.each([
    ['a visitor', null],
    ['a signed-in professional', DEMO_PROFESSIONAL],
  ])('hydrates every prerendered page without a mismatch or an error, for %s', async (_who, account) => {
    const page = await site.browser.context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    await page.goto(shellUrl('/'));
    await page.evaluate(() => localStorage.clear());
    if (account) await signIn(page, account);

    expect(PRERENDERED_PATHS).toHaveLength(18);
    for (const path of PRERENDERED_PATHS) {
      await page.goto(shellUrl(path));
      await waitForApp(page);
      expect(await page.locator('#root[data-prerendered]').count()).toBe(1);
      // The server cannot know who is signed in: the navigation catches up right after hydrating
      // (on this phone-sized page the bar's own links are hidden behind the menu button).
      const action = account ? 'Sign out' : 'Sign in';
      await page
        .getByRole('navigation', { name: 'Main', includeHidden: true })
        .getByRole(account ? 'button' : 'link', { name: action, includeHidden: true })
        .waitFor({ state: 'attached' });
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it('is not sent while mfe-public is down (the plain page shows its panel), and is again once it is back', async () => {
    await stack.stopWeb('mfe-public');
    try {
      expect(await html('/exercises')).not.toContain('data-prerendered');
    } finally {
      await stack.startWeb('mfe-public');
    }
    // A failing remote is asked again in the background, so prerendering resumes a request or two later.
    await untilPrerendered('/exercises');
    expect(await html('/exercises')).toContain('<h1>Exercise Library</h1>');
  });
});
