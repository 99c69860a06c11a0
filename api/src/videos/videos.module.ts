import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ExercisesModule } from '../exercises/exercises.module';
import { ChannelImportService } from './channel-import.service';
import { Video } from './entities/video.entity';
import { VideoStatsService } from './video-stats.service';
import { VideosController } from './videos.controller';
import { VideosService } from './videos.service';
import { LibraryIndex } from './library/library-index';

@Module({
  imports: [TypeOrmModule.forFeature([Video]), ExercisesModule],
  controllers: [VideosController],
  providers: [VideosService, VideoStatsService, ChannelImportService, LibraryIndex],
})
export class VideosModule {}
