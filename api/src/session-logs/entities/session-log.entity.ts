import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One session of an assignment on one date (unique): what was done and how it felt. */
@Entity('session_logs')
export class SessionLog {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'assignment_id', type: 'integer' })
  assignmentId: number;

  /** Copied from the assignment so a participant's logs are read without a join. */
  @Column({ name: 'participant_id', type: 'integer' })
  participantId: number;

  @Column({ type: 'varchar', length: 10 })
  date: string;

  /** Assignment item ids, comma-separated. */
  @Column({ name: 'completed_item_ids', type: 'varchar', length: 2000 })
  completedItemIds: string;

  @Column({ name: 'completed_count', type: 'integer' })
  completedCount: number;

  @Column({ name: 'total_count', type: 'integer' })
  totalCount: number;

  @Column({ type: 'integer' })
  pain: number;

  @Column({ type: 'integer' })
  difficulty: number;

  @Column({ type: 'varchar', length: 2000 })
  notes: string;

  /** 1 when first written, +1 each time a new log replaces it: tells a new log (201) from a replacement (200). */
  @Column({ type: 'integer' })
  revision: number;

  @Column({ name: 'created_at', type: Date })
  createdAt: Date;

  @Column({ name: 'updated_at', type: Date })
  updatedAt: Date;
}
