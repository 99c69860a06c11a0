import { AnswerCache } from './answer-cache';

describe('AnswerCache', () => {
  it('answers again only while the cursor stays, and forgets the least recently used', async () => {
    const cache = new AnswerCache<number>(2);
    let computed = 0;
    const compute = async () => ++computed;
    expect(await cache.get('a', 1, compute)).toBe(1);
    expect(await cache.get('a', 1, compute)).toBe(1);
    expect(await cache.get('a', 2, compute)).toBe(2);
    await cache.get('b', 2, compute);
    await cache.get('a', 2, compute);
    await cache.get('c', 2, compute);
    expect(await cache.get('a', 2, compute)).toBe(2);
    expect(await cache.get('b', 2, compute)).toBe(5);
  });

  it('expires answers older than its age limit', async () => {
    const cache = new AnswerCache<number>(10, 0);
    let computed = 0;
    await cache.get('a', 1, async () => ++computed);
    expect(await cache.get('a', 1, async () => ++computed)).toBe(2);
  });
});
