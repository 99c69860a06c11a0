import { callDataApi, type RetryPolicy } from './data-api-call';
import {
  isListResponse,
  type ChannelResource,
  type ListResponse,
  type PlaylistItemResource,
  type VideoResource,
} from './data-api-shapes';
import { lookUpChannel } from './channel-lookup';
import { isPrivate, toYoutubeVideo, VIDEO_ID_PATTERN } from './resource-mappers';
import { resolveBackend, type CaptionSource } from './youtube-backend';
import { unreachableError, YOUTUBE_ERROR_MESSAGES, YoutubeError } from './youtube-error';
import type {
  ChannelUploads,
  DataApiResource,
  DataApiTransport,
  YoutubeChannel,
  YoutubeClientMode,
  YoutubeClientOptions,
  YoutubeVideo,
} from './youtube-types';

/** Shown by API responses and the UI whenever the client runs without a key. */
export const OFFLINE_DEMO_NOTICE = 'Offline demo catalogue in use: set YOUTUBE_API_KEY to use YouTube.';

/** `status` costs no extra quota and is the only way to tell a private video from a public one. */
const VIDEO_PARTS = 'snippet,contentDetails,statistics,status';
/** Hard limit of videos.list ids and playlistItems.list maxResults. */
const PAGE_SIZE = 50;

/**
 * YouTube Data API v3 client (API-key access, read-only). Costs: channels/playlistItems/videos.list are 1 quota unit
 * per call, so a 500-video import costs at most 3 + 10 + 10 units. search.list (100 units) is never used.
 */
export class YoutubeClient {
  readonly mode: YoutubeClientMode;
  private readonly transport: DataApiTransport;
  private readonly captions: CaptionSource;
  private readonly policy: RetryPolicy;
  private readonly maxChannelVideos: number;

  constructor(options: YoutubeClientOptions) {
    const backend = resolveBackend(options);
    this.mode = backend.mode;
    this.transport = backend.transport;
    this.captions = backend.captions;
    this.policy = { retries: options.retries ?? 3, backoffBaseMs: options.backoffBaseMs ?? 300 };
    this.maxChannelVideos = options.maxChannelVideos ?? 500;
  }

  /** OFFLINE_DEMO_NOTICE in offline-demo mode, else null: lets callers add it to responses without branching. */
  get notice(): string | null {
    return this.mode === 'offline-demo' ? OFFLINE_DEMO_NOTICE : null;
  }

  /** Videos in the order asked for; ids YouTube does not return (deleted, private) are left out, duplicates once. */
  async getVideos(ids: string[]): Promise<YoutubeVideo[]> {
    ids.forEach(assertVideoId);
    const unique = [...new Set(ids)];
    const found = new Map<string, VideoResource>();
    for (let start = 0; start < unique.length; start += PAGE_SIZE) {
      const batch = unique.slice(start, start + PAGE_SIZE);
      const page = await this.list<VideoResource>('videos', { part: VIDEO_PARTS, id: batch.join(',') });
      for (const item of page.items ?? []) found.set(item.id, item);
    }
    return unique.flatMap((id) => {
      const resource = found.get(id);
      return resource && !isPrivate(resource) ? [toYoutubeVideo(resource)] : [];
    });
  }

  /**
   * Throws not_found when YouTube returns no item. With an API key YouTube omits private videos exactly like
   * deleted ones, so 'private' is only reported when the item comes back with status.privacyStatus 'private'.
   */
  async getVideo(id: string): Promise<YoutubeVideo> {
    assertVideoId(id);
    const page = await this.list<VideoResource>('videos', { part: VIDEO_PARTS, id });
    const resource = page.items?.find((item) => item.id === id);
    if (!resource) {
      const offline = this.mode === 'offline-demo';
      throw new YoutubeError(
        'not_found',
        offline ? YOUTUBE_ERROR_MESSAGES.videoNotInOfflineCatalogue : YOUTUBE_ERROR_MESSAGES.videoNotFound,
      );
    }
    if (isPrivate(resource)) throw new YoutubeError('private', YOUTUBE_ERROR_MESSAGES.videoPrivate);
    return toYoutubeVideo(resource);
  }

  /** By handle (with or without '@'), then legacy username, then channel id ('UC' + 22 characters). */
  findChannel(name: string): Promise<YoutubeChannel> {
    return lookUpChannel(name, (query) => this.list<ChannelResource>('channels', query));
  }

  /**
   * Newest uploads first, at most `limit` (default and ceiling maxChannelVideos). Private or deleted uploads are
   * skipped, so fewer than `limit` may come back.
   */
  async getChannelUploads(name: string, limit?: number): Promise<ChannelUploads> {
    const wanted = clampLimit(limit, this.maxChannelVideos);
    const channel = await this.findChannel(name);
    const ids = await this.uploadIds(channel.uploadsPlaylistId, wanted);
    return { channel, videos: await this.getVideos(ids) };
  }

  /** WebVTT from the offline catalogue; always null live, because captions.download needs the owner's OAuth. */
  async getCaptions(videoId: string): Promise<string | null> {
    assertVideoId(videoId);
    return this.captions(videoId);
  }

  private async uploadIds(playlistId: string, wanted: number): Promise<string[]> {
    const ids: string[] = [];
    const seenTokens = new Set<string>();
    let pageToken: string | undefined;
    do {
      const query: Record<string, string> = { part: 'contentDetails', playlistId, maxResults: String(PAGE_SIZE) };
      if (pageToken) query.pageToken = pageToken;
      let page: ListResponse<PlaylistItemResource>;
      try {
        page = await this.list<PlaylistItemResource>('playlistItems', query);
      } catch (error) {
        // A channel that never uploaded has no uploads playlist: YouTube answers 404 playlistNotFound.
        if (error instanceof YoutubeError && error.reason === 'playlistNotFound') return [];
        throw error;
      }
      for (const item of page.items ?? []) {
        const videoId = item.contentDetails?.videoId ?? item.snippet?.resourceId?.videoId;
        if (videoId && VIDEO_ID_PATTERN.test(videoId)) ids.push(videoId);
      }
      pageToken = page.nextPageToken;
      // A repeated token would loop forever (and burn quota); stop instead.
      if (pageToken && seenTokens.has(pageToken)) break;
      if (pageToken) seenTokens.add(pageToken);
    } while (pageToken && ids.length < wanted);
    return ids.slice(0, wanted);
  }

  private async list<T>(resource: DataApiResource, query: Record<string, string>): Promise<ListResponse<T>> {
    const json = await callDataApi(this.transport, resource, new URLSearchParams(query), this.policy);
    if (!isListResponse<T>(json)) throw unreachableError('malformed_response');
    return json;
  }
}

function assertVideoId(id: string): void {
  if (typeof id !== 'string' || !VIDEO_ID_PATTERN.test(id)) {
    throw new YoutubeError('invalid_request', YOUTUBE_ERROR_MESSAGES.invalidVideoId);
  }
}

function clampLimit(limit: number | undefined, ceiling: number): number {
  if (limit === undefined || !Number.isFinite(limit)) return ceiling;
  return Math.min(Math.max(1, Math.floor(limit)), ceiling);
}
