import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/** The absolute URL of this request (for the `next` / `previous` links of a page). */
export const RequestUrl = createParamDecorator((_data: unknown, ctx: ExecutionContext): string => {
  const request = ctx.switchToHttp().getRequest<FastifyRequest>();
  return `${request.protocol}://${request.host}${request.url}`;
});
