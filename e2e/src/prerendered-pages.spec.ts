import { useSiteUnderTest } from './support/site-under-test';
import { waitUntil } from './support/poll';
import { shellUrl } from './support/ports';
import { waitForApp } from './support/site';

// Issue 6: public pages arrive with their content in the HTML (README, "Prerendered pages"), and the
// shell's first render takes them over without replacing what the visitor is reading.
describe('prerendered public pages', () => {
  const site = useSiteUnderTest({ width: 412, height: 823 });
  const { stack } = site;

  const html = async (path: string) => (await fetch(shellUrl(path))).text();
  const untilPrerendered = (path: string) =>
    waitUntil(async () => (await html(path)).includes('data-prerendered'), `${path} prerendered`, { timeoutMs: 10_000 });

  // The servers start together: the shell may ask mfe-public for its pages before it listens, and
  // then asks again in the background, so the first pages can go out plain.
  beforeAll(() => untilPrerendered('/'));

  it.each([
    ['/', 'Your Path to Recovery Starts Here', 'Physiotherapy Exercises with Video Instructions | PhysioHub'],
    ['/exercises', 'Exercise Library', 'Exercise Library | PhysioHub'],
    ['/exercises/3', 'Planks', 'Planks | Exercise Library | PhysioHub'],
    ['/pricing', 'Simple, transparent pricing', 'Pricing | PhysioHub'],
    ['/blog/core-strength-for-a-healthy-back', 'Core Strength for a Healthy Back', 'Core Strength for a Healthy Back | PhysioHub Blog'],
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
    expect(await page.evaluate(() => (window as unknown as { sentHeading: Element | null }).sentHeading === document.querySelector('h1'))).toBe(true);
    expect(await page.locator('#prerendered-css').count()).toBe(0);
    await page.getByRole('searchbox', { name: 'Search exercises' }).fill('core');
    await page.getByText('Showing 1 exercise').waitFor();
    expect(await page.locator('article h2').allTextContents()).toEqual(['Planks']);
    expect(site.browser.pageErrors).toEqual([]);
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
