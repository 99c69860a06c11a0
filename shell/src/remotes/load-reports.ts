import type { RemoteLoadReport } from '@physio/contracts';

// Each remote load of this page (which version, how it went, how long it took) goes to the API, so a
// team sees its new version's failure rate before raising its weight. Batched: a page's loads leave
// in one request a moment after the first, or when the page is hidden. Nothing in them names the
// visitor: no id, no URL, no address.
export const REMOTE_LOADS_URL = '/api/telemetry/remote-loads/';
const BATCH_DELAY_MS = 3000;
/** The API takes at most this many per request. */
export const MAX_BATCH = 20;

let queue: RemoteLoadReport[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

export function reportRemoteLoad(report: RemoteLoadReport): void {
  queue.push({ ...report, durationMs: Math.max(0, Math.round(report.durationMs)) });
  if (queue.length >= MAX_BATCH) return void sendRemoteLoads();
  timer ??= setTimeout(() => void sendRemoteLoads(), BATCH_DELAY_MS);
  if (!listening && typeof document !== 'undefined') {
    listening = true;
    // A page closed or sent to the background may never get its timer: the reports leave now.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') void sendRemoteLoads();
    });
  }
}

/** Sends what is queued; a report that cannot be delivered is dropped (telemetry never retries into an outage). */
export async function sendRemoteLoads(): Promise<void> {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  const loads = queue.splice(0, MAX_BATCH);
  if (queue.length) timer = setTimeout(() => void sendRemoteLoads(), 0);
  if (!loads.length || typeof fetch !== 'function') return;
  try {
    await fetch(REMOTE_LOADS_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ loads }),
      // Outlives the page when it is being closed, as sendBeacon would (which cannot send JSON's content type).
      keepalive: true,
      credentials: 'omit',
    });
  } catch {
    // Offline, or the API is down: the site works the same without its telemetry.
  }
}

/** For tests: what is waiting to be sent. */
export function pendingRemoteLoads(): readonly RemoteLoadReport[] {
  queue = [...queue];
  return queue;
}
