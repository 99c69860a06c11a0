import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { LIBRARY_BUCKET_SIZE } from './library-buckets';
import { LibraryQueries, type BlockCount, type TagCounts } from './library.queries';
import type { LibraryTotals } from './library-totals.entity';

/** Which videos a list counts: all of them, or only those with (true) or without (false) exercises. */
export type ExtractedFilter = boolean | undefined;

/** Where a page starts: the rows below id `belowId` (null: from the newest), after skipping `skip` of them. */
export interface PageStart {
  belowId: number | null;
  skip: number;
}

const blockCount = (extracted: ExtractedFilter): BlockCount =>
  extracted === undefined ? 'videos' : extracted ? 'extracted_videos' : 'videos - extracted_videos';

/**
 * Reads the trigger-maintained library totals. A list is ordered by id DESC, so with the number of videos in each
 * block of LIBRARY_BUCKET_SIZE ids the page's block is found by a running sum over the blocks (a few hundred small
 * rows even for a large library), and only the rows inside that block are skipped.
 */
@Injectable()
export class LibraryIndex {
  private readonly queries: LibraryQueries;

  constructor(@InjectDataSource() dataSource: DataSource) {
    this.queries = new LibraryQueries(dataSource);
  }

  /** Read on every list and stats request. */
  totals(ownerId: number): Promise<LibraryTotals | null> {
    return this.queries.totals(ownerId);
  }

  tagCounts(ownerId: number): Promise<TagCounts> {
    return this.queries.tagCounts(ownerId);
  }

  async count(ownerId: number, extracted: ExtractedFilter): Promise<number> {
    const totals = await this.totals(ownerId);
    if (!totals) return 0;
    if (extracted === undefined) return totals.videos;
    return extracted ? totals.extractedVideos : totals.videos - totals.extractedVideos;
  }

  async pageStart(ownerId: number, extracted: ExtractedFilter, offset: number): Promise<PageStart> {
    if (offset < LIBRARY_BUCKET_SIZE) return { belowId: null, skip: offset };
    const block = await this.queries.pageBlock(ownerId, blockCount(extracted), offset);
    if (!block) return { belowId: null, skip: offset };
    return { belowId: (block.bucket + 1) * LIBRARY_BUCKET_SIZE, skip: offset - block.before };
  }
}
