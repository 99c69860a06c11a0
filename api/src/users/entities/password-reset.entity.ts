import { Column, Entity } from 'typeorm';
import { HashedUserToken } from './hashed-user-token';

/** A one-time password-reset link. */
@Entity('password_resets')
export class PasswordReset extends HashedUserToken {
  @Column({ name: 'used_at', type: Date, nullable: true })
  usedAt: Date | null;
}
