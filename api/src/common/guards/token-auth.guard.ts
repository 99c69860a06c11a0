import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import type { User } from '../../users/entities/user.entity';
import { TokenStrategy } from '../../users/strategies/token.strategy';
import { IS_PUBLIC_KEY } from '../decorators/public.decorator';
import { RouteMetadata } from './route-metadata';

/**
 * Global guard: every route needs `Authorization: Token <t>` unless it is marked @Public(). The check is the passport
 * token strategy's own validate(), called directly: AuthGuard('token') reaches the same function through
 * passport.authenticate, which builds a middleware, callbacks and a promise per request (a measurable share of the
 * API's CPU under load, bench/load). Semantics are AuthGuard's: the strategy's error is the response, its user goes
 * on request.user.
 */
@Injectable()
export class TokenAuthGuard implements CanActivate {
  private readonly isPublic: RouteMetadata<boolean>;

  constructor(
    reflector: Reflector,
    private readonly strategy: TokenStrategy,
  ) {
    this.isPublic = new RouteMetadata(reflector, IS_PUBLIC_KEY);
  }

  /** A public route is answered synchronously; Nest awaits only a promise. */
  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    if (this.isPublic.get(context)) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: User; authToken?: string }>();
    // validate() throws the 401 itself (no header, bad form, unknown or expired token).
    return this.strategy.validate(request).then((user) => {
      request.user = user;
      return true;
    });
  }
}
