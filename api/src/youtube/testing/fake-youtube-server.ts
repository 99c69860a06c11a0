import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extendCatalogue, loadCatalogue } from '../catalogue-loader';
import { backendError, keyInvalidError, quotaExceededError } from '../data-api-error-bodies';
import { createDataApiResponder } from '../data-api-responder';
import type { DataApiResponse } from '../youtube-types';
import { generateBulkChannel } from './bulk-channel';

export interface FakeYoutubeServerOptions {
  /** Answer the next N requests with a 5xx backendError (after any hangs). */
  failFirst?: number;
  /** Status for failFirst; default 503. */
  failStatus?: number;
  /** Answer every (keyed) request with 403 quotaExceeded, as YouTube does once the daily quota is gone. */
  quotaExceeded?: boolean;
  /** Never answer the next N requests (until close), to exercise client timeouts. Infinity = hang everything. */
  hangFirst?: number;
  /** Delay every answer by this many ms. */
  delayMs?: number;
  /** When set, only this key is accepted; otherwise any non-empty `key=` is. Missing/wrong key: 400 keyInvalid. */
  apiKey?: string;
  /** Uploads of the generated '@bigrehablibrary' channel; default 120. */
  bulkVideos?: number;
  /** Catalogue folder; default the shipped offline demo catalogue. */
  catalogueDir?: string;
}

export interface FakeYoutubeServer {
  /** e.g. 'http://127.0.0.1:43817/youtube/v3': use as YOUTUBE_API_BASE_URL / baseUrl. */
  baseUrl: string;
  /** Every request's path and query (key included), in arrival order. */
  requests: string[];
  /** Change behaviour between calls, e.g. { quotaExceeded: true }; a failFirst/hangFirst here restarts its count. */
  configure(patch: Partial<FakeYoutubeServerOptions>): void;
  close(): Promise<void>;
}

const API_PREFIX = '/youtube/v3';

/**
 * The Data API over real HTTP on 127.0.0.1 (ephemeral port), answering from the demo catalogue plus a generated
 * 120-video channel ('@bigrehablibrary') and a channel without uploads ('@quietphysio').
 */
export async function startFakeYoutubeServer(options: FakeYoutubeServerOptions = {}): Promise<FakeYoutubeServer> {
  let settings = { ...options };
  let hangsLeft = settings.hangFirst ?? 0;
  let failsLeft = settings.failFirst ?? 0;
  const requests: string[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const bulk = generateBulkChannel(settings.bulkVideos ?? 120);
  const catalogue = extendCatalogue(loadCatalogue(settings.catalogueDir), bulk);
  const respond = createDataApiResponder(catalogue);

  const decide = (url: URL): DataApiResponse | 'hang' => {
    if (hangsLeft > 0) {
      hangsLeft--;
      return 'hang';
    }
    if (failsLeft > 0) {
      failsLeft--;
      return backendError(settings.failStatus ?? 503);
    }
    const key = url.searchParams.get('key');
    if (!key || (settings.apiKey !== undefined && key !== settings.apiKey)) return keyInvalidError();
    if (settings.quotaExceeded) return quotaExceededError();
    const query = new URLSearchParams(url.searchParams);
    query.delete('key');
    return respond(url.pathname.slice(API_PREFIX.length), query);
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    requests.push(req.url ?? '');
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method !== 'GET' || !url.pathname.startsWith(`${API_PREFIX}/`)) {
      return send(res, { status: 404, json: { error: { code: 404, message: 'Not Found' } } });
    }
    const answer = decide(url);
    if (answer === 'hang') return; // the socket stays open until the client gives up or close() destroys it
    const delay = settings.delayMs ?? 0;
    if (delay <= 0) return send(res, answer);
    const timer = setTimeout(() => {
      timers.delete(timer);
      send(res, answer);
    }, delay);
    timers.add(timer);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}${API_PREFIX}`,
    requests,
    configure(patch) {
      settings = { ...settings, ...patch };
      if ('hangFirst' in patch) hangsLeft = patch.hangFirst ?? 0;
      if ('failFirst' in patch) failsLeft = patch.failFirst ?? 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        timers.forEach(clearTimeout);
        server.close((error) => (error ? reject(error) : resolve()));
        // Hanging and keep-alive sockets would otherwise hold close() open until they time out.
        server.closeAllConnections();
      }),
  };
}

function send(res: ServerResponse, answer: DataApiResponse): void {
  if (res.destroyed) return;
  res.writeHead(answer.status, { 'Content-Type': 'application/json; charset=UTF-8' });
  res.end(JSON.stringify(answer.json));
}
