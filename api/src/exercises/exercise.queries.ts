import type { DataSource } from 'typeorm';
import { MAX_PAGE_SIZE } from '../common/pagination/page-query.dto';
import { PreparedSelect } from '../database/prepared-select';
import { toNullableNumber, toNullableText, toNumber, toText, type Row } from '../database/row-values';
import { Exercise } from './entities/exercise.entity';
import type { ExerciseTagRow } from './exercise.mapper';

/**
 * Exercises of a list page's or a detail's videos, one row per (exercise, tag), ordered by start_time, id and tag
 * position. Runs on every list page and detail: the statement for n videos is written once, the first time n comes.
 */
export class ExerciseQueries {
  private readonly byCount = new Map<number, { statement: PreparedSelect<string>; names: string[] }>();

  constructor(private readonly dataSource: DataSource) {}

  async ofVideos(videoIds: readonly number[]): Promise<ExerciseTagRow[]> {
    if (videoIds.length === 0) return [];
    const { statement, names } = this.statementFor(videoIds.length);
    const rows = await statement.run(Object.fromEntries(names.map((name, i) => [name, videoIds[i]])));
    return rows.map(toExerciseTagRow);
  }

  private statementFor(count: number) {
    const known = this.byCount.get(count);
    if (known) return known;
    const names = Array.from({ length: count }, (_, i) => `video${i}`);
    const query = this.dataSource
      .createQueryBuilder(Exercise, 'e')
      .leftJoin('e.exerciseTags', 'et')
      .leftJoin('et.tag', 't')
      // Its publication in the public library, if any (one per exercise): the studio shows "Published".
      .leftJoin('library_exercises', 'le', 'le.exercise_id = e.id')
      .select([])
      .addSelect('e.id', 'id')
      .addSelect('e.videoId', 'video_id')
      .addSelect('e.title', 'title')
      .addSelect('e.startTime', 'start_time')
      .addSelect('e.endTime', 'end_time')
      .addSelect('t.id', 'tag_id')
      .addSelect('t.name', 'tag_name')
      .addSelect('le.slug', 'published_slug')
      .where(`e.videoId IN (${names.map((name) => `:${name}`).join(', ')})`)
      .orderBy('e.startTime', 'ASC')
      .addOrderBy('e.id', 'ASC')
      .addOrderBy('et.position', 'ASC');
    const prepared = { statement: new PreparedSelect(this.dataSource, query, names), names };
    // One statement per count a page can have; a longer list (not asked today) gets a statement of its own each time.
    if (count <= MAX_PAGE_SIZE) this.byCount.set(count, prepared);
    return prepared;
  }
}

export const toExerciseTagRow = (row: Row): ExerciseTagRow => ({
  id: toNumber(row.id),
  video_id: toNumber(row.video_id),
  title: toText(row.title),
  start_time: toNumber(row.start_time),
  end_time: toNumber(row.end_time),
  tag_id: toNullableNumber(row.tag_id),
  tag_name: toNullableText(row.tag_name),
  published_slug: toNullableText(row.published_slug ?? null),
});
