import type { DataSource } from 'typeorm';
import { PreparedSelect } from '../../database/prepared-select';
import { placeholders } from '../../database/raw-sql';
import { toNumber, type Row } from '../../database/row-values';
import { LibraryTotals } from './library-totals.entity';

/** Which count of a block the running sum adds up: all videos, or those with or without exercises. */
export type BlockCount = 'videos' | 'extracted_videos' | 'videos - extracted_videos';

/** The block a deep page starts in: its number and how many of the counted videos lie in newer blocks. */
export interface PageBlock {
  bucket: number;
  before: number;
}

export interface TagCounts {
  tags: number;
  categories: number;
}

/**
 * Reads of the trigger-maintained library tables. The totals row goes through the query builder; the page start (a
 * window function over the blocks) and the tag counts (conditional counts) are plain SQL, which says them more
 * directly than the builder would.
 */
export class LibraryQueries {
  private readonly totalsOf: PreparedSelect<'ownerId'>;
  private readonly pageBlockSql = new Map<BlockCount, string>();
  private readonly tagCountsSql: string;

  constructor(private readonly dataSource: DataSource) {
    this.totalsOf = new PreparedSelect(
      dataSource,
      dataSource
        .createQueryBuilder(LibraryTotals, 't')
        .select([])
        .addSelect('t.ownerId', 'owner_id')
        .addSelect('t.videos', 'videos')
        .addSelect('t.extractedVideos', 'extracted_videos')
        .addSelect('t.durationSeconds', 'duration_seconds')
        .addSelect('t.views', 'views')
        .addSelect('t.exercises', 'exercises')
        .where('t.ownerId = :ownerId'),
      ['ownerId'],
    );
    const p = placeholders(dataSource);
    for (const n of ['videos', 'extracted_videos', 'videos - extracted_videos'] as const) {
      this.pageBlockSql.set(
        n,
        `SELECT bucket, running - n AS before FROM (
           SELECT bucket, ${n} AS n, SUM(${n}) OVER (ORDER BY bucket DESC) AS running
           FROM library_pages WHERE owner_id = ${p(0)}
         ) blocks WHERE running > ${p(1)} ORDER BY bucket DESC LIMIT 1`,
      );
    }
    this.tagCountsSql = `SELECT COUNT(CASE WHEN u.uses > 0 THEN 1 END) AS total_tags,
      COUNT(CASE WHEN u.category_uses > 0 THEN 1 END) AS total_categories
      FROM library_tag_uses u WHERE u.owner_id = ${p(0)}`;
  }

  async totals(ownerId: number): Promise<LibraryTotals | null> {
    const [row] = await this.totalsOf.run({ ownerId });
    return row ? toLibraryTotals(row) : null;
  }

  /** The newest block whose running count (newest first) passes `offset`; null when the library is shorter. */
  async pageBlock(ownerId: number, count: BlockCount, offset: number): Promise<PageBlock | null> {
    const [row] = (await this.dataSource.query(this.pageBlockSql.get(count) ?? '', [ownerId, offset])) as Row[];
    return row ? toPageBlock(row) : null;
  }

  async tagCounts(ownerId: number): Promise<TagCounts> {
    const [row] = (await this.dataSource.query(this.tagCountsSql, [ownerId])) as Row[];
    return row ? toTagCounts(row) : { tags: 0, categories: 0 };
  }
}

export function toLibraryTotals(row: Row): LibraryTotals {
  return Object.assign(new LibraryTotals(), {
    ownerId: toNumber(row.owner_id),
    videos: toNumber(row.videos),
    extractedVideos: toNumber(row.extracted_videos),
    durationSeconds: toNumber(row.duration_seconds),
    views: toNumber(row.views),
    exercises: toNumber(row.exercises),
  });
}

export const toPageBlock = (row: Row): PageBlock => ({ bucket: toNumber(row.bucket), before: toNumber(row.before) });

export const toTagCounts = (row: Row): TagCounts => ({
  tags: toNumber(row.total_tags ?? 0),
  categories: toNumber(row.total_categories ?? 0),
});
