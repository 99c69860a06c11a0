#!/usr/bin/env node
// `npm test`: prepare the machine, then lint, type-check and run every project's jest suites
// (unit, API on SQLite and PostgreSQL and again on Node 22, browser e2e, every image built and the compose stack run
// from them on podman), and print one summary line. The image tests (tools/images/README.md, "Durations") took
// 12.8 minutes once podman and the Debian base image existed, on a 2-core machine loaded 15-fold by others; a cold
// machine adds ~4 (apt) and ~14 (the base image, mostly mmdebstrap on the mirror) there. PHYSIO_IMAGE_TESTS=0
// leaves them out (a developer's quick run; CI runs them).
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureChromium, ensureDockerCompose, ensurePodman, ensurePostgres, ensureRedis } from './lib/ensure-env.mjs';
import { collectReports, summarize } from './lib/jest-summary.mjs';
import { runSync } from './lib/run.mjs';
import { runApiSuitesOnNode22 } from './node22/ensure-node22.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const startedAt = Date.now();
/** Seconds since `npm test` started: each step's end is printed, so a CI log shows where the time went. */
const elapsed = (at = Date.now()) => `+${Math.round((at - startedAt) / 1000)} s`;
const mark = (what) => console.log(`[npm test ${elapsed()}] ${what}`);
const imageTests = process.env.PHYSIO_IMAGE_TESTS !== '0';

// Preparations that need nothing from the steps below, started now in the background so that their downloads
// and builds overlap the apt installs, the format check, lint and type-check (nothing there measures time):
// the previous release's npm ci and build (the version-skew suite's), the run's redeployed build of mfe-public
// (independent-deploy and gradual-release share it) and Node 22 with its better-sqlite3. They are only warm-ups:
// each consumer makes its thing itself when it finds it missing, so a failure here changes no result (its log
// is shown). They are awaited before the unit suites, which then run on an otherwise idle machine.
const redeployDir = mkdtempSync(path.join(tmpdir(), 'physio-e2e-redeploy-'));
const prepare = path.join(root, 'e2e', 'prepare.mjs');
const backgroundChildren = [];
const background = [
  startBackground('previous release', [prepare, 'previous-release']),
  startBackground('redeployed mfe-public', [prepare, 'redeploy', 'mfe-public', path.join(redeployDir, 'mfe-public')]),
  startBackground('Node 22', [
    '--input-type=module',
    '-e',
    `(await import(${JSON.stringify(pathToFileURL(path.join(root, 'tools/node22/ensure-node22.mjs')).href)})).ensureNode22()`,
  ]),
];

try {
  ensureChromium();
  ensureDockerCompose();
  if (imageTests) ensurePodman();
  await ensurePostgres();
  await ensureRedis();
} catch (error) {
  console.error(`\nnpm test cannot run here: ${error.message}\n`);
  for (const child of backgroundChildren) child.kill('SIGTERM');
  rmSync(redeployDir, { recursive: true, force: true });
  process.exit(1);
}

for (const file of collectReports(root)) rmSync(file, { force: true });

const nx = path.join(root, 'node_modules', '.bin', 'nx');
const compose = runSync('docker-compose', ['config', '-q'], { cwd: root });
if (compose !== 0) console.error('docker-compose.yml is not valid: see above.');
mark('machine ready');
const format = runSync('npm', ['run', '--silent', 'format:check'], { cwd: root });
mark('format check done');
const checks = runSync(nx, ['run-many', '-t', 'lint', 'typecheck', '--parallel=2'], { cwd: root }) || compose || format;
mark('lint and type-check done');
// At most the 20 minutes the version-skew suite allowed its own build; a preparation still running then is stopped
// (its log shown) and the suite that needs it makes it again, failing there with the reason.
const backgroundDone = Promise.all(background).then(() => true);
if (!(await Promise.race([backgroundDone, new Promise((resolve) => setTimeout(resolve, 20 * 60_000, false))]))) {
  for (const child of backgroundChildren) if (child.exitCode === null) child.kill('SIGTERM');
  await backgroundDone;
}
mark('background preparations done');
const unit = runSync(nx, ['run-many', '-t', 'test', '--exclude=e2e', '--parallel=2'], { cwd: root });
mark('unit and API suites done');
// The images run Node 22; these machines may run an older LTS (engines admits >=20.19): the API suites once more
// on Node 22 (the binary from the npm registry).
const api22 = runApiSuitesOnNode22();
mark('API suites on Node 22 done');
// The browser suite runs alone: it starts the built site and the API on their own ports.
const e2e = runSync(nx, ['run', 'e2e:test'], { cwd: root, env: { E2E_REDEPLOY_DIR: redeployDir } });
rmSync(redeployDir, { recursive: true, force: true });
mark('browser suite done');
// The images, from the apps built once (the e2e suite's builds, from the Nx cache), and the compose stack run
// from them on podman.
const images = imageTests ? runImageTests() : 0;
if (imageTests) mark('image tests done');

const { passed, failed } = summarize(collectReports(root));
console.log(`\n${passed} passed, ${failed} failed`);
if (checks !== 0)
  console.error('Formatting, lint or type-check failed: see above (`npm run format` fixes formatting).');
// No report at all means the suites did not run: that is a failure, not a pass.
process.exit(checks || unit || api22 || e2e || images || (failed > 0 || passed === 0 ? 1 : 0));

function runImageTests() {
  const apps = ['api', 'shell', 'mfe-public', 'mfe-professional', 'mfe-participant'];
  const built = runSync(nx, ['run-many', '-t', 'build', '-p', ...apps], { cwd: root });
  if (built !== 0) return built;
  const jest = path.join(root, 'node_modules', 'jest', 'bin', 'jest.js');
  const report = ['--json', '--outputFile=tools/images/jest-report.json'];
  return runSync(
    process.execPath,
    ['--experimental-vm-modules', jest, '--config', 'tools/images/jest.config.mjs', ...report],
    {
      cwd: root,
    },
  );
}

/** `node <args>` in the background, its output kept in a log file; resolves when it ends, showing the log on failure. */
function startBackground(name, args) {
  const log = path.join(mkdtempSync(path.join(tmpdir(), 'physio-test-')), 'output.log');
  const out = openSync(log, 'w');
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', out, out] });
  closeSync(out);
  backgroundChildren.push(child);
  return new Promise((resolve) => {
    child.once('error', (error) => {
      console.error(`(background) ${name} could not start: ${error.message}`);
      resolve();
    });
    child.once('exit', (code, signal) => {
      // The exit is seen only between the steps above (they block); its log's last write says when it ended.
      const took = `last output at ${elapsed(statSync(log).mtimeMs)}`;
      if (code === 0) console.log(`(background) ${name}: ready, ${took}`);
      else {
        const tail = readFileSync(log, 'utf8').slice(-4000);
        console.error(`(background) ${name} failed (${code ?? signal}), ${took}; made again where needed:\n${tail}`);
      }
      rmSync(path.dirname(log), { recursive: true, force: true });
      resolve();
    });
  });
}
