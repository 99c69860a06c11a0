import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ExercisesModule } from '../exercises/exercises.module';
import { Video } from '../videos/entities/video.entity';
import { DetectController } from './detect.controller';
import { DetectService } from './detect.service';

@Module({
  imports: [TypeOrmModule.forFeature([Video]), ExercisesModule],
  controllers: [DetectController],
  providers: [DetectService],
})
export class DetectModule {}
