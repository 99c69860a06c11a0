import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { formatTimeField } from '@physio/util';
import type { Page } from 'playwright-core';
import { callApi, newProfessional, type Account } from './support/api';
import { openBrowser, type BrowserSession } from './support/browser';
import { shellUrl } from './support/ports';
import { signIn } from './support/session';
import { useSiteUnderTest } from './support/site-under-test';

// The studio as a brand-new professional finds it: figures that are theirs, times that cannot be wrong, and a phone
// where every action stays in reach. Set E2E_SCREENSHOT_DIR to keep a picture of each screen at both widths.
const VIDEO_ID = 'sI2pWl7nQaT'; // in the offline catalogue, with chapters
const VIDEO_TITLE = 'Shoulder Impingement Rehab';
const DASHBOARD = '/dashboard/professional';
const LIBRARY = `${DASHBOARD}/content/videos`;
const PHONE = { width: 375, height: 800 };
const MIN_TARGET = 44;

interface SaveAnswer {
  video: { id: number };
  exercises: { id: number; start_time: number; end_time: number }[];
}

interface ErrorAnswer {
  error: string;
  details?: Record<string, string[]>;
}

/** Waits until a dashboard figure reads `value`. */
const figure = (page: Page, testId: string, value: string) =>
  page
    .getByTestId(testId)
    .filter({ hasText: new RegExp(`^${value}$`) })
    .waitFor();

/** Every visible control in the header, the page's main area and the footer narrower or shorter than a fingertip. */
function smallTargets(page: Page) {
  return page.evaluate((min) => {
    const controls = document.querySelectorAll<HTMLElement>(
      'header a[href], header button, main a[href], main button, main input, main select, main textarea, main summary, footer a[href], footer summary',
    );
    return Array.from(controls)
      .filter((control) => getComputedStyle(control).visibility !== 'hidden')
      .map((control) => {
        // A checkbox or radio is hit through its label.
        const target = control.matches('input[type="checkbox"], input[type="radio"]')
          ? (control.closest('label') ?? control)
          : control;
        const box = target.getBoundingClientRect();
        const name = control.getAttribute('aria-label') || control.textContent?.trim() || control.tagName;
        return { name, width: Math.round(box.width), height: Math.round(box.height) };
      })
      .filter(({ width, height }) => width > 0 && height > 0 && (width < min || height < min));
  }, MIN_TARGET);
}

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

