import type { ChannelResource, VideoResource } from './data-api-shapes';
import { parseIsoDuration } from '@physio/util';
import type { YoutubeChannel, YoutubeVideo } from './youtube-types';

/** YouTube video ids are always 11 characters of the URL-safe base64 alphabet. */
export const VIDEO_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/;
/** Channel ids are 'UC' + 22 characters of the same alphabet. */
export const CHANNEL_ID_PATTERN = /^UC[A-Za-z0-9_-]{22}$/;

export function toYoutubeVideo(resource: VideoResource): YoutubeVideo {
  const snippet = resource.snippet ?? {};
  const durationIso = resource.contentDetails?.duration ?? 'PT0S';
  const thumbnails = snippet.thumbnails ?? {};
  return {
    videoId: resource.id,
    title: snippet.title ?? '',
    description: snippet.description ?? '',
    durationIso,
    durationSeconds: parseIsoDuration(durationIso),
    viewCount: resource.statistics?.viewCount ?? '0',
    publishedAt: snippet.publishedAt ?? '',
    // 'medium' (320x180) is what list rows show; it exists for every video, the others are fallbacks.
    thumbnailUrl:
      thumbnails.medium?.url ??
      thumbnails.high?.url ??
      thumbnails.default?.url ??
      `https://i.ytimg.com/vi/${resource.id}/mqdefault.jpg`,
    tags: snippet.tags ?? [],
    channelTitle: snippet.channelTitle ?? '',
  };
}

export function toYoutubeChannel(resource: ChannelResource): YoutubeChannel {
  const customUrl = resource.snippet?.customUrl;
  return {
    id: resource.id,
    title: resource.snippet?.title ?? '',
    ...(customUrl ? { handle: customUrl.startsWith('@') ? customUrl : `@${customUrl}` } : {}),
    // The uploads playlist id is 'UU' + the channel id's tail; used only if YouTube left the field out.
    uploadsPlaylistId: resource.contentDetails?.relatedPlaylists?.uploads ?? `UU${resource.id.slice(2)}`,
  };
}

/** Private videos only come back to their owner; an API-key client treats them as not importable. */
export function isPrivate(resource: VideoResource): boolean {
  return resource.status?.privacyStatus === 'private';
}
