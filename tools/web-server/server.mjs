#!/usr/bin/env node
// One web app's server: `APP=mfe-public DIST_DIR=mfe-public/dist PORT=8080 node tools/web-server/server.mjs`
// (the variables are listed in src/config.mjs). The web image runs exactly this.
import { startWebServer } from './index.mjs';

let running;
try {
  running = await startWebServer();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const { server, config, url } = running;
console.log(`${config.app} serving ${config.distDir} on ${url.replace('127.0.0.1', 'localhost')}`);

function stop() {
  // Requests in flight get a second to finish; then every connection goes, including a browser's
  // preconnected socket that never sent a request.
  setTimeout(() => server.server.closeAllConnections(), 1000).unref();
  server.close().then(() => process.exit(0));
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
