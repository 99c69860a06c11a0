#!/usr/bin/env node
// `npm run serve -w api`: recompile on change with swc and restart the API with node --watch.
import { startChild, stopAllOnSignal } from './lib/run.mjs';

const swc = startChild('swc', 'npx', ['swc', 'src', '-d', 'dist', '--strip-leading-paths', '--copy-files', '--config-file', '.swcrc', '--watch'], {});
// Give the first compile a moment so node has something to run.
await new Promise((resolve) => setTimeout(resolve, 4000));
const api = startChild('api', process.execPath, ['--watch', '--enable-source-maps', 'dist/main.js'], {});
stopAllOnSignal([swc, api]);
