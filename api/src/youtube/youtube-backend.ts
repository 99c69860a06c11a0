import { loadCatalogue } from './catalogue-loader';
import { createDataApiResponder, createResponderTransport } from './data-api-responder';
import { createHttpTransport } from './http-transport';
import {
  DEFAULT_YOUTUBE_API_BASE_URL,
  type DataApiTransport,
  type YoutubeClientMode,
  type YoutubeClientOptions,
} from './youtube-types';

export type CaptionSource = (videoId: string) => Promise<string | null>;

export interface YoutubeBackend {
  mode: YoutubeClientMode;
  transport: DataApiTransport;
  captions: CaptionSource;
}

/**
 * Picks where Data API requests go. Both modes hand the client the same JSON shapes, so every line of parsing,
 * paging and error mapping that runs offline is the code that runs against YouTube.
 */
export function resolveBackend(options: YoutubeClientOptions): YoutubeBackend {
  const apiKey = options.apiKey?.trim();
  if (apiKey) {
    return {
      mode: 'live',
      transport: createHttpTransport({
        baseUrl: options.baseUrl || DEFAULT_YOUTUBE_API_BASE_URL,
        apiKey,
        timeoutMs: options.timeoutMs ?? 10_000,
        // Looked up per call so a test that swaps globalThis.fetch later is still honoured.
        fetchImpl: options.fetchImpl ?? ((input, init) => fetch(input, init)),
      }),
      captions: async () => null,
    };
  }
  const catalogue = loadCatalogue(options.catalogueDir);
  return {
    mode: 'offline-demo',
    transport: createResponderTransport(createDataApiResponder(catalogue)),
    captions: async (videoId) => catalogue.captions[videoId] ?? null,
  };
}
