import type Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RateLimitPolicy } from './rate-limit-policies';

/**
 * Fixed-window counters for one policy. In Redis every replica shares them, so a limit means the same thing however
 * many replicas run behind the load balancer; while Redis is unreachable the memory insurance limiter takes over
 * (per process), so requests neither fail nor go unlimited.
 */
export function createPolicyLimiter(
  policy: RateLimitPolicy,
  redis: Redis | null,
  keyPrefix: string,
): RateLimiterAbstract {
  const options = {
    // `<prefix>rate:<policy>:<key>` keeps deployments (and test runs) that share one Redis apart.
    keyPrefix: `${keyPrefix}rate:${policy.name}`,
    points: policy.limit,
    duration: policy.windowMs / 1000,
  };
  const memory = new RateLimiterMemory(options);
  if (!redis) return memory;
  return new RateLimiterRedis({
    ...options,
    storeClient: redis,
    rejectIfRedisNotReady: true,
    insuranceLimiter: memory,
  });
}
