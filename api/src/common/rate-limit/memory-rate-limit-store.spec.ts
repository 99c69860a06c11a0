import { MemoryRateLimitStore } from './memory-rate-limit-store';

describe('MemoryRateLimitStore', () => {
  it('counts hits in a window that opens on the first hit and ends windowMs later', async () => {
    const store = new MemoryRateLimitStore();
    expect(await store.peek('a', 0)).toBeNull();
    expect(await store.increment('a', 1000, 0)).toEqual({ count: 1, resetAt: 1000 });
    expect(await store.increment('a', 1000, 500)).toEqual({ count: 2, resetAt: 1000 });
    expect(await store.peek('a', 999)).toEqual({ count: 2, resetAt: 1000 });
    expect(await store.peek('b', 999)).toBeNull();
    expect(await store.peek('a', 1000)).toBeNull();
    expect(await store.increment('a', 1000, 1000)).toEqual({ count: 1, resetAt: 2000 });
  });

  it('forgets a key on reset', async () => {
    const store = new MemoryRateLimitStore();
    await store.increment('a', 1000, 0);
    await store.reset('a');
    expect(await store.peek('a', 1)).toBeNull();
  });

  it('stays bounded under a flood of keys, dropping expired windows first, then the oldest', async () => {
    const store = new MemoryRateLimitStore();
    await store.increment('old', 10, 0);
    for (let i = 0; i < 10_000; i++) await store.increment(`k${i}`, 60_000, 100);
    // 'old' expired at 10 and went in the sweep; the newest key survives.
    expect(await store.peek('old', 100)).toBeNull();
    expect(await store.peek('k9999', 100)).not.toBeNull();
    for (let i = 0; i < 100; i++) await store.increment(`extra${i}`, 60_000, 200);
    expect(await store.peek('extra99', 200)).not.toBeNull();
    expect(await store.peek('k0', 200)).toBeNull();
  });
});
