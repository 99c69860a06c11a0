/** Public types of the YouTube Data API v3 client. Raw Data API resource shapes live in data-api-shapes.ts. */

export const DEFAULT_YOUTUBE_API_BASE_URL = 'https://www.googleapis.com/youtube/v3';

export interface YoutubeClientOptions {
  /** Absent or blank => offline demo catalogue (mode 'offline-demo'). */
  apiKey?: string;
  /** Default DEFAULT_YOUTUBE_API_BASE_URL. Ignored in offline-demo mode. */
  baseUrl: string;
  /** Upper bound for getChannelUploads; default 500. */
  maxChannelVideos?: number;
  /** Retries after the first attempt for network errors, timeouts and 5xx; default 3. */
  retries?: number;
  /** Back-off base in ms; the n-th retry waits random(0, base * 2^n) ("full jitter"); default 300. */
  backoffBaseMs?: number;
  /** Per-request timeout (whole response, body included); default 10 000 ms. */
  timeoutMs?: number;
  /** Test seam; default the global fetch. */
  fetchImpl?: typeof fetch;
  /** Offline catalogue folder; default the catalogue/ folder beside this file (copied to dist by the build). */
  catalogueDir?: string;
}

export interface YoutubeVideo {
  videoId: string;
  title: string;
  description: string;
  /** As YouTube sends it, e.g. 'PT12M48S' ('P0D' for live streams). */
  durationIso: string;
  durationSeconds: number;
  /** A string because YouTube sends uint64 counts as strings. */
  viewCount: string;
  publishedAt: string;
  thumbnailUrl: string;
  tags: string[];
  channelTitle: string;
}

export interface YoutubeChannel {
  id: string;
  title: string;
  /** '@handle' (snippet.customUrl) when the channel has one. */
  handle?: string;
  uploadsPlaylistId: string;
}

export interface ChannelUploads {
  channel: YoutubeChannel;
  videos: YoutubeVideo[];
}

export type YoutubeClientMode = 'live' | 'offline-demo';

/** Data API resources this client calls; search.list is deliberately absent (100 quota units a call). */
export type DataApiResource = 'channels' | 'playlistItems' | 'videos';

export interface DataApiResponse {
  status: number;
  /** Parsed JSON body, or null when the body was not JSON. */
  json: unknown;
}

/** How a request reaches the Data API: over HTTP (live) or in-process from the catalogue (offline demo). */
export type DataApiTransport = (resource: DataApiResource, query: URLSearchParams) => Promise<DataApiResponse>;

/** Answers a Data API request path ('/videos') + query exactly as the real API would, from a catalogue. */
export type DataApiResponder = (path: string, query: URLSearchParams) => DataApiResponse;
