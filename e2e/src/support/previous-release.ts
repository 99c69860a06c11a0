import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { WEB_APPS } from './stack';
import type { WebApp } from './ports';

const root = path.resolve(__dirname, '../../..');

/**
 * The commit of the release before this one (e2e/previous-release.txt): what the version-skew suite composes
 * with the current apps. Bump it when a release ships.
 */
export const PREVIOUS_RELEASE = readFileSync(path.join(root, 'e2e', 'previous-release.txt'), 'utf8').trim();

const CACHE = path.join(root, 'node_modules', '.cache', 'previous-release', PREVIOUS_RELEASE);

/** Runs a command; on failure, the error carries the tail of its output. */
function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): void {
  const result = spawnSync(command, args, { cwd, env, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed:\n${`${result.stdout}${result.stderr}`.slice(-6000)}`);
}

/**
 * The previous release's web apps, built as that release built them: a git worktree of its commit, its own
 * `npm ci` and `npm run build`. The dist folders are kept under node_modules/.cache, so a machine builds them once.
 */
export function previousReleaseDists(): Record<WebApp, string> {
  const dists = Object.fromEntries(WEB_APPS.map((app) => [app, path.join(CACHE, app)])) as Record<WebApp, string>;
  if (WEB_APPS.every((app) => existsSync(path.join(dists[app], 'mf-manifest.json')))) return dists;

  // Outside this checkout, so nothing of the current release's node_modules is found by walking up.
  const worktree = mkdtempSync(path.join(tmpdir(), 'physio-previous-release-'));
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, stdio: 'pipe' });
  git('worktree', 'add', '--detach', worktree, PREVIOUS_RELEASE);
  try {
    // As a developer's shell would run the build: jest's NODE_ENV=test must not reach webpack.
    const { NODE_ENV: _jestNodeEnv, ...inherited } = process.env;
    const env = { ...inherited, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', BUILD_ID: 'previous' };
    run('npm', ['ci', '--no-audit', '--no-fund'], worktree, env);
    run(
      path.join(worktree, 'node_modules', '.bin', 'nx'),
      ['run-many', '-t', 'build', '-p', ...WEB_APPS, '--parallel=2', '--skipNxCache', '--output-style=static'],
      worktree,
      env,
    );
    for (const app of WEB_APPS) {
      mkdirSync(dists[app], { recursive: true });
      cpSync(path.join(worktree, app, 'dist'), dists[app], { recursive: true });
    }
  } finally {
    git('worktree', 'remove', '--force', worktree);
  }
  return dists;
}
