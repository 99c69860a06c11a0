import path from 'node:path';

// Files whose names never change between deploys must be revalidated on every load; everything
// else carries a content hash and is cached for a year.
const ALWAYS_FRESH = new Set([
  'index.html',
  'remotes.json',
  'mf-manifest.json',
  'mf-stats.json',
  'remoteEntry.js',
  'main.js',
  'prerender.json',
]);
const HASHED = /\.[0-9a-f]{10}\./;

/** Content-hashed files, and every file of a build under its /<build id>/ address. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Cache-Control for a file of the build; a precompressed variant (.br, .gz) follows its original. */
export function cacheControl(filePath) {
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (ALWAYS_FRESH.has(name) || !HASHED.test(name)) return 'no-cache';
  return IMMUTABLE;
}
