import type { FastifyInstance } from 'fastify';
import { messageForStatus } from '../errors/error-messages';

/** Default body limit; detection (captions) gets its own, larger one. */
export const BODY_LIMIT = 1024 * 1024;
export const DETECT_BODY_LIMIT = 3 * 1024 * 1024;
const LARGE_BODY_ROUTES = new Set(['/api/exercises/detect', '/api/exercises/detect/']);
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;
/** No request body here nests deeper than a few levels; 10 000 levels overflow the stack of the validators (500). */
export const MAX_JSON_DEPTH = 32;
const TOO_DEEP = 'The request body is nested too deeply.';

/** Depth of a parsed JSON value, walked iteratively (recursion is what the limit protects). Stops past `limit`. */
export function jsonDepthExceeds(value: unknown, limit: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth >= limit) return true;
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * Fastify-level behaviour Nest does not cover: per-route body limits and JSON-only bodies (415 otherwise; Nest also
 * parses urlencoded forms, which no call here accepts). Errors raised before a handler runs (invalid JSON, too large)
 * reach AllExceptionsFilter through Nest's own Fastify error handler. Must run before app.init() registers routes.
 */
export function configureFastify(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route) => {
    if (LARGE_BODY_ROUTES.has(route.url)) route.bodyLimit = DETECT_BODY_LIMIT;
  });
  // A callback hook: most requests (every GET) pass straight through, without an async hook's promise.
  fastify.addHook('preValidation', (request, reply, done) => {
    if (request.body === undefined || request.method === 'GET') return done();
    if (!JSON_TYPE.test(request.headers['content-type'] ?? ''))
      return void reply.status(415).send({ error: messageForStatus(415) });
    if (jsonDepthExceeds(request.body, MAX_JSON_DEPTH)) return void reply.status(400).send({ error: TOO_DEEP });
    done();
  });
}
