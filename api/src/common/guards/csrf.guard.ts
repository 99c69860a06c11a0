import { Injectable, UseGuards, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../errors/api-exception';
import { readCookie } from '../http/cookies';

export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';

/**
 * Double-submit check for the cookie-credentialed auth calls: the X-CSRFToken header must equal the csrftoken cookie
 * (issued by GET /api/users/csrf/). Another site can make the browser send the cookie but cannot read it.
 */
@Injectable()
export class CsrfGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const cookie = readCookie(request.headers.cookie, CSRF_COOKIE);
    const header = request.headers[CSRF_HEADER];
    if (typeof cookie === 'string' && typeof header === 'string' && cookie.length > 0 && sameText(cookie, header)) {
      return true;
    }
    throw forbidden('CSRF verification failed. Reload the page and try again.');
  }
}

/** Applies the CSRF check to a route. */
export const CsrfProtected = () => UseGuards(CsrfGuard);

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
