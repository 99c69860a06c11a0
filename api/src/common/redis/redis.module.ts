import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type Redis from 'ioredis';
import type { AppEnv } from '../../config/env.validation';
import { connectRedis, firstConnectionAttempt, REDIS_CLIENT } from './redis-client';

/** One Redis connection per process (REDIS_URL), shared by the rate limits and the readiness check. */
@Global()
@Module({
  providers: [
    {
      provide: REDIS_CLIENT,
      inject: [ConfigService],
      useFactory: async (config: ConfigService<AppEnv, true>): Promise<Redis | null> => {
        const url = config.get('REDIS_URL', { infer: true });
        if (!url) return null;
        const redis = connectRedis(url);
        await firstConnectionAttempt(redis);
        return redis;
      },
    },
  ],
  exports: [REDIS_CLIENT],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS_CLIENT) private readonly redis: Redis | null) {}

  onApplicationShutdown(): void {
    this.redis?.disconnect();
  }
}
