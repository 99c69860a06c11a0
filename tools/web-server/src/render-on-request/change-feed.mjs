// Follows the library's change feed (GET /api/library/changes/?after=cursor) so a server caching library pages can
// drop what a publish, an edit or an unpublish touched, within one poll of it: no deploy, no waiting for pages to
// grow old. The first poll only learns the current cursor; each later one gets what changed after it.

/**
 * Polls every `intervalMs` and calls `onChanges(changes)` (LibraryChange[]) or, when the feed no longer reaches back
 * to the cursor (or the API lost it), `onReset()`. Returns `stop()`. Errors are logged once until the feed is back.
 */
export function followLibraryChanges({
  apiUrl,
  intervalMs,
  onChanges,
  onReset,
  fetchImpl = fetch,
  log = console.warn,
}) {
  let cursor = null;
  let failing = false;
  let timer = null;
  let stopped = false;

  async function poll() {
    const response = await fetchImpl(`${apiUrl}/api/library/changes/?after=${cursor ?? 0}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(Math.max(intervalMs, 2_000)),
    });
    if (!response.ok) throw new Error(`the library's change feed answered ${response.status}`);
    const feed = await response.json();
    if (!Number.isInteger(feed?.cursor) || !Array.isArray(feed.changes)) throw new Error('unreadable change feed');
    // A cursor that went back means another database (a restored or new one): nothing cached can be trusted.
    if (cursor !== null && (feed.reset || feed.cursor < cursor)) onReset();
    else if (cursor !== null && feed.changes.length) onChanges(feed.changes);
    cursor = feed.cursor;
  }

  async function tick() {
    try {
      await poll();
      if (failing) log("the library's change feed is back");
      failing = false;
    } catch (error) {
      if (!failing) log(`the library's change feed is off (cached pages age out instead): ${error.message}`);
      failing = true;
    }
    if (!stopped) timer = setTimeout(tick, intervalMs).unref();
  }

  void tick();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/**
 * Which cached pages (keys: path and query) a change touches: the changed page itself, every page that is not one
 * exercise's or program's own (lists, counts, search results), and for an exercise every program page (a program
 * lists its exercises).
 */
export function touchedBy({ kind, slug }) {
  const own = `/${kind}s/${slug}`;
  return (key) => {
    const path = key.split('?')[0];
    if (path === own) return true;
    if (path.startsWith('/programs/')) return kind === 'exercise';
    return !path.startsWith('/exercises/');
  };
}
