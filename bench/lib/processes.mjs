// Child processes for the suites: the built API and the static servers. Output is kept in memory and
// only shown when a child dies early, so a bench run prints its figures, not the servers' logs.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';

/** A port nobody listens on right now (other people's tests run on this machine too). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export function start(name, args, { cwd, env }) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk) => {
    log = (log + chunk).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.name = name;
  child.log = () => log;
  child.on('exit', (code, signal) => {
    if (!child.stopping) console.error(`[${name}] exited early (code ${code}, signal ${signal}):\n${log}`);
  });
  return child;
}

export async function stop(children) {
  await Promise.all(
    children.map((child) => {
      if (!child || child.exitCode !== null || child.signalCode !== null) return null;
      child.stopping = true;
      return new Promise((resolve) => {
        const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
        child.once('exit', () => resolve(clearTimeout(kill)));
        child.kill('SIGTERM');
      });
    }),
  );
}

/**
 * CPU time (user + system, ms) a process has used so far, from /proc (null elsewhere). On a shared machine the CPU
 * a server spends per request moves much less with other people's load than its requests per second do.
 */
export function cpuMs(pid) {
  try {
    // Fields after the command name: state is 0, utime 11, stime 12 (clock ticks, 100 per second on Linux).
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}
