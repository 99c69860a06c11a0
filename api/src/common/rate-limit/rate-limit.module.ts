import { Global, Module } from '@nestjs/common';
import { RateLimiter } from './rate-limiter';

/** Counters in Redis when REDIS_URL is set (shared by every replica), else in this process's memory. */
@Global()
@Module({ providers: [RateLimiter], exports: [RateLimiter] })
export class RateLimitModule {}
