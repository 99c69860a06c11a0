// Every result file carries the conditions it was measured in: the machine is shared and noisy, so a figure
// without its load average and cpu count cannot be compared with another run's.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const RESULTS_DIR = path.join(ROOT, 'bench/results');

function gitSha() {
  try {
    const sha = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
    // A dirty tree means the figures belong to uncommitted work: say so rather than pretend it was `sha`.
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: ROOT, encoding: 'utf8' }).trim() !== '';
    return dirty ? `${sha}-dirty` : sha;
  } catch {
    return 'unknown';
  }
}

/** Captured when a suite starts (load average at start is what the brief asks for). */
export function environment() {
  return {
    timestamp: new Date().toISOString(),
    git: gitSha(),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    loadavgAtStart: os.loadavg().map((n) => Math.round(n * 100) / 100),
  };
}

export function writeResult(name, env, body) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${name}.json`);
  const loadavgAtEnd = os.loadavg().map((n) => Math.round(n * 100) / 100);
  writeFileSync(file, `${JSON.stringify({ ...env, loadavgAtEnd, ...body }, null, 2)}\n`);
  return path.relative(ROOT, file);
}

/** A goal is recorded, never enforced: benchmarks report, they do not fail the run. */
export function goal(description, actual, pass) {
  return { goal: description, actual, pass: Boolean(pass) };
}

export function printGoals(goals) {
  for (const g of goals) console.log(`  ${g.pass ? 'PASS' : 'FAIL'}  ${g.goal}  (actual: ${g.actual})`);
}
