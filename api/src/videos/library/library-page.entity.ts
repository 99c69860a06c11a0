import { Column, Entity, PrimaryColumn } from 'typeorm';

/** How many of one professional's videos have ids in block `bucket` (LIBRARY_BUCKET_SIZE ids); trigger-maintained. */
@Entity('library_pages')
export class LibraryPage {
  @PrimaryColumn({ name: 'owner_id', type: 'integer' })
  ownerId: number;

  @PrimaryColumn({ type: 'integer' })
  bucket: number;

  @Column({ type: 'integer' })
  videos: number;

  @Column({ name: 'extracted_videos', type: 'integer' })
  extractedVideos: number;
}
