import { Injectable } from '@nestjs/common';
import type { VideoStatsResponse } from '@physio/contracts';
import { LibraryIndex } from './library/library-index';

/**
 * Library figures from the running totals the database keeps in the same transactions as the rows (never by loading
 * or aggregating the library itself). Definitions:
 * - total_duration: sum of duration_seconds; total_views: sum of view_count.
 * - total_categories: distinct tags used as the FIRST tag of an exercise (the exercise's type).
 * - total_tags: distinct tags on any of this professional's exercises.
 */
@Injectable()
export class VideoStatsService {
  constructor(private readonly library: LibraryIndex) {}

  async forOwner(ownerId: number): Promise<VideoStatsResponse> {
    const [totals, tags] = await Promise.all([this.library.totals(ownerId), this.library.tagCounts(ownerId)]);
    return {
      video_stats: {
        total_videos: totals?.videos ?? 0,
        total_duration: totals?.durationSeconds ?? 0,
        total_views: totals?.views ?? 0,
      },
      exercise_stats: {
        total_exercises: totals?.exercises ?? 0,
        total_categories: tags.categories,
        total_tags: tags.tags,
      },
    };
  }
}
