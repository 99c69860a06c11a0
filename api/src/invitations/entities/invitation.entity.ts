import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A one-time code a professional hands to a participant; accepting it links the two. */
@Entity('invitations')
export class Invitation {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'professional_id', type: 'integer' })
  professionalId: number;

  /** Kept readable: the professional may show it again until it is used, revoked or expired. */
  @Column({ type: 'varchar', length: 10 })
  code: string;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  note: string | null;

  @Column({ name: 'created_at', type: Date })
  createdAt: Date;

  @Column({ name: 'expires_at', type: Date })
  expiresAt: Date;

  @Column({ name: 'used_at', type: Date, nullable: true })
  usedAt: Date | null;

  @Column({ name: 'used_by_id', type: 'integer', nullable: true })
  usedById: number | null;

  @Column({ name: 'revoked_at', type: Date, nullable: true })
  revokedAt: Date | null;
}
