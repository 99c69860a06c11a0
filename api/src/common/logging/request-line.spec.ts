import type { IncomingMessage, ServerResponse } from 'node:http';
import { REQUEST_LINE_OPTIONS, requestFields } from './request-line';

const res = (statusCode: number) => ({ statusCode }) as ServerResponse;

describe('request line', () => {
  it('takes method, path without the query string (before the mount point strips it) and status', () => {
    const req = { method: 'GET', url: '/?page=2', originalUrl: '/api/videos/?page=2&token=secret' };
    expect(requestFields(req as unknown as IncomingMessage, res(200), 3)).toEqual({
      method: 'GET',
      path: '/api/videos/',
      status: 200,
      duration_ms: 3,
    });
  });

  it.each([
    [200, 'info'],
    [404, 'warn'],
    [503, 'error'],
  ])('logs a %i at %s', (status, level) => {
    expect(REQUEST_LINE_OPTIONS.customLogLevel?.({} as IncomingMessage, res(status))).toBe(level);
  });

  it("reuses Fastify's request id", () => {
    expect(REQUEST_LINE_OPTIONS.genReqId?.({ id: 'abc' } as unknown as IncomingMessage, res(200))).toBe('abc');
  });
});
