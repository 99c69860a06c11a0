import { tooManyRequests } from '../errors/api-exception';

const MAX_TRACKED_KEYS = 10_000;

/**
 * Counts hits per key in fixed windows, in memory (so per API process). Used for abuse limits on
 * public writes such as the contact form and password-reset requests.
 */
export class FixedWindowLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly message: string,
  ) {}

  /** Counts one hit; throws 429 with the limiter's sentence once the key is over its limit. */
  hit(key: string, now = Date.now()): void {
    const entry = this.windows.get(key);
    if (!entry || entry.resetAt <= now) {
      if (this.windows.size >= MAX_TRACKED_KEYS) this.sweep(now);
      this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
      return;
    }
    entry.count += 1;
    if (entry.count > this.limit) throw tooManyRequests(this.message);
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
    for (const key of this.windows.keys()) {
      if (this.windows.size < MAX_TRACKED_KEYS) break;
      this.windows.delete(key); // oldest first: a flood of addresses must not grow memory without bound
    }
  }
}
