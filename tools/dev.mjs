#!/usr/bin/env node
// `npm run dev`: the API in watch mode and a webpack dev server for the shell and each remote.
// The dev servers proxy /api to the API, so the browser talks to one origin as in production.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WEB_APPS } from './web-server/src/apps.mjs';
import { runSync, startChild, stopAllOnSignal } from './lib/run.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The API imports the compiled shared util at run time.
runSync(path.join(root, 'node_modules/.bin/nx'), ['run', '@physio/util:build'], { cwd: root });

const children = [
  startChild('api', process.execPath, [path.join(root, 'tools/api-watch.mjs')], { cwd: path.join(root, 'api') }),
  ...Object.keys(WEB_APPS).map((app) => startChild(app, 'npm', ['run', 'serve', '-w', app], { cwd: root })),
];
stopAllOnSignal(children);
console.log('\n  Dev servers starting: open http://localhost:4200 (remotes on 4201–4203, API on 3000).\n');
