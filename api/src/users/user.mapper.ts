import type { User as UserJson } from '@physio/contracts';
import type { User } from './entities/user.entity';

export function toUserJson(user: User): UserJson {
  return { id: user.id, username: user.username, email: user.email, is_professional: user.isProfessional };
}
