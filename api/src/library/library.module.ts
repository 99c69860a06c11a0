import { Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { LibraryController } from './library.controller';
import { LibraryPublishingService } from './library-publishing.service';
import { LibraryReader } from './library-reader';
import { PublishingController } from './publishing.controller';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The public library: professionals publish from the studio, everyone reads. */
@Module({
  controllers: [PublishingController, LibraryController],
  providers: [LibraryReader, LibraryPublishingService],
})
export class LibraryModule implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly reader: LibraryReader,
  ) {}

  /**
   * Any write may change the library (a publish, or a video deleted with its published segments, by cascade): its
   * answer goes out only after the library's reads have forgotten the change cursor they reuse.
   */
  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    fastify?.addHook('onSend', (request, _reply, payload, done) => {
      if (!READS.has(request.method)) this.reader.forgetCursor();
      done(null, payload);
    });
  }
}
