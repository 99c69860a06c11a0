import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { Assignment } from './assignment.entity';

/** One exercise of an assignment, copied from a program item (segment and title) with the dosage prescribed. */
@Entity('assignment_items')
export class AssignmentItem {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'assignment_id', type: 'integer' })
  assignmentId: number;

  @ManyToOne('Assignment', 'items', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'assignment_id' })
  assignment?: Assignment;

  @Column({ type: 'integer' })
  position: number;

  /** Where the copy came from; kept without a foreign key, the program may change or go. */
  @Column({ name: 'program_item_id', type: 'integer', nullable: true })
  programItemId: number | null;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ name: 'video_platform_id', type: 'varchar', length: 64 })
  videoPlatformId: string;

  @Column({ name: 'start_time', type: 'integer' })
  startTime: number;

  @Column({ name: 'end_time', type: 'integer' })
  endTime: number;

  @Column({ type: 'integer' })
  sets: number;

  @Column({ type: 'integer' })
  reps: number;

  @Column({ name: 'hold_seconds', type: 'integer' })
  holdSeconds: number;

  @Column({ name: 'rest_seconds', type: 'integer' })
  restSeconds: number;

  @Column({ type: 'varchar', length: 1000 })
  notes: string;
}
