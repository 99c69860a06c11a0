// A build context holding what the Dockerfiles' SOURCE=prebuilt stages copy, laid out as the images run it, so
// each image build is a COPY or two and nothing runs inside a container (every step of a build is a full copy of
// the root filesystem on vfs storage; npm ci in every image made cold builds take ~40 minutes):
//   runtime/api/  the API image's /app: production node_modules, api/dist, shared/util's dist
//   runtime/web/  the web images' /srv: the web server (server/) and its production node_modules
//   <app>/dist    each web app as `npx nx run-many -t build` left it (the packaged build is the tested build)
// The production node_modules are copied out of this checkout's node_modules, which npm ci laid out from the lock
// file: `npm ls --omit=dev --all` names each workspace's production packages (offline, seconds; an `npm ci
// --omit=dev` took minutes here). The one native module without N-API, better-sqlite3, gets its Node 22 build
// (tools/node22, compiled once per machine for the API suites on Node 22): the images run Node 22.
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ensureNode22, SQLITE_ADDON } from '../node22/ensure-node22.mjs';

export const WEB_APPS = ['shell', 'mfe-public', 'mfe-professional', 'mfe-participant'];

const skipNodeModules = (source) => !source.split(path.sep).includes('node_modules');

function copyFrom(root, relative, to, filter = skipNodeModules) {
  const from = path.join(root, relative);
  if (!existsSync(from)) throw new Error(`${from} is missing: build the apps first (npx nx run-many -t build).`);
  mkdirSync(path.dirname(to), { recursive: true });
  cpSync(from, to, { recursive: true, filter, verbatimSymlinks: true });
}

/**
 * One workspace's installed production packages, as paths relative to `root` (node_modules/x, and
 * <workspace>/node_modules/y where npm keeps a version that differs from the root's). The workspaces themselves
 * (linked under node_modules/@physio) are left out: an image holds what it runs, not every workspace.
 */
function productionPackages(root, workspace) {
  const args = ['ls', '--omit=dev', '--all', '--parseable', '--workspace', workspace];
  const result = spawnSync('npm', args, { cwd: root, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  if (result.status !== 0)
    throw new Error(
      `npm ${args.join(' ')} failed (${result.status}): is node_modules what npm ci installs from the lock file?\n` +
        result.stderr.slice(-3000),
    );
  const paths = new Set(
    result.stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => path.relative(root, line))
      .filter(
        (relative) => relative.includes('node_modules') && !relative.startsWith(path.join('node_modules', '@physio')),
      ),
  );
  if (paths.size === 0) throw new Error(`npm ${args.join(' ')} listed no packages`);
  return [...paths];
}

/** Copies packages (relative to `root`) into `to`; `move` maps a package's path to its place under `to`. */
function copyPackages(root, packages, to, move = (relative) => relative) {
  for (const relative of packages) {
    const target = path.join(to, move(relative));
    mkdirSync(path.dirname(target), { recursive: true });
    // A package's own nested node_modules holds packages of their own, listed and copied on their own.
    const from = path.join(root, relative);
    const nested = path.join(from, 'node_modules');
    cpSync(from, target, { recursive: true, verbatimSymlinks: true, filter: (source) => source !== nested });
  }
}

/** The API image's /app under `api`: production packages, the build, shared/util, the Node 22 better-sqlite3. */
export function apiRuntime(root, api) {
  copyPackages(root, productionPackages(root, 'api'), api);
  mkdirSync(path.join(api, 'api', 'node_modules'), { recursive: true });
  copyFrom(root, 'api/dist', path.join(api, 'api', 'dist'));
  copyFrom(root, 'api/package.json', path.join(api, 'api', 'package.json'));
  copyFrom(root, 'shared/util/dist', path.join(api, 'shared', 'util', 'dist'));
  copyFrom(root, 'shared/util/package.json', path.join(api, 'shared', 'util', 'package.json'));
  mkdirSync(path.join(api, 'node_modules', '@physio'), { recursive: true });
  symlinkSync('../../shared/util', path.join(api, 'node_modules', '@physio', 'util'));
  // This machine's build of better-sqlite3 is for the Node that ran npm ci; the image runs Node 22.
  const sqlite = path.join(api, 'node_modules', 'better-sqlite3', 'build');
  rmSync(sqlite, { recursive: true, force: true });
  mkdirSync(path.join(sqlite, 'Release'), { recursive: true });
  cpSync(ensureNode22() && SQLITE_ADDON, path.join(sqlite, 'Release', 'better_sqlite3.node'));
}

/** The web images' /srv under `web` (without dist/): the web server's tree moves to server/, as in the repository. */
export function webRuntime(root, web) {
  const server = path.join('tools', 'web-server');
  copyPackages(root, productionPackages(root, '@physio/web-server'), web, (relative) =>
    relative.startsWith(server + path.sep) ? path.join('server', path.relative(server, relative)) : relative,
  );
  for (const entry of ['package.json', 'index.mjs', 'server.mjs', 'src'])
    copyFrom(root, path.join(server, entry), path.join(web, 'server', entry));
}

/** Copies the prebuilt context out of `root` (a checkout whose apps are built) into a new temporary directory. */
export function prebuiltContext(root) {
  const context = mkdtempSync(path.join(tmpdir(), 'physio-context-'));
  try {
    apiRuntime(root, path.join(context, 'runtime', 'api'));
    webRuntime(root, path.join(context, 'runtime', 'web'));
    copyFrom(root, 'api/docker', path.join(context, 'api', 'docker'));
    for (const app of WEB_APPS) copyFrom(root, path.join(app, 'dist'), path.join(context, app, 'dist'));
    return context;
  } catch (error) {
    rmSync(context, { recursive: true, force: true });
    throw error;
  }
}
