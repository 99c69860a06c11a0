import { writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The prerendered HTML of an app, in its dist (served, so the shell's server can fetch a remote's). */
export const PRERENDER_FILE = 'prerender.json';

/** The Node script the prerender build emits beside the browser build's files; `npm run prerender` runs it. */
export const PRERENDER_SCRIPT = 'prerender.js';

/**
 * Runs an app's `prerender()` and writes what it returns to `dir`/prerender.json. A failure sets the
 * exit code, so `npm run build` (webpack, then the prerender) fails with it.
 */
export async function writePrerendered(prerender: () => Promise<unknown>, dir: string): Promise<void> {
  try {
    await writeFile(path.join(dir, PRERENDER_FILE), JSON.stringify(await prerender()));
  } catch (error) {
    console.error(`Prerendering failed: ${(error as Error).stack ?? String(error)}`);
    process.exitCode = 1;
  }
}
