import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * Tightened for a JSON API that nothing may run script from, frame or read cross-origin: CSP 'none', no framing, no
 * referrer, same-origin resources. Every value is static (no nonces, no per-request directive functions).
 */
export const API_HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
  crossOriginResourcePolicy: { policy: 'same-origin' },
};

/**
 * The headers helmet's own middleware sets for these options, captured once by running it on a stand-in response.
 * @fastify/helmet rebuilt the whole middleware (option parsing, CSP directives) on every request, about 4% of the
 * API's CPU under load (bench/load); with static options the result is the same list every time.
 */
export function helmetHeaders(options: HelmetOptions): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  const stand = {
    setHeader: (name: string, value: unknown) => headers.push([name, String(value)]),
    removeHeader: () => undefined,
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, stand, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * The Swagger UI page loads its own scripts and styles from /api/docs/assets and boots with one inline script, which
 * is allowed by its hash rather than 'unsafe-inline'. Swagger UI sets inline style attributes, hence 'unsafe-inline'
 * for styles only.
 */
export function docsCsp(html: string): string {
  const hashes = [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
  );
  return [
    "default-src 'none'",
    `script-src 'self' ${hashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * helmet's headers on every response, errors and 404s included: they are set in onRequest, before routing can fail.
 * The Swagger UI page replaces the CSP with docsCsp() in its own route (openapi.ts). Nothing in this stack sets
 * X-Powered-By or Server (hardening.spec.ts checks), so no hook strips them on every response.
 */
export function registerSecurityHeaders(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  // Lower-case names, as Fastify stores them: a mixed-case name is lower-cased into a fresh string on every request.
  const headers = helmetHeaders(API_HELMET_OPTIONS).map(([name, value]) => [name.toLowerCase(), value] as const);
  fastify.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) void reply.header(name, value);
    done();
  });
}
