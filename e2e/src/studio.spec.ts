import { formatTimeField } from '@physio/util';
import AxeBuilder from '@axe-core/playwright';
import { useSiteUnderTest } from './support/site-under-test';
import { shellUrl } from './support/ports';
import { DEMO_PROFESSIONAL, signIn } from './support/session';

// The content studio end to end on the offline catalogue: add a video by URL, review and save its exercises, play one
// segment, delete the video; then import a channel.
const VIDEO_ID = 'sI2pWl7nQaT'; // "Shoulder Impingement Rehab…" (chapters); not one of the demo seed's videos.
const VIDEO_TITLE = /Shoulder Impingement Rehab/;
const LIBRARY = '/dashboard/professional/content/videos';

const toSeconds = (mmss: string) => {
  const [m, s] = mmss.split(':').map(Number);
  return m * 60 + s;
};

describe('content studio', () => {
  const site = useSiteUnderTest();

  beforeAll(async () => {
    await signIn(site.browser.page, DEMO_PROFESSIONAL);
  });

  it('adds a video by URL: detect, edit, save, see it with its exercises, play a segment, delete it', async () => {
    const { page } = site.browser;
    await page.goto(shellUrl(`${LIBRARY}/add`));
    await page.getByRole('heading', { name: 'Add Video', level: 1 }).waitFor();

    await page.getByLabel('YouTube URL').fill('not a link');
    await page.getByRole('button', { name: 'Detect Exercises' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please enter a valid YouTube URL' }).first().waitFor();

    await page.getByLabel('YouTube URL').fill(`https://www.youtube.com/watch?v=${VIDEO_ID}`);
    await page.getByRole('button', { name: 'Detect Exercises' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /Extracted \d+ exercises from "Shoulder Impingement/ })
      .first()
      .waitFor();
    await page.getByRole('note').filter({ hasText: 'Offline demo catalogue' }).waitFor();

    // Edit the first exercise's title and end time.
    await page.getByLabel('Exercise 1 title').fill('Wall slide (edited)');
    const start = toSeconds(await page.getByLabel('Exercise 1 start').inputValue());
    const end = start + 42;
    await page.getByLabel('Exercise 1 end').fill(formatTimeField(end));
    await page.getByRole('button', { name: 'Save all' }).click();
    await page.getByText('Video and exercises saved successfully').first().waitFor();
    await page.waitForURL(/\/content\/videos\/\d+$/);

    // In the library, newest first.
    await page.goto(shellUrl(LIBRARY));
    const row = page.getByRole('row').filter({ hasText: VIDEO_TITLE });
    await row.waitFor();
    await row.getByRole('link', { name: /View Details/ }).click();
    await page.getByRole('heading', { level: 1, name: VIDEO_TITLE }).waitFor();
    const saved = page.getByRole('list', { name: 'Saved exercises' });
    await saved
      .getByRole('button', { name: `Play Wall slide (edited) (${formatTimeField(start)}–${formatTimeField(end)})` })
      .waitFor();
    expect(await saved.getByRole('listitem').count()).toBeGreaterThan(1);

    // Choosing an exercise plays its segment on the privacy-enhanced host.
    await saved.getByRole('button', { name: /^Play Wall slide \(edited\)/ }).click();
    await page.waitForFunction(() =>
      /[?&]start=\d+/.test(document.querySelector('[data-testid="player"]')?.getAttribute('src') ?? ''),
    );
    const src = new URL((await page.getByTestId('player').getAttribute('src')) ?? '');
    expect(src.origin).toBe('https://www.youtube-nocookie.com');
    expect(src.pathname).toBe(`/embed/${VIDEO_ID}`);
    expect(src.searchParams.get('start')).toBe(String(start));
    expect(src.searchParams.get('end')).toBe(String(end));

    // Delete it behind the confirmation dialog.
    await page.goto(shellUrl(LIBRARY));
    await row.waitFor();
    await row.getByRole('button', { name: /^Delete / }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete video?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Video deleted successfully').first().waitFor();
    await row.waitFor({ state: 'detached' });
    expect(site.browser.pageErrors).toEqual([]);
  });

  it('imports a channel: fetch, select all unsaved, save; saved rows show Saved and cannot be selected', async () => {
    const { page } = site.browser;
    await page.goto(shellUrl(`${LIBRARY}/import`));
    // Pasted as copied from the browser's address bar.
    await page.getByLabel('Channel name').fill('https://www.youtube.com/@backtomotion/videos');
    await page.getByRole('button', { name: 'Fetch Videos' }).click();
    const rows = page.getByRole('row').filter({ has: page.getByRole('checkbox', { name: /^Select (?!all)/ }) });
    await rows.first().waitFor();
    const total = await rows.count();
    expect(total).toBe(5);

    await page.getByRole('button', { name: /^Save Selected/ }).click();
    await page.getByText('Please select videos to save').first().waitFor();

    await page.getByRole('checkbox', { name: 'Select all unsaved videos' }).check();
    await page.getByRole('button', { name: `Save Selected (${total})` }).click();
    await page.waitForFunction((n) => document.querySelectorAll('tbody tr td:last-child span').length === n, total);
    for (let i = 0; i < total; i++) {
      const r = rows.nth(i);
      await expect(r.getByText('Saved', { exact: true }).isVisible()).resolves.toBe(true);
      await expect(r.getByRole('checkbox').isDisabled()).resolves.toBe(true);
    }
    await expect(page.getByRole('checkbox', { name: 'Select all unsaved videos' }).isDisabled()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Save Selected (0)' }).waitFor();

    // They are in the library now, and a second fetch knows them.
    await page.goto(shellUrl(LIBRARY));
    await page.getByRole('row').filter({ hasText: 'Posture Reset: Thoracic Mobility' }).waitFor();
    expect(site.browser.pageErrors).toEqual([]);
  });

  it.each([
    ['/dashboard/professional/content', 'Content Management'],
    [LIBRARY, 'Video Library'],
    [`${LIBRARY}/add`, 'Add Video'],
    [`${LIBRARY}/import`, 'Import Channel'],
    ['/dashboard/professional/create-program', 'Create Program'],
    ['/dashboard/professional/programs', 'Programs'],
    ['/professional/content/exercises', 'Exercises'],
  ])('%s has no axe violations (WCAG 2.1 AA)', async (path, heading) => {
    const { page } = site.browser;
    await page.goto(shellUrl(path));
    await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
  });
});
