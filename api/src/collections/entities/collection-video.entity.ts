import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { Collection } from './collection.entity';

@Entity('collection_videos')
export class CollectionVideo {
  @PrimaryColumn({ name: 'collection_id', type: 'integer' })
  collectionId: number;

  @PrimaryColumn({ name: 'video_id', type: 'integer' })
  videoId: number;

  @Column({ type: 'integer', default: 0 })
  position: number;

  @ManyToOne('Collection', 'videos', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'collection_id' })
  collection?: Collection;
}
