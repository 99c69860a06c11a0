// The prerender build's entry. Run as a script (`node dist/prerender.js`, which `npm run build` ends with), it
// renders the app's pages and writes prerender.json beside itself, so a build with --output-path elsewhere
// prerenders there too. Imported (by the web server serving the app), it is the app's module: an app that renders
// pages on request exports its renderer from src/prerender.tsx.
import path from 'node:path';
import { prerender } from 'physio-app-prerender';
import { writePrerendered } from './prerender-output';

export * from 'physio-app-prerender';

if (process.argv[1] && path.resolve(process.argv[1]) === __filename) void writePrerendered(prerender, __dirname);
