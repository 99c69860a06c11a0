import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { SavedExercise } from '@physio/contracts';
import { DataSource, Repository } from 'typeorm';
import { Exercise } from './entities/exercise.entity';
import { exerciseRowsToSaved } from './exercise.mapper';
import { ExerciseQueries } from './exercise.queries';

/** Read side of exercises, used by the video list and detail and by detection. */
@Injectable()
export class ExerciseReader {
  private readonly queries: ExerciseQueries;

  constructor(
    @InjectRepository(Exercise) private readonly exercises: Repository<Exercise>,
    @InjectDataSource() dataSource: DataSource,
  ) {
    this.queries = new ExerciseQueries(dataSource);
  }

  /** Exercises of these videos (our ids) with their tags, grouped by video, each list ordered by start_time. */
  async byVideo(videoIds: number[]): Promise<Map<number, SavedExercise[]>> {
    const grouped = new Map<number, SavedExercise[]>(videoIds.map((id) => [id, []]));
    const rows = await this.queries.ofVideos(videoIds);
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
