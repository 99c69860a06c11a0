import { HttpException, HttpStatus } from '@nestjs/common';
import type { ApiErrorBody } from '@physio/contracts';

/** An error whose body is already what the client should see: `{error, details?}`. */
export class ApiException extends HttpException {
  constructor(
    status: number,
    error: string,
    details?: Record<string, string[]>,
    /** Response headers that belong to this error, such as Retry-After on a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(details ? { error, details } : { error }, status);
  }

  get body(): ApiErrorBody {
    return this.getResponse() as ApiErrorBody;
  }
}

export const badRequest = (error: string, details?: Record<string, string[]>) =>
  new ApiException(HttpStatus.BAD_REQUEST, error, details);
export const unauthorized = (error: string) => new ApiException(HttpStatus.UNAUTHORIZED, error);
export const forbidden = (error: string) => new ApiException(HttpStatus.FORBIDDEN, error);
export const notFound = (error: string) => new ApiException(HttpStatus.NOT_FOUND, error);
export const conflict = (error: string, details?: Record<string, string[]>) =>
  new ApiException(HttpStatus.CONFLICT, error, details);
/** 429 telling the client, in words and in Retry-After (whole seconds), when it may try again. */
export const tooManyRequests = (error: string, retryAfterSeconds: number) =>
  new ApiException(HttpStatus.TOO_MANY_REQUESTS, error, undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
