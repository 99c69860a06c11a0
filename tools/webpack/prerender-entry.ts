// The prerender build's entry: `node dist/prerender.js` renders the app's pages and writes
// prerender.json beside itself, so a build with --output-path elsewhere prerenders there too.
import { prerender } from 'physio-app-prerender';
import { writePrerendered } from './prerender-output';

void writePrerendered(prerender, __dirname);
