import { Column, Entity, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn } from 'typeorm';
import type { Video } from '../../videos/entities/video.entity';
import type { ExerciseTag } from './exercise-tag.entity';
import type { DosageSide } from '@physio/contracts';

/** A segment of a video: start_time and end_time are whole seconds from the start. */
@Entity('exercises')
export class Exercise {
  @PrimaryGeneratedColumn()
  id: number;

  /** The videos row (our id), not the platform's video id. */
  @Column({ name: 'video_id', type: 'integer' })
  videoId: number;

  @ManyToOne('Video', 'exercises', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'video_id' })
  video?: Video;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ name: 'start_time', type: 'integer' })
  startTime: number;

  @Column({ name: 'end_time', type: 'integer' })
  endTime: number;

  /** Dosage the video states, kept as the default when the exercise is assigned; null when none was given. */
  @Column({ type: 'integer', nullable: true })
  sets: number | null;

  @Column({ type: 'integer', nullable: true })
  reps: number | null;

  @Column({ name: 'hold_seconds', type: 'integer', nullable: true })
  holdSeconds: number | null;

  @Column({ type: 'varchar', length: 5, nullable: true })
  side: DosageSide | null;

  @Column({ name: 'created_at', type: Date })
  createdAt: Date;

  @OneToMany('ExerciseTag', 'exercise')
  exerciseTags?: ExerciseTag[];
}
