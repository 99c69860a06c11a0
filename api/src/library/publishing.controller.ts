import { Body, Controller, Delete, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { LibraryExerciseDetail, LibraryProgramDetail } from '@physio/contracts';
import type { FastifyReply } from 'fastify';
import { ApiAnswer, ApiErrors, ApiNoContent, ApiProfessional } from '../api-docs/responses';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe';
import { EXERCISE_NOT_FOUND } from '../exercises/exercises.service';
import { PROGRAM_NOT_FOUND } from '../programs/programs.service';
import type { User } from '../users/entities/user.entity';
import { PublishExerciseDto } from './dto/publish-exercise.dto';
import { PublishProgramDto } from './dto/publish-program.dto';
import { LibraryPublishingService } from './library-publishing.service';

/** The studio's publish / unpublish of its own exercises and programs; someone else's id is a 404 like a missing one. */
@ApiTags('library')
@ApiProfessional()
@Roles('professional')
@Controller()
export class PublishingController {
  constructor(private readonly publishing: LibraryPublishingService) {}

  @Post('exercises/:id/publish')
  @ApiAnswer(201, 'LibraryExerciseDetail', 'Published.')
  @ApiAnswer(200, 'LibraryExerciseDetail', 'The publication is updated; its slug stays.')
  @ApiErrors(400, 404)
  @ApiOperation({
    summary: 'Publishes a saved exercise to the public library (201), or updates its publication (200).',
  })
  async publishExercise(
    @CurrentUser() user: User,
    @Param('id', new ParseIdPipe(EXERCISE_NOT_FOUND)) id: number,
    @Body() dto: PublishExerciseDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LibraryExerciseDetail> {
    const { status, body } = await this.publishing.publishExercise(user.id, id, dto);
    void reply.status(status);
    return body;
  }

  @Get('exercises/:id/publish')
  @ApiAnswer(200, 'LibraryExerciseDetail')
  @ApiErrors(404)
  @ApiOperation({ summary: "The saved exercise's publication, or 404 when it is not published." })
  exercisePublication(
    @CurrentUser() user: User,
    @Param('id', new ParseIdPipe(EXERCISE_NOT_FOUND)) id: number,
  ): Promise<LibraryExerciseDetail> {
    return this.publishing.exercisePublication(user.id, id);
  }

  @Delete('exercises/:id/publish')
  @HttpCode(204)
  @ApiNoContent('Unpublished: the public page is gone.')
  @ApiErrors(404)
  @ApiOperation({ summary: 'Removes the saved exercise from the public library (204).' })
  async unpublishExercise(
    @CurrentUser() user: User,
    @Param('id', new ParseIdPipe(EXERCISE_NOT_FOUND)) id: number,
  ): Promise<void> {
    await this.publishing.unpublishExercise(user.id, id);
  }

  @Post('programs/:id/publish')
  @ApiAnswer(201, 'LibraryProgramDetail', 'Published.')
  @ApiAnswer(200, 'LibraryProgramDetail', 'The publication is updated with the items as they are now.')
  @ApiErrors(400, 404)
  @ApiOperation({ summary: 'Publishes a program with its items as they are now (201), or updates it (200).' })
  async publishProgram(
    @CurrentUser() user: User,
    @Param('id', new ParseIdPipe(PROGRAM_NOT_FOUND)) id: number,
    @Body() dto: PublishProgramDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LibraryProgramDetail> {
    const { status, body } = await this.publishing.publishProgram(user.id, id, dto);
    void reply.status(status);
    return body;
  }

  @Get('programs/:id/publish')
  @ApiAnswer(200, 'LibraryProgramDetail')
  @ApiErrors(404)
  @ApiOperation({ summary: "The program's publication, or 404 when it is not published." })
  programPublication(
    @CurrentUser() user: User,
    @Param('id', new ParseIdPipe(PROGRAM_NOT_FOUND)) id: number,
  ): Promise<LibraryProgramDetail> {
    return this.publishing.programPublication(user.id, id);
  }

  @Delete('programs/:id/publish')
  @HttpCode(204)
  @ApiNoContent('Unpublished: the public page is gone.')
  @ApiErrors(404)
  @ApiOperation({ summary: 'Removes the program from the public library (204).' })
  async unpublishProgram(
    @CurrentUser() user: User,
    @Param('id', new ParseIdPipe(PROGRAM_NOT_FOUND)) id: number,
  ): Promise<void> {
    await this.publishing.unpublishProgram(user.id, id);
  }
}
