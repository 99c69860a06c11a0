import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LibraryExerciseSummary, LibraryProgramSummary, Page } from '@physio/contracts';
import { callApi } from './support/api';
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

  it.each(['/dashboard/professional', '/sign-in'])(
    '%s is sent as the plain page (a signed-in area, a shell page)',
    async (path) => {
      const page = await html(path);
      expect(page).toContain('<div id=root></div>');
      expect(page).not.toContain('data-prerendered');
    },
  );

  /** A published exercise and program of the demo library, as the API lists them now. */
  async function published() {
    const exercises = await callApi<Page<LibraryExerciseSummary>>('GET', '/api/library/exercises/?page_size=1');
    const programs = await callApi<Page<LibraryProgramSummary>>('GET', '/api/library/programs/?page_size=1');
    const [exercise] = exercises.body.results;
    const [program] = programs.body.results;
    expect(exercise && program).toBeTruthy();
    return { exercise, program };
  }

  it("arrives rendered with today's library data: an exercise's page with its head, structured data and answers", async () => {
    const { exercise } = await published();
    const path = `/exercises/${exercise.slug}`;
    await untilPrerendered(path);
    const page = await html(path);
    expect(page).toContain(`<h1>${exercise.title}</h1>`);
    expect(page).toContain(`<title>${exercise.title} | Exercise Library | PhysioHub</title>`);
    expect(page).toContain(`<link rel="canonical" href="${shellUrl(path)}">`);
    const [, jsonLd] = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(page) ?? [];
    expect(JSON.parse(jsonLd ?? 'null')).toMatchObject({ '@type': 'HowTo', name: exercise.title });
    expect(page).toContain('<script type="application/json" id="physio-server-state">');

    // A search is rendered with its results too (the canonical page is the library's, without the search).
    const word = exercise.title.split(' ')[0].toLowerCase();
    const results = await html(`/exercises?search=${encodeURIComponent(word)}`);
    expect(results).toContain(exercise.title);
    expect(results).toContain(`<link rel="canonical" href="${shellUrl('/exercises')}">`);

    // A page that does not exist says so, with a 404 a search engine understands.
    const missing = await fetch(shellUrl('/exercises/no-such-exercise'));
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Page not found');
  });

  it('lists every published page in sitemap.xml, which robots.txt names', async () => {
    const { exercise, program } = await published();
    const sitemap = await fetch(shellUrl('/sitemap.xml'));
    expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await sitemap.text();
    for (const path of ['/', '/exercises', `/exercises/${exercise.slug}`, `/programs/${program.slug}`]) {
      expect(xml).toContain(`<loc>${shellUrl(path)}</loc>`);
    }
    expect(xml).not.toContain('/dashboard');
    expect(await (await fetch(shellUrl('/robots.txt'))).text()).toContain(`Sitemap: ${shellUrl('/sitemap.xml')}`);
  });

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
    // The server's CSS stays while the sent page is on screen (a part hydrating later must not flash unstyled), and
    // goes once the visitor has moved on (here: a search, which changes the URL).
    expect(await page.locator('#prerendered-css').count()).toBe(1);
    await page.getByRole('searchbox', { name: 'Search exercises' }).fill('plank');
    await page.getByRole('heading', { level: 2, name: 'Planks', exact: true }).waitFor();
    await page.waitForURL((url) => url.searchParams.get('search') === 'plank');
    await page.locator('#prerendered-css').waitFor({ state: 'detached' });
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
    // And pages only mfe-public's server renders, with the API answers they were rendered with: the browser asks
    // the API for none of them again.
    const { exercise, program } = await published();
    const rendered = [`/exercises/${exercise.slug}`, `/programs/${program.slug}`, '/exercises?search=knee'];
    const libraryCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/library/')) libraryCalls.push(request.url());
    });
    for (const path of [...PRERENDERED_PATHS, ...rendered]) {
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
    expect(libraryCalls).toEqual([]);
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
