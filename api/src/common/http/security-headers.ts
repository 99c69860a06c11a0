import helmet from '@fastify/helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';


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

/**
 * helmet's headers on every response (errors and 404s included: it hooks onRequest), tightened for a JSON API that
 * nothing may run script from, frame or read cross-origin: CSP 'none', no framing, no referrer, same-origin resources. The Swagger UI page swaps in its own CSP on send.
 */
export async function registerSecurityHeaders(app: NestFastifyApplication): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  app.getHttpAdapter().getInstance().addHook('onSend', async (request, reply, payload) => {
    if (isDocsPage(request) && typeof payload === 'string') void reply.header('Content-Security-Policy', docsCsp(payload));
    // Neither Fastify nor Node sets these, but a plugin or proxy-minded middleware could: never name the stack.
    void reply.removeHeader('X-Powered-By');
    void reply.removeHeader('Server');
    return payload;
  });
}