describe('the studio for a new professional', () => {
  const site = useSiteUnderTest();
  let pro: Account & { token: string };
  let phone: BrowserSession;
  let video: { id: number; exerciseId: number; seconds: number };

  beforeAll(async () => {
    pro = await newProfessional('truth');
    await signIn(site.browser.page, pro);
    phone = await openBrowser(PHONE);
    await signIn(phone.page, pro);
  });

  afterAll(async () => {
    await phone?.close();
  });

  it('starts at zero and counts what the professional makes (a program created lands on the list, marked)', async () => {
    const { page } = site.browser;
    await page.goto(shellUrl(DASHBOARD));
    await page.getByRole('heading', { level: 1, name: 'Professional Dashboard' }).waitFor();
    await figure(page, 'program-count', '0');
    await figure(page, 'client-count', '0');
    await figure(page, 'video-count', '0');

    const saved = await callApi<SaveAnswer>('POST', '/api/exercises/', {
      token: pro.token,
      body: {
        url: `https://www.youtube.com/watch?v=${VIDEO_ID}`,
        video_id: VIDEO_ID,
        title: VIDEO_TITLE,
        exercises: [{ title: 'Wall slide', start_time: 10, end_time: 40, tags: ['shoulder'] }],
      },
    });
    expect(saved.status).toBe(201);
    const detail = await callApi<{ duration_seconds: number }>('GET', `/api/videos/${saved.body.video.id}/`, {
      token: pro.token,
    });
    video = { id: saved.body.video.id, exerciseId: saved.body.exercises[0].id, seconds: detail.body.duration_seconds };
    expect(video.seconds).toBeGreaterThan(60);

    // The wizard: what is missing is said on the field, then the program is created and opened in the list.
    await page.goto(shellUrl(`${DASHBOARD}/create-program`));
    await page.getByRole('heading', { level: 1, name: 'Create Program' }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please fill in all fields' }).waitFor();
    await expect(page.getByLabel('Program title').getAttribute('aria-invalid')).resolves.toBe('true');
    await page.getByLabel('Program title').fill('Shoulder block');
    await page.getByLabel('Description').fill('Two weeks of wall slides.');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Video from your library').selectOption(String(video.id));
    await page.getByRole('button', { name: 'Add Video' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Create Program' }).click();
    await page.waitForURL(shellUrl(`${DASHBOARD}/programs`));
    await page.getByRole('row').filter({ hasText: 'Shoulder block' }).getByText('Just saved').waitFor();

    await page.goto(shellUrl(DASHBOARD));
    await figure(page, 'program-count', '1');
    await figure(page, 'video-count', '1');
    expect(site.browser.pageErrors).toEqual([]);
  });

  it('refuses "abc" as a start and an end after the video, on the page and in the API', async () => {
    const { page } = site.browser;
    await page.goto(shellUrl(`${LIBRARY}/${video.id}`));
    const saved = page.getByRole('list', { name: 'Saved exercises' });
    await saved.getByRole('button', { name: 'Edit Wall slide' }).click();

    const start = page.getByLabel('Start', { exact: true });
    await expect(start.getAttribute('aria-describedby')).resolves.toBeTruthy();
    await page.getByText('MM:SS, for example 02:30').first().waitFor();
    await start.fill('abc');
    await page.getByText('Enter the start as MM:SS.').waitFor();
    await expect(start.getAttribute('aria-invalid')).resolves.toBe('true');

    await start.fill('00:10');
    const end = page.getByLabel('End', { exact: true });
    await end.fill(formatTimeField(video.seconds + 60));
    await page.getByText(/End time must be at most the video's length/).waitFor();
    await expect(end.getAttribute('aria-invalid')).resolves.toBe('true');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Please fill in all fields correctly').first().waitFor();
    await expect(end.getAttribute('aria-invalid')).resolves.toBe('true');

    // Nothing was written; the API refuses both on its own, naming the field.
    const stored = await callApi<{ exercises: { id: number; start_time: number; end_time: number }[] }>(
      'GET',
      `/api/videos/${video.id}/`,
      { token: pro.token },
    );
    expect(stored.body.exercises.find((e) => e.id === video.exerciseId)).toMatchObject({
      start_time: 10,
      end_time: 40,
    });
    const body = { title: 'Wall slide', tags: [] };
    const notATime = await callApi<ErrorAnswer>('PUT', `/api/exercises/${video.exerciseId}/`, {
      token: pro.token,
      body: { ...body, start_time: 'abc', end_time: 40 },
    });
    expect(notATime.status).toBe(400);
    expect(Object.keys(notATime.body.details ?? {})).toContain('start_time');
    const tooLate = await callApi<ErrorAnswer>('PUT', `/api/exercises/${video.exerciseId}/`, {
      token: pro.token,
      body: { ...body, start_time: 10, end_time: video.seconds + 60 },
    });
    expect(tooLate.status).toBe(400);
    expect(tooLate.body.details?.end_time?.[0]).toMatch(/at most the video's length/);
    expect(site.browser.pageErrors).toEqual([]);
  });

  it("at 375 px keeps the library's actions on screen and every control at least 44 × 44 px", async () => {
    const { page } = phone;
    await page.goto(shellUrl(LIBRARY));
    const row = page.getByRole('row').filter({ hasText: VIDEO_TITLE });
    await row.waitFor();
    for (const action of [
      row.getByRole('link', { name: /^View Details/ }),
      row.getByRole('button', { name: /^Delete / }),
    ]) {
      const box = await action.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
      expect(box!.height).toBeGreaterThanOrEqual(MIN_TARGET);
    }
    // The page itself never scrolls sideways.
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(PHONE.width);
    await expect(smallTargets(page)).resolves.toEqual([]);

    // The import table's checkboxes, once a channel is fetched.
    await page.goto(shellUrl(`${LIBRARY}/import`));
    await page.getByLabel('Channel name').fill('youtube.com/@backtomotion');
    await page.getByRole('button', { name: 'Fetch Videos' }).click();
    await page.getByRole('checkbox', { name: 'Select all unsaved videos' }).waitFor();
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(PHONE.width);
    await expect(smallTargets(page)).resolves.toEqual([]);
    if (process.env.E2E_SCREENSHOT_DIR) {
      mkdirSync(process.env.E2E_SCREENSHOT_DIR, { recursive: true });
      await page.screenshot({
        path: path.join(process.env.E2E_SCREENSHOT_DIR, '375-import-fetched.png'),
        fullPage: true,
      });
    }

    // The mobile menu's close button too.
    await page.getByRole('button', { name: 'Open menu' }).click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await close.waitFor();
    const closeBox = await close.boundingBox();
    expect(closeBox!.width).toBeGreaterThanOrEqual(MIN_TARGET);
    expect(closeBox!.height).toBeGreaterThanOrEqual(MIN_TARGET);
    await close.click();
    expect(phone.pageErrors).toEqual([]);
  });

  describe.each([
    ['phone', PHONE.width],
    ['desktop', 1280],
  ])('on a %s (%i px)', (_, width) => {
    const studio = () => [
      [DASHBOARD, 'Professional Dashboard'],
      [`${DASHBOARD}/content`, 'Content Management'],
      [LIBRARY, 'Video Library'],
      [`${LIBRARY}/add`, 'Add Video'],
      [`${LIBRARY}/import`, 'Import Channel'],
      [`${LIBRARY}/${video.id}`, VIDEO_TITLE],
      [`${DASHBOARD}/create-program`, 'Create Program'],
      [`${DASHBOARD}/programs`, 'Programs'],
      ['/professional/content/exercises', 'Exercises'],
    ];

    it('every studio page is axe-clean (WCAG 2.1 AA) and has no small targets', async () => {
      const { page } = width === PHONE.width ? phone : site.browser;
      const shots = process.env.E2E_SCREENSHOT_DIR;
      if (shots) mkdirSync(shots, { recursive: true });
      const found: Record<string, string[]> = {};
      for (const [route, heading] of studio()) {
        await page.goto(shellUrl(route));
        await page.getByRole('heading', { level: 1, name: heading }).first().waitFor();
        await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
        await page.waitForLoadState('networkidle');
        const problems = await axeViolations(page);
        if (width === PHONE.width) {
          for (const small of await smallTargets(page)) problems.push(`small target: ${JSON.stringify(small)}`);
          const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
          if (pageWidth > PHONE.width) problems.push(`scrolls sideways: ${pageWidth} px wide`);
        }
        if (problems.length) found[route] = problems;
        if (shots) {
          const name = route.replace(/^\//, '').replace(/\//g, '_');
          await page.screenshot({ path: path.join(shots, `${width}-${name}.png`), fullPage: true });
        }
      }
      expect(found).toEqual({});
    });
  });
});
