import type { Locator, Page } from 'playwright-core';
import { shellUrl } from './ports';

// Helpers shared by the shell, public-site and accessibility suites.

/** The notices container, a region labelled 'Notifications'. */
export const notices = (page: Page): Locator => page.getByRole('region', { name: 'Notifications' });

/** Waits for a notice carrying both its title and its message (e.g. 'Success!' / 'You have successfully signed in.'). */
export async function waitForNotice(page: Page, title: string, message?: string): Promise<Locator> {
  let notice = notices(page).getByRole('alert').filter({ hasText: title });
  if (message !== undefined) notice = notice.filter({ hasText: message });
  notice = notice.first();
  await notice.waitFor();
  return notice;
}

/** What the shell mirrors to localStorage (keys token and user). */
export function storedSession(page: Page): Promise<{ token: string | null; user: string | null }> {
  return page.evaluate(() => ({ token: localStorage.getItem('token'), user: localStorage.getItem('user') }));
}

/** Waits until localStorage holds neither token nor user. */
export async function waitForClearedSession(page: Page): Promise<void> {
  await page.waitForFunction(() => localStorage.getItem('token') === null && localStorage.getItem('user') === null);
}

/**
 * Waits until the app runs. A public page arrives with its content, footer included, in the HTML
 * (README, "Prerendered pages"), on a root marked data-prerendered, which the shell marks
 * data-hydrated once React has taken the remote's page over; any other page gets its footer from
 * the app alone.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.getByRole('contentinfo').waitFor();
  await page.waitForFunction(
    () => !document.querySelector('#root[data-prerendered]') || document.querySelector('#root[data-hydrated]'),
  );
}

/** Starts from a signed-out visitor on the home page, whatever an earlier test left behind. */
export async function startSignedOut(page: Page): Promise<void> {
  await page.goto(shellUrl('/'));
  await page.evaluate(() => localStorage.clear());
  await page.goto(shellUrl('/'));
  await waitForApp(page);
}

/** Waits (polling, bounded) until some collected log text matches; returns the last match. */
export async function waitForLog(logs: string[], pattern: RegExp, timeoutMs = 15_000): Promise<RegExpMatchArray> {
  const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const matches = [...logs.join('\n').matchAll(global)];
    if (matches.length > 0) return matches[matches.length - 1];
    if (Date.now() > deadline)
      throw new Error(`No log line matched ${pattern} within ${timeoutMs} ms. Logs:\n${logs.slice(-20).join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Holds every request matching `url` until `release()` is called, so a pending state
 * ('Signing in...') can be observed without sleeping.
 */
export async function holdRequests(page: Page, url: string): Promise<{ release: () => void }> {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  // Used once, then the route is removed by Playwright itself.
  await page.route(
    url,
    async (route) => {
      await gate;
      await route.continue();
    },
    { times: 1 },
  );
  return { release: () => open() };
}

/** The figure a StatCard shows under its label (the label is the card's heading). */
export function statValue(page: Page, label: string): Locator {
  return page.getByRole('heading', { name: label, exact: true }).locator('xpath=following-sibling::p[1]');
}
