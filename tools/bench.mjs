#!/usr/bin/env node
// `npm run bench [-- api|care|library|load|detection|sizes|web] [--no-build]`: runs the benchmark suites in order, each
// writing bench/results/<name>.json and printing a short summary. Benchmarks measure and report their
// goals; they never fail on a figure (only on a suite that could not run at all).
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runSync } from './lib/run.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SUITES = {
  api: () => import('../bench/api/index.mjs').then((m) => m.runApiSuite()),
  care: () => import('../bench/care/index.mjs').then((m) => m.runCareSuite()),
  library: () => import('../bench/library/index.mjs').then((m) => m.runLibrarySuite()),
  load: () => import('../bench/load/index.mjs').then((m) => m.runLoadSuite()),
  detection: () => import('../bench/detection/index.mjs').then((m) => m.runDetectionSuite()),
  sizes: () => import('../bench/sizes/index.mjs').then((m) => m.runSizesSuite()),
  web: () => import('../bench/web/index.mjs').then((m) => m.runWebSuite()),
};

const args = process.argv.slice(2);
const build = !args.includes('--no-build');
const wanted = args.filter((a) => !a.startsWith('--'));
const unknown = wanted.filter((name) => !SUITES[name]);
if (unknown.length) {
  console.error(
    `Unknown suite(s): ${unknown.join(', ')}. Expected: ${Object.keys(SUITES).join(', ')} (and optionally --no-build).`,
  );
  process.exit(2);
}
const selected = wanted.length ? Object.keys(SUITES).filter((name) => wanted.includes(name)) : Object.keys(SUITES);

// Every suite but detection measures built output (api/dist, <app>/dist): build first so the figures
// describe the current sources. Nx caches, so an up-to-date tree costs seconds.
if (build && selected.some((name) => name !== 'detection')) {
  console.log('Building every project (npx nx run-many -t build; --no-build skips this)…');
  if (
    runSync(path.join(root, 'node_modules/.bin/nx'), ['run-many', '-t', 'build', '--outputStyle=static'], {
      cwd: root,
    }) !== 0
  ) {
    console.error('The build failed: the benchmarks need built output.');
    process.exit(1);
  }
  await settle();
}

// The build leaves the 1-minute load average high on a 2-core machine, and the API figures pay for it.
// Give it up to 90 s to settle (other people's work may keep it high: each file records the load it saw).
async function settle() {
  const target = os.cpus().length * 1.5;
  const deadline = Date.now() + 90_000;
  while (os.loadavg()[0] > target && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5000));
}

const failed = [];
for (const name of selected) {
  try {
    await SUITES[name]();
  } catch (error) {
    failed.push(name);
    console.error(`\n${name}: the suite could not run: ${error.stack ?? error}`);
  }
}
console.log(
  `\nbench: ${selected.length - failed.length}/${selected.length} suites ran${failed.length ? ` (failed: ${failed.join(', ')})` : ''}; results in bench/results/`,
);
process.exit(failed.length ? 1 : 0);
