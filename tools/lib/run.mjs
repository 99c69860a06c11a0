// Small process helpers shared by start, dev, test and bench.
import { spawn, spawnSync } from 'node:child_process';

export const NX_ENV = {
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  NX_TUI: 'false',
  NX_SKIP_NX_CACHE: process.env.NX_SKIP_NX_CACHE,
};

/** Runs a command to completion, inheriting the terminal; returns its exit code. */
export function runSync(command, args, options = {}) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    ...options,
    env: { ...process.env, ...NX_ENV, ...options.env },
  });
  return result.status ?? 1;
}

/** Starts a long-running child whose output is prefixed with its name. */
export function startChild(name, command, args, options = {}) {
  const child = spawn(command, args, {
    ...options,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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

/**
 * Resolves once `check()` (sync or async) is truthy, asking every `intervalMs`; after `timeoutMs` throws
 * `failure()`. What every "wait until it is up" in the scripts uses instead of a fixed sleep.
 */
export async function waitUntil(check, { timeoutMs, intervalMs = 250, failure }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw failure();
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** Until a URL answers 2xx. With `child`, fails at once (with its log, when it keeps one) if the child exits first. */
export async function waitForUrl(url, { timeoutMs = 60_000, child } = {}) {
  const childLog = () => (child?.log ? `:\n${child.log()}` : '');
  await waitUntil(
    async () => {
      if (child && child.exitCode !== null)
        throw new Error(`${child.name ?? 'process'} exited before ${url} answered${childLog()}`);
      try {
        return (await fetch(url)).ok;
      } catch {
        return false; // not listening yet
      }
    },
    { timeoutMs, failure: () => new Error(`${url} did not answer within ${timeoutMs / 1000} s${childLog()}`) },
  );
}

/** Stops every child on Ctrl-C or SIGTERM, then exits. */
export function stopAllOnSignal(children) {
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    setTimeout(() => process.exit(0), 3000).unref();
    Promise.all(
      children.map((child) => (child.exitCode !== null ? null : new Promise((resolve) => child.once('exit', resolve)))),
    ).then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  return stop;
}
