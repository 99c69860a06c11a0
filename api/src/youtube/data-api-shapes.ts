/**
 * The subset of YouTube Data API v3 resource shapes this client reads (and the offline catalogue stores).
 * Every field is optional because parts are only present when requested and YouTube omits empty fields.
 */

export interface Thumbnail {
  url: string;
  width?: number;
  height?: number;
}

export interface ChannelResource {
  kind: 'youtube#channel';
  etag?: string;
  id: string;
  snippet?: { title?: string; description?: string; customUrl?: string; publishedAt?: string };
  contentDetails?: { relatedPlaylists?: { likes?: string; uploads?: string } };
  statistics?: { viewCount?: string; subscriberCount?: string; videoCount?: string };
}

export interface VideoResource {
  kind: 'youtube#video';
  etag?: string;
  id: string;
  snippet?: {
    publishedAt?: string;
    channelId?: string;
    title?: string;
    description?: string;
    thumbnails?: Partial<Record<'default' | 'medium' | 'high' | 'standard' | 'maxres', Thumbnail>>;
    channelTitle?: string;
    tags?: string[];
    categoryId?: string;
    defaultAudioLanguage?: string;
  };
  contentDetails?: { duration?: string; dimension?: string; definition?: string; caption?: string };
  statistics?: { viewCount?: string; likeCount?: string; commentCount?: string };
  status?: { privacyStatus?: 'public' | 'unlisted' | 'private'; embeddable?: boolean; uploadStatus?: string };
}

export interface PlaylistItemResource {
  kind: 'youtube#playlistItem';
  etag?: string;
  id: string;
  snippet?: { title?: string; publishedAt?: string; position?: number; resourceId?: { videoId?: string } };
  contentDetails?: { videoId?: string; videoPublishedAt?: string };
  status?: { privacyStatus?: string };
}

export interface ListResponse<T> {
  kind: string;
  etag?: string;
  nextPageToken?: string;
  prevPageToken?: string;
  pageInfo?: { totalResults: number; resultsPerPage: number };
  /** YouTube omits `items` entirely when nothing matched (e.g. channels.list for an unknown handle). */
  items?: T[];
}

export interface ErrorResponse {
  error: {
    code: number;
    message: string;
    errors?: { message?: string; domain?: string; reason?: string; location?: string; locationType?: string }[];
    status?: string;
    details?: { '@type'?: string; reason?: string }[];
  };
}

/** Narrows an unknown 2xx body to a list response; anything else is treated as a broken upstream. */
export function isListResponse<T>(json: unknown): json is ListResponse<T> {
  if (typeof json !== 'object' || json === null) return false;
  const items = (json as { items?: unknown }).items;
  return items === undefined || Array.isArray(items);
}

export function isErrorResponse(json: unknown): json is ErrorResponse {
  if (typeof json !== 'object' || json === null) return false;
  const error = (json as { error?: unknown }).error;
  return typeof error === 'object' && error !== null;
}
