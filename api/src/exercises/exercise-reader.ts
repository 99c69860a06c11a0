import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { SavedExercise } from '@physio/contracts';
import { Repository } from 'typeorm';
import { Exercise } from './entities/exercise.entity';
import { toSavedExercise } from './exercise.mapper';

/** Read side of exercises, used by the video list and detail and by detection. */
@Injectable()
export class ExerciseReader {
  constructor(@InjectRepository(Exercise) private readonly exercises: Repository<Exercise>) {}

  /** Exercises of these videos (our ids) with their tags, grouped by video, each list ordered by start_time. */
  async byVideo(videoIds: number[]): Promise<Map<number, SavedExercise[]>> {
    const grouped = new Map<number, SavedExercise[]>(videoIds.map((id) => [id, []]));
    if (videoIds.length === 0) return grouped;
    const rows = await this.exercises
      .createQueryBuilder('e')
      .leftJoinAndSelect('e.exerciseTags', 'et')
      .leftJoinAndSelect('et.tag', 't')
      .where('e.videoId IN (:...videoIds)', { videoIds })
      .orderBy('e.startTime', 'ASC')
      .addOrderBy('e.id', 'ASC')
      .addOrderBy('et.position', 'ASC')
      .getMany();
    for (const row of rows) grouped.get(row.videoId)?.push(toSavedExercise(row));
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
