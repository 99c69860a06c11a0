import type { RateLimitStore, WindowCount } from './rate-limit-store';

const MAX_TRACKED_KEYS = 10_000;

/** One process's counters, for a single API instance and for tests. Bounded, so a flood of keys cannot exhaust memory. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, WindowCount>();

  async increment(key: string, windowMs: number, now = Date.now()): Promise<WindowCount> {
    const current = this.live(key, now);
    if (current) {
      current.count += 1;
      return { ...current };
    }
    if (this.windows.size >= MAX_TRACKED_KEYS) this.sweep(now);
    const opened = { count: 1, resetAt: now + windowMs };
    this.windows.set(key, opened);
    return { ...opened };
  }

  async peek(key: string, now = Date.now()): Promise<WindowCount | null> {
    const entry = this.live(key, now);
    return entry && { ...entry };
  }

  /** The key's window while it is open (the stored object itself); an ended window is dropped. */
  private live(key: string, now: number): WindowCount | null {
    const entry = this.windows.get(key);
    if (!entry) return null;
    if (entry.resetAt <= now) {
      this.windows.delete(key);
      return null;
    }
    return entry;
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  async close(): Promise<void> {
    this.windows.clear();
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
    // Still full (an attack from many addresses): forget the oldest windows rather than grow without bound.
    for (const key of this.windows.keys()) {
      if (this.windows.size < MAX_TRACKED_KEYS) break;
      this.windows.delete(key);
    }
  }
}
