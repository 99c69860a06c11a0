import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** An API answers JSON only: nothing it sends may run script, be framed or be read cross-origin. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

const DOCS_PAGE = /^\/api\/docs\/?$/;
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * The Swagger UI page loads its own scripts and styles from /api/docs/assets and boots with one inline script, which
 * is allowed by its hash rather than 'unsafe-inline'. Swagger UI sets inline style attributes, hence 'unsafe-inline'
 * for styles only.
 */
export function docsCsp(html: string): string {
  const hashes = [...html.matchAll(INLINE_SCRIPT)].map(([, body]) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  return [
    "default-src 'none'",
    `script-src 'self' ${hashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function isDocsPage(request: FastifyRequest): boolean {
  return DOCS_PAGE.test(request.url.split('?', 1)[0]);
}

/** Security headers on every response (errors, 404s and static assets included), set in onSend so nothing skips them. */
export function registerSecurityHeaders(fastify: FastifyInstance): void {
  fastify.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) void reply.header(name, value);
    const docs = isDocsPage(request) && typeof payload === 'string';
    void reply.header('Content-Security-Policy', docs ? docsCsp(payload) : API_CSP);
    // Neither Fastify nor Node sets these, but a plugin or proxy-minded middleware could: never name the stack.
    void reply.removeHeader('X-Powered-By');
    void reply.removeHeader('Server');
    return payload;
  });
}
