import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { LibraryExerciseDetail, LibraryProgramDetail } from '@physio/contracts';
import { DataSource } from 'typeorm';
import { badRequest, notFound } from '../common/errors/api-exception';
import { EXERCISE_NOT_FOUND } from '../exercises/exercises.service';
import { PROGRAM_NOT_FOUND } from '../programs/programs.service';
import type { PublishExerciseDto } from './dto/publish-exercise.dto';
import type { PublishProgramDto } from './dto/publish-program.dto';
import { LibraryReader } from './library-reader';
import {
  ownsExercise,
  ownsProgram,
  publishExercise,
  publishProgram,
  unpublishExercise,
  unpublishProgram,
} from './library-writes';

export const NOT_PUBLISHED = 'Not published.';

export interface Answer<T> {
  status: 200 | 201;
  body: T;
}

/** The studio's side: a professional publishes, reads back and unpublishes their own exercises and programs. */
@Injectable()
export class LibraryPublishingService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reader: LibraryReader,
  ) {}

  /** 201 the first time, 200 when it updates the publication (same slug); one transaction. */
  publishExercise(
    ownerId: number,
    exerciseId: number,
    dto: PublishExerciseDto,
  ): Promise<Answer<LibraryExerciseDetail>> {
    return this.dataSource.transaction(async (manager) => {
      const done = await publishExercise(manager, ownerId, exerciseId, dto);
      if (!done) throw notFound(EXERCISE_NOT_FOUND);
      const body = await this.reader.exerciseOfOwner(exerciseId, manager);
      if (!body) throw new Error(`Exercise ${exerciseId} was published but cannot be read back.`);
      return { status: done.created ? 201 : 200, body };
    });
  }

  async exercisePublication(ownerId: number, exerciseId: number): Promise<LibraryExerciseDetail> {
    if (!(await ownsExercise(this.dataSource.manager, ownerId, exerciseId))) throw notFound(EXERCISE_NOT_FOUND);
    const body = await this.reader.exerciseOfOwner(exerciseId);
    if (!body) throw notFound(NOT_PUBLISHED);
    return body;
  }

  unpublishExercise(ownerId: number, exerciseId: number): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      if (!(await ownsExercise(manager, ownerId, exerciseId))) throw notFound(EXERCISE_NOT_FOUND);
      if (!(await unpublishExercise(manager, exerciseId))) throw notFound(NOT_PUBLISHED);
    });
  }

  publishProgram(ownerId: number, programId: number, dto: PublishProgramDto): Promise<Answer<LibraryProgramDetail>> {
    return this.dataSource.transaction(async (manager) => {
      const done = await publishProgram(manager, ownerId, programId, dto);
      if (!done) throw notFound(PROGRAM_NOT_FOUND);
      if (done === 'empty') throw badRequest('A program needs at least one exercise to be published.');
      const body = await this.reader.programOfOwner(programId, manager);
      if (!body) throw new Error(`Program ${programId} was published but cannot be read back.`);
      return { status: done.created ? 201 : 200, body };
    });
  }

  async programPublication(ownerId: number, programId: number): Promise<LibraryProgramDetail> {
    if (!(await ownsProgram(this.dataSource.manager, ownerId, programId))) throw notFound(PROGRAM_NOT_FOUND);
    const body = await this.reader.programOfOwner(programId);
    if (!body) throw notFound(NOT_PUBLISHED);
    return body;
  }

  unpublishProgram(ownerId: number, programId: number): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      if (!(await ownsProgram(manager, ownerId, programId))) throw notFound(PROGRAM_NOT_FOUND);
      if (!(await unpublishProgram(manager, programId))) throw notFound(NOT_PUBLISHED);
    });
  }
}
