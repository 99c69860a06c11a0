import { Module } from '@nestjs/common';
import { ExercisesModule } from '../exercises/exercises.module';
import { DetectionController } from './detection.controller';
import { DetectionService } from './detection.service';

@Module({
  imports: [ExercisesModule],
  controllers: [DetectionController],
  providers: [DetectionService],
})
export class DetectionModule {}
