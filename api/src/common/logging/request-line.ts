import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Options } from 'pino-http';

/**
 * pino-http options for exactly one line per response:
 * `{level, time, request_id, method, path, status, duration_ms, msg: "request"}`. The line is built from an
 * allow-list: no headers, cookies, bodies or query strings, which can hold tokens, passwords and reset links.
 */
export const REQUEST_LINE_OPTIONS: Options = {
  // The id is Fastify's (requestIdFor); @fastify/middie copies it onto the raw request before pino-http runs.
  genReqId: (req) => req.id,
  customAttributeKeys: { reqId: 'request_id' },
  // Only the id is bound to the request's logger, so app logs within a request carry it and nothing else.
  quietReqLogger: true,
  quietResLogger: true,
  // Serializers stay the root logger's (which scrub errors); pino-http's wrappers would replace them.
  wrapSerializers: false,
  customLogLevel: (_req, res, error) =>
    error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
  customSuccessMessage: () => 'request',
  customErrorMessage: () => 'request',
  customSuccessObject: (req, res, value: { responseTime: number }) => requestFields(req, res, value.responseTime),
  // The error itself is logged once, with its stack, by AllExceptionsFilter.
  customErrorObject: (req, res, _error, value: { responseTime: number }) => requestFields(req, res, value.responseTime),
};

export function requestFields(
  req: IncomingMessage,
  res: ServerResponse,
  durationMs: number,
): { method?: string; path: string; status: number; duration_ms: number } {
  // Middleware sees the URL below its mount point; originalUrl is the whole one.
  const url = (req as { originalUrl?: string }).originalUrl ?? req.url ?? '';
  const query = url.indexOf('?');
  return {
    method: req.method,
    path: query < 0 ? url : url.slice(0, query),
    status: res.statusCode,
    duration_ms: durationMs,
  };
}
