import { Column, Entity } from 'typeorm';
import { HashedUserToken } from './hashed-user-token';

/** A session token (`Authorization: Token <t>`). */
@Entity('auth_tokens')
export class AuthToken extends HashedUserToken {
  /** Touched at most once a minute; the idle expiry counts from it. */
  @Column({ name: 'last_used_at', type: Date, nullable: true })
  lastUsedAt: Date | null;
}
