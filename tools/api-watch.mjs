#!/usr/bin/env node
// `npm run serve -w api`: recompile on change with swc and restart the API with node --watch.
import { statSync } from 'node:fs';
import { startChild, stopAllOnSignal, waitUntil } from './lib/run.mjs';

const started = Date.now();
const swc = startChild(
  'swc',
  'npx',
  ['swc', 'src', '-d', 'dist', '--strip-leading-paths', '--copy-files', '--config-file', '.swcrc', '--watch'],
  {},
);
// node --watch needs something to run: wait for swc's first compile to write dist/main.js.
const compiled = () => (statSync('dist/main.js', { throwIfNoEntry: false })?.mtimeMs ?? 0) >= started;
await waitUntil(compiled, { timeoutMs: 120_000, failure: () => new Error('swc did not compile dist/main.js') });
const api = startChild('api', process.execPath, ['--watch', '--enable-source-maps', 'dist/main.js'], {});
stopAllOnSignal([swc, api]);
