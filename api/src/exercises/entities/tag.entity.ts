import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Tags are shared by name: 'Shoulder' and ' shoulder ' are one tag (name_normalized is unique). */
@Entity('tags')
export class Tag {
  @PrimaryGeneratedColumn()
  id: number;

  /** The spelling of its first use. */
  @Column({ type: 'varchar', length: 50 })
  name: string;

  @Column({ name: 'name_normalized', type: 'varchar', length: 50 })
  nameNormalized: string;
}
