// Hydration as visitors meet it: every page mfe-public prerendered, opened in Chromium as a visitor
// and then signed in (the demo professional), counting console errors and uncaught errors. React
// reports a page that does not match its HTML through onRecoverableError, which logs an error.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ROOT } from '../lib/result-file.mjs';
import { CHROME_FLAGS, CHROME_PATH } from './chrome-flags.mjs';

const DEMO_PROFESSIONAL = { username: 'demo.pro', password: 'physio-demo-1' };

/** Until the app has taken the page over: the shell marks the root data-hydrated once the page is React's. */
const hydrated = (page) =>
  page.waitForFunction(
    () => !document.querySelector('#root[data-prerendered]') || document.querySelector('#root[data-hydrated]'),
    null,
    { timeout: 15_000 },
  );

export async function countHydrationErrors(shellOrigin) {
  const paths = JSON.parse(readFileSync(path.join(ROOT, 'mfe-public/dist/prerender.json'), 'utf8')).pages.map(
    (page) => page.path,
  );
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'physio-bench-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROME_PATH,
    args: CHROME_FLAGS,
    headless: true,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    let errors = [];
    page.on(
      'console',
      (message) => message.type() === 'error' && errors.push(`${page.url()}: ${message.text().slice(0, 300)}`),
    );
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    const visit = async () => {
      for (const pathname of paths) {
        await page.goto(shellOrigin + pathname);
        await hydrated(page);
      }
      const found = errors;
      errors = [];
      return found;
    };
    const visitor = await visit();
    await page.goto(`${shellOrigin}/sign-in`);
    await page.getByLabel('Username').fill(DEMO_PROFESSIONAL.username);
    await page.getByLabel('Password').fill(DEMO_PROFESSIONAL.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/dashboard\//);
    errors = [];
    const signedIn = await visit();
    return { pages: paths.length, visitor, signedIn };
  } finally {
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}
