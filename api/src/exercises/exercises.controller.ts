import { Body, Controller, Delete, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SaveExercisesResponse, SavedExercise } from '@physio/contracts';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe';
import type { User } from '../users/entities/user.entity';
import { ExerciseInputDto } from './dto/exercise-input.dto';
import { SaveExercisesDto } from './dto/save-exercises.dto';
import { EXERCISE_NOT_FOUND, ExercisesService } from './exercises.service';

@ApiTags('exercises')
@ApiBearerAuth('token')
@Roles('professional')
@Controller('exercises')
export class ExercisesController {
  constructor(private readonly exercises: ExercisesService) {}

  @Post()
  @ApiOperation({ summary: 'Saves exercises on a video, creating the video in this library on first use (201).' })
  save(@CurrentUser() user: User, @Body() dto: SaveExercisesDto): Promise<SaveExercisesResponse> {
    return this.exercises.save(user.id, dto);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Replaces title, times and tags of one exercise.' })
  update(
    @CurrentUser() user: User,
    @Param('id', new ParseIdPipe(EXERCISE_NOT_FOUND)) id: number,
    @Body() dto: ExerciseInputDto,
  ): Promise<SavedExercise> {
    return this.exercises.update(user.id, id, dto);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Deletes one exercise; answers {"message": "ok"}.' })
  remove(@CurrentUser() user: User, @Param('id', new ParseIdPipe(EXERCISE_NOT_FOUND)) id: number): Promise<{ message: string }> {
    return this.exercises.remove(user.id, id);
  }
}
