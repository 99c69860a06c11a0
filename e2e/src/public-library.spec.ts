import type { Page } from 'playwright-core';
import { callApi } from './support/api';
import { openBrowser, type BrowserSession } from './support/browser';
import { waitUntil } from './support/poll';
import { shellUrl } from './support/ports';
import { DEMO_PROFESSIONAL, signIn } from './support/session';
import { waitForApp, waitForNotice } from './support/site';
import { useSiteUnderTest } from './support/site-under-test';

// The public library end to end: demo.pro publishes a saved exercise from the studio; a visitor in a browser of their
// own finds it by a word of its description and through its category card, opens it and gets its own segment; the
// page arrives rendered and hydrates cleanly; once unpublished it leaves the library within seconds.
const CATEGORY = { slug: 'balance', name: 'Balance' };
const EXERCISES_PAGE = '/professional/content/exercises';

/** Letters only, so every search backend takes it for one word. */
function uniqueWord(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let word = 'zephyr';
  for (let i = 0; i < 10; i++) word += letters[Math.floor(Math.random() * letters.length)];
  return word;
}

/** Console errors and uncaught exceptions of one page, from now on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** A library card's link to its exercise page. */
const resultLink = (page: Page, title: string) =>
  page.getByRole('link', { name: `View Details: ${title}`, exact: true });

