import type { ChannelVideo, SavedExercise, Video as VideoJson } from '@physio/contracts';
import { formatClock, formatDate } from '@physio/util';
import type { YoutubeVideo } from '../youtube/youtube-types';
import type { Video } from './entities/video.entity';

/** The video JSON of the API; exercises_extracted is true when the video has at least one exercise. */
export function toVideoJson(video: Video, exercises: SavedExercise[]): VideoJson {
  const publishedAt = video.publishedAt ? video.publishedAt.toISOString() : null;
  return {
    id: video.id,
    platform: video.platform,
    title: video.title,
    url: video.url,
    video_id: video.videoId,
    thumbnail_url: video.thumbnailUrl,
    view_count: video.viewCount,
    duration_seconds: video.durationSeconds,
    duration_formatted: formatClock(video.durationSeconds),
    published_at: publishedAt,
    published_at_formatted: formatDate(publishedAt),
    created_at: video.createdAt.toISOString(),
    exercises_extracted: exercises.length > 0,
    exercises,
  };
}

export function toChannelVideo(video: YoutubeVideo, exists: boolean): ChannelVideo {
  return {
    video_id: video.videoId,
    title: video.title,
    thumbnail: video.thumbnailUrl,
    duration: video.durationIso,
    view_count: video.viewCount,
    published_at: video.publishedAt,
    exists,
  };
}
