import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { WebApp } from './ports';

const root = path.resolve(__dirname, '../../..');

/**
 * mfe-public as its team redeploys it: a production build of the current sources with a build id of its own
 * (`redeploy-<time>`), never the one the stack serves. The independent-deploy and gradual-release suites need
 * the same thing (a second build to serve in place of, or beside, the first), so the run makes it once, in the
 * folder E2E_REDEPLOY_DIR names (jest.global-setup.js); `npm test` builds it there in the background while it
 * installs and checks. Each suite serves it from servers of its own; nothing writes to the folder once it is made.
 */
export function redeployedPublicBuild(): { dist: string; id: string } {
  const dir = process.env.E2E_REDEPLOY_DIR;
  if (!dir) throw new Error('E2E_REDEPLOY_DIR is not set: run the browser suite with e2e/jest.config.js');
  const dist = path.join(dir, 'mfe-public');
  const id = execFileSync(process.execPath, [path.join(root, 'e2e', 'prepare.mjs'), 'redeploy', 'mfe-public', dist], {
    cwd: root,
    encoding: 'utf8',
  }).trim();
  return { dist, id };
}

/** sha256 of every file of a build, to prove a deploy left it byte for byte as it was. */
export function fingerprint(dir: string): Record<string, string> {
  const result: Record<string, string> = {};
  const walk = (current: string) => {
    for (const name of readdirSync(current)) {
      const file = path.join(current, name);
      if (statSync(file).isDirectory()) walk(file);
      else result[path.relative(dir, file)] = createHash('sha256').update(readFileSync(file)).digest('hex');
    }
  };
  walk(dir);
  return result;
}

export const distOf = (app: WebApp) => path.join(root, app, 'dist');
