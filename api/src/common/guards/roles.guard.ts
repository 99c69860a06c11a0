import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { User } from '../../users/entities/user.entity';
import { ROLES_KEY, type Role } from '../decorators/roles.decorator';
import { forbidden } from '../errors/api-exception';
import { RouteMetadata } from './route-metadata';

export const roleOf = (user: Pick<User, 'isProfessional'>): Role =>
  user.isProfessional ? 'professional' : 'participant';

/** Global guard after TokenAuthGuard: enforces @Roles() where present. */
@Injectable()
export class RolesGuard implements CanActivate {
  private readonly roles: RouteMetadata<Role[]>;

  constructor(reflector: Reflector) {
    this.roles = new RouteMetadata(reflector, ROLES_KEY);
  }

  canActivate(context: ExecutionContext): boolean {
    const roles = this.roles.get(context);
    if (!roles?.length) return true;
    const user = context.switchToHttp().getRequest<{ user?: User }>().user;
    if (user && roles.includes(roleOf(user))) return true;
    throw forbidden(
      roles.includes('professional')
        ? 'Only professional accounts can use this feature.'
        : 'Only participant accounts can use this feature.',
    );
  }
}
