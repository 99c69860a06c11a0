import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { LogSink } from '../logging/json-logger';

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
    void reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  if (!sink) return;
  fastify.addHook('onResponse', (request, reply, done) => {
    sink(requestLine(request.id, request.method, request.url, reply.statusCode, reply.elapsedTime));
    done();
  });
}

/**
 * `{time, level, msg: "request", request_id, method, path, status, duration_ms}`: exactly the text writeLog would
 * write (request-log.spec.ts), built as a string: the message is a constant, so there is nothing for writeLog's
 * redaction to scrub, and under load the record object, its JSON.stringify and a Date per line were ~1% of the CPU.
 */
export function requestLine(id: string, method: string, url: string, status: number, elapsedMs: number): string {
  const level = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'log';
  const query = url.indexOf('?');
  const path = query < 0 ? url : url.slice(0, query);
  return (
    `{"time":"${isoNow()}","level":"${level}","msg":"request","request_id":${JSON.stringify(id)},"method":${JSON.stringify(method)},` +
    `"path":${JSON.stringify(path)},"status":${status},"duration_ms":${Math.round(elapsedMs * 10) / 10}}`
  );
}

// Requests finishing in the same millisecond share one ISO string.
let isoMs = 0;
let iso = '';
function isoNow(): string {
  const now = Date.now();
  if (now !== isoMs) {
    isoMs = now;
    iso = new Date(now).toISOString();
  }
  return iso;
}
