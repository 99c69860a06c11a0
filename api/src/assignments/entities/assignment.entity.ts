import type { AssignmentStatus } from '@physio/contracts';
import { Column, Entity, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';
import type { AssignmentItem } from './assignment-item.entity';

/** A program prescribed to a participant: a copy of its items with their dosage, on a weekly schedule. */
@Entity('assignments')
export class Assignment {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'professional_id', type: 'integer' })
  professionalId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'professional_id' })
  professional?: User;

  @Column({ name: 'participant_id', type: 'integer' })
  participantId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'participant_id' })
  participant?: User;

  /** The program it was copied from; null once that program is deleted (the copy lives on). */
  @Column({ name: 'program_id', type: 'integer', nullable: true })
  programId: number | null;

  @Column({ name: 'program_title', type: 'varchar', length: 200 })
  programTitle: string;

  @Column({ name: 'start_date', type: 'varchar', length: 10 })
  startDate: string;

  @Column({ name: 'end_date', type: 'varchar', length: 10, nullable: true })
  endDate: string | null;

  /** ISO weekdays as bits (weekly-schedule.ts). */
  @Column({ name: 'days_mask', type: 'integer' })
  daysMask: number;

  @Column({ type: 'varchar', length: 10 })
  status: AssignmentStatus;

  @Column({ name: 'ended_on', type: 'varchar', length: 10, nullable: true })
  endedOn: string | null;

  @Column({ name: 'created_at', type: Date })
  createdAt: Date;

  @Column({ name: 'updated_at', type: Date })
  updatedAt: Date;

  @OneToMany('AssignmentItem', 'assignment')
  items?: AssignmentItem[];
}