describe('public library: publish in the studio, find and watch as a visitor, unpublish', () => {
  const site = useSiteUnderTest();
  let visitor: BrowserSession;
  const word = uniqueWord();

  beforeAll(async () => {
    visitor = await openBrowser({ width: 1280, height: 900 });
    await signIn(site.browser.page, DEMO_PROFESSIONAL);
  });
  afterAll(async () => {
    await visitor?.close();
  });

  it('publishes, is found by a word and by its category, plays its segment, and goes away when unpublished', async () => {
    const pro = site.browser.page;

    // 1. demo.pro publishes one of their saved exercises that is not public yet.
    await pro.goto(shellUrl(EXERCISES_PAGE));
    await pro.getByRole('heading', { level: 1, name: 'Exercises' }).waitFor();
    const publishLink = pro.getByRole('link', { name: /^Publish / }).first();
    const exerciseTitle = ((await publishLink.getAttribute('aria-label')) ?? '').replace(/^Publish /, '');
    await publishLink.click();
    await pro.waitForURL(/\/content\/videos\/\d+\/exercises\/\d+\/publish$/);
    const [, videoId, exerciseId] = /videos\/(\d+)\/exercises\/(\d+)/.exec(pro.url()) ?? [];
    await pro.getByRole('heading', { level: 1, name: `Publish ${exerciseTitle}` }).waitFor();

    // What the studio holds for this exercise: its video's YouTube id and the segment's bounds.
    const token = await pro.evaluate(() => localStorage.getItem('token'));
    const video = await callApi<{
      video_id: string;
      exercises: { id: number; start_time: number; end_time: number }[];
    }>('GET', `/api/videos/${videoId}/`, { token: token ?? undefined });
    const segment = video.body.exercises.find((e) => e.id === Number(exerciseId));
    expect(segment).toBeDefined();

    const title = `${exerciseTitle} ${word}`.slice(0, 200);
    await pro.getByLabel('Title', { exact: true }).fill(title);
    await pro
      .getByLabel('Description', { exact: true })
      .fill(`Keeps you steady on one leg; ${word} practice for every day.`);
    await pro.getByLabel('Step 1', { exact: true }).fill('Stand tall beside a chair.');
    await pro.getByRole('button', { name: 'Add step' }).click();
    await pro.getByLabel('Step 2', { exact: true }).fill('Lift one foot and hold.');
    await pro.getByLabel('Safety tip', { exact: true }).fill('Keep a hand near the chair.');
    await pro.getByLabel('Body part', { exact: true }).selectOption('ankle-foot');
    await pro.getByLabel('Category', { exact: true }).selectOption(CATEGORY.slug);
    await pro.getByRole('checkbox', { name: 'Balance & Falls' }).check();
    await pro.getByRole('button', { name: 'Publish to library' }).click();
    await waitForNotice(pro, 'Published');
    const viewLink = pro.getByRole('link', { name: 'View in library' });
    await viewLink.waitFor();
    const publicPath = (await viewLink.getAttribute('href')) ?? '';
    expect(publicPath).toMatch(/^\/exercises\/[a-z0-9-]+$/);

    // The studio's list says so too.
    await pro.goto(shellUrl(EXERCISES_PAGE));
    await pro
      .getByRole('link', { name: `View ${exerciseTitle} in the library` })
      .first()
      .waitFor();

    // 2. A visitor finds it on /exercises by the word of its description (within seconds, with no deploy).
    const page = visitor.page;
    await page.goto(shellUrl('/exercises'));
    await waitForApp(page);
    await page.getByRole('searchbox', { name: 'Search exercises' }).fill(word);
    await page.waitForURL((url) => url.searchParams.get('search') === word);
    // The newest publication heads the unfiltered list too: done once the search's answer leaves it alone.
    const cards = page.getByRole('link', { name: /^View Details: / });
    await waitUntil(async () => (await cards.count()) === 1, 'the search found only the new exercise', {
      timeoutMs: 5_000,
    });
    await resultLink(page, title).waitFor();

    // ... and through its category's card, which opens the filtered library.
    await page.goto(shellUrl('/categories'));
    await waitForApp(page);
    await page.getByRole('heading', { level: 2, name: CATEGORY.name, exact: true }).getByRole('link').click();
    await page.waitForURL((url) => url.pathname === '/exercises' && url.searchParams.get('category') === CATEGORY.slug);
    await resultLink(page, title).click();
    await page.waitForURL((url) => url.pathname === publicPath);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();

    // 3. Opened directly, its page arrives and hydrates without errors.
    const errors = collectErrors(page);
    const response = await page.goto(shellUrl(publicPath));
    expect(response?.status()).toBe(200);
    await waitForApp(page);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();

    // Its player plays this exercise's own segment of its own video.
    const player = await playerSource(page, title);
    expect(player.origin).toBe('https://www.youtube-nocookie.com');
    expect(player.pathname).toBe(`/embed/${video.body.video_id}`);
    expect(Number(player.searchParams.get('start'))).toBe(segment?.start_time);
    expect(Number(player.searchParams.get('end'))).toBe(segment?.end_time);
    expect(errors).toEqual([]);

    // 4. demo.pro unpublishes (after confirming); the library drops it within seconds and its page is not found.
    await pro
      .getByRole('button', { name: `Unpublish ${exerciseTitle}` })
      .first()
      .click();
    await pro
      .getByRole('alertdialog', { name: 'Unpublish exercise?' })
      .getByRole('button', { name: 'Unpublish' })
      .click();
    await waitForNotice(pro, 'Success', 'Exercise unpublished');
    // Polled as a visitor sees it: the rendered list, reloaded until the card is gone.
    const settled = page.getByText('No exercises found matching your search.').or(resultLink(page, title));
    await waitUntil(
      async () => {
        await page.goto(shellUrl(`/exercises?search=${word}`));
        await settled.first().waitFor();
        return (await resultLink(page, title).count()) === 0;
      },
      'the unpublished exercise left /exercises',
      { timeoutMs: 5_000, intervalMs: 250 },
    );
    // Its page too; the API lets browsers and proxies keep a public answer for 5 s, so a visitor who opened it a
    // moment ago may see it that long.
    const notFound = page.getByRole('heading', { level: 1, name: 'Page not found' });
    const stillThere = page.getByRole('heading', { level: 1, name: title });
    await waitUntil(
      async () => {
        await page.goto(shellUrl(publicPath));
        await notFound.or(stillThere).first().waitFor();
        return (await notFound.count()) === 1;
      },
      'the unpublished exercise page answered not found',
      { timeoutMs: 10_000, intervalMs: 500 },
    );
  });
});

/** The player's embed address once played (until then it is a poster, loading nothing from the video platform). */
async function playerSource(page: Page, title: string): Promise<URL> {
  // The button's name goes on with the segment's range: "Play video: <title> (0:30–1:15)".
  await page.getByRole('button', { name: `Play video: ${title} (` }).click();
  const frame = page.getByTitle(`Video: ${title}`, { exact: true });
  await frame.waitFor({ state: 'attached' });
  return new URL((await frame.getAttribute('src')) ?? '');
}
