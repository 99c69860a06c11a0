import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';

/** The fields of a request line: an allow-list, so no headers, cookies, bodies or query strings (which can hold
 * tokens, passwords and reset links) ever reach it. */
export interface RequestFields {
  request_id: string;
  method: string;
  path: string;
  status: number;
  duration_ms: number;
}

export function requestFields(
  id: string,
  method: string,
  url: string,
  status: number,
  elapsedMs: number,
): RequestFields {
  const query = url.indexOf('?');
  return {
    request_id: id,
    method,
    path: query < 0 ? url : url.slice(0, query),
    status,
    duration_ms: Math.round(elapsedMs * 10) / 10,
  };
}

// Asked every second or so by machines, not people: the web servers following the library's change feed, and the
// orchestrator's probes. Answered well, they are logged at debug, so a day's log is not mostly polls.
const POLLED_PATHS = new Set(['/api/library/changes/', '/api/health/', '/api/health/ready', '/api/health/ready/']);

export function requestLevel(status: number, path = ''): 'debug' | 'info' | 'warn' | 'error' {
  if (status >= 500) return 'error';
  if (status >= 400) return 'warn';
  return POLLED_PATHS.has(path) ? 'debug' : 'info';
}

/**
 * One line per response, `{level, time, request_id, method, path, status, duration_ms, msg: "request"}`, written by
 * a Fastify hook on the app's pino logger rather than by pino-http as Nest middleware: the middleware route (middie
 * plus an AsyncLocalStorage context around every request) cost the API a large share of its throughput in the load
 * bench, and the line needs nothing from it. Every request is logged, unknown paths outside the prefix included (polls
 * at debug).
 */
export function registerRequestLine(fastify: FastifyInstance, logger: Logger): void {
  // Without the root logger's redaction paths: the line's fields are the allow-list above, never an object that could
  // hold a secret, and walking the paths (wildcards included) on every request is a measurable share of its cost.
  const lines = logger.child({}, { redact: [] });
  // A callback hook, not an async one: an async hook costs a promise and a microtask turn on every request.
  fastify.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    const fields = requestFields(request.id, request.method, request.url, status, reply.elapsedTime);
    lines[requestLevel(status, fields.path)](fields, 'request');
    done();
  });
}
