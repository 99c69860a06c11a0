/**
 * The library change feed's newest id, which every cached public answer is checked against (answer-cache.ts), read
 * from the database at most once per `reuseMs` instead of once per request: under load that read was most of what a
 * cached search cost. A write made through this process forgets it at once (`forget`, called for every write request
 * before its answer goes out), so a professional who publishes sees it on the next read; another replica's write
 * shows here within `reuseMs`.
 */
export class ReusedCursor {
  private value = 0;
  private readAt = Number.NEGATIVE_INFINITY;
  private reading: Promise<number> | null = null;

  constructor(
    private readonly read: () => Promise<number>,
    private readonly reuseMs = 250,
  ) {}

  get(): Promise<number> {
    if (performance.now() - this.readAt < this.reuseMs) return Promise.resolve(this.value);
    if (this.reading) return this.reading;
    const reading = this.read().then((value) => {
      // Forgotten while it read: the value may predate the write, so it answers only those who asked before it.
      if (this.reading === reading) Object.assign(this, { value, readAt: performance.now() });
      return value;
    });
    this.reading = reading;
    void reading
      .finally(() => {
        if (this.reading === reading) this.reading = null;
      })
      .catch(() => undefined);
    return reading;
  }

  forget(): void {
    this.readAt = Number.NEGATIVE_INFINITY;
    this.reading = null;
  }
}
