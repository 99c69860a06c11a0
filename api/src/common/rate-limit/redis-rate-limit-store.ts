import { Logger } from '@nestjs/common';
import Redis from 'ioredis';
import { MemoryRateLimitStore } from './memory-rate-limit-store';
import type { RateLimitStore, WindowCount } from './rate-limit-store';

// INCR and PEXPIRE in one atomic step: two replicas counting the same key at once never lose a hit or leave a
// counter without expiry. Answers the count and the milliseconds left in the window.
const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

/**
 * Counters shared by every API replica. Redis being unreachable must not lock everyone out (or let everyone in):
 * while it is down each process falls back to its own memory counters and says so once in the log.
 */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly logger = new Logger('RateLimit');
  private readonly fallback = new MemoryRateLimitStore();
  private readonly redis: Redis;
  private degraded = false;

  private readonly prefix: string;

  /** `keyPrefix` keeps deployments (and test runs) that share one Redis apart. */
  constructor(url: string, keyPrefix: string) {
    this.prefix = `${keyPrefix}rate:`;
    this.redis = new Redis(url, {
      lazyConnect: false,
      enableOfflineQueue: false, // fail fast to the fallback instead of queueing behind a dead connection
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      commandTimeout: 500,
    });
    this.redis.on('error', () => this.degrade('error'));
    this.redis.on('ready', () => {
      if (this.degraded) this.logger.log('Redis is back: rate limits are shared again.');
      this.degraded = false;
    });
  }

  async increment(key: string, windowMs: number, now = Date.now()): Promise<WindowCount> {
    try {
      const [count, ttl] = (await this.redis.eval(INCREMENT, 1, this.prefix + key, windowMs)) as [number, number];
      return { count, resetAt: now + Math.max(ttl, 0) };
    } catch {
      this.degrade('command failed');
      return this.fallback.increment(key, windowMs, now);
    }
  }

  async peek(key: string, now = Date.now()): Promise<WindowCount | null> {
    try {
      const [count, ttl] =
        (await this.redis
          .multi()
          .get(this.prefix + key)
          .pttl(this.prefix + key)
          .exec()) ?? [];
      const value = Number(count?.[1] ?? 0);
      const left = Number(ttl?.[1] ?? -2);
      return value > 0 && left > 0 ? { count: value, resetAt: now + left } : null;
    } catch {
      this.degrade('command failed');
      return this.fallback.peek(key, now);
    }
  }

  async reset(key: string): Promise<void> {
    await this.fallback.reset(key);
    await this.redis.del(this.prefix + key).catch(() => this.degrade('command failed'));
  }

  async close(): Promise<void> {
    await this.fallback.close();
    this.redis.disconnect();
  }

  private degrade(reason: string): void {
    if (this.degraded) return;
    this.degraded = true;
    this.logger.warn(`Redis unavailable (${reason}): rate limits are per process until it is back.`);
  }
}
