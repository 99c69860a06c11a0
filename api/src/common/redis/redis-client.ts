import { Logger } from '@nestjs/common';
import Redis from 'ioredis';

/** The shared ioredis connection, or null when REDIS_URL is unset (everything then stays in this process). */
export const REDIS_CLIENT = Symbol('REDIS_CLIENT');

/**
 * Redis being unreachable must not lock everyone out (or let everyone in): commands fail fast instead of queueing
 * behind a dead connection, so the rate limits fall back to this process's memory. Says so once in the log.
 */
export function connectRedis(url: string): Redis {
  const logger = new Logger('Redis');
  let degraded = false;
  const redis = new Redis(url, {
    lazyConnect: false,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 500,
  });
  redis.on('error', (error: Error) => {
    if (degraded) return;
    degraded = true;
    logger.warn(`Redis unavailable (${error.message}): rate limits are per process until it is back.`);
  });
  redis.on('ready', () => {
    if (degraded) logger.log('Redis is back: rate limits are shared again.');
    degraded = false;
  });
  return redis;
}

/**
 * Resolves once the first connection attempt has ended either way, so a healthy Redis is in use from the first
 * request (commands sent before it is ready would go to the per-process fallback) and a dead one does not stop start-up.
 */
export function firstConnectionAttempt(redis: Redis, timeoutMs = 2000): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done).off('error', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    redis.once('ready', done).once('error', done);
  });
}
