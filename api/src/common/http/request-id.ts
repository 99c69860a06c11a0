import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
// A caller's id is kept when it is short and plain (a UUID, a proxy's hex id); anything else is replaced.
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Fastify's genReqId: the incoming X-Request-Id when sane, else a fresh UUID. The request log reuses this id. */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Echoes the request id on every response, so a caller can quote it and find the matching log line. */
export function registerRequestIdHeader(fastify: FastifyInstance): void {
  // A callback hook, not an async one: an async hook costs a promise and a microtask turn on every request.
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
