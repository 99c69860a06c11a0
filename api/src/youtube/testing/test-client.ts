import { createYoutubeClient } from '../create-youtube-client';
import type { YoutubeClient } from '../youtube-client';
import type { YoutubeClientOptions } from '../youtube-types';
import type { FakeYoutubeServer } from './fake-youtube-server';

/** A live client aimed at the fake server, with back-off shrunk so retry tests take milliseconds. */
export function liveClientFor(server: FakeYoutubeServer, options: Partial<YoutubeClientOptions> = {}): YoutubeClient {
  return createYoutubeClient({
    apiKey: 'test-key',
    baseUrl: server.baseUrl,
    backoffBaseMs: 1,
    timeoutMs: 2_000,
    ...options,
  });
}

/** Requests for one Data API resource, e.g. 'videos' or 'playlistItems', as URLSearchParams. */
export function requestsTo(server: FakeYoutubeServer, resource: string): URLSearchParams[] {
  return server.requests
    .filter((url) => new URL(url, 'http://x').pathname.endsWith(`/${resource}`))
    .map((url) => new URL(url, 'http://x').searchParams);
}
