import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ExerciseListItem, Page, SaveExercisesResponse, SavedExercise } from '@physio/contracts';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { RequestUrl } from '../common/decorators/request-url.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe';
import type { User } from '../users/entities/user.entity';
import { ExerciseInputDto } from './dto/exercise-input.dto';
import { ExerciseListQueryDto } from './dto/exercise-list-query.dto';
import { ExerciseListService } from './exercise-list.service';
import { SaveExercisesDto } from './dto/save-exercises.dto';
import { EXERCISE_NOT_FOUND, ExercisesService } from './exercises.service';
import { ApiAnswer, ApiErrors, ApiProfessional } from '../api-docs/responses';

@ApiTags('exercises')
@ApiProfessional()
@Roles('professional')
@Controller('exercises')
export class ExercisesController {
  constructor(
    private readonly exercises: ExercisesService,
    private readonly exerciseList: ExerciseListService,
  ) {}

  @Get()
  @ApiAnswer(200, 'ExerciseListPage')
  @ApiErrors(400, 404)
  @ApiOperation({ summary: "This professional's exercises with their video and tags, alphabetical; `search` filters." })
  list(
    @CurrentUser() user: User,
    @Query() query: ExerciseListQueryDto,
    @RequestUrl() url: string,
  ): Promise<Page<ExerciseListItem>> {
    return this.exerciseList.list(user.id, query, url);
  }

  @Post()
  @ApiAnswer(201, 'SaveExercisesResponse')
  @ApiErrors(400)
  @ApiOperation({ summary: 'Saves exercises on a video, creating the video in this library on first use (201).' })
  save(@CurrentUser() user: User, @Body() dto: SaveExercisesDto): Promise<SaveExercisesResponse> {
    return this.exercises.save(user.id, dto);
  }

  @Put(':id')
  @ApiAnswer(200, 'SavedExercise')
  @ApiErrors(400, 404)
  @ApiOperation({ summary: 'Replaces title, times and tags of one exercise.' })
  update(
    @CurrentUser() user: User,
    @Param('id', new ParseIdPipe(EXERCISE_NOT_FOUND)) id: number,
    @Body() dto: ExerciseInputDto,
  ): Promise<SavedExercise> {
    return this.exercises.update(user.id, id, dto);
  }

  @Delete(':id')
  @ApiAnswer(200, 'MessageResponse')
  @ApiErrors(404)
  @ApiOperation({ summary: 'Deletes one exercise; answers {"message": "ok"}.' })
  remove(
    @CurrentUser() user: User,
    @Param('id', new ParseIdPipe(EXERCISE_NOT_FOUND)) id: number,
  ): Promise<{ message: string }> {
    return this.exercises.remove(user.id, id);
  }
}
