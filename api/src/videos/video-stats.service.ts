import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { VideoStatsResponse } from '@physio/contracts';
import { DataSource } from 'typeorm';
import { ExerciseTag } from '../exercises/entities/exercise-tag.entity';
import { Exercise } from '../exercises/entities/exercise.entity';
import { Video } from './entities/video.entity';

type Raw = Record<string, string | number | null>;
const num = (value: string | number | null | undefined): number => Number(value ?? 0) || 0;

/**
 * Library figures computed by SQL aggregates (never by loading rows). Definitions:
 * - total_duration: sum of duration_seconds; total_views: sum of view_count.
 * - total_categories: distinct tags used as the FIRST tag of an exercise (the exercise's type, SPEC §3).
 * - total_tags: distinct tags on any of this professional's exercises.
 */
@Injectable()
export class VideoStatsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async forOwner(ownerId: number): Promise<VideoStatsResponse> {
    const [videos, exercises, tags] = await Promise.all([
      this.dataSource
        .createQueryBuilder(Video, 'v')
        .select('COUNT(*)', 'total_videos')
        .addSelect('COALESCE(SUM(v.durationSeconds), 0)', 'total_duration')
        .addSelect('COALESCE(SUM(v.viewCount), 0)', 'total_views')
        .where('v.ownerId = :ownerId', { ownerId })
        .getRawOne<Raw>(),
      this.dataSource
        .createQueryBuilder(Exercise, 'e')
        .innerJoin('e.video', 'v')
        .select('COUNT(*)', 'total_exercises')
        .where('v.ownerId = :ownerId', { ownerId })
        .getRawOne<Raw>(),
      this.dataSource
        .createQueryBuilder(ExerciseTag, 'et')
        .innerJoin('et.exercise', 'e')
        .innerJoin('e.video', 'v')
        .select('COUNT(DISTINCT et.tagId)', 'total_tags')
        .addSelect('COUNT(DISTINCT CASE WHEN et.position = 0 THEN et.tagId END)', 'total_categories')
        .where('v.ownerId = :ownerId', { ownerId })
        .getRawOne<Raw>(),
    ]);
    return {
      video_stats: {
        total_videos: num(videos?.total_videos),
        total_duration: num(videos?.total_duration),
        total_views: num(videos?.total_views),
      },
      exercise_stats: {
        total_exercises: num(exercises?.total_exercises),
        total_categories: num(tags?.total_categories),
        total_tags: num(tags?.total_tags),
      },
    };
  }
}
