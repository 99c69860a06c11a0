// Small process helpers shared by start, dev, test and bench.
import { spawn, spawnSync } from 'node:child_process';

export const NX_ENV = { NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', NX_SKIP_NX_CACHE: process.env.NX_SKIP_NX_CACHE };

/** Runs a command to completion, inheriting the terminal; returns its exit code. */
export function runSync(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options, env: { ...process.env, ...NX_ENV, ...options.env } });
  return result.status ?? 1;
}

/** Starts a long-running child whose output is prefixed with its name. */
export function startChild(name, command, args, options = {}) {
  const child = spawn(command, args, { ...options, env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (stream, out) => {
    let buffer = '';
    stream.on('data', (chunk) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) out.write(`[${name}] ${line}\n`);
    });
  };
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  return child;
}

/** Polls a URL until it answers 2xx, or fails after `timeoutMs`. */
export async function waitForUrl(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up within ${timeoutMs / 1000} s`);
}

/** Stops every child on Ctrl-C or SIGTERM, then exits. */
export function stopAllOnSignal(children) {
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    setTimeout(() => process.exit(0), 3000).unref();
    Promise.all(children.map((child) => (child.exitCode !== null ? null : new Promise((resolve) => child.once('exit', resolve))))).then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  return stop;
}
