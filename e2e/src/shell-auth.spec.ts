import { openBrowser } from './support/browser';
import type { Frame, Page } from 'playwright-core';
import { useSiteUnderTest } from './support/site-under-test';
import { shellUrl } from './support/ports';
import { DEMO_PATIENT, DEMO_PROFESSIONAL, signIn } from './support/session';
import {
  holdRequests,
  notices,
  startSignedOut,
  storedSession,
  waitForClearedSession,
  waitForApp,
  waitForLog,
  waitForNotice,
} from './support/site';

// The shell's sign-up, sign-in, sign-out, guards, session expiry, password reset,
// not-found page, notices and small-screen menu, driven through the UI of the composed site.

interface Account {
  username: string;
  email: string;
  password: string;
}

const DASHBOARD = {
  professional: { path: '/dashboard/professional', heading: 'Professional Dashboard' },
  patient: { path: '/dashboard/user', heading: 'My Dashboard' },
} as const;

type Role = keyof typeof DASHBOARD;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

async function fillSignIn(page: Page, account: { username: string; password: string }): Promise<void> {
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
}

/**
 * Clicks Sign out in the navigation bar and returns every URL the page went through until it
 * settled. Sign out always ends on /, so the expected trail is exactly [home].
 * Callers assert the trail at the end of their test, so the rest of the flow still runs.
 */
async function signOutFromNavBar(page: Page): Promise<string[]> {
  const trail: string[] = [];
  const onNavigated = (frame: Frame) => {
    if (frame === page.mainFrame()) trail.push(frame.url());
  };
  page.on('framenavigated', onNavigated);
  try {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign out' }).click();
    await waitForClearedSession(page);
    // Settled: either the landing page (right) or a sign-in page (a guard got there first).
    await page
      .getByRole('heading', { level: 1 })
      .filter({ hasText: /^(Your Path to Recovery Starts Here|Sign in)$/ })
      .waitFor();
  } finally {
    page.off('framenavigated', onNavigated);
  }
  if (page.url() !== HOME) await page.goto(HOME);
  return trail;
}

const HOME = shellUrl('/');

