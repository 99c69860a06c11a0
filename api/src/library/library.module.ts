import { Module } from '@nestjs/common';
import { LibraryController } from './library.controller';
import { LibraryPublishingService } from './library-publishing.service';
import { LibraryReader } from './library-reader';
import { PublishingController } from './publishing.controller';

/** The public library: professionals publish from the studio, everyone reads. */
@Module({
  controllers: [PublishingController, LibraryController],
  providers: [LibraryReader, LibraryPublishingService],
})
export class LibraryModule {}
