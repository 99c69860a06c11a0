import { Injectable, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import type { FastifyRequest } from 'fastify';
import { SignInDto } from '../../users/dto/sign-in.dto';
import { badRequest } from '../errors/api-exception';
import { flattenErrors } from '../pipes/validation.pipe';

/** Sign-in: the body is validated like any DTO first (400 with details), then the local strategy checks it. */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const body = context.switchToHttp().getRequest<FastifyRequest>().body;
    if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) {
      throw badRequest('The request body must be a JSON object.');
    }
    const errors = await validate(plainToInstance(SignInDto, body ?? {}), {
      whitelist: true,
      forbidNonWhitelisted: true,
      stopAtFirstError: true,
    });
    if (errors.length > 0) {
      const details = flattenErrors(errors);
      throw badRequest(Object.values(details)[0][0], details);
    }
    return (await super.canActivate(context)) as boolean;
  }

  override handleRequest<T>(error: unknown, user: T): T {
    if (error) throw error;
    return user;
  }
}
