import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { User } from '../../users/entities/user.entity';

/** The user the token strategy (or the local strategy, on sign-in) put on the request. */
export const CurrentUser = createParamDecorator((_data: unknown, ctx: ExecutionContext): User => {
  return ctx.switchToHttp().getRequest<{ user: User }>().user;
});

/** The raw session token of this request (sign-out revokes it). */
export const CurrentToken = createParamDecorator((_data: unknown, ctx: ExecutionContext): string | undefined => {
  return ctx.switchToHttp().getRequest<{ authToken?: string }>().authToken;
});
