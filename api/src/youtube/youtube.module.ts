import { Global, Logger, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { AppEnv } from '../config/env.validation';
import { createYoutubeClient } from './create-youtube-client';
import { YoutubeClient } from './youtube-client';

/** The YouTube Data API client from config: live with YOUTUBE_API_KEY, else the offline demo catalogue. */
@Global()
@Module({
  providers: [
    {
      provide: YoutubeClient,
      inject: [ConfigService],
      useFactory: (config: ConfigService<AppEnv, true>): YoutubeClient => {
        const client = createYoutubeClient({
          apiKey: config.get('YOUTUBE_API_KEY', { infer: true }),
          baseUrl: config.get('YOUTUBE_API_BASE_URL', { infer: true }),
          maxChannelVideos: config.get('YOUTUBE_MAX_CHANNEL_VIDEOS', { infer: true }),
        });
        if (client.notice) new Logger('YouTube').warn(client.notice);
        return client;
      },
    },
  ],
  exports: [YoutubeClient],
})
export class YoutubeModule {}
