import { IsInt, IsOptional } from 'class-validator';
import { ValidQueryCache } from './valid-query-cache';

class Query {
  @IsOptional()
  @IsInt()
  page = 1;

  isFirst(): boolean {
    return this.page === 1;
  }
}

const instance = (page: number): Query => Object.assign(new Query(), { page });

describe('ValidQueryCache', () => {
  it('returns a fresh copy of the stored instance, with its class', () => {
    const cache = new ValidQueryCache();
    const key = ValidQueryCache.key({ page: '2' })!;
    cache.set(Query, key, instance(2));
    const hit = cache.get(Query, key) as Query;
    expect(hit).toBeInstanceOf(Query);
    expect(hit.page).toBe(2);
    hit.page = 99;
    expect((cache.get(Query, key) as Query).page).toBe(2);
  });

  it('keeps queries apart per class and per exact query', () => {
    class Other {}
    const cache = new ValidQueryCache();
    cache.set(Query, ValidQueryCache.key({ page: '2' })!, instance(2));
    expect(cache.get(Other, ValidQueryCache.key({ page: '2' })!)).toBeUndefined();
    expect(cache.get(Query, ValidQueryCache.key({ page: ['2'] })!)).toBeUndefined();
  });

  it('never stores instances holding objects, which a handler could change', () => {
    const cache = new ValidQueryCache();
    const key = ValidQueryCache.key({ tags: 'a' })!;
    cache.set(Query, key, Object.assign(new Query(), { tags: ['a'] }));
    expect(cache.get(Query, key)).toBeUndefined();
  });

  it('drops the oldest query beyond its size', () => {
    const cache = new ValidQueryCache(2);
    for (const page of [1, 2, 3]) cache.set(Query, String(page), instance(page));
    expect(cache.get(Query, '1')).toBeUndefined();
    expect(cache.get(Query, '3')).toBeDefined();
  });
});
