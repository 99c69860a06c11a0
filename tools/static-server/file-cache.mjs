import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map|webmanifest)$/;

/** A response body as the servers keep it: raw, its ETag and, unless `compress` is false, br and gzip. */
export function compressedEntry(raw, { brotliQuality = 11, compress = true } = {}) {
  const entry = { raw, etag: `"${createHash('sha1').update(raw).digest('base64url').slice(0, 16)}"` };
  if (compress) {
    entry.br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } });
    entry.gzip = gzipSync(raw, { level: 9 });
  }
  return entry;
}

/**
 * Files are read and compressed once, then served from memory: the build output is immutable
 * while a server runs (a redeploy restarts it), so the cache never needs invalidating.
 * `transform(filePath, raw)` may rewrite a file once, before it is hashed and compressed.
 */
export function createFileCache(transform = (filePath, raw) => raw) {
  const cache = new Map();
  return async function load(filePath) {
    const cached = cache.get(filePath);
    if (cached) return cached;
    const info = await stat(filePath).catch(() => null);
    if (!info || !info.isFile()) return null;
    const raw = transform(filePath, await readFile(filePath));
    const entry = compressedEntry(raw, { compress: COMPRESSIBLE.test(filePath) && raw.length > 1024 });
    cache.set(filePath, entry);
    return entry;
  };
}
