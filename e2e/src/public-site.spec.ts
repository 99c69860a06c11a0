import { openBrowser } from './support/browser';
import type { Page } from 'playwright-core';
import { useSiteUnderTest } from './support/site-under-test';
import { shellUrl } from './support/ports';
import { DEMO_PATIENT, signIn } from './support/session';
import { notices, waitForApp, waitForNotice } from './support/site';
import { callApi } from './support/api';

// Every public route of the composed site (mfe-public inside the shell), its heading,
// key texts, document title and description, plus the interactive pieces of the public pages.

interface PublicRoute {
  path: string;
  h1: string;
  /** Texts that must be visible on the page. */
  texts?: string[];
  /** Signed in as this account first (the participant dashboard). */
  signedInAs?: { username: string; password: string };
  /** How the document title ends; 'PhysioHub' unless the route says otherwise. */
  titleEnd?: string;
}

const ROUTES: PublicRoute[] = [
  { path: '/', h1: 'Your Path to Recovery Starts Here', texts: ['Browse Exercises', 'Success Stories', 'Coming soon'] },
  {
    path: '/professionals',
    h1: 'Transform Your Physiotherapy Practice',
    texts: [
      'Start Free Trial',
      'Book Demo',
      'Exercise Extraction',
      'Goal Tracking',
      'Coming soon',
      'Get Started Now',
      'Schedule Demo',
    ],
  },
  { path: '/pricing', h1: 'Simple, transparent pricing', texts: ['Professional Plan', '$99'] },
  {
    path: '/exercises',
    h1: 'Exercise Library',
    texts: ['Clear, physiotherapist-written exercises for every stage of recovery.', 'View Details'],
  },
  {
    path: '/categories',
    h1: 'Exercise Categories',
    texts: ['Upper Body', 'Lower Body', 'Core', 'Full Body', 'Flexibility', 'Balance', 'Rehabilitation'],
  },
  {
    path: '/body-parts',
    h1: 'Exercises by Body Part',
    texts: ['Neck', 'Shoulder', 'Elbow', 'Wrist & Hand', 'Back', 'Hip', 'Knee', 'Ankle & Foot', 'Full Body'],
  },
  {
    path: '/conditions',
    h1: 'Exercises by Condition',
    texts: ['Back Pain', 'Neck Pain', 'Knee Pain', 'Arthritis', 'Sports Injury', 'Post-Surgery', 'General Fitness'],
  },
  { path: '/programs', h1: 'Exercise Programs', texts: ['View Program'] },
  { path: '/blog', h1: 'Blog', texts: ['Core Strength for a Healthy Back', 'Read More'] },
  // Not in the public team's list (reached by Read More); its title is '<article> | PhysioHub Blog'.
  {
    path: '/blog/core-strength-for-a-healthy-back',
    h1: 'Core Strength for a Healthy Back',
    titleEnd: 'PhysioHub Blog',
  },
  {
    path: '/contact',
    h1: 'Contact Us',
    texts: ['Send Message', 'support@physiohub.com', 'Monday to Friday, 9am to 5pm'],
  },
  { path: '/about', h1: 'About PhysioHub' },
  { path: '/terms', h1: 'Terms of Service' },
  { path: '/privacy', h1: 'Privacy Policy' },
  { path: '/disclaimer', h1: 'Medical Disclaimer' },
  { path: '/licenses', h1: 'Licenses' },
  {
    path: '/dashboard/user',
    h1: 'My Dashboard',
    texts: ['Welcome back, demo.patient.', 'Active programs'],
    signedInAs: DEMO_PATIENT,
  },
];

const routeAt = (path: string): PublicRoute => {
  const route = ROUTES.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`no route ${path}`);
  return route;
};

/** The shell's index.html title, before any page states its own. */
const FALLBACK_TITLE = 'PhysioHub';

async function open(page: Page, route: PublicRoute): Promise<void> {
  await page.goto(shellUrl(route.path));
  await waitForApp(page);
  await page.getByRole('heading', { level: 1, name: route.h1, exact: true }).waitFor();
}

/** Waits (bounded) for the page to state its own title; the assertion that follows reports what it found. */
async function settledTitle(page: Page): Promise<string> {
  await page
    .waitForFunction((fallback) => document.title !== fallback, FALLBACK_TITLE, { timeout: 5000 })
    .catch(() => undefined);
  return page.title();
}

