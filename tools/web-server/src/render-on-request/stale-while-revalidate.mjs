// A bounded cache that answers from memory and refreshes behind the answer: a value younger than `freshMs` is
// served as it is; an older one is still served at once while one refresh runs in the background; only a key never
// loaded waits for its load. A failed refresh keeps the older value (a page that rendered once keeps showing while
// its data source is down). The least recently used key goes first when there are more than `maxEntries`.

/**
 * With `serveStale: false` an old value is revalidated before it is answered (a cheap check when `load` revalidates
 * by ETag), and a failed load fails the request: for a server that must not serve what its source no longer can.
 *
 * `load(key, previous)` gives the value for a key (`previous`: the value it replaces, if any, so a loader can
 * revalidate it cheaply, by ETag for instance). Returns `get(key)`, `drop(predicate)` and `clear()`.
 */
export function staleWhileRevalidate({
  load,
  freshMs,
  maxEntries = 1000,
  serveStale = true,
  now = Date.now,
  onError = () => {},
}) {
  /** key -> { value, loadedAt, loading: Promise | null } (a Map keeps insertion order: the oldest used first). */
  const entries = new Map();

  function touch(key, entry) {
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value);
  }

  function refresh(key, entry) {
    entry.loading = Promise.resolve()
      .then(() => load(key, entry.value))
      .then(
        (value) => {
          // Dropped while it loaded: the value may be older than the change that dropped it, so it is not kept.
          if (entries.get(key) === entry) Object.assign(entry, { value, loadedAt: now() });
          return value;
        },
        (error) => {
          onError(error, key);
          // Kept for the next revalidation (its ETag), but not served in place of an answer that failed.
          if (!serveStale) throw error;
          if (entry.value === undefined) {
            if (entries.get(key) === entry) entries.delete(key);
            throw error;
          }
          return entry.value;
        },
      )
      .finally(() => {
        entry.loading = null;
      });
    return entry.loading;
  }

  async function get(key) {
    let entry = entries.get(key);
    if (!entry) {
      entry = { value: undefined, loadedAt: 0, loading: null };
      touch(key, entry);
      return refresh(key, entry);
    }
    touch(key, entry);
    if (entry.value === undefined) return entry.loading ?? refresh(key, entry);
    const stale = now() - entry.loadedAt >= freshMs;
    if (stale && !serveStale) return entry.loading ?? refresh(key, entry);
    if (stale && !entry.loading) void refresh(key, entry).catch(() => undefined);
    return entry.value;
  }

  /** Forgets every key the predicate picks: the next request for one waits for a fresh load. */
  function drop(predicate) {
    for (const key of [...entries.keys()]) if (predicate(key)) entries.delete(key);
  }

  return { get, drop, clear: () => drop(() => true) };
}
