import { writeLog } from '../logging/json-logger';
import { requestLine } from './request-log';

describe('requestLine', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-01-02T03:04:05.678Z') }));
  afterEach(() => jest.useRealTimers());

  it.each([
    [200, 'log'],
    [404, 'warn'],
    [503, 'error'],
  ] as const)('is the line writeLog writes for a %i (level %s), without the query string', (status, level) => {
    const lines: string[] = [];
    writeLog((line) => lines.push(line), level, {
      msg: 'request',
      request_id: 'id-1',
      method: 'GET',
      path: '/api/videos/',
      status,
      duration_ms: 1.2,
    });
    expect(requestLine('id-1', 'GET', '/api/videos/?page=2&token=secret', status, 1.23)).toBe(lines[0]);
  });

  it('escapes what it copies from the request like JSON.stringify', () => {
    const lines: string[] = [];
    const path = '/api/"quoted"\\back\u2028é';
    writeLog((line) => lines.push(line), 'warn', {
      msg: 'request',
      request_id: 'a"b',
      method: 'GET',
      path,
      status: 404,
      duration_ms: 0.1,
    });
    expect(requestLine('a"b', 'GET', `${path}?x=1`, 404, 0.05)).toBe(lines[0]);
    expect(JSON.parse(requestLine('a"b', 'GET', path, 404, 0.05)).path).toBe(path);
  });
});
