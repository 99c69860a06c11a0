import { Column, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from './user.entity';

/**
 * What every secret handed to a user has in common (session tokens, reset links): only its sha256 is stored, so
 * a leaked table leaks no usable secret; it belongs to a user and expires. Each kind is a table of its own.
 */
export abstract class HashedUserToken {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash: string;

  @Column({ name: 'created_at', type: Date })
  createdAt: Date;

  @Column({ name: 'expires_at', type: Date })
  expiresAt: Date;
}
