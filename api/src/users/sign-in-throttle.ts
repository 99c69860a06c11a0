import { Injectable } from '@nestjs/common';

export const MAX_FAILED_SIGN_INS = 10;
export const FAILED_SIGN_IN_WINDOW_MS = 15 * 60_000;
const MAX_TRACKED = 10_000;

/**
 * Slows password guessing: after MAX_FAILED_SIGN_INS failures for one username from one address within the window,
 * further attempts get 429 until the window ends. In memory, so per API process; enough for one instance.
 */
@Injectable()
export class SignInThrottle {
  private readonly failures = new Map<string, { count: number; resetAt: number }>();

  isBlocked(key: string, now = Date.now()): boolean {
    const entry = this.failures.get(key);
    if (entry && entry.resetAt <= now) this.failures.delete(key);
    return !!entry && entry.resetAt > now && entry.count >= MAX_FAILED_SIGN_INS;
  }

  recordFailure(key: string, now = Date.now()): void {
    const entry = this.failures.get(key);
    if (entry && entry.resetAt > now) entry.count += 1;
    else this.failures.set(key, { count: 1, resetAt: now + FAILED_SIGN_IN_WINDOW_MS });
    if (this.failures.size > MAX_TRACKED) this.sweep(now);
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.failures) if (entry.resetAt <= now) this.failures.delete(key);
    // Still full (an attack from many addresses): forget the oldest entries rather than grow without bound.
    for (const key of this.failures.keys()) {
      if (this.failures.size <= MAX_TRACKED) break;
      this.failures.delete(key);
    }
  }
}
