import { Global, Logger, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { AppEnv } from '../../config/env.validation';
import { MemoryRateLimitStore } from './memory-rate-limit-store';
import { RATE_LIMIT_STORE, type RateLimitStore } from './rate-limit-store';
import { RateLimiter } from './rate-limiter';
import { RedisRateLimitStore } from './redis-rate-limit-store';

/** Counters in Redis when REDIS_URL is set (shared by every replica), else in this process's memory. */
@Global()
@Module({
  providers: [
    {
      provide: RATE_LIMIT_STORE,
      inject: [ConfigService],
      useFactory: (config: ConfigService<AppEnv, true>): RateLimitStore => {
        const url = config.get('REDIS_URL', { infer: true });
        if (!url) return new MemoryRateLimitStore();
        new Logger('RateLimit').log('Rate limits are kept in Redis, shared by every API process.');
        return new RedisRateLimitStore(url, config.get('REDIS_KEY_PREFIX', { infer: true }));
      },
    },
    RateLimiter,
  ],
  exports: [RateLimiter],
})
export class RateLimitModule {}
