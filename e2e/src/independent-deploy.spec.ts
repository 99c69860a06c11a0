import { useSiteUnderTest } from './support/site-under-test';
import { E2E_PORTS, shellUrl, type WebApp } from './support/ports';
import { distOf, fingerprint, redeployedPublicBuild } from './support/redeploy';
import { DEMO_PATIENT, DEMO_PROFESSIONAL, signIn } from './support/session';

// Separate teams deploy remotes on their own schedules, and a remote that is down never
// takes the rest of the site with it.
describe('independent deployment', () => {
  const site = useSiteUnderTest();
  const { stack } = site;

  async function buildLine(remote: string): Promise<string> {
    const { page } = site.browser;
    await page.getByText('About this build').click();
    const line = page.getByTestId(`build-${remote}`);
    await line.waitFor();
    return (await line.textContent()) ?? '';
  }

  it('shows a redeployed remote on the next page load, with the shell untouched byte for byte', async () => {
    const { page } = site.browser;
    const shellBefore = fingerprint(distOf('shell'));
    await page.goto(shellUrl('/'));
    expect(await buildLine('mfe_public')).toContain('build local');

    // A build of its own id, made once for the run (support/redeploy.ts).
    const { dist: staged, id: buildId } = redeployedPublicBuild();
    expect(buildId).not.toBe('local');
    await stack.stopWeb('mfe-public');
    await stack.startWeb('mfe-public', staged);

    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await buildLine('mfe_public')).toContain(`build ${buildId}`);
    expect(fingerprint(distOf('shell'))).toEqual(shellBefore);
    expect(site.browser.pageErrors).toEqual([]);

    await stack.stopWeb('mfe-public');
    await stack.startWeb('mfe-public');
  });

  const outages: Array<[WebApp, string, string, typeof DEMO_PATIENT | null]> = [
    ['mfe-public', '/pricing', '/dashboard/user', DEMO_PATIENT],
    ['mfe-participant', '/dashboard/user', '/pricing', DEMO_PATIENT],
    ['mfe-professional', '/dashboard/professional', '/exercises', DEMO_PROFESSIONAL],
  ];

  it.each(outages)(
    'contains an outage of %s: its routes show the panel, the rest works, retry recovers',
    async (app, downPath, otherPath, account) => {
      const { context } = site.browser;
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(shellUrl('/'));
      await page.evaluate(() => localStorage.clear());
      if (account) await signIn(page, account);

      await stack.stopWeb(app);
      await page.goto(shellUrl(downPath));
      const panel = page.getByRole('alert').filter({ hasText: 'temporarily unavailable' });
      await panel.waitFor();

      // Navigation and the other remotes keep working, without a reload.
      await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same page'));
      await page.evaluate((path) => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, otherPath);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expect(panel.count()).resolves.toBe(0);
      await page.goBack();
      await panel.waitFor();

      await stack.startWeb(app);
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expect(panel.count()).resolves.toBe(0);
      await expect(page.evaluate(() => (window as unknown as { marker?: string }).marker)).resolves.toBe('same page');
      expect(errors).toEqual([]);
      await page.close();
    },
  );

  it('shares one store and one theme across the boundary: a sign-in in the shell reaches the studio without reload', async () => {
    const page = await site.browser.context.newPage();
    await page.goto(shellUrl('/'));
    await page.evaluate(() => localStorage.clear());
    await signIn(page, DEMO_PROFESSIONAL);
    await page.getByRole('heading', { name: 'Professional Dashboard' }).waitFor();
    // The remote's themed button has the shell's theme colour: one styled-components instance and theme.
    const colour = await page
      .getByRole('link', { name: 'Add Video' })
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(colour).toBe('rgb(15, 118, 110)');
    await page.close();
  });

  it('serves the shell with a CSP naming exactly the configured remote origins', async () => {
    const response = await fetch(shellUrl('/'));
    const csp = response.headers.get('content-security-policy') ?? '';
    const scriptSrc =
      csp
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith('script-src')) ?? '';
    const expected = [E2E_PORTS['mfe-public'], E2E_PORTS['mfe-professional'], E2E_PORTS['mfe-participant']].map(
      (port) => `http://localhost:${port}`,
    );
    expect(scriptSrc.split(/\s+/).slice(1).sort()).toEqual(["'self'", ...expected].sort());
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const remoteEntry = await fetch(`http://localhost:${E2E_PORTS['mfe-public']}/remoteEntry.js`, {
      headers: { Origin: shellUrl('').replace(/\/$/, '') },
    });
    expect(remoteEntry.headers.get('access-control-allow-origin')).toBe(shellUrl('').replace(/\/$/, ''));
    expect(remoteEntry.headers.get('cache-control')).toBe('no-cache');
  });
});
