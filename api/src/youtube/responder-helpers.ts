import { badRequestError } from './data-api-error-bodies';
import type { PlaylistItemResource, VideoResource } from './data-api-shapes';
import type { DataApiResponse } from './youtube-types';

/** The `part` parameter as the Data API treats it: required, comma-separated, unknown names rejected. */
export function requestedParts(query: URLSearchParams, allowed: readonly string[]): Set<string> | DataApiResponse {
  const raw = query.get('part');
  if (!raw) return badRequestError('required', 'Required parameter: part');
  const parts = raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const unknown = parts.find((part) => !allowed.includes(part));
  if (unknown) return badRequestError('unknownPart', `'${unknown}'`);
  return new Set(parts);
}

/** kind, etag and id always; every other top-level field only when its part was asked for, like the real API. */
export function pickParts<T extends { kind: string; id: string; etag?: string }>(resource: T, parts: Set<string>): T {
  const picked: Record<string, unknown> = {
    kind: resource.kind,
    etag: resource.etag ?? `demo-${resource.id}`,
    id: resource.id,
  };
  for (const [field, value] of Object.entries(resource)) {
    if (parts.has(field) && value !== undefined) picked[field] = value;
  }
  return picked as T;
}

/** maxResults: default 5, 0..50, like playlistItems.list. */
export function pageSize(query: URLSearchParams): number | DataApiResponse {
  const raw = query.get('maxResults');
  if (raw === null) return 5;
  const size = Number(raw);
  if (!Number.isInteger(size) || size < 0 || size > 50) {
    return badRequestError('invalidParameter', `Invalid value '${raw}'. Values must be within the range: [0, 50]`);
  }
  return size;
}

/** Opaque to clients, like YouTube's; here just an encoded offset. */
export function encodePageToken(offset: number): string {
  return Buffer.from(`offset:${offset}`).toString('base64url');
}

export function decodePageToken(token: string | null): number | DataApiResponse {
  if (!token) return 0;
  const match = /^offset:(\d+)$/.exec(Buffer.from(token, 'base64url').toString('utf8'));
  if (!match) return badRequestError('invalidPageToken', 'The request specifies an invalid page token.');
  return Number(match[1]);
}

export function isResponse(value: unknown): value is DataApiResponse {
  return typeof value === 'object' && value !== null && 'status' in value && 'json' in value;
}

export function ok(json: unknown): DataApiResponse {
  return { status: 200, json };
}

export function toPlaylistItem(video: VideoResource, playlistId: string, position: number): PlaylistItemResource {
  const isPrivate = video.status?.privacyStatus === 'private';
  return {
    kind: 'youtube#playlistItem',
    id: Buffer.from(`${playlistId}.${video.id}`).toString('base64url'),
    // Private uploads stay listed, but YouTube hides their title: the client must not trust this entry blindly.
    snippet: {
      title: isPrivate ? 'Private video' : (video.snippet?.title ?? ''),
      ...(video.snippet?.publishedAt ? { publishedAt: video.snippet.publishedAt } : {}),
      position,
      resourceId: { videoId: video.id },
    },
    contentDetails: {
      videoId: video.id,
      ...(video.snippet?.publishedAt ? { videoPublishedAt: video.snippet.publishedAt } : {}),
    },
    status: { privacyStatus: video.status?.privacyStatus ?? 'public' },
  };
}
