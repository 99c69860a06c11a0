import { Logger } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { tooManyRequests } from '../errors/api-exception';
import { BUSY, toErrorResponse } from './all-exceptions.filter';

const logger = new Logger('test');
beforeAll(() => Logger.overrideLogger(false));

const queryError = (code: string) =>
  new QueryFailedError('UPDATE …', [], Object.assign(new Error('driver message with SQL'), { code }));

describe('toErrorResponse', () => {
  it.each(['40P01', '40001', '55P03', 'SQLITE_BUSY'])(
    'answers database contention (%s) with 503 "try again", never the SQL',
    (code) => {
      expect(toErrorResponse(queryError(code), logger)).toEqual({ status: 503, body: { error: BUSY } });
    },
  );

  it('keeps other database failures a generic 500', () => {
    expect(toErrorResponse(queryError('23502'), logger)).toEqual({
      status: 500,
      body: { error: 'Something went wrong on our side. Please try again later.' },
    });
  });

  it('passes our own errors through, with their headers on the exception', () => {
    const error = tooManyRequests('Slow down.', 61.2);
    expect(toErrorResponse(error, logger)).toEqual({ status: 429, body: { error: 'Slow down.' } });
    expect(error.headers).toEqual({ 'Retry-After': '62' });
  });
});
