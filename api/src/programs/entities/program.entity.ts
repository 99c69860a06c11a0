import type { ProgramDifficulty, ProgramStatus } from '@physio/contracts';
import { Column, Entity, OneToMany, PrimaryGeneratedColumn } from 'typeorm';
import type { ProgramItem } from './program-item.entity';

@Entity('programs')
export class Program {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'owner_id', type: 'integer' })
  ownerId: number;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 5000 })
  description: string;

  @Column({ type: 'varchar', length: 20 })
  difficulty: ProgramDifficulty;

  @Column({ type: 'varchar', length: 20 })
  status: ProgramStatus;

  @Column({ name: 'created_at', type: Date })
  createdAt: Date;

  @Column({ name: 'updated_at', type: Date })
  updatedAt: Date;

  @OneToMany('ProgramItem', 'program')
  items?: ProgramItem[];
}
