import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

// System Chromium with flags that keep it quiet on a closed network (the benches read the same file).
import CHROME_FLAGS from './chromium-flags.json';

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors: a composed site must have none. */
  pageErrors: string[];
  close(): Promise<void>;
}

export async function openBrowser(viewport = { width: 1280, height: 900 }): Promise<BrowserSession> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'physio-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROME_FLAGS,
    headless: true,
    viewport,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return {
    context,
    page,
    pageErrors,
    async close() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
