import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { Page, Video as VideoJson } from '@physio/contracts';
import { DataSource, Repository } from 'typeorm';
import { notFound } from '../common/errors/api-exception';
import { ExerciseReader } from '../exercises/exercise-reader';
import type { VideoListQueryDto } from './dto/video-list-query.dto';
import { pageSlice, toPage } from '../common/pagination/page-slice';
import { Video } from './entities/video.entity';
import { toVideoJson } from './video.mapper';
import { LibraryIndex } from './library/library-index';
import { VideoQueries } from './videos.queries';

export const VIDEO_NOT_FOUND = 'Video not found.';

@Injectable()
export class VideosService {
  private readonly queries: VideoQueries;

  constructor(
    @InjectRepository(Video) private readonly videos: Repository<Video>,
    @InjectDataSource() dataSource: DataSource,
    private readonly exercises: ExerciseReader,
    private readonly library: LibraryIndex,
  ) {
    this.queries = new VideoQueries(dataSource);
  }

  /**
   * Newest saved first (id desc), Django-REST style page; a page past the end is 404 'Invalid page.'. The count and
   * the page's starting point come from the library totals, so no request counts or skips the whole library.
   */
  async list(ownerId: number, query: VideoListQueryDto, requestUrl: string): Promise<Page<VideoJson>> {
    const extracted = query.exercises_extracted;
    const count = await this.library.count(ownerId, extracted);
    const slice = pageSlice(query, count);
    const start = await this.library.pageStart(ownerId, extracted, slice.offset);
    const rows = await this.queries.page(ownerId, extracted, start, slice.limit);
    const exercises = await this.exercises.byVideo(rows.filter(hasExercises).map((v) => v.id));
    return toPage(
      query,
      slice,
      count,
      requestUrl,
      rows.map((video) => toVideoJson(video, exercises.get(video.id) ?? [])),
    );
  }

  async detail(ownerId: number, id: number): Promise<VideoJson> {
    const video = await this.findOwned(ownerId, id);
    const exercises = await this.exercises.byVideo(hasExercises(video) ? [video.id] : []);
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
    const video = await this.queries.ownedById(ownerId, id);
    if (!video) throw notFound(VIDEO_NOT_FOUND);
    return video;
  }
}

/** exercise_count is kept by a trigger in the same transaction as the exercises: a video at 0 needs no lookup. */
const hasExercises = (video: Video): boolean => video.exerciseCount > 0;
