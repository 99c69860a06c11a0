import { parseIsoDuration, youtubeWatchUrl } from '@physio/util';
import type { YoutubeVideo } from '../youtube/youtube-types';
import type { Video } from './entities/video.entity';

export type NewVideo = Omit<Video, 'id' | 'exercises' | 'exerciseCount'>;

/** A row from YouTube's metadata; the url is always the canonical watch URL, never the text a user pasted. */
export function videoFromYoutube(ownerId: number, video: YoutubeVideo, createdAt = new Date()): NewVideo {
  return {
    ownerId,
    platform: 'youtube',
    videoId: video.videoId,
    url: youtubeWatchUrl(video.videoId),
    title: video.title.slice(0, 500),
    durationSeconds: video.durationSeconds || parseIsoDuration(video.durationIso),
    viewCount: safeCount(video.viewCount),
    publishedAt: parseDate(video.publishedAt),
    thumbnailUrl: video.thumbnailUrl || null,
    createdAt,
  };
}

/** When YouTube cannot be asked: what the client sent. */
export function bareVideo(ownerId: number, videoId: string, title: string, createdAt = new Date()): NewVideo {
  return {
    ownerId,
    platform: 'youtube',
    videoId,
    url: youtubeWatchUrl(videoId),
    title,
    durationSeconds: 0,
    viewCount: 0,
    publishedAt: null,
    thumbnailUrl: null,
    createdAt,
  };
}

export function safeCount(value: string | number | undefined | null): number {
  const count = Number(value ?? 0);
  return Number.isFinite(count) && count >= 0 ? Math.min(Math.floor(count), Number.MAX_SAFE_INTEGER) : 0;
}

export function parseDate(value: string | undefined | null): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
