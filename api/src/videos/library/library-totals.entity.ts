import { Column, Entity, PrimaryColumn } from 'typeorm';
import { bigintToNumber } from '../../database/column-types';

/** One professional's running totals; written only by database triggers (see the library-totals migration). */
@Entity('library_totals')
export class LibraryTotals {
  @PrimaryColumn({ name: 'owner_id', type: 'integer' })
  ownerId: number;

  @Column({ type: 'integer' })
  videos: number;

  @Column({ name: 'extracted_videos', type: 'integer' })
  extractedVideos: number;

  @Column({ name: 'duration_seconds', type: 'bigint', transformer: bigintToNumber })
  durationSeconds: number;

  @Column({ type: 'bigint', transformer: bigintToNumber })
  views: number;

  @Column({ type: 'integer' })
  exercises: number;
}
