import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('users')
export class User {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 150 })
  username: string;

  /** Lower-cased username: unique, so 'Demo.Pro' and 'demo.pro' cannot both exist. */
  @Column({ name: 'username_normalized', type: 'varchar', length: 150 })
  usernameNormalized: string;

  /** Stored lower-cased; unique. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ name: 'password_hash', type: 'varchar', length: 255 })
  passwordHash: string;

  @Column({ name: 'is_professional', type: 'boolean', default: false })
  isProfessional: boolean;

  @Column({ name: 'created_at', type: Date })
  createdAt: Date;
}
