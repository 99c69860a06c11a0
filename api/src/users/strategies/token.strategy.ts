import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-custom';
import { unauthorized } from '../../common/errors/api-exception';
import type { User } from '../entities/user.entity';
import { TokensService } from '../tokens.service';

const TOKEN_HEADER = /^Token\s+([A-Za-z0-9_-]{16,128})\s*$/i;

/** `Authorization: Token <t>`; the raw token is kept on the request so sign-out can revoke exactly this one. */
@Injectable()
export class TokenStrategy extends PassportStrategy(Strategy, 'token') {
  constructor(private readonly tokens: TokensService) {
    super();
  }

  async validate(request: FastifyRequest & { authToken?: string }): Promise<User> {
    const header = request.headers.authorization;
    if (!header) throw unauthorized('Authentication credentials were not provided.');
    const match = TOKEN_HEADER.exec(header);
    if (!match) throw unauthorized('Invalid token. Send it as: Authorization: Token <token>.');
    const user = await this.tokens.authenticate(match[1]);
    request.authToken = match[1];
    return user;
  }
}
