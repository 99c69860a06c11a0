import { Inject, Injectable } from '@nestjs/common';
import { HealthIndicatorService, type HealthIndicatorResult } from '@nestjs/terminus';
import type Redis from 'ioredis';
import { REDIS_CLIENT } from '../common/redis/redis-client';

/** Redis answers PING on the shared connection (which fails fast while disconnected, so this never hangs). */
@Injectable()
export class RedisHealthIndicator {
  constructor(
    private readonly indicators: HealthIndicatorService,
    @Inject(REDIS_CLIENT) private readonly redis: Redis | null,
  ) {}

  get configured(): boolean {
    return this.redis !== null;
  }

  async pingCheck(key: string): Promise<HealthIndicatorResult> {
    const indicator = this.indicators.check(key);
    try {
      await this.redis?.ping();
      return indicator.up();
    } catch {
      return indicator.down();
    }
  }
}
