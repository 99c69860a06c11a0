import { requestFields, requestLevel } from './request-line';

describe('request line', () => {
  it('keeps id, method, path without the query string, status and a duration to 0.1 ms', () => {
    expect(requestFields('abc', 'GET', '/api/videos/?page=2&token=secret', 200, 3.14159)).toEqual({
      request_id: 'abc',
      method: 'GET',
      path: '/api/videos/',
      status: 200,
      duration_ms: 3.1,
    });
  });

  it.each([
    [200, 'info'],
    [304, 'info'],
    [404, 'warn'],
    [503, 'error'],
  ])('logs a %i at %s', (status, level) => {
    expect(requestLevel(status)).toBe(level);
  });

  it("logs the machines' polls at debug while they succeed, and like any request when they fail", () => {
    expect(requestLevel(200, '/api/library/changes/')).toBe('debug');
    expect(requestLevel(200, '/api/health/ready/')).toBe('debug');
    expect(requestLevel(503, '/api/health/ready/')).toBe('error');
    expect(requestLevel(200, '/api/library/exercises/')).toBe('info');
  });
});
