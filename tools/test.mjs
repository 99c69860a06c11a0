#!/usr/bin/env node
// `npm test`: prepare the machine, then lint, type-check and run every project's jest suites
// (unit, API on SQLite and PostgreSQL and again on Node 22, browser e2e, every image built and the compose stack run
// from them on podman), and print one summary line. The image tests (tools/images/README.md, "Durations") took
// 12.8 minutes once podman and the Debian base image existed, on a 2-core machine loaded 15-fold by others; a cold
// machine adds ~4 (apt) and ~14 (the base image, mostly mmdebstrap on the mirror) there. PHYSIO_IMAGE_TESTS=0
// leaves them out (a developer's quick run; CI runs them).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium, ensureDockerCompose, ensurePodman, ensurePostgres, ensureRedis } from './lib/ensure-env.mjs';
import { collectReports, summarize } from './lib/jest-summary.mjs';
import { runSync } from './lib/run.mjs';
import { runApiSuitesOnNode22 } from './node22/ensure-node22.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const imageTests = process.env.PHYSIO_IMAGE_TESTS !== '0';

try {
  ensureChromium();
  ensureDockerCompose();
  if (imageTests) ensurePodman();
  await ensurePostgres();
  await ensureRedis();
} catch (error) {
  console.error(`\nnpm test cannot run here: ${error.message}\n`);
  process.exit(1);
}

for (const file of collectReports(root)) rmSync(file, { force: true });

const nx = path.join(root, 'node_modules', '.bin', 'nx');
const compose = runSync('docker-compose', ['config', '-q'], { cwd: root });
if (compose !== 0) console.error('docker-compose.yml is not valid: see above.');
const format = runSync('npm', ['run', '--silent', 'format:check'], { cwd: root });
const checks = runSync(nx, ['run-many', '-t', 'lint', 'typecheck', '--parallel=2'], { cwd: root }) || compose || format;
const unit = runSync(nx, ['run-many', '-t', 'test', '--exclude=e2e', '--parallel=2'], { cwd: root });
// The images run Node 22; these machines may run an older LTS (engines admits >=20.19): the API suites once more
// on Node 22 (the binary from the npm registry).
const api22 = runApiSuitesOnNode22();
// The browser suite runs alone: it starts the built site and the API on their own ports.
const e2e = runSync(nx, ['run', 'e2e:test'], { cwd: root });
// The images, from the apps built once (the e2e suite's builds, from the Nx cache), and the compose stack run
// from them on podman.
const images = imageTests ? runImageTests() : 0;

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
