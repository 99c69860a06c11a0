import { SetMetadata } from '@nestjs/common';

export type Role = 'professional' | 'participant';
export const ROLES_KEY = 'roles';
/** Only users with one of these roles may call the route (checked by RolesGuard after authentication). */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);
