import { Inject, Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type Redis from 'ioredis';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { AppEnv } from '../../config/env.validation';
import { Metrics } from '../../metrics/metrics';
import { tooManyRequests } from '../errors/api-exception';
import { REDIS_CLIENT } from '../redis/redis-client';
import { createPolicyLimiter } from './policy-limiter';
import { rateLimitPolicies, type RateLimitName, type RateLimitPolicy } from './rate-limit-policies';

interface PolicyLimiter {
  policy: RateLimitPolicy;
  limiter: RateLimiterAbstract;
}

/** Applies a named policy (rate-limit-policies.ts) to a key, such as a client address or a normalised username. */
@Injectable()
export class RateLimiter {
  private readonly limiters: Record<RateLimitName, PolicyLimiter>;

  constructor(
    @Inject(REDIS_CLIENT) redis: Redis | null,
    config: ConfigService<AppEnv, true>,
    private readonly metrics: Metrics,
  ) {
    const policies = rateLimitPolicies(config.get('SIGNUP_LIMIT_PER_HOUR', { infer: true }));
    const keyPrefix = config.get('REDIS_KEY_PREFIX', { infer: true });
    this.limiters = Object.fromEntries(
      Object.entries(policies).map(([name, policy]) => [
        name,
        { policy, limiter: createPolicyLimiter(policy, redis, keyPrefix) },
      ]),
    ) as Record<RateLimitName, PolicyLimiter>;
    if (redis) new Logger('RateLimit').log('Rate limits are kept in Redis, shared by every API process.');
  }

  /** Counts one attempt; 429 with Retry-After once the key is over the policy's limit. */
  async hit(name: RateLimitName, key: string): Promise<void> {
    const { policy, limiter } = this.limiters[name];
    try {
      await limiter.consume(key);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw this.refusal(policy, rejection);
      throw rejection;
    }
  }

  /** 429 when the key has already used up the policy, without counting this attempt. */
  async assertAllowed(name: RateLimitName, key: string): Promise<void> {
    const { policy, limiter } = this.limiters[name];
    const used = await limiter.get(key);
    if (used && used.consumedPoints >= policy.limit) throw this.refusal(policy, used);
  }

  /** Counts a failure that the next assertAllowed will see (a wrong password). */
  async recordFailure(name: RateLimitName, key: string): Promise<void> {
    await this.limiters[name].limiter.penalty(key, 1);
  }

  async reset(name: RateLimitName, key: string): Promise<void> {
    await this.limiters[name].limiter.delete(key);
  }

  private refusal(policy: RateLimitPolicy, window: RateLimiterRes) {
    this.metrics.recordRefusal(policy.name);
    return tooManyRequests(policy.message, window.msBeforeNext / 1000);
  }
}
