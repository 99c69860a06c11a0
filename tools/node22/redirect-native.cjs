// Preloaded (NODE_OPTIONS=--require) into every process of the Node 22 API run, jest's workers and the API
// processes the suites start: loads the Node 22 build of better-sqlite3's addon (ensure-node22.mjs) where
// node_modules' build, made for the Node that ran npm ci, would be loaded.
const Module = require('node:module');
const path = require('node:path');

const INSTALLED = path.join('node_modules', 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node');
const NODE22_ADDON = process.env.PHYSIO_NODE22_SQLITE_ADDON;
const resolve = Module._resolveFilename;
Module._resolveFilename = function resolveFilename(request, ...rest) {
  const resolved = resolve.call(this, request, ...rest);
  return NODE22_ADDON && resolved.endsWith(INSTALLED) ? NODE22_ADDON : resolved;
};
