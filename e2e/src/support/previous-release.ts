import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { WEB_APPS } from './stack';
import type { WebApp } from './ports';

const root = path.resolve(__dirname, '../../..');

/**
 * The commit of the release before this one (e2e/previous-release.txt): what the version-skew suite composes
 * with the current apps. Bump it when a release ships.
 */
export const PREVIOUS_RELEASE = readFileSync(path.join(root, 'e2e', 'previous-release.txt'), 'utf8').trim();

/**
 * The previous release's web apps, built as that release built them: a git worktree of its commit, its own
 * `npm ci` and build (e2e/prepare.mjs). The dist folders are kept under node_modules/.cache, so a machine builds
 * them once; `npm test` starts that build in the background at its very beginning, so here it is usually done.
 */
export function previousReleaseDists(): Record<WebApp, string> {
  const prepare = path.join(root, 'e2e', 'prepare.mjs');
  const cache = execFileSync(process.execPath, [prepare, 'previous-release'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  }).trim();
  return Object.fromEntries(WEB_APPS.map((app) => [app, path.join(cache, app)])) as Record<WebApp, string>;
}
