import type { FastifyInstance } from 'fastify';
import { messageForStatus } from '../errors/error-messages';

/** Default body limit; detection (captions) gets its own, larger one. */
export const BODY_LIMIT = 1024 * 1024;
export const DETECT_BODY_LIMIT = 3 * 1024 * 1024;
const LARGE_BODY_ROUTES = new Set(['/api/exercises/detect', '/api/exercises/detect/']);
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;
/** No request body here nests deeper than a few levels; 10 000 levels overflow the stack of the validators (500). */
export const MAX_JSON_DEPTH = 32;
const BODY_PROBLEMS: Record<JsonProblem, string> = {
  'too deep': 'The request body is nested too deeply.',
  'broken text':
    'The request contains text that cannot be stored: a NUL character or a broken (unpaired) UTF-16 character.',
};
const BROKEN_QUERY =
  'The query string contains text that cannot be read: a NUL character or an escape that is not UTF-8.';

/**
 * Text no column can hold and no client meant to send: NUL (PostgreSQL refuses it in text) and UTF-16 surrogates
 * without their pair (they cannot be encoded as UTF-8, so they would be stored as something else than was sent).
 */
const BROKEN_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const hasBrokenText = (text: string): boolean => BROKEN_TEXT.test(text);

export type JsonProblem = 'too deep' | 'broken text';

/**
 * What makes a parsed JSON body unusable whatever the endpoint: nesting past `maxDepth` (validators recurse, and
 * 10 000 levels overflow their stack) or broken text in any key or string. Walked iteratively, stopping at the first.
 */
export function jsonProblem(value: unknown, maxDepth: number): JsonProblem | null {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (typeof node === 'string') {
      if (hasBrokenText(node)) return 'broken text';
      continue;
    }
    if (node === null || typeof node !== 'object') continue;
    if (depth >= maxDepth) return 'too deep';
    for (const [key, child] of Object.entries(node)) {
      if (hasBrokenText(key)) return 'broken text';
      stack.push([child, depth + 1]);
    }
  }
  return null;
}

/**
 * A query string whose parameters cannot be read as text: percent-escapes that are not UTF-8 (Fastify's parser keeps
 * them as they were written, an encoded surrogate among them) or an escaped NUL. Only escapes can be broken, so a
 * query without `%` is never decoded here.
 */
export function queryIsBroken(url: string): boolean {
  const start = url.indexOf('?');
  if (start < 0 || url.indexOf('%', start) < 0) return false;
  for (const part of url.slice(start + 1).split(/[&=]/)) {
    if (!part.includes('%')) continue;
    try {
      if (hasBrokenText(decodeURIComponent(part.replace(/\+/g, ' ')))) return true;
    } catch {
      return true;
    }
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
  // The one place where input that no endpoint can accept is refused, before any validator or query sees it. A
  // callback hook: most requests (a GET without escapes in its query) pass straight through, without a promise.
  fastify.addHook('preValidation', (request, reply, done) => {
    if (queryIsBroken(request.url)) return void reply.status(400).send({ error: BROKEN_QUERY });
    if (request.body === undefined || request.method === 'GET') return done();
    if (!JSON_TYPE.test(request.headers['content-type'] ?? ''))
      return void reply.status(415).send({ error: messageForStatus(415) });
    const problem = jsonProblem(request.body, MAX_JSON_DEPTH);
    if (problem) return void reply.status(400).send({ error: BODY_PROBLEMS[problem] });
    done();
  });
}
