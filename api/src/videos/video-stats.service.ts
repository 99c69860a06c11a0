import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { VideoStatsResponse } from '@physio/contracts';
import { DataSource } from 'typeorm';
import { LibraryIndex } from './library/library-index';
import { LibraryTagUse } from './library/library-tag-use.entity';

type Raw = Record<string, string | number | null>;
const num = (value: string | number | null | undefined): number => Number(value ?? 0) || 0;

/**
 * Library figures from the running totals the database keeps in the same transactions as the rows (never by loading
 * or aggregating the library itself). Definitions:
 * - total_duration: sum of duration_seconds; total_views: sum of view_count.
 * - total_categories: distinct tags used as the FIRST tag of an exercise (the exercise's type, SPEC §3).
 * - total_tags: distinct tags on any of this professional's exercises.
 */
@Injectable()
export class VideoStatsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly library: LibraryIndex,
  ) {}

  async forOwner(ownerId: number): Promise<VideoStatsResponse> {
    const [totals, tags] = await Promise.all([
      this.library.totals(ownerId),
      this.dataSource
        .createQueryBuilder(LibraryTagUse, 'u')
        .select('COUNT(CASE WHEN u.uses > 0 THEN 1 END)', 'total_tags')
        .addSelect('COUNT(CASE WHEN u.categoryUses > 0 THEN 1 END)', 'total_categories')
        .where('u.ownerId = :ownerId', { ownerId })
        .getRawOne<Raw>(),
    ]);
    return {
      video_stats: {
        total_videos: totals?.videos ?? 0,
        total_duration: totals?.durationSeconds ?? 0,
        total_views: totals?.views ?? 0,
      },
      exercise_stats: {
        total_exercises: totals?.exercises ?? 0,
        total_categories: num(tags?.total_categories),
        total_tags: num(tags?.total_tags),
      },
    };
  }
}
