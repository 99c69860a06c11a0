import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { useSiteUnderTest } from './support/site-under-test';
import { shellUrl } from './support/ports';
import { DEMO_PATIENT, DEMO_PROFESSIONAL, signIn } from './support/session';

// WCAG 2.1 A and AA, checked with axe-core on the composed site's main screens.

interface Screen {
  path: string;
  /** A heading that shows the screen has rendered. */
  heading: string;
  signedInAs?: { username: string; password: string };
  /** Extra readiness condition (data from the API). */
  ready?: (page: Page) => Promise<void>;
}

const SCREENS: Screen[] = [
  { path: '/', heading: 'Your Path to Recovery Starts Here' },
  { path: '/exercises', heading: 'Exercise Library' },
  { path: '/pricing', heading: 'Simple, transparent pricing' },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/sign-in', heading: 'Sign in' },
  { path: '/sign-up', heading: 'Create your account' },
  { path: '/forgot-password', heading: 'Forgot your password?' },
  { path: '/no-such-page', heading: 'Page not found' },
  { path: '/dashboard/user', heading: 'My Dashboard', signedInAs: DEMO_PATIENT },
  {
    path: '/dashboard/professional',
    heading: 'Professional Dashboard',
    signedInAs: DEMO_PROFESSIONAL,
    ready: (page) =>
      page
        .waitForFunction(() => /^\d+$/.test(document.querySelector('[data-testid="video-count"]')?.textContent ?? ''))
        .then(() => undefined),
  },
];

describe('accessibility (WCAG 2.1 AA, axe-core)', () => {
  const site = useSiteUnderTest();

  it.each(SCREENS.map((screen) => [screen.path, screen] as const))(
    '%s has no axe violations',
    async (_path, screen) => {
      const { page } = site.browser;
      await page.goto(shellUrl('/'));
      await page.evaluate(() => localStorage.clear());
      if (screen.signedInAs) await signIn(page, screen.signedInAs);
      // A fresh load: no sign-in notice still sliding in while axe looks at colours.
      await page.goto(shellUrl(screen.path));
      await page.getByRole('heading', { level: 1, name: screen.heading, exact: true }).waitFor();
      await screen.ready?.(page);
      await page.waitForLoadState('networkidle');

      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const violations = results.violations.map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
      );
      expect(violations).toEqual([]);
    },
  );
});
