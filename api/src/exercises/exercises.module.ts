import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Video } from '../videos/entities/video.entity';
import { ExerciseTag } from './entities/exercise-tag.entity';
import { Exercise } from './entities/exercise.entity';
import { Tag } from './entities/tag.entity';
import { ExerciseListService } from './exercise-list.service';
import { ExerciseReader } from './exercise-reader';
import { ExercisesController } from './exercises.controller';
import { ExercisesService } from './exercises.service';
import { TagsService } from './tags.service';

@Module({
  imports: [TypeOrmModule.forFeature([Exercise, ExerciseTag, Tag, Video])],
  controllers: [ExercisesController],
  providers: [ExercisesService, ExerciseListService, ExerciseReader, TagsService],
  exports: [ExerciseReader, TagsService],
})
export class ExercisesModule {}
