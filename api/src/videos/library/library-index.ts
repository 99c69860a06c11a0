import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { LIBRARY_BUCKET_SIZE } from './library-buckets';
import { EntityColumns } from '../../database/entity-columns';
import { parameter, readQuery, type ReadQuery } from '../../database/read-query';
import { LibraryTotals } from './library-totals.entity';

/** Which videos a list counts: all of them, or only those with (true) or without (false) exercises. */
export type ExtractedFilter = boolean | undefined;

/** Where a page starts: the rows below id `belowId` (null: from the newest), after skipping `skip` of them. */
export interface PageStart {
  belowId: number | null;
  skip: number;
}

const countColumn = (extracted: ExtractedFilter) =>
  extracted === undefined ? 'videos' : extracted ? 'extracted_videos' : 'videos - extracted_videos';

/**
 * Reads the trigger-maintained library totals. A list is ordered by id DESC, so with the number of videos in each
 * block of LIBRARY_BUCKET_SIZE ids the page's block is found by a running sum over the blocks (a few hundred small
 * rows even for a large library), and only the rows inside that block are skipped.
 */
@Injectable()
export class LibraryIndex {
  private readonly totalsColumns: EntityColumns<LibraryTotals>;
  private readonly totalsSql: string;
  private readonly read: ReadQuery;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.totalsColumns = new EntityColumns(dataSource, LibraryTotals, 't');
    this.read = readQuery(dataSource);
    this.totalsSql = `SELECT ${this.totalsColumns.select} FROM library_totals t WHERE t.owner_id = ${parameter(dataSource, 0)}`;
  }

  /** Read on every list and stats request: SQL written once (see EntityColumns). */
  async totals(ownerId: number): Promise<LibraryTotals | null> {
    const rows = await this.read(this.totalsSql, [ownerId]);
    return rows.length > 0 ? this.totalsColumns.hydrate(rows[0]) : null;
  }

  async count(ownerId: number, extracted: ExtractedFilter): Promise<number> {
    const totals = await this.totals(ownerId);
    if (!totals) return 0;
    if (extracted === undefined) return totals.videos;
    return extracted ? totals.extractedVideos : totals.videos - totals.extractedVideos;
  }

  async pageStart(ownerId: number, extracted: ExtractedFilter, offset: number): Promise<PageStart> {
    if (offset < LIBRARY_BUCKET_SIZE) return { belowId: null, skip: offset };
    const n = countColumn(extracted);
    const rows = (await this.read(
      `SELECT bucket, running - n AS before FROM (
         SELECT bucket, ${n} AS n, SUM(${n}) OVER (ORDER BY bucket DESC) AS running
         FROM library_pages WHERE owner_id = ${parameter(this.dataSource, 0)}
       ) blocks WHERE running > ${parameter(this.dataSource, 1)} ORDER BY bucket DESC LIMIT 1`,
      [ownerId, offset],
    )) as Array<{ bucket: number | string; before: number | string }>;
    if (rows.length === 0) return { belowId: null, skip: offset };
    const { bucket, before } = rows[0];
    return { belowId: (Number(bucket) + 1) * LIBRARY_BUCKET_SIZE, skip: offset - Number(before) };
  }
}
