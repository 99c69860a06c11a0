#!/usr/bin/env node
// The browser suite's two expensive preparations, in plain Node so `npm test` (tools/test.mjs) can start them
// in the background long before the suite runs, while it installs packages and runs the checks; the suite's
// support code (src/support/previous-release.ts, src/support/redeploy.ts) calls the same functions through
// this script when nothing prepared them, so there is one way to make each:
//
//   node e2e/prepare.mjs previous-release      the previous release's web apps, built from its own commit
//   node e2e/prepare.mjs redeploy <app> <dir>  a production build of <app> with a new BUILD_ID into <dir>
//
// Both write into a temporary folder first and rename it into place when complete, so a run stopped half-way
// never leaves a folder that looks finished.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const WEB_APPS = ['shell', 'mfe-public', 'mfe-professional', 'mfe-participant'];

/** The commit of the release before this one (e2e/previous-release.txt). */
export const PREVIOUS_RELEASE = readFileSync(path.join(root, 'e2e', 'previous-release.txt'), 'utf8').trim();

/** Where the previous release's dist folders are kept: a machine builds them once. */
export const PREVIOUS_RELEASE_CACHE = path.join(root, 'node_modules', '.cache', 'previous-release', PREVIOUS_RELEASE);

const complete = (dir) => WEB_APPS.every((app) => existsSync(path.join(dir, app, 'mf-manifest.json')));

/** Runs a command; on failure, the error carries the tail of its output. */
function run(command, args, cwd, env) {
  const result = spawnSync(command, args, { cwd, env, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed:\n${`${result.stdout}${result.stderr}`.slice(-6000)}`);
}

/**
 * The previous release's web apps, built as that release built them: a git worktree of its commit, its own
 * `npm ci` and build. Returns the folder holding one dist folder per app.
 */
export function preparePreviousRelease() {
  if (complete(PREVIOUS_RELEASE_CACHE)) return PREVIOUS_RELEASE_CACHE;

  // Outside this checkout, so nothing of the current release's node_modules is found by walking up.
  const worktree = mkdtempSync(path.join(tmpdir(), 'physio-previous-release-'));
  const git = (...args) => execFileSync('git', args, { cwd: root, stdio: 'pipe' });
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
    const parent = path.dirname(PREVIOUS_RELEASE_CACHE);
    mkdirSync(parent, { recursive: true });
    const staging = mkdtempSync(path.join(parent, `${PREVIOUS_RELEASE}.partial-`));
    for (const app of WEB_APPS) cpSync(path.join(worktree, app, 'dist'), path.join(staging, app), { recursive: true });
    rmSync(PREVIOUS_RELEASE_CACHE, { recursive: true, force: true });
    renameSync(staging, PREVIOUS_RELEASE_CACHE);
  } finally {
    git('worktree', 'remove', '--force', worktree);
  }
  return PREVIOUS_RELEASE_CACHE;
}

/**
 * A team's redeploy of one app: a production build of the current sources with a new BUILD_ID (`<prefix>-<time>`)
 * into `dir`, then its prerender (as `npm run build` does), which writes prerender.json beside the script.
 * Nothing happens when `dir` already holds a finished build. Returns the build id.
 */
export function prepareRedeploy(app, dir, prefix = 'redeploy') {
  const manifest = path.join(dir, 'mf-manifest.json');
  if (!existsSync(manifest)) {
    mkdirSync(path.dirname(dir), { recursive: true });
    const staging = mkdtempSync(`${dir}.partial-`);
    const { NODE_ENV: _jestNodeEnv, ...inherited } = process.env;
    execFileSync(path.join(root, 'node_modules/.bin/webpack'), ['--mode', 'production', '--output-path', staging], {
      cwd: path.join(root, app),
      env: { ...inherited, BUILD_ID: `${prefix}-${Date.now()}` },
      stdio: 'pipe',
    });
    const prerender = path.join(staging, 'prerender.js');
    if (existsSync(prerender)) execFileSync(process.execPath, [prerender], { stdio: 'pipe' });
    rmSync(dir, { recursive: true, force: true });
    renameSync(staging, dir);
  }
  return JSON.parse(readFileSync(manifest, 'utf8')).metaData.buildInfo.buildId;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [command, ...args] = process.argv.slice(2);
  try {
    if (command === 'previous-release') console.log(preparePreviousRelease());
    else if (command === 'redeploy' && args.length >= 2) console.log(prepareRedeploy(args[0], args[1], args[2]));
    else {
      console.error('usage: node e2e/prepare.mjs previous-release | redeploy <app> <dir> [id prefix]');
      process.exit(2);
    }
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
