import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Program as ProgramJson } from '@physio/contracts';
import { DataSource, In, type EntityManager } from 'typeorm';
import { badRequest, notFound } from '../common/errors/api-exception';
import { Exercise } from '../exercises/entities/exercise.entity';
import { Video } from '../videos/entities/video.entity';
import { assertWithinVideos } from '../videos/segment-bounds';
import type { ProgramDto } from './dto/program.dto';
import { ProgramItem } from './entities/program-item.entity';
import { Program } from './entities/program.entity';
import { toProgramJson } from './program.mapper';

export const PROGRAM_NOT_FOUND = 'Program not found.';

@Injectable()
export class ProgramsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** This professional's programs, most recently changed first. */
  async list(ownerId: number): Promise<ProgramJson[]> {
    const programs = await this.dataSource
      .getRepository(Program)
      .find({ where: { ownerId }, order: { updatedAt: 'DESC', id: 'DESC' } });
    const items = await this.itemsOf(
      this.dataSource.manager,
      programs.map((p) => p.id),
    );
    return programs.map((program) =>
      toProgramJson(
        program,
        items.filter((item) => item.programId === program.id),
      ),
    );
  }

  async detail(ownerId: number, id: number): Promise<ProgramJson> {
    const program = await this.findOwned(this.dataSource.manager, ownerId, id);
    return toProgramJson(program, await this.itemsOf(this.dataSource.manager, [id]));
  }

  /** The program and all its items in one transaction. */
  async create(ownerId: number, dto: ProgramDto): Promise<ProgramJson> {
    return this.dataSource.transaction(async (manager) => {
      await this.checkReferences(manager, ownerId, dto);
      const now = new Date();
      const program = manager.create(Program, {
        ownerId,
        ...fields(dto),
        status: dto.status ?? 'draft',
        createdAt: now,
        updatedAt: now,
      });
      await manager.insert(Program, program);
      await this.insertItems(manager, program.id, dto);
      return toProgramJson(program, await this.itemsOf(manager, [program.id]));
    });
  }

  /** Replaces the fields and every item, in one transaction. */
  async update(ownerId: number, id: number, dto: ProgramDto): Promise<ProgramJson> {
    return this.dataSource.transaction(async (manager) => {
      const program = await this.findOwned(manager, ownerId, id);
      await this.checkReferences(manager, ownerId, dto);
      const changes = { ...fields(dto), status: dto.status ?? program.status, updatedAt: new Date() };
      await manager.update(Program, { id }, changes);
      await manager.delete(ProgramItem, { programId: id });
      await this.insertItems(manager, id, dto);
      return toProgramJson({ ...program, ...changes }, await this.itemsOf(manager, [id]));
    });
  }

  async remove(ownerId: number, id: number): Promise<{ message: string }> {
    await this.findOwned(this.dataSource.manager, ownerId, id);
    await this.dataSource.getRepository(Program).delete({ id, ownerId });
    return { message: 'ok' };
  }

  private async insertItems(manager: EntityManager, programId: number, dto: ProgramDto): Promise<void> {
    if (dto.items.length === 0) return;
    await manager.insert(
      ProgramItem,
      dto.items.map((item, position) => ({
        programId,
        position,
        exerciseId: item.exercise_id ?? null,
        videoId: item.video_id,
        startTime: item.start_time,
        endTime: item.end_time,
        title: item.title,
      })),
    );
  }

  /** Items may only point at this professional's videos, and an exercise must belong to the item's video. */
  private async checkReferences(manager: EntityManager, ownerId: number, dto: ProgramDto): Promise<void> {
    const videoIds = [...new Set(dto.items.map((item) => item.video_id))];
    const exerciseIds = [...new Set(dto.items.flatMap((item) => (item.exercise_id ? [item.exercise_id] : [])))];
    const videos = videoIds.length
      ? await manager.find(Video, { select: { id: true, durationSeconds: true }, where: { id: In(videoIds), ownerId } })
      : [];
    const exercises = exerciseIds.length
      ? await manager.find(Exercise, { select: { id: true, videoId: true }, where: { id: In(exerciseIds) } })
      : [];
    const ownedVideos = new Map(videos.map((v) => [v.id, v.durationSeconds]));
    const exerciseVideo = new Map(exercises.map((e) => [e.id, e.videoId]));
    const details: Record<string, string[]> = {};
    dto.items.forEach((item, index) => {
      if (!ownedVideos.has(item.video_id)) details[`items.${index}.video_id`] = ['This video is not in your library.'];
      else if (item.exercise_id && exerciseVideo.get(item.exercise_id) !== item.video_id) {
        details[`items.${index}.exercise_id`] = ['This exercise is not saved on that video.'];
      }
    });
    const first = Object.values(details)[0]?.[0];
    if (first) throw badRequest(first, details);
    assertWithinVideos(
      dto.items,
      (item) => ownedVideos.get(item.video_id) ?? 0,
      (index) => `items.${index}.end_time`,
    );
  }

  private itemsOf(manager: EntityManager, programIds: number[]): Promise<ProgramItem[]> {
    if (programIds.length === 0) return Promise.resolve([]);
    return manager.find(ProgramItem, {
      where: { programId: In(programIds) },
      relations: { video: true, exercise: true },
      order: { position: 'ASC' },
    });
  }

  /** Another professional's program is reported exactly like a missing one. */
  private async findOwned(manager: EntityManager, ownerId: number, id: number): Promise<Program> {
    const program = await manager.findOneBy(Program, { id, ownerId });
    if (!program) throw notFound(PROGRAM_NOT_FOUND);
    return program;
  }
}

function fields(dto: ProgramDto) {
  return { title: dto.title, description: dto.description, difficulty: dto.difficulty };
}
