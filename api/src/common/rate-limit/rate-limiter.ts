import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { AppEnv } from '../../config/env.validation';
import { tooManyRequests } from '../errors/api-exception';
import { rateLimitPolicies, type RateLimitName, type RateLimitPolicy } from './rate-limit-policies';
import { RATE_LIMIT_STORE, type RateLimitStore, type WindowCount } from './rate-limit-store';

/** Applies a named policy (rate-limit-policies.ts) to a key, such as a client address or a normalised username. */
@Injectable()
export class RateLimiter implements OnApplicationShutdown {
  private readonly policies: Record<RateLimitName, RateLimitPolicy>;

  constructor(
    @Inject(RATE_LIMIT_STORE) private readonly store: RateLimitStore,
    config: ConfigService<AppEnv, true>,
  ) {
    this.policies = rateLimitPolicies(config.get('SIGNUP_LIMIT_PER_HOUR', { infer: true }));
  }

  /** Counts one attempt; 429 with Retry-After once the key is over the policy's limit. */
  async hit(name: RateLimitName, key: string): Promise<void> {
    const policy = this.policies[name];
    const now = Date.now();
    const window = await this.store.increment(this.key(policy, key), policy.windowMs, now);
    if (window.count > policy.limit) throw this.refusal(policy, window, now);
  }

  /** 429 when the key has already used up the policy, without counting this attempt. */
  async assertAllowed(name: RateLimitName, key: string): Promise<void> {
    const policy = this.policies[name];
    const now = Date.now();
    const window = await this.store.peek(this.key(policy, key), now);
    if (window && window.count >= policy.limit) throw this.refusal(policy, window, now);
  }

  /** Counts a failure that the next assertAllowed will see (a wrong password). */
  async recordFailure(name: RateLimitName, key: string): Promise<void> {
    const policy = this.policies[name];
    await this.store.increment(this.key(policy, key), policy.windowMs);
  }

  async reset(name: RateLimitName, key: string): Promise<void> {
    await this.store.reset(this.key(this.policies[name], key));
  }

  onApplicationShutdown(): Promise<void> {
    return this.store.close();
  }

  private key(policy: RateLimitPolicy, key: string): string {
    return `${policy.name}:${key}`;
  }

  private refusal(policy: RateLimitPolicy, window: WindowCount, now: number) {
    return tooManyRequests(policy.message, (window.resetAt - now) / 1000);
  }
}
