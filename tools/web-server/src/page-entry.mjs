import { createHash } from 'node:crypto';

/** An HTML page as the server keeps it in memory: its bytes and an ETag derived from them. */
export function pageEntry(raw) {
  return { raw, etag: `"${createHash('sha1').update(raw).digest('base64url').slice(0, 16)}"` };
}
