/** How many hits one key has in its current window, and when that window ends (epoch ms). */
export interface WindowCount {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window counters. In memory they are per API process; in Redis every replica shares them, so a limit
 * means the same thing however many replicas run behind the load balancer.
 */
export interface RateLimitStore {
  /** Counts one hit; the first hit of a key opens a window of `windowMs`. */
  increment(key: string, windowMs: number, now?: number): Promise<WindowCount>;
  /** The key's current window without counting, or null when it has none. */
  peek(key: string, now?: number): Promise<WindowCount | null>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export const RATE_LIMIT_STORE = Symbol('RATE_LIMIT_STORE');
