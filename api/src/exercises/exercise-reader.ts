import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { SavedExercise } from '@physio/contracts';
import { DataSource, Repository } from 'typeorm';
import { parameter, readQuery, type ReadQuery } from '../database/read-query';
import { Exercise } from './entities/exercise.entity';
import { exerciseRowsToSaved, type ExerciseTagRow } from './exercise.mapper';

/** Read side of exercises, used by the video list and detail and by detection. */
@Injectable()
export class ExerciseReader {
  private readonly read: ReadQuery;

  constructor(
    @InjectRepository(Exercise) private readonly exercises: Repository<Exercise>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {
    this.read = readQuery(dataSource);
  }

  /**
   * Exercises of these videos (our ids) with their tags, grouped by video, each list ordered by start_time. Runs for
   * every list page and detail, so the SQL is written here rather than built per call, and the rows (one per tag,
   * integers and text only) are mapped straight to JSON (see database/entity-columns.ts).
   */
  async byVideo(videoIds: number[]): Promise<Map<number, SavedExercise[]>> {
    const grouped = new Map<number, SavedExercise[]>(videoIds.map((id) => [id, []]));
    if (videoIds.length === 0) return grouped;
    const rows = (await this.read(
      `SELECT e.id, e.video_id, e.title, e.start_time, e.end_time, t.id AS tag_id, t.name AS tag_name
       FROM exercises e LEFT JOIN exercise_tags et ON et.exercise_id = e.id LEFT JOIN tags t ON t.id = et.tag_id
       WHERE e.video_id IN (${videoIds.map((_, i) => parameter(this.dataSource, i)).join(', ')})
       ORDER BY e.start_time ASC, e.id ASC, et.position ASC`,
      videoIds,
    )) as unknown as ExerciseTagRow[];
    for (const [videoId, exercise] of exerciseRowsToSaved(rows)) grouped.get(videoId)?.push(exercise);
    return grouped;
  }

  /** Titles already saved on this owner's copy of a platform video (detection marks them already_saved). */
  async titlesOnOwnersVideo(ownerId: number, platformVideoId: string): Promise<string[]> {
    const rows = await this.exercises
      .createQueryBuilder('e')
      .innerJoin('e.video', 'v')
      .select('e.title', 'title')
      .where('v.ownerId = :ownerId AND v.platform = :platform AND v.videoId = :platformVideoId', {
        ownerId,
        platform: 'youtube',
        platformVideoId,
      })
      .getRawMany<{ title: string }>();
    return rows.map((row) => row.title);
  }
}
