import { Column, Entity, OneToMany, PrimaryGeneratedColumn } from 'typeorm';
import type { CollectionVideo } from './collection-video.entity';

/** A named group of videos; names are unique per owner regardless of case (name_normalized). */
@Entity('collections')
export class Collection {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'owner_id', type: 'integer' })
  ownerId: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ name: 'name_normalized', type: 'varchar', length: 100 })
  nameNormalized: string;

  @Column({ name: 'created_at', type: Date })
  createdAt: Date;

  @Column({ name: 'updated_at', type: Date })
  updatedAt: Date;

  @OneToMany('CollectionVideo', 'collection')
  videos?: CollectionVideo[];
}
