// podman as the image tests run it: as root, on the vfs storage driver with runc, and this directory's
// containers.conf. No Docker engine is needed; `--network=host` reaches PostgreSQL and Redis on the machine.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const GLOBAL_ARGS = ['--storage-driver=vfs', '--runtime', 'runc'];
const ENV = { ...process.env, CONTAINERS_CONF: path.join(here, 'containers.conf') };

/** Runs podman to completion; returns { status, stdout, stderr } (output captured unless `inherit`). */
export function podman(args, { inherit = false, input } = {}) {
  const result = spawnSync('podman', [...GLOBAL_ARGS, ...args], {
    env: ENV,
    input,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: inherit ? ['ignore', 'inherit', 'inherit'] : ['pipe', 'pipe', 'pipe'],
  });
  return { status: result.status ?? 1, stdout: result.stdout ?? '', stderr: result.stderr ?? '' };
}

/** podman, failing with its output when it fails. */
export function podmanOk(args, options) {
  const result = podman(args, options);
  if (result.status !== 0)
    throw new Error(`podman ${args.join(' ')} failed (${result.status}):\n${result.stderr}${result.stdout}`);
  return result.stdout.trim();
}

/** A long-running podman (a build with its output streamed): resolves with the exit code. */
export function podmanStreaming(args, { log } = {}) {
  return new Promise((resolve) => {
    const child = spawn('podman', [...GLOBAL_ARGS, ...args], { env: ENV, stdio: ['ignore', 'pipe', 'pipe'] });
    const write = (chunk) => (log ? log(chunk.toString('utf8')) : process.stdout.write(chunk));
    child.stdout.on('data', write);
    child.stderr.on('data', write);
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

export function imageExists(name) {
  return podman(['image', 'exists', name]).status === 0;
}

/** Size of an image in bytes, as podman reports it. */
export function imageSize(name) {
  return Number(podmanOk(['image', 'inspect', '--format', '{{.Size}}', name]));
}