describe('shell: accounts, guards and navigation', () => {
  const site = useSiteUnderTest();
  const { stack } = site;

  afterEach(() => {
    // Every page of the shell must run without uncaught errors.
    expect(site.browser.pageErrors).toEqual([]);
  });

  it.each<[Role, string]>([
    ['professional', '/sign-up?role=professional'],
    ['patient', '/sign-up'],
  ])('signs a new %s up, into the dashboard, out, and back in through the UI', async (role, signUpPath) => {
    const { page } = site.browser;
    const account: Account = {
      username: `e2e.${role}`,
      email: `e2e.${role}@example.com`,
      password: `${role}-secret-1`,
    };
    const dashboard = DASHBOARD[role];
    await startSignedOut(page);

    // Sign up: the role radio is preselected by ?role=professional, Patient otherwise.
    await page.goto(shellUrl(signUpPath));
    await page.getByRole('heading', { level: 1 }).waitFor();
    const professionalRadio = page.getByRole('radio', { name: 'Professional' });
    const patientRadio = page.getByRole('radio', { name: 'Patient' });
    await expect(professionalRadio.isChecked()).resolves.toBe(role === 'professional');
    await expect(patientRadio.isChecked()).resolves.toBe(role === 'patient');
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Email address').fill(account.email);
    await page.getByLabel('Password').fill(account.password);

    const signUpCall = await holdRequests(page, '**/api/users/signup/');
    await page.getByRole('button', { name: 'Create account' }).click();
    const pendingSignUp = page.getByRole('button', { name: 'Creating account...' });
    await pendingSignUp.waitFor();
    await expect(pendingSignUp.isDisabled()).resolves.toBe(true);
    signUpCall.release();

    // Success: notice, then /sign-in, which sends a signed-in user on to their dashboard.
    await waitForNotice(page, 'Success!', 'Your account has been created.');
    await page.waitForURL(shellUrl(dashboard.path));
    await page.getByRole('heading', { name: dashboard.heading }).waitFor();
    const afterSignUp = await storedSession(page);
    expect(afterSignUp.token).toBeTruthy();
    expect(JSON.parse(afterSignUp.user ?? 'null')).toMatchObject({
      username: account.username,
      is_professional: role === 'professional',
    });
    const mainNav = page.getByRole('navigation', { name: 'Main' });
    await expect(mainNav.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).resolves.toBe(dashboard.path);

    // Sign out: home, and localStorage holds neither token nor user.
    const firstSignOut = await signOutFromNavBar(page);
    await mainNav.getByRole('link', { name: 'Sign in' }).waitFor();
    await expect(mainNav.getByRole('link', { name: 'Dashboard' }).count()).resolves.toBe(0);

    // Sign in with the new account through the form.
    await mainNav.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL(shellUrl('/sign-in'));
    await fillSignIn(page, account);
    const signInCall = await holdRequests(page, '**/api/users/signin/');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const pendingSignIn = page.getByRole('button', { name: 'Signing in...' });
    await pendingSignIn.waitFor();
    await expect(pendingSignIn.isDisabled()).resolves.toBe(true);
    signInCall.release();
    await waitForNotice(page, 'Success!', 'You have successfully signed in.');
    await page.waitForURL(shellUrl(dashboard.path));
    await page.getByRole('heading', { name: dashboard.heading }).waitFor();
    await expect(storedSession(page).then((session) => session.token)).resolves.toBeTruthy();

    // A signed-in user opening /sign-in or /sign-up is sent to their dashboard.
    await page.goto(shellUrl('/sign-in'));
    await page.waitForURL(shellUrl(dashboard.path));
    await page.goto(shellUrl('/sign-up'));
    await page.waitForURL(shellUrl(dashboard.path));
    await page.getByRole('heading', { name: dashboard.heading }).waitFor();

    const secondSignOut = await signOutFromNavBar(page);
    // Both sign-outs went straight home and stayed there (no detour to /sign-in?next=…).
    expect({ firstSignOut, secondSignOut }).toEqual({ firstSignOut: [HOME], secondSignOut: [HOME] });
  });

  it('says a taken username on the Username field, and the success that follows replaces the error notice', async () => {
    const { page } = site.browser;
    await startSignedOut(page);
    await page.goto(shellUrl('/sign-up'));
    const username = page.getByLabel('Username');
    const password = page.getByLabel('Password');
    // The rule is there before anything is typed.
    await expect(password.getAttribute('aria-describedby')).resolves.toBeTruthy();
    await page.getByText('At least 8 characters.').waitFor();

    await username.fill(DEMO_PROFESSIONAL.username);
    await page.getByLabel('Email address').fill(`taken.${Date.now()}@example.com`);
    await password.fill('long-enough-1');
    await page.getByRole('button', { name: 'Create account' }).click();
    const taken = 'A user with that username already exists.';
    await waitForNotice(page, 'Error', taken);
    await expect(username.getAttribute('aria-invalid')).resolves.toBe('true');
    await page.locator('form').getByText(taken).waitFor();

    await username.fill(`fresh.${Date.now().toString(36)}`);
    await expect(username.getAttribute('aria-invalid')).resolves.toBeNull();
    await page.getByRole('button', { name: 'Create account' }).click();
    await waitForNotice(page, 'Success!', 'Your account has been created.');
    await notices(page).getByRole('alert').filter({ hasText: taken }).waitFor({ state: 'detached' });
    expect(site.browser.pageErrors).toEqual([]);
  });

  it('shows an Error notice for a wrong password, in the Notifications region that Alt+T focuses', async () => {
    const { page } = site.browser;
    await startSignedOut(page);
    await page.goto(shellUrl('/sign-in'));
    await fillSignIn(page, { username: DEMO_PROFESSIONAL.username, password: 'not-the-password' });
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    const notice = await waitForNotice(page, 'Error', 'Invalid username or password. Please try again.');
    await expect(notices(page).getAttribute('aria-label')).resolves.toBe('Notifications');
    await expect(notice.isVisible()).resolves.toBe(true);
    // Still signed out, still on the form.
    expect(page.url()).toBe(shellUrl('/sign-in'));
    await expect(storedSession(page)).resolves.toEqual({ token: null, user: null });

    // Alt+T moves keyboard focus into the notices while one is shown.
    await page.getByLabel('Username').focus();
    await page.keyboard.press('Alt+KeyT');
    await page.waitForFunction(() => !!document.activeElement?.closest('[aria-label="Notifications"]'));
  });

  it('sends a visitor from a dashboard to /sign-in?next=… and back there after signing in', async () => {
    const { page } = site.browser;
    await startSignedOut(page);
    await page.goto(shellUrl('/dashboard/professional'));
    await page.waitForURL(shellUrl('/sign-in?next=%2Fdashboard%2Fprofessional'));
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await expect(page.getByRole('heading', { name: 'Professional Dashboard' }).count()).resolves.toBe(0);

    await fillSignIn(page, DEMO_PROFESSIONAL);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(shellUrl('/dashboard/professional'));
    await page.getByRole('heading', { name: 'Professional Dashboard' }).waitFor();
  });

  it('sends a patient who opens the professional dashboard to their own dashboard', async () => {
    const { page } = site.browser;
    await startSignedOut(page);
    await signIn(page, DEMO_PATIENT);
    await page.waitForURL(shellUrl('/dashboard/user'));
    await page.goto(shellUrl('/dashboard/professional'));
    await page.waitForURL(shellUrl('/dashboard/user'));
    await page.getByRole('heading', { name: 'My Dashboard' }).waitFor();
    await expect(page.getByRole('heading', { name: 'Professional Dashboard' }).count()).resolves.toBe(0);
  });

  it('drops the session on a 401 from a signed-in call and asks to sign in again', async () => {
    const { page } = site.browser;
    await startSignedOut(page);
    await signIn(page, DEMO_PROFESSIONAL);
    await page.waitForURL(shellUrl('/dashboard/professional'));
    await page.evaluate(() => localStorage.setItem('token', 'this-token-was-never-issued'));
    await page.reload();

    await page.waitForURL(shellUrl('/sign-in?next=%2Fdashboard%2Fprofessional'));
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await waitForClearedSession(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' }).waitFor();
  });

  it('resets a forgotten password from the logged link: old password fails, new works, old sessions end', async () => {
    const { page } = site.browser;
    const account: Account = { username: 'e2e.reset', email: 'e2e.reset@example.com', password: 'old-password-1' };
    const newPassword = 'new-password-2';
    let token = '';
    await startSignedOut(page);

    // A professional account (its dashboard calls the API, so a revoked token shows on reload).
    await page.goto(shellUrl('/sign-up?role=professional'));
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Email address').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(shellUrl('/dashboard/professional'));
    await signOutFromNavBar(page);

    // Another site.browser signed in before the reset.
    const other = await openBrowser();
    try {
      await signIn(other.page, account);
      await other.page.waitForURL(shellUrl('/dashboard/professional'));
      await other.page.getByRole('heading', { name: 'Professional Dashboard' }).waitFor();

      // Forgot password: the same answer whether or not the email is known.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' }).click();
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await page.waitForURL(shellUrl('/forgot-password'));
      await page.getByLabel('Email address').fill(account.email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await page.getByText("If an account exists for that email, we've sent a reset link.").waitFor();

      const link = await waitForLog(
        stack.logs,
        /"msg":"Reset your PhysioHub password: \S*\/reset-password\?token=([A-Za-z0-9_-]+)","to_user":"user \d+"/,
      );
      token = link[1];

      await page.goto(shellUrl('/forgot-password'));
      await page.getByLabel('Email address').fill('nobody-here@example.com');
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await page.getByText("If an account exists for that email, we've sent a reset link.").waitFor();

      // Set the new password from the link.
      await page.goto(shellUrl(`/reset-password?token=${encodeURIComponent(token)}`));
      await page.getByLabel('New password', { exact: true }).fill(newPassword);
      await page.getByLabel('Confirm new password').fill(newPassword);
      await page.getByRole('button', { name: 'Set new password' }).click();
      await waitForNotice(page, 'Success!');
      await page.waitForURL(shellUrl('/sign-in'));

      // The old password no longer works…
      await fillSignIn(page, account);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await waitForNotice(page, 'Error', 'Invalid username or password. Please try again.');
      await expect(storedSession(page)).resolves.toEqual({ token: null, user: null });

      // …the new one does.
      await fillSignIn(page, { username: account.username, password: newPassword });
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL(shellUrl('/dashboard/professional'));
      await page.getByRole('heading', { name: 'Professional Dashboard' }).waitFor();

      // The session opened before the reset was revoked.
      await other.page.reload();
      await other.page.waitForURL(shellUrl('/sign-in?next=%2Fdashboard%2Fprofessional'));
      await waitForClearedSession(other.page);
      expect(other.pageErrors).toEqual([]);
    } finally {
      await other.close();
    }

    // The link is spent: a second use is refused.
    await signOutFromNavBar(page);
    await page.goto(shellUrl(`/reset-password?token=${encodeURIComponent(token)}`));
    await page.getByLabel('New password', { exact: true }).fill('third-password-3');
    await page.getByLabel('Confirm new password').fill('third-password-3');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await waitForNotice(page, 'Error', 'This reset link is invalid or has expired.');
    expect(page.url()).toContain('/reset-password');
  });

  it('shows a not-found page for an unknown route, with a link home', async () => {
    const { page } = site.browser;
    await page.goto(shellUrl('/no-such-page'));
    const heading = page.getByRole('heading', { level: 1, name: 'Page not found' });
    await heading.waitFor();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL(shellUrl('/'));
    await page.getByRole('heading', { level: 1, name: 'Your Path to Recovery Starts Here' }).waitFor();
  });

  it('has a small-screen menu: a dialog that traps Tab, closes on Escape, and navigates', async () => {
    const mobile = await openBrowser({ width: 375, height: 812 });
    try {
      const { page } = mobile;
      await page.goto(shellUrl('/'));
      // The page arrives prerendered: the toggle is there before React can answer its click.
      await waitForApp(page);
      const toggle = page.getByRole('button', { name: 'Open menu' });
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
      await expect(menu.count()).resolves.toBe(0);

      await toggle.click();
      await menu.waitFor();
      await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
      await page.waitForFunction(() => !!document.activeElement?.closest('[role="dialog"][aria-label="Menu"]'));

      // Tab and Shift+Tab never leave the dialog; a full round of Tab comes back to the start.
      const focusables = await menu.locator(FOCUSABLE).count();
      expect(focusables).toBeGreaterThan(2);
      // The index of the focused element among the menu's focusable elements, or null outside it.
      const focusedInMenu = () =>
        page.evaluate((selector) => {
          const dialog = document.querySelector('[role="dialog"][aria-label="Menu"]');
          const index = dialog ? [...dialog.querySelectorAll(selector)].indexOf(document.activeElement as Element) : -1;
          return index === -1 ? null : index;
        }, FOCUSABLE);
      const start = await focusedInMenu();
      expect(start).not.toBeNull();
      for (let i = 0; i < focusables; i++) {
        await page.keyboard.press('Tab');
        await expect(focusedInMenu()).resolves.not.toBeNull();
      }
      await expect(focusedInMenu()).resolves.toBe(start);
      await page.keyboard.press('Shift+Tab');
      await expect(focusedInMenu()).resolves.not.toBeNull();
      await expect(focusedInMenu()).resolves.not.toBe(start);

      // Escape closes it.
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
      await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');

      // Choosing an item closes it and navigates.
      await toggle.click();
      await menu.waitFor();
      await menu.getByRole('link', { name: 'Pricing' }).click();
      await page.waitForURL(shellUrl('/pricing'));
      await menu.waitFor({ state: 'hidden' });
      await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
      await page.getByRole('heading', { level: 1, name: 'Simple, transparent pricing' }).waitFor();
      expect(mobile.pageErrors).toEqual([]);
    } finally {
      await mobile.close();
    }
  });
});
