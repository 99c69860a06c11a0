import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { writeLog, type LogSink } from '../logging/json-logger';

export const REQUEST_ID_HEADER = 'x-request-id';
// A caller's id is kept when it is short and plain (a UUID, a proxy's hex id); anything else is replaced.
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Fastify's genReqId: the incoming X-Request-Id when sane, else a fresh UUID. */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Echoes the request id and, when a sink is given, logs one JSON line per response. The line is built from an
 * allow-list (id, method, path, status, duration): no headers, cookies, bodies or query strings, which can hold
 * tokens, passwords and reset links.
 */
export function registerRequestLog(fastify: FastifyInstance, sink: LogSink | undefined): void {
  // Callback hooks, not async ones: an async hook costs a promise and a microtask turn on every request.
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header('X-Request-Id', request.id);
    done();
  });
  if (!sink) return;
  fastify.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    writeLog(sink, status >= 500 ? 'error' : status >= 400 ? 'warn' : 'log', {
      msg: 'request',
      request_id: request.id,
      method: request.method,
      path: request.url.split('?', 1)[0],
      status,
      duration_ms: Math.round(reply.elapsedTime * 10) / 10,
    });
    done();
  });
}
