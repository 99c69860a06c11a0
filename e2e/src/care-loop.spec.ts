import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { openBrowser, type BrowserSession } from './support/browser';
import { shellUrl } from './support/ports';
import { DEMO_PROFESSIONAL, signIn } from './support/session';
import { statValue, waitForNotice } from './support/site';
import { useSiteUnderTest } from './support/site-under-test';

// The care loop as two people live it, each in their own browser: the professional invites, a new patient signs up
// with the link, the professional assigns a program with a custom dosage on every weekday, the patient plays Today
// and logs pain 3, and the professional sees the session, the adherence and the pain.
const PROGRAM = 'Lower back: home program'; // the demo seed's program
const PATIENTS = '/dashboard/professional/patients';

const axeViolations = async (page: Page) => {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
};

const painChart = (page: Page) => page.getByRole('figure', { name: 'Pain over time' });

/** Clicking the button saves the assignment's handout: a real PDF. */
async function expectPdf(page: Page, button: Locator): Promise<void> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

describe('care loop, professional and patient', () => {
  const site = useSiteUnderTest();
  let patient: BrowserSession;
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const account = { username: `pat.${suffix}`, email: `pat.${suffix}@example.com`, password: 'e2e-password-1' };

  beforeAll(async () => {
    patient = await openBrowser({ width: 375, height: 800 });
    await signIn(site.browser.page, DEMO_PROFESSIONAL);
  });
  afterAll(async () => {
    await patient?.close();
  });

  it('invites, links, assigns with a dosage, plays and logs a session, and shows it to the professional', async () => {
    const pro = site.browser.page;

    // 1. demo.pro invites from the Patients page: a code and a sign-up link on this site.
    await pro.goto(shellUrl(PATIENTS));
    await pro.getByRole('heading', { level: 1, name: 'Patients' }).waitFor();
    await pro.getByRole('button', { name: 'Invite', exact: true }).click();
    await waitForNotice(pro, 'Invitation created');
    const link = (await pro.getByTestId('invitation-link').textContent()) ?? '';
    const code = (await pro.getByTestId('invitation-code').textContent()) ?? '';
    expect(code).toMatch(/^[A-Z2-9]{10}$/);
    expect(link).toBe(shellUrl(`/sign-up?invite=${code}`));

    // 2. The new patient opens the link on a phone: Patient is preselected, and sign-up links them.
    const me = patient.page;
    await me.goto(link);
    await me.getByText('You were invited by your physiotherapist.').waitFor();
    await expect(me.getByRole('radio', { name: 'Patient' }).isChecked()).resolves.toBe(true);
    await me.getByLabel('Username').fill(account.username);
    await me.getByLabel('Email address').fill(account.email);
    await me.getByLabel('Password').fill(account.password);
    await me.getByRole('button', { name: 'Create account' }).click();
    await waitForNotice(me, 'Linked!', `You are now linked to ${DEMO_PROFESSIONAL.username}.`);
    await me.waitForURL(shellUrl('/dashboard/user'));
    // A new patient's figures are zeros, never samples.
    for (const figure of ['Active programs', 'Completed exercises', 'Upcoming sessions']) {
      await statValue(me, figure).filter({ hasText: /^0$/ }).waitFor();
    }

    // 3. The professional finds them among their patients and assigns the demo program with a custom dosage.
    await pro.reload();
    const row = pro.getByRole('row').filter({ hasText: account.username });
    await row.getByRole('link', { name: account.username }).click();
    await pro.getByRole('heading', { level: 1, name: account.username }).waitFor();
    await pro.getByLabel('Program', { exact: true }).selectOption({ label: PROGRAM });
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
      await pro.getByRole('checkbox', { name: day }).check();
    }
    const firstExercise = pro
      .getByRole('group')
      .filter({ has: pro.getByLabel('Sets') })
      .first();
    const firstTitle = (await firstExercise.locator('legend').textContent()) ?? '';
    await firstExercise.getByLabel('Sets').fill('2');
    await firstExercise.getByLabel('Reps').fill('8');
    await firstExercise.getByLabel('Hold (s)').fill('5');
    await firstExercise.getByLabel('Notes').fill('Slowly, stop if it hurts.');
    await pro.getByRole('button', { name: 'Assign program' }).click();
    await waitForNotice(pro, 'Program assigned', `“${PROGRAM}” was assigned to ${account.username}.`);
    await pro.getByRole('region', { name: 'Assignments' }).getByText(PROGRAM).waitFor();

    // 4. The patient plays Today: the first exercise carries the custom dosage and its own video segment.
    await me.goto(shellUrl('/dashboard/user/today'));
    await me.getByRole('heading', { level: 1, name: 'Today' }).waitFor();
    await me.getByRole('heading', { level: 2, name: firstTitle }).waitFor();
    await me.getByText('2 sets × 8 reps').waitFor();
    await me.getByText('Slowly, stop if it hurts.').waitFor();
    const player = new URL((await me.getByTitle(`${firstTitle} video`).getAttribute('src')) ?? '');
    expect(player.origin).toBe('https://www.youtube-nocookie.com');
    expect(Number(player.searchParams.get('end'))).toBeGreaterThan(Number(player.searchParams.get('start')));
    await expect(axeViolations(me)).resolves.toEqual([]);
    const progress = me.getByText(/^Exercise 1 of (\d+)$/);
    const total = Number((await progress.textContent())?.match(/of (\d+)/)?.[1]);
    for (let i = 1; i < total; i++) await me.getByRole('button', { name: 'Done, next exercise' }).click();
    await me.getByRole('button', { name: 'Done, finish session' }).click();

    // Pain by keyboard, as a screen-reader user sets it.
    await me.getByRole('heading', { name: 'How did it go?' }).waitFor();
    await me.getByText(`You completed ${total} of ${total} exercises.`).waitFor();
    const pain = me.getByLabel(/^Pain/);
    await pain.focus();
    for (let i = 0; i < 3; i++) await me.keyboard.press('ArrowRight');
    await expect(pain.getAttribute('aria-valuetext')).resolves.toBe('3 of 10');
    await me.getByRole('button', { name: 'Save session' }).click();
    await waitForNotice(me, 'Session logged');
    await me.getByText('All done for today').waitFor();

    // Their history draws the day's pain; the program page has the handout.
    await me.goto(shellUrl('/dashboard/user/history'));
    await me.getByRole('heading', { level: 1, name: 'History' }).waitFor();
    await painChart(me)
      .getByText(/^Pain 3\/10 on .*, the only logged day\.$/)
      .waitFor();
    await painChart(me).locator('svg').first().waitFor();
    await expect(axeViolations(me)).resolves.toEqual([]);
    await me.goto(shellUrl('/dashboard/user'));
    await me
      .getByRole('link', { name: new RegExp(PROGRAM) })
      .first()
      .click();
    await me.getByRole('heading', { level: 1, name: PROGRAM }).waitFor();
    await expectPdf(me, me.getByRole('button', { name: 'Handout (PDF)' }));

    // 5. The professional sees the session, full adherence over the days scheduled so far, and the pain.
    await pro.reload();
    await pro.getByRole('heading', { level: 1, name: account.username }).waitFor();
    const log = pro.getByRole('region', { name: 'Session log' });
    const logged = log.getByRole('row').filter({ hasText: PROGRAM });
    await logged.waitFor();
    // Date, Program, Completed, Pain, Difficulty: the columns of the participant's own History too.
    await expect(logged.getByRole('cell').nth(2).textContent()).resolves.toBe(`${total}/${total}`);
    await expect(logged.getByRole('cell').nth(3).textContent()).resolves.toBe('3');
    await statValue(pro, 'Adherence 7d')
      .filter({ hasText: /^100%$/ })
      .waitFor();
    await expect(axeViolations(pro)).resolves.toEqual([]);

    // The list of patients carries the same figures.
    await pro.goto(shellUrl(PATIENTS));
    await expect(row.getByRole('cell').nth(1).textContent()).resolves.toBe('100%');

    expect(site.browser.pageErrors).toEqual([]);
    expect(patient.pageErrors).toEqual([]);
  });
});
