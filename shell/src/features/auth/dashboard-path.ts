import type { User } from '@physio/contracts';

/** Professionals land on their studio dashboard, everyone else on the user dashboard. */
export function dashboardPath(user: Pick<User, 'is_professional'>): string {
  return user.is_professional ? '/dashboard/professional' : '/dashboard/user';
}
