import { ArgumentsHost, Catch, HttpException, Logger, type ExceptionFilter } from '@nestjs/common';
import type { ApiErrorBody } from '@physio/contracts';
import type { FastifyReply } from 'fastify';
import { QueryFailedError } from 'typeorm';
import { YoutubeError } from '../../youtube/youtube-error';
import { ApiException } from '../errors/api-exception';
import { FASTIFY_ERROR_MESSAGES, messageForStatus } from '../errors/error-messages';

/**
 * The one place errors become responses: every non-2xx body is `{error, details?}`. Unknown errors are logged with
 * their stack here and answered with a generic 500 sentence, so no stack trace or SQL reaches a client.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const { status, body } = toErrorResponse(exception, this.logger);
    const headers =
      exception instanceof ApiException ? exception.headers : isContention(exception) ? { 'Retry-After': '1' } : {};
    void reply
      .status(status)
      .headers({ ...headers, 'Cache-Control': 'no-store' })
      .send(body);
  }
}

export const BUSY = 'The server is busy. Please try again in a moment.';

/**
 * Two writers that wait on each other: PostgreSQL aborts one (deadlock, serialization failure, lock timeout) and
 * SQLite reports the file busy. Nothing was written (the transaction rolled back), so the honest answer is
 * "try again", not a 500.
 */
const CONTENTION_CODES = new Set(['40P01', '40001', '55P03', 'SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_LOCKED']);
function isContention(exception: unknown): boolean {
  if (!(exception instanceof QueryFailedError)) return false;
  const code = (exception.driverError as { code?: string } | undefined)?.code;
  return code !== undefined && CONTENTION_CODES.has(code);
}

export function toErrorResponse(exception: unknown, logger: Logger): { status: number; body: ApiErrorBody } {
  if (exception instanceof ApiException) return { status: exception.getStatus(), body: exception.body };
  if (exception instanceof YoutubeError) {
    if (exception.httpStatus >= 500) logger.warn(`YouTube: ${exception.code} (${exception.reason ?? 'no reason'})`);
    return { status: exception.httpStatus, body: { error: exception.message } };
  }
  if (exception instanceof HttpException) {
    return { status: exception.getStatus(), body: { error: messageForStatus(exception.getStatus()) } };
  }
  if (isContention(exception)) {
    logger.warn(`Database contention: ${(exception as Error).message}`);
    return { status: 503, body: { error: BUSY } };
  }
  const fastifyError = exception as { statusCode?: number; code?: string } | null;
  const status = fastifyError?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const message =
      (fastifyError?.code && FASTIFY_ERROR_MESSAGES[fastifyError.code]) ||
      (exception instanceof SyntaxError
        ? FASTIFY_ERROR_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY
        : messageForStatus(status));
    return { status, body: { error: message } };
  }
  logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
  return { status: 500, body: { error: messageForStatus(500) } };
}