async function signedOut(page: Page): Promise<void> {
  await page.goto(shellUrl('/'));
  await page.evaluate(() => localStorage.clear());
}

describe('public site', () => {
  const site = useSiteUnderTest();

  beforeEach(() => {
    site.browser.pageErrors.length = 0;
  });

  afterEach(() => {
    expect(site.browser.pageErrors).toEqual([]);
  });

  describe.each(ROUTES)('$path', (route) => {
    it(`has one h1 '${route.h1}', its key texts, its own title ending in ${route.titleEnd ?? 'PhysioHub'} and a description`, async () => {
      const { page } = site.browser;
      if (route.signedInAs) await signIn(page, route.signedInAs);
      await open(page, route);

      await expect(page.locator('h1').count()).resolves.toBe(1);
      const missing: string[] = [];
      // Waited for, not counted at once: the h1 arrives with the prerendered HTML, and the parts
      // below the first screen a task or two after the app starts.
      for (const text of route.texts ?? []) {
        await page
          .getByText(text)
          .filter({ visible: true })
          .first()
          .waitFor({ timeout: 5000 })
          .catch(() => missing.push(text));
      }
      expect(missing).toEqual([]);
      const title = await settledTitle(page);
      expect(title).not.toBe(FALLBACK_TITLE);
      expect(title).toMatch(new RegExp(`${route.titleEnd ?? 'PhysioHub'}$`));
      const description = await page.evaluate(
        () => document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
      );
      expect(description.trim()).not.toBe('');
      if (route.signedInAs) await signedOut(page);
    });
  });

  it('landing: Browse Exercises goes to the library; the app-store buttons are disabled and coming soon', async () => {
    const { page } = site.browser;
    await open(page, routeAt('/'));
    const browse = page.getByRole('link', { name: 'Browse Exercises' }).first();
    await expect(browse.getAttribute('href')).resolves.toBe('/exercises');
    for (const store of ['App Store', 'Google Play']) {
      const button = page.getByRole('button', { name: new RegExp(store) });
      await expect(button.isDisabled()).resolves.toBe(true);
      await expect(button.textContent()).resolves.toContain('Coming soon');
    }
    await browse.click();
    await page.waitForURL(shellUrl('/exercises'));
    await page.getByRole('heading', { level: 1, name: 'Exercise Library' }).waitFor();
  });

  it('professionals: trial and demo calls to action, and eight feature cards, the planned ones coming soon', async () => {
    const { page } = site.browser;
    await open(page, routeAt('/professionals'));
    for (const name of ['Start Free Trial', 'Get Started Now']) {
      await expect(page.getByRole('link', { name, exact: true }).getAttribute('href')).resolves.toBe(
        '/sign-up?role=professional',
      );
    }
    for (const name of ['Book Demo', 'Schedule Demo']) {
      await expect(page.getByRole('link', { name, exact: true }).getAttribute('href')).resolves.toBe('/contact');
    }
    const features = page.getByRole('region', { name: 'Tools for modern practice' }).getByRole('heading', { level: 3 });
    await expect(features.count()).resolves.toBe(8);
    const titles = await features.allTextContents();
    expect(titles).toEqual(
      expect.arrayContaining(['Exercise Extraction', 'Patient Progress Tracking', 'Secure Messaging Coming soon']),
    );

    // The trial lands on sign-up with the Professional role chosen.
    await page.getByRole('link', { name: 'Start Free Trial', exact: true }).click();
    await page.waitForURL(shellUrl('/sign-up?role=professional'));
    await expect(page.getByRole('radio', { name: 'Professional' }).isChecked()).resolves.toBe(true);
  });

  it('pricing: $99 a month, and $79 billed annually at $950.40 when Annual is chosen', async () => {
    const { page } = site.browser;
    await open(page, routeAt('/pricing'));
    const plan = page.getByRole('region', { name: 'Professional Plan' });
    await plan.getByText('$99').first().waitFor();
    await expect(page.getByRole('button', { name: 'Monthly' }).getAttribute('aria-pressed')).resolves.toBe('true');

    await page.getByRole('button', { name: 'Annual' }).click();
    await plan.getByText('Billed annually at $950.40 per year').waitFor();
    await expect(plan.getByText('$79').first().isVisible()).resolves.toBe(true);
    await expect(plan.getByText('$99').count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Annual' }).getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(plan.getByRole('link', { name: 'Start Free Trial' }).getAttribute('href')).resolves.toBe(
      '/sign-up?role=professional',
    );
    await expect(plan.getByRole('link', { name: /contact/i }).getAttribute('href')).resolves.toBe('/contact');
  });

  it('exercises: search and filters live in the URL, and View Details opens the exercise with its own segment', async () => {
    const { page } = site.browser;
    await open(page, routeAt('/exercises'));
    const details = page.getByRole('link', { name: /^View Details/ });
    await details.first().waitFor();

    const search = page.getByRole('searchbox', { name: 'Search exercises' });
    await search.fill('zumba');
    await page.getByText('No exercises found matching your search.').waitFor();
    await page.waitForURL(shellUrl('/exercises?search=zumba'));
    await expect(details.count()).resolves.toBe(0);

    await search.fill('plank');
    const planksCard = page.getByRole('heading', { level: 2, name: 'Planks', exact: true });
    await planksCard.waitFor();
    await page.waitForURL(shellUrl('/exercises?search=plank'));
    await page.getByLabel('Category').selectOption('core');
    await page.waitForURL(shellUrl('/exercises?search=plank&category=core'));
    await planksCard.waitFor();
    // Back undoes the filter, and the box still says what was searched.
    await page.goBack();
    await page.waitForURL(shellUrl('/exercises?search=plank'));
    await expect(page.getByLabel('Category').inputValue()).resolves.toBe('');
    await expect(search.inputValue()).resolves.toBe('plank');

    const planks = page.getByRole('link', { name: 'View Details: Planks' });
    const href = (await planks.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/exercises\/[a-z0-9-]+$/);
    const published = await callApi<{ segment: { video_id: string; start_time: number; end_time: number } }>(
      'GET',
      `/api/library${href}/`,
    );
    expect(published.status).toBe(200);
    await planks.click();
    await page.waitForURL(shellUrl(href));
    await page.getByRole('heading', { level: 1, name: 'Planks' }).waitFor();
    await page.getByText(/^Plays \d+:\d\d–\d+:\d\d of /).waitFor();
    await page.getByRole('button', { name: /^Play video: Planks/ }).click();
    const src = new URL((await page.locator('iframe[title="Video: Planks"]').getAttribute('src')) ?? '');
    const { segment } = published.body;
    expect(`${src.origin}${src.pathname}`).toBe(`https://www.youtube-nocookie.com/embed/${segment.video_id}`);
    expect(src.searchParams.get('start')).toBe(String(segment.start_time));
    expect(src.searchParams.get('end')).toBe(String(segment.end_time));
    await page.getByRole('link', { name: 'More Core exercises' }).click();
    await page.waitForURL(shellUrl('/exercises?category=core'));
    await planksCard.waitFor();
  });

  it('categories: each card shows its real count and opens the library filtered by it', async () => {
    const { page } = site.browser;
    await open(page, routeAt('/categories'));
    const facets = await callApi<{ categories: { slug: string; name: string; count: number }[] }>(
      'GET',
      '/api/library/facets/',
    );
    const { categories } = facets.body;
    expect(categories.find((term) => term.slug === 'core')?.count).toBeGreaterThan(0);
    for (const term of categories) {
      const card = page
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: term.name, exact: true }) });
      await expect(card.count()).resolves.toBe(1);
      const count = term.count === 0 ? 'No exercises yet' : term.count === 1 ? '1 exercise' : `${term.count} exercises`;
      await expect(card.textContent()).resolves.toContain(count);
    }
    await page.locator('article h2 a', { hasText: /^Core$/ }).click();
    await page.waitForURL(shellUrl('/exercises?category=core'));
    await page.getByRole('heading', { level: 2, name: 'Planks', exact: true }).waitFor();
  });

  it('programs: a published program opens and lists its exercises in order', async () => {
    const { page } = site.browser;
    await open(page, routeAt('/programs'));
    const view = page.getByRole('link', { name: /^View Program: / }).first();
    const title = ((await view.getAttribute('aria-label')) ?? '').replace('View Program: ', '');
    await view.click();
    await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
    const items = page.getByRole('list', { name: 'Exercises in order' }).getByRole('listitem');
    await expect(items.count()).resolves.toBeGreaterThan(0);
    await expect(items.first().textContent()).resolves.toMatch(/^1\. .+\d+:\d\d–\d+:\d\d of /);
  });

  it('blog: the featured article is Core Strength for a Healthy Back, and Read More opens it', async () => {
    const { page } = site.browser;
    await open(page, routeAt('/blog'));
    const featured = page.getByRole('article', { name: 'Core Strength for a Healthy Back' });
    await featured.waitFor();
    await featured.getByRole('link', { name: /^Read More/ }).click();
    await page.waitForURL(shellUrl('/blog/core-strength-for-a-healthy-back'));
    await page.getByRole('heading', { level: 1, name: 'Core Strength for a Healthy Back' }).waitFor();
  });

  it('contact: an empty form is not sent; a filled one shows Sending... and then Message sent!', async () => {
    const { page } = site.browser;
    await open(page, routeAt('/contact'));
    const contactCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/contact')) contactCalls.push(`${request.method()} ${request.url()}`);
    });

    const name = page.getByLabel('Name');
    const email = page.getByLabel('Email', { exact: true });
    const message = page.getByLabel('Message');
    await expect(message.evaluate((element) => element.tagName)).resolves.toBe('TEXTAREA');
    await expect(message.getAttribute('rows')).resolves.toBe('4');
    await expect(page.getByRole('link', { name: 'support@physiohub.com' }).getAttribute('href')).resolves.toBe(
      'mailto:support@physiohub.com',
    );

    // Empty: nothing is sent, the fields say why.
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[aria-invalid="true"]').length === 3);
    await expect(name.getAttribute('aria-invalid')).resolves.toBe('true');
    expect(contactCalls).toEqual([]);
    await expect(notices(page).getByRole('alert').count()).resolves.toBe(0);

    await name.fill('Jane Visitor');
    await email.fill('jane.visitor@example.com');
    await message.fill('I would like to book a demo for our clinic.');
    const stored = page.waitForResponse(
      (response) => response.url().includes('/api/contact') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('button', { name: 'Sending...' }).waitFor();
    await expect(page.getByRole('button', { name: 'Sending...' }).isDisabled()).resolves.toBe(true);
    await waitForNotice(page, 'Message sent!', "We'll get back to you as soon as possible.");
    const response = await stored;
    expect(response.status()).toBeLessThan(300);
    expect(contactCalls).toHaveLength(1);
    // The form is emptied for the next message.
    await expect(name.inputValue()).resolves.toBe('');
    await page.getByRole('button', { name: 'Send Message' }).waitFor();
  });

  it('footer: links to the company pages and the main sections, and the 2025 copyright', async () => {
    const { page } = site.browser;
    await open(page, routeAt('/'));
    const footer = page.getByRole('contentinfo');
    for (const path of [
      '/about',
      '/contact',
      '/terms',
      '/privacy',
      '/disclaimer',
      '/licenses',
      '/exercises',
      '/categories',
      '/professionals',
      '/pricing',
      '/blog',
    ]) {
      await expect(footer.locator(`a[href="${path}"]`).count()).resolves.toBeGreaterThanOrEqual(1);
    }
    await expect(footer.textContent()).resolves.toContain('© 2025');
    await footer.getByRole('link', { name: 'Terms' }).click();
    await page.waitForURL(shellUrl('/terms'));
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
  });

  it('has no horizontal scroll at 375 px on any route', async () => {
    const mobile = await openBrowser({ width: 375, height: 812 });
    try {
      const overflowing: string[] = [];
      for (const route of ROUTES) {
        if (route.signedInAs) await signIn(mobile.page, route.signedInAs);
        await open(mobile.page, route);
        const width = await mobile.page.evaluate(() => document.documentElement.scrollWidth);
        if (width > 375) overflowing.push(`${route.path}: scrollWidth ${width}`);
      }
      expect(overflowing).toEqual([]);
      expect(mobile.pageErrors).toEqual([]);
    } finally {
      await mobile.close();
    }
  });
});
