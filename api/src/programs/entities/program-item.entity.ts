import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Video } from '../../videos/entities/video.entity';
import type { Exercise } from '../../exercises/entities/exercise.entity';
import type { Program } from './program.entity';

/** One ordered step: a segment of a saved video, optionally the saved exercise it came from. */
@Entity('program_items')
export class ProgramItem {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'program_id', type: 'integer' })
  programId: number;

  @ManyToOne('Program', 'items', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'program_id' })
  program?: Program;

  @Column({ type: 'integer' })
  position: number;

  @Column({ name: 'exercise_id', type: 'integer', nullable: true })
  exerciseId: number | null;

  /** The saved exercise (its dosage is the assignment's default); the key is set to null when it is deleted. */
  @ManyToOne('Exercise', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'exercise_id' })
  exercise?: Exercise | null;

  @Column({ name: 'video_id', type: 'integer' })
  videoId: number;

  @ManyToOne(() => Video, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'video_id' })
  video?: Video;

  @Column({ name: 'start_time', type: 'integer' })
  startTime: number;

  @Column({ name: 'end_time', type: 'integer' })
  endTime: number;

  @Column({ type: 'varchar', length: 200 })
  title: string;
}
