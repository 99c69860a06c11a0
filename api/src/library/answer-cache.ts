/**
 * Recent answers of the public reads, each kept with the change-feed cursor it was computed at: an answer is served
 * again only while the cursor has not moved, so it is never older than the library (every publish, update and
 * unpublish moves the cursor, whatever made it). Checking the cursor is one index-only read of library_changes instead
 * of the search, count and joins behind a page. At most `size` answers (least recently used go first) and none older
 * than `maxAgeMs`: what the library rows join (a segment's times, a thumbnail, a username) changes without a change
 * entry, so an answer also expires.
 */
export class AnswerCache<T> {
  private readonly entries = new Map<string, { cursor: number; at: number; value: T }>();

  constructor(
    private readonly size = 500,
    private readonly maxAgeMs = 30_000,
  ) {}

  async get(key: string, cursor: number, compute: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const known = this.entries.get(key);
    if (known && known.cursor === cursor && now - known.at < this.maxAgeMs) {
      this.entries.delete(key);
      this.entries.set(key, known);
      return known.value;
    }
    const value = await compute();
    this.entries.delete(key);
    this.entries.set(key, { cursor, at: now, value });
    if (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value as string);
    return value;
  }
}
