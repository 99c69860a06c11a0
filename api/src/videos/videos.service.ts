import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Page, Video as VideoJson } from '@physio/contracts';
import { Repository, type SelectQueryBuilder } from 'typeorm';
import { notFound } from '../common/errors/api-exception';
import { ExerciseReader } from '../exercises/exercise-reader';
import type { VideoListQueryDto } from './dto/video-list-query.dto';
import { pageSlice, toPage } from '../common/pagination/page-slice';
import { Video } from './entities/video.entity';
import { toVideoJson } from './video.mapper';
import { LibraryIndex, type ExtractedFilter } from './library/library-index';

export const VIDEO_NOT_FOUND = 'Video not found.';

@Injectable()
export class VideosService {
  constructor(
    @InjectRepository(Video) private readonly videos: Repository<Video>,
    private readonly exercises: ExerciseReader,
    private readonly library: LibraryIndex,
  ) {}

  /**
   * Newest saved first (id desc), Django-REST style page; a page past the end is 404 'Invalid page.'. The count and
   * the page's starting point come from the library totals, so no request counts or skips the whole library.
   */
  async list(ownerId: number, query: VideoListQueryDto, requestUrl: string): Promise<Page<VideoJson>> {
    const extracted = query.exercises_extracted;
    const count = await this.library.count(ownerId, extracted);
    const slice = pageSlice(query, count);
    const start = await this.library.pageStart(ownerId, extracted, slice.offset);
    const page = this.owned(ownerId, extracted);
    if (start.belowId !== null) page.andWhere('v.id < :belowId', { belowId: start.belowId });
    const rows = await page.orderBy('v.id', 'DESC').offset(start.skip).limit(slice.limit).getMany();
    const exercises = await this.exercises.byVideo(rows.map((v) => v.id));
    return toPage(query, slice, count, requestUrl, rows.map((video) => toVideoJson(video, exercises.get(video.id) ?? [])));
  }

  async detail(ownerId: number, id: number): Promise<VideoJson> {
    const video = await this.findOwned(ownerId, id);
    const exercises = await this.exercises.byVideo([video.id]);
    return toVideoJson(video, exercises.get(video.id) ?? []);
  }

  /** Its exercises and their tag links go with it (ON DELETE CASCADE). */
  async remove(ownerId: number, id: number): Promise<{ message: string }> {
    await this.findOwned(ownerId, id);
    await this.videos.delete({ id, ownerId });
    return { message: 'ok' };
  }

  /** Another professional's video is reported exactly like a missing one. */
  private async findOwned(ownerId: number, id: number): Promise<Video> {
    const video = await this.videos.findOneBy({ id, ownerId });
    if (!video) throw notFound(VIDEO_NOT_FOUND);
    return video;
  }

  /** The filter is written exactly as the partial indexes' conditions, so both databases pick those indexes. */
  private owned(ownerId: number, extracted: ExtractedFilter): SelectQueryBuilder<Video> {
    const qb = this.videos.createQueryBuilder('v').where('v.ownerId = :ownerId', { ownerId });
    if (extracted !== undefined) qb.andWhere(extracted ? 'v.exerciseCount > 0' : 'v.exerciseCount = 0');
    return qb;
  }
}
