import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from './user.entity';

/** A one-time password-reset token; like session tokens, only its sha256 is stored. */
@Entity('password_resets')
export class PasswordReset {
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

  @Column({ name: 'used_at', type: Date, nullable: true })
  usedAt: Date | null;
}
