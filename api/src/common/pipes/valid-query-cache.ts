/**
 * Query strings the pipe has already validated, per DTO class, mapped to the instance they produced. A list page is
 * asked for with the same few query strings over and over (`?page=1`), and plainToInstance + validate cost a few
 * percent of a list request's CPU under load (bench/load). Only valid queries are kept, so an invalid one always
 * goes through class-validator and gets its 400; only instances whose fields are all primitives are kept, and every
 * hit is a fresh copy, so a handler can never change what the next request gets. Sound because the query DTOs'
 * validators are pure functions of the query (no async or database validators).
 */
export class ValidQueryCache {
  private readonly byClass = new WeakMap<object, Map<string, object>>();

  constructor(private readonly maxPerClass = 500) {}

  static key(query: unknown): string | undefined {
    return typeof query === 'object' && query !== null ? JSON.stringify(query) : undefined;
  }

  get(dto: object, key: string): object | undefined {
    const hit = this.byClass.get(dto)?.get(key);
    return hit && copy(hit);
  }

  set(dto: object, key: string, instance: unknown): void {
    if (typeof instance !== 'object' || instance === null || !Object.values(instance).every(isPrimitive)) return;
    let entries = this.byClass.get(dto);
    if (!entries) this.byClass.set(dto, (entries = new Map()));
    // Oldest first out: a crawler walking page numbers cannot grow it without bound.
    if (entries.size >= this.maxPerClass) entries.delete(entries.keys().next().value as string);
    entries.set(key, copy(instance));
  }
}

const isPrimitive = (value: unknown): boolean =>
  value === null || (typeof value !== 'object' && typeof value !== 'function');
const copy = (instance: object): object =>
  Object.assign(Object.create(Object.getPrototypeOf(instance) as object | null) as object, instance);
