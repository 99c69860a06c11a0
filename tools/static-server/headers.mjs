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
]);
const HASHED = /\.[0-9a-f]{10}\./;

export function cacheControl(filePath) {
  const name = path.basename(filePath);
  if (ALWAYS_FRESH.has(name) || !HASHED.test(name)) return 'no-cache';
  return 'public, max-age=31536000, immutable';
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

export function contentType(filePath) {
  return TYPES[path.extname(filePath)] ?? 'application/octet-stream';
}

/** Remotes are fetched cross-origin by the shell: allow exactly the configured origins. */
export function corsHeaders(origin, allowedOrigins) {
  if (!origin || !(allowedOrigins.includes('*') || allowedOrigins.includes(origin))) return {};
  return { 'access-control-allow-origin': origin, vary: 'Origin, Accept-Encoding' };
}
