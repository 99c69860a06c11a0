import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { VideoStatsResponse } from '@physio/contracts';
import { DataSource } from 'typeorm';
import { parameter, readQuery, type ReadQuery } from '../database/read-query';
import { LibraryIndex } from './library/library-index';

type Raw = Record<string, string | number | null>;
const num = (value: string | number | null | undefined): number => Number(value ?? 0) || 0;

/**
 * Library figures from the running totals the database keeps in the same transactions as the rows (never by loading
 * or aggregating the library itself). Definitions:
 * - total_duration: sum of duration_seconds; total_views: sum of view_count.
 * - total_categories: distinct tags used as the FIRST tag of an exercise (the exercise's type).
 * - total_tags: distinct tags on any of this professional's exercises.
 */
@Injectable()
export class VideoStatsService {
  /** Written once rather than through the query builder on every call (see EntityColumns). */
  private readonly tagCountsSql: string;
  private readonly read: ReadQuery;

  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly library: LibraryIndex,
  ) {
    this.read = readQuery(dataSource);
    this.tagCountsSql = `SELECT COUNT(CASE WHEN u.uses > 0 THEN 1 END) AS total_tags,
      COUNT(CASE WHEN u.category_uses > 0 THEN 1 END) AS total_categories
      FROM library_tag_uses u WHERE u.owner_id = ${parameter(dataSource, 0)}`;
  }

  async forOwner(ownerId: number): Promise<VideoStatsResponse> {
    const [totals, [tags]] = await Promise.all([
      this.library.totals(ownerId),
      this.read(this.tagCountsSql, [ownerId]) as Promise<Raw[]>,
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
