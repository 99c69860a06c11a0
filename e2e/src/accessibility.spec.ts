import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { callApi } from './support/api';
import { openBrowser, type BrowserSession } from './support/browser';
import { shellUrl } from './support/ports';
import { DEMO_PATIENT, DEMO_PROFESSIONAL, signIn } from './support/session';
import { waitForApp } from './support/site';
import { fillParams, pathsFor, type Persona, type RouteParams } from './support/site-routes';
import { useSiteUnderTest } from './support/site-under-test';

// WCAG 2.2 A and AA plus axe's best practices, on every page of the composed site, as each persona
// sees it, on a phone and on a desktop. One browser per persona, one load per page: the page is
// checked at each width by resizing it, which is what a rotating phone or a dragged window does.

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const WIDTHS = [375, 1280];
const HEIGHT = 900;

const ACCOUNTS: Record<Exclude<Persona, 'visitor'>, { username: string; password: string }> = {
  professional: DEMO_PROFESSIONAL,
  participant: DEMO_PATIENT,
};

/** Waits until the page is hydrated, has its heading and has drawn the data it asked the API for. */
async function settle(page: Page): Promise<void> {
  await waitForApp(page);
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
}

async function violationsAt(page: Page, width: number): Promise<string[]> {
  await page.setViewportSize({ width, height: HEIGHT });
  // Two frames, so layout and paint follow the new width before axe measures it.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map(
    (violation) =>
      `${width}px ${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
}

interface SavedExercise {
  id: number;
  title: string;
  start_time: number;
  end_time: number;
  video: { id: number };
}

/** A video of the demo professional, a program with one of its exercises and a linked patient, for the routes that take an id. */
async function professionalParams(page: Page): Promise<RouteParams> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  if (!token) throw new Error('no token after signing in');
  const saved = await callApi<{ results: SavedExercise[] }>('GET', '/api/exercises/?page=1&page_size=1', { token });
  const exercise = saved.body.results[0];
  if (!exercise) throw new Error(`the demo professional has no exercise: ${JSON.stringify(saved.body)}`);
  const program = await callApi<{ id: number }>('POST', '/api/programs/', {
    token,
    body: {
      title: 'Knee basics',
      description: 'Two weeks of gentle strength work.',
      difficulty: 'beginner',
      status: 'active',
      items: [
        {
          exercise_id: exercise.id,
          video_id: exercise.video.id,
          start_time: exercise.start_time,
          end_time: exercise.end_time,
          title: exercise.title,
        },
      ],
    },
  });
  if (program.status !== 201) throw new Error(`no program: ${program.status} ${JSON.stringify(program.body)}`);
  const linked = await callApi<{ results: { id: number }[] }>('GET', '/api/participants/?page=1&page_size=1', {
    token,
  });
  const patient = linked.body.results[0];
  if (!patient) throw new Error(`the demo professional has no linked patient: ${JSON.stringify(linked.body)}`);
  return {
    videoId: exercise.video.id,
    exerciseId: exercise.id,
    programId: program.body.id,
    patientId: patient.id,
  };
}

/** The newest published exercise and program of the public library, for their pages. */
async function visitorParams(): Promise<RouteParams> {
  const exercises = await callApi<{ results: { slug: string }[] }>('GET', '/api/library/exercises/?page_size=1');
  const programs = await callApi<{ results: { slug: string }[] }>('GET', '/api/library/programs/?page_size=1');
  const [exercise] = exercises.body.results;
  const [program] = programs.body.results;
  if (!exercise || !program) throw new Error('the demo seed published no exercise or no program');
  return { exerciseSlug: exercise.slug, programSlug: program.slug };
}

/** One of the demo participant's own assignments, for the program page. */
async function participantParams(page: Page): Promise<RouteParams> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  if (!token) throw new Error('no token after signing in');
  const own = await callApi<{ id: number }[]>('GET', '/api/assignments/', { token });
  const assignment = own.body[0];
  if (!assignment) throw new Error(`the demo participant has no assignment: ${JSON.stringify(own.body)}`);
  return { assignmentId: assignment.id };
}

describe('accessibility (WCAG 2.2 AA and best practices, axe-core)', () => {
  const site = useSiteUnderTest({ width: WIDTHS[WIDTHS.length - 1], height: HEIGHT });

  describe.each<Persona>(['visitor', 'professional', 'participant'])('as %s', (persona) => {
    let browser: BrowserSession;
    let params: RouteParams | undefined;

    beforeAll(async () => {
      browser = persona === 'visitor' ? site.browser : await openBrowser({ width: WIDTHS[0], height: HEIGHT });
      const { page } = browser;
      await page.goto(shellUrl('/'));
      await page.evaluate(() => localStorage.clear());
      if (persona === 'visitor') params = await visitorParams();
      else await signIn(page, ACCOUNTS[persona]);
      if (persona === 'professional') params = await professionalParams(page);
      if (persona === 'participant') params = await participantParams(page);
    });
    afterAll(async () => {
      if (persona !== 'visitor') await browser?.close();
    });

    it.each(pathsFor(persona))('%s has no axe violations at 375 and 1280 px', async (path) => {
      const { page } = browser;
      // A fresh load per page: no sign-in notice still sliding in while axe looks at colours.
      await page.goto(shellUrl(fillParams(path, params)));
      await settle(page);
      const violations: string[] = [];
      for (const width of WIDTHS) violations.push(...(await violationsAt(page, width)));
      expect(violations).toEqual([]);
    });
  });
});
