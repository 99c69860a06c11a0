import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CollectionsController } from './collections.controller';
import { CollectionsService } from './collections.service';
import { CollectionVideo } from './entities/collection-video.entity';
import { Collection } from './entities/collection.entity';

@Module({
  imports: [TypeOrmModule.forFeature([Collection, CollectionVideo])],
  controllers: [CollectionsController],
  providers: [CollectionsService],
})
export class CollectionsModule {}
