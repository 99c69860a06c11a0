/** No single wait longer than this, whatever the attempt number: the UI request is waiting on us. */
export const MAX_BACKOFF_MS = 8_000;

/**
 * "Full jitter" (AWS architecture blog): wait a uniformly random time in [0, base * 2^attempt). Spreads retries
 * of many concurrent imports instead of having them hit YouTube again in lock-step.
 */
export function fullJitterDelay(attempt: number, baseMs: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_BACKOFF_MS, baseMs * 2 ** attempt);
  return Math.floor(random() * ceiling);
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
