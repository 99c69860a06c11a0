import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { randomBytes } from 'node:crypto';
import { serializeCookie, type CookieOptions } from '../common/http/cookies';
import { CSRF_COOKIE } from '../common/guards/csrf.guard';
import type { AppEnv } from '../config/env.validation';

const TOKEN_FORMAT = /^[A-Za-z0-9_-]{32,64}$/;

@Injectable()
export class CsrfService {
  private readonly cookieOptions: CookieOptions;

  constructor(config: ConfigService<AppEnv, true>) {
    // Not HttpOnly: the web app reads the cookie to copy it into X-CSRFToken.
    this.cookieOptions = {
      path: '/',
      sameSite: 'Lax',
      secure: config.get('COOKIE_SECURE', { infer: true }),
      maxAgeSeconds: 365 * 86_400,
    };
  }

  /** Keeps a well-formed existing token (several tabs share one cookie), else makes a new one. */
  issue(existing: string | undefined): { csrftoken: string; setCookie: string } {
    const csrftoken = existing && TOKEN_FORMAT.test(existing) ? existing : randomBytes(32).toString('base64url');
    return { csrftoken, setCookie: serializeCookie(CSRF_COOKIE, csrftoken, this.cookieOptions) };
  }
}
