import type { FastifyInstance } from 'fastify';
import { messageForStatus } from '../errors/error-messages';

/** Default body limit; detection (captions) gets its own, larger one. */
export const BODY_LIMIT = 1024 * 1024;
export const DETECT_BODY_LIMIT = 3 * 1024 * 1024;
const LARGE_BODY_ROUTES = new Set(['/api/exercises/detect', '/api/exercises/detect/']);
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/**
 * Fastify-level behaviour Nest does not cover: per-route body limits and JSON-only bodies (415 otherwise; Nest also
 * parses urlencoded forms, which no call here accepts). Errors raised before a handler runs (invalid JSON, too large)
 * reach AllExceptionsFilter through Nest's own Fastify error handler. Must run before app.init() registers routes.
 */
export function configureFastify(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route) => {
    if (LARGE_BODY_ROUTES.has(route.url)) route.bodyLimit = DETECT_BODY_LIMIT;
  });
  fastify.addHook('preValidation', async (request, reply) => {
    if (request.body === undefined || request.method === 'GET') return;
    if (!JSON_TYPE.test(request.headers['content-type'] ?? '')) {
      await reply.status(415).send({ error: messageForStatus(415) });
    }
  });
}
