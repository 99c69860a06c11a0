import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { ExerciseTag } from './entities/exercise-tag.entity';
import { Tag } from './entities/tag.entity';
import { normalizeTagNames } from './tag-names';

@Injectable()
export class TagsService {
  /** Tags for these names, created on first use, in the order given (after normalisation). */
  async resolve(manager: EntityManager, names: readonly string[]): Promise<Tag[]> {
    const wanted = normalizeTagNames(names);
    if (wanted.length === 0) return [];
    // INSERT OR IGNORE / ON CONFLICT DO NOTHING: a concurrent first use of the same name cannot fail the save.
    await manager
      .createQueryBuilder()
      .insert()
      .into(Tag)
      .values(wanted.map((t) => ({ name: t.name, nameNormalized: t.normalized })))
      .orIgnore()
      .execute();
    const rows = await manager.find(Tag, { where: { nameNormalized: In(wanted.map((t) => t.normalized)) } });
    const byName = new Map(rows.map((tag) => [tag.nameNormalized, tag]));
    return wanted.map((t) => byName.get(t.normalized)).filter((tag): tag is Tag => tag !== undefined);
  }

  /** Replaces an exercise's tags; returns the links with their tags, in order. */
  async setTags(manager: EntityManager, exerciseId: number, names: readonly string[]): Promise<ExerciseTag[]> {
    await manager.delete(ExerciseTag, { exerciseId });
    const tags = await this.resolve(manager, names);
    const links = tags.map((tag, position) =>
      manager.create(ExerciseTag, { exerciseId, tagId: tag.id, position, tag }),
    );
    if (links.length > 0) {
      await manager.insert(
        ExerciseTag,
        links.map(({ exerciseId: e, tagId, position }) => ({ exerciseId: e, tagId, position })),
      );
    }
    return links;
  }
}
