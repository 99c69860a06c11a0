import { ArgumentsHost, Catch, HttpException, Logger, type ExceptionFilter } from '@nestjs/common';
import type { ApiErrorBody } from '@physio/contracts';
import type { FastifyReply } from 'fastify';
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
    void reply.status(status).header('Cache-Control', 'no-store').send(body);
  }
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
  const fastifyError = exception as { statusCode?: number; code?: string } | null;
  const status = fastifyError?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const message =
      (fastifyError?.code && FASTIFY_ERROR_MESSAGES[fastifyError.code]) ||
      (exception instanceof SyntaxError ? FASTIFY_ERROR_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY : messageForStatus(status));
    return { status, body: { error: message } };
  }
  logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
  return { status: 500, body: { error: messageForStatus(500) } };
}
