import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { SaveExercisesResponse, SavedExercise } from '@physio/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { notFound } from '../common/errors/api-exception';
import { Video } from '../videos/entities/video.entity';
import { assertWithinVideos } from '../videos/segment-bounds';
import { bareVideo, videoFromYoutube, type NewVideo } from '../videos/video-records';
import { YoutubeClient } from '../youtube/youtube-client';
import { YoutubeError } from '../youtube/youtube-error';
import type { ExerciseInputDto } from './dto/exercise-input.dto';
import type { SaveExercisesDto } from './dto/save-exercises.dto';
import { Exercise } from './entities/exercise.entity';
import { toSavedExercise } from './exercise.mapper';
import { TagsService } from './tags.service';

export const EXERCISE_NOT_FOUND = 'Exercise not found.';

@Injectable()
export class ExercisesService {
  private readonly logger = new Logger(ExercisesService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tags: TagsService,
    private readonly youtube: YoutubeClient,
  ) {}

  /** Creates this professional's copy of the video on first use, then adds the exercises; one transaction. */
  async save(ownerId: number, dto: SaveExercisesDto): Promise<SaveExercisesResponse> {
    const key = { ownerId, platform: 'youtube' as const, videoId: dto.video_id };
    const known = await this.dataSource.getRepository(Video).findOneBy(key);
    const draft = known ? null : await this.describe(ownerId, dto);
    const duration = known?.durationSeconds ?? draft?.durationSeconds ?? 0;
    assertWithinVideos(
      dto.exercises,
      () => duration,
      (index) => `exercises.${index}.end_time`,
    );
    return this.dataSource.transaction(async (manager) => {
      if (draft) await manager.createQueryBuilder().insert().into(Video).values(draft).orIgnore().execute();
      const video = await manager.findOneByOrFail(Video, key);
      const exercises: SavedExercise[] = [];
      for (const input of dto.exercises) exercises.push(await this.insert(manager, video.id, input));
      return { video: { id: video.id, video_id: video.videoId, title: video.title }, exercises };
    });
  }

  async update(ownerId: number, id: number, input: ExerciseInputDto): Promise<SavedExercise> {
    return this.dataSource.transaction(async (manager) => {
      const exercise = await this.findOwned(manager, ownerId, id);
      assertWithinVideos(
        [input],
        () => exercise.video?.durationSeconds ?? 0,
        () => 'end_time',
      );
      await manager.update(
        Exercise,
        { id },
        { title: input.title, startTime: input.start_time, endTime: input.end_time, ...dosageColumns(input) },
      );
      const links = await this.tags.setTags(manager, id, input.tags ?? []);
      return toSavedExercise({
        ...exercise,
        title: input.title,
        startTime: input.start_time,
        endTime: input.end_time,
        ...dosageColumns(input),
        exerciseTags: links,
      });
    });
  }

  async remove(ownerId: number, id: number): Promise<{ message: string }> {
    await this.findOwned(this.dataSource.manager, ownerId, id);
    await this.dataSource.getRepository(Exercise).delete({ id });
    return { message: 'ok' };
  }

  private async insert(manager: EntityManager, videoId: number, input: ExerciseInputDto): Promise<SavedExercise> {
    const exercise = manager.create(Exercise, {
      videoId,
      title: input.title,
      startTime: input.start_time,
      endTime: input.end_time,
      ...dosageColumns(input),
      createdAt: new Date(),
    });
    await manager.insert(Exercise, exercise);
    const links = await this.tags.setTags(manager, exercise.id, input.tags ?? []);
    return toSavedExercise({ ...exercise, exerciseTags: links });
  }

  /** Another professional's exercise is reported exactly like a missing one. */
  private async findOwned(manager: EntityManager, ownerId: number, id: number): Promise<Exercise> {
    const exercise = await manager
      .createQueryBuilder(Exercise, 'e')
      .innerJoinAndSelect('e.video', 'v')
      .where('e.id = :id AND v.ownerId = :ownerId', { id, ownerId })
      .getOne();
    if (!exercise) throw notFound(EXERCISE_NOT_FOUND);
    return exercise;
  }

  /** Duration, views and dates from YouTube; if YouTube cannot answer, the video is still saved with what we have. */
  private async describe(ownerId: number, dto: SaveExercisesDto): Promise<NewVideo> {
    try {
      return videoFromYoutube(ownerId, await this.youtube.getVideo(dto.video_id));
    } catch (error) {
      if (!(error instanceof YoutubeError)) throw error;
      this.logger.warn(`Saving ${dto.video_id} without YouTube metadata: ${error.code}`);
      return bareVideo(ownerId, dto.video_id, dto.title);
    }
  }
}

/** The dosage columns of a saved exercise; a field the request leaves out is stored as null (no stated dosage). */
function dosageColumns(input: ExerciseInputDto) {
  return {
    sets: input.sets ?? null,
    reps: input.reps ?? null,
    holdSeconds: input.hold_seconds ?? null,
    side: input.side ?? null,
  };
}
