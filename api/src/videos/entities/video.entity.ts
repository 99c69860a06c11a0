import { Column, Entity, OneToMany, PrimaryGeneratedColumn } from 'typeorm';
import { bigintToNumber } from '../../database/column-types';
import type { Exercise } from '../../exercises/entities/exercise.entity';

export type VideoPlatform = 'youtube' | 'instagram';

/** A video in one professional's library; the same YouTube video saved by two professionals is two rows. */
@Entity('videos')
export class Video {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'owner_id', type: 'integer' })
  ownerId: number;

  @Column({ type: 'varchar', length: 20, default: 'youtube' })
  platform: VideoPlatform;

  @Column({ name: 'video_id', type: 'varchar', length: 64 })
  videoId: string;

  @Column({ type: 'varchar', length: 2048 })
  url: string;

  @Column({ type: 'varchar', length: 500 })
  title: string;

  @Column({ name: 'duration_seconds', type: 'integer', default: 0 })
  durationSeconds: number;

  @Column({ name: 'view_count', type: 'bigint', default: 0, transformer: bigintToNumber })
  viewCount: number;

  @Column({ name: 'published_at', type: Date, nullable: true })
  publishedAt: Date | null;

  @Column({ name: 'thumbnail_url', type: 'varchar', length: 2048, nullable: true })
  thumbnailUrl: string | null;

  @Column({ name: 'created_at', type: Date })
  createdAt: Date;

  /** Kept by a database trigger as exercises come and go (the library-totals migration); never written by the API. */
  @Column({ name: 'exercise_count', type: 'integer', default: 0, insert: false, update: false })
  exerciseCount: number;

  @OneToMany('Exercise', 'video')
  exercises?: Exercise[];
}
