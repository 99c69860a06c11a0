import { openBrowser, type BrowserSession } from './browser';
import { Stack } from './stack';

export interface SiteUnderTest {
  stack: Stack;
  /** Set once the suite's beforeAll has run. */
  browser: BrowserSession;
}

/**
 * The whole built site (API and four web servers) and one Chromium for the calling spec file:
 * started in beforeAll, stopped in afterAll. Each file gets its own stack, on the shared ports.
 */
export function useSiteUnderTest(viewport?: { width: number; height: number }): SiteUnderTest {
  const site = { stack: new Stack() } as SiteUnderTest;
  beforeAll(async () => {
    await site.stack.start();
    site.browser = await openBrowser(viewport);
  });
  afterAll(async () => {
    await site.browser?.close();
    await site.stack.stop();
  });
  return site;
}
