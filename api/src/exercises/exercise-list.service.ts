import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ExerciseListItem, Page } from '@physio/contracts';
import { In, Repository } from 'typeorm';
import { containsPattern } from '../common/search/like-pattern';
import { pageSlice, toPage } from '../common/pagination/page-slice';
import type { ExerciseListQueryDto } from './dto/exercise-list-query.dto';
import { Exercise } from './entities/exercise.entity';
import { toSavedExercise } from './exercise.mapper';

/** The professional's exercise list (all videos), alphabetical, searchable by exercise title, video title or tag. */
@Injectable()
export class ExerciseListService {
  constructor(@InjectRepository(Exercise) private readonly exercises: Repository<Exercise>) {}

  async list(ownerId: number, query: ExerciseListQueryDto, requestUrl: string): Promise<Page<ExerciseListItem>> {
    const filtered = this.exercises
      .createQueryBuilder('e')
      .innerJoin('e.video', 'v')
      .where('v.ownerId = :ownerId', { ownerId });
    if (query.search) {
      const pattern = containsPattern(query.search);
      filtered.andWhere(
        `(LOWER(e.title) LIKE :pattern ESCAPE '\\' OR LOWER(v.title) LIKE :pattern ESCAPE '\\' OR EXISTS (` +
          `SELECT 1 FROM exercise_tags et INNER JOIN tags t ON t.id = et.tag_id ` +
          `WHERE et.exercise_id = e.id AND t.name_normalized LIKE :pattern ESCAPE '\\'))`,
        { pattern },
      );
    }
    const count = await filtered.getCount();
    const slice = pageSlice(query, count);
    const ids = await filtered
      .select('e.id', 'id')
      .orderBy('LOWER(e.title)', 'ASC')
      .addOrderBy('e.id', 'ASC')
      .offset(slice.offset)
      .limit(slice.limit)
      .getRawMany<{ id: number }>();
    const rows = ids.length
      ? await this.exercises.find({
          where: { id: In(ids.map((row) => Number(row.id))) },
          relations: { video: true, exerciseTags: { tag: true } },
        })
      : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    const slugs = await this.publishedSlugs(ids.map((row) => Number(row.id)));
    const results = ids.flatMap(({ id }) => {
      const row = byId.get(Number(id));
      return row?.video
        ? [
            {
              ...toSavedExercise(row),
              published_slug: slugs.get(row.id) ?? null,
              video: { id: row.video.id, video_id: row.video.videoId, title: row.video.title },
            },
          ]
        : [];
    });
    return toPage(query, slice, count, requestUrl, results);
  }

  /** The public library's slug of each of these exercises that is published (the studio shows "Published"). */
  private async publishedSlugs(ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.exercises.manager
      .createQueryBuilder()
      .select('le.exercise_id', 'exercise_id')
      .addSelect('le.slug', 'slug')
      .from('library_exercises', 'le')
      .where('le.exercise_id IN (:...ids)', { ids })
      .getRawMany<{ exercise_id: number | string; slug: string }>();
    return new Map(rows.map((row) => [Number(row.exercise_id), row.slug]));
  }
}
