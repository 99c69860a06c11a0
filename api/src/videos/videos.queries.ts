import type { DataSource } from 'typeorm';
import { PreparedSelect } from '../database/prepared-select';
import { limitOffset } from '../database/raw-sql';
import { toNullableDate, toNullableText, toNumber, toText, toDate, type Row } from '../database/row-values';
import { Video, type VideoPlatform } from './entities/video.entity';
import type { ExtractedFilter, PageStart } from './library/library-index';

/** Every column of a video, each under its own column name. */
const VIDEO_COLUMNS: ReadonlyArray<[property: keyof Video, column: string]> = [
  ['id', 'id'],
  ['ownerId', 'owner_id'],
  ['platform', 'platform'],
  ['videoId', 'video_id'],
  ['url', 'url'],
  ['title', 'title'],
  ['durationSeconds', 'duration_seconds'],
  ['viewCount', 'view_count'],
  ['publishedAt', 'published_at'],
  ['thumbnailUrl', 'thumbnail_url'],
  ['createdAt', 'created_at'],
  ['exerciseCount', 'exercise_count'],
];

/** Written exactly as the partial indexes' conditions, so both databases pick those indexes. */
const EXTRACTED_CONDITION = { true: 'v.exerciseCount > 0', false: 'v.exerciseCount = 0' } as const;

const pageKey = (extracted: ExtractedFilter, below: boolean) => `${String(extracted)}:${below}`;

/** The video list's page and the detail: one statement per shape, written once at start. */
export class VideoQueries {
  private readonly byId: PreparedSelect<'id' | 'ownerId'>;
  private readonly pages = new Map<string, PreparedSelect<'ownerId' | 'belowId'>>();

  constructor(private readonly dataSource: DataSource) {
    this.byId = new PreparedSelect(dataSource, this.select().where('v.id = :id AND v.ownerId = :ownerId'), [
      'id',
      'ownerId',
    ]);
    for (const extracted of [undefined, true, false] as const) {
      for (const below of [false, true]) {
        const query = this.select().where('v.ownerId = :ownerId');
        if (extracted !== undefined) query.andWhere(EXTRACTED_CONDITION[`${extracted}`]);
        if (below) query.andWhere('v.id < :belowId');
        query.orderBy('v.id', 'DESC');
        this.pages.set(pageKey(extracted, below), new PreparedSelect(dataSource, query, ['ownerId', 'belowId']));
      }
    }
  }

  async ownedById(ownerId: number, id: number): Promise<Video | null> {
    const [row] = await this.byId.run({ id, ownerId });
    return row ? toVideo(row) : null;
  }

  /** Newest first: `limit` rows below `start.belowId` (or from the newest) after skipping `start.skip`. */
  async page(ownerId: number, extracted: ExtractedFilter, start: PageStart, limit: number): Promise<Video[]> {
    const statement = this.pages.get(pageKey(extracted, start.belowId !== null));
    if (!statement) throw new Error(`No video page statement for extracted=${String(extracted)}.`);
    const rows = await statement.run({ ownerId, belowId: start.belowId }, limitOffset(limit, start.skip));
    return rows.map(toVideo);
  }

  private select() {
    const query = this.dataSource.createQueryBuilder(Video, 'v').select([]);
    for (const [property, column] of VIDEO_COLUMNS) query.addSelect(`v.${property}`, column);
    return query;
  }
}

export function toVideo(row: Row): Video {
  return Object.assign(new Video(), {
    id: toNumber(row.id),
    ownerId: toNumber(row.owner_id),
    platform: toText(row.platform) as VideoPlatform,
    videoId: toText(row.video_id),
    url: toText(row.url),
    title: toText(row.title),
    durationSeconds: toNumber(row.duration_seconds),
    viewCount: toNumber(row.view_count),
    publishedAt: toNullableDate(row.published_at),
    thumbnailUrl: toNullableText(row.thumbnail_url),
    createdAt: toDate(row.created_at),
    exerciseCount: toNumber(row.exercise_count),
  });
}
