import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { WebApp } from './ports';

const root = path.resolve(__dirname, '../../..');

/**
 * A team's redeploy of one app: a production build with a new BUILD_ID, into a fresh folder, then
 * its prerender (as `npm run build` does), which writes prerender.json beside the script.
 */
export function buildApp(app: WebApp, buildId: string): string {
  const out = mkdtempSync(path.join(tmpdir(), `physio-${app}-`));
  execFileSync(path.join(root, 'node_modules/.bin/webpack'), ['--mode', 'production', '--output-path', out], {
    cwd: path.join(root, app),
    env: { ...process.env, BUILD_ID: buildId },
    stdio: 'pipe',
  });
  const prerender = path.join(out, 'prerender.js');
  if (existsSync(prerender)) execFileSync(process.execPath, [prerender], { stdio: 'pipe' });
  return out;
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
