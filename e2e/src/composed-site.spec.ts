import { useSiteUnderTest } from './support/site-under-test';
import { shellUrl } from './support/ports';
import { DEMO_PATIENT, DEMO_PROFESSIONAL, signIn } from './support/session';
import { waitForApp, waitForClearedSession } from './support/site';

// The walking skeleton, end to end: the shell composes three remotes fetched at run time from
// their own servers, and one figure on the page comes from the API.
describe('composed site', () => {
  const site = useSiteUnderTest();
  const { stack } = site;

  it('shows the public landing page from mfe-public inside the shell', async () => {
    const { page } = site.browser;
    await page.goto(shellUrl('/'));
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('Your Path to Recovery');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Exercises', exact: true }).isVisible(),
    ).resolves.toBe(true);
  });

  it('navigates inside the remote without reloading the page', async () => {
    const { page } = site.browser;
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Exercises', exact: true }).click();
    await page.getByRole('heading', { name: 'Exercise Library' }).waitFor();
    await expect(page.evaluate(() => (window as unknown as { marker?: number }).marker)).resolves.toBe(42);
  });

  it('shows a figure from the API on the professional dashboard (mfe-professional)', async () => {
    const { page } = site.browser;
    await signIn(page, DEMO_PROFESSIONAL);
    await page.getByRole('heading', { name: 'Professional Dashboard' }).waitFor();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const stats = await page.evaluate(
      async (t) => (await fetch('/api/videos/stats/', { headers: { Authorization: `Token ${t}` } })).json(),
      token,
    );
    const count = page.getByTestId('video-count');
    await page.waitForFunction(() =>
      /^\d+$/.test(document.querySelector('[data-testid="video-count"]')?.textContent ?? ''),
    );
    await expect(count.textContent()).resolves.toBe(String(stats.video_stats.total_videos));
    expect(stats.video_stats.total_videos).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(shellUrl('/'));
    // The router moves to / in a transition, which commits once mfe-public has loaded; only then is
    // the session cleared (see useSignOut). The next test starts from a new page load.
    await waitForClearedSession(page);
  });

  it('shows the participant dashboard from mfe-participant', async () => {
    const { page } = site.browser;
    await signIn(page, DEMO_PATIENT);
    await page.getByRole('heading', { name: 'My Dashboard' }).waitFor();
    await expect(page.getByText('Upcoming sessions').first().isVisible()).resolves.toBe(true);
  });

  it('keeps working when mfe-public is down, and recovers on retry without a reload', async () => {
    const { page } = site.browser;
    await stack.stopWeb('mfe-public');
    await page.goto(shellUrl('/dashboard/user'));
    await page.getByRole('heading', { name: 'My Dashboard' }).waitFor();

    await page.getByRole('link', { name: 'PhysioHub' }).first().click();
    const panel = page.getByRole('alert').filter({ hasText: 'temporarily unavailable' });
    await panel.waitFor();
    await expect(page.getByRole('navigation', { name: 'Main' }).isVisible()).resolves.toBe(true);

    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
    await stack.startWeb('mfe-public');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect(panel.count()).resolves.toBe(0);
    await expect(page.evaluate(() => (window as unknown as { marker?: number }).marker)).resolves.toBe(7);
    expect(site.browser.pageErrors).toEqual([]);
  });
});
