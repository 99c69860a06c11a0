import { Column, Entity, PrimaryColumn } from 'typeorm';

/** How often one professional's exercises use a tag (and use it first, as their category); trigger-maintained. */
@Entity('library_tag_uses')
export class LibraryTagUse {
  @PrimaryColumn({ name: 'owner_id', type: 'integer' })
  ownerId: number;

  @PrimaryColumn({ name: 'tag_id', type: 'integer' })
  tagId: number;

  @Column({ type: 'integer' })
  uses: number;

  @Column({ name: 'category_uses', type: 'integer' })
  categoryUses: number;
}
