import type { SavedExercise } from './exercises';

export type VideoPlatform = 'youtube' | 'instagram';

export interface Video {
  id: number;
  platform: VideoPlatform;
  title: string;
  url: string;
  /** The platform's own id, for example the 11-character YouTube id. */
  video_id: string;
  thumbnail_url: string | null;
  view_count: number;
  duration_seconds: number;
  duration_formatted: string;
  published_at: string | null;
  published_at_formatted: string;
  created_at: string;
  exercises_extracted: boolean;
  exercises: SavedExercise[];
}

/** A Django-REST-style page: `next` and `previous` are URLs or null. */
export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export interface VideoListQuery {
  page?: number;
  page_size?: number;
  exercises_extracted?: boolean;
}

export interface VideoStatsResponse {
  video_stats: { total_videos: number; total_duration: number; total_views: number };
  exercise_stats: { total_exercises: number; total_categories: number; total_tags: number };
}

/** One upload of a channel, as the import screen lists it. */
export interface ChannelVideo {
  video_id: string;
  title: string;
  thumbnail: string;
  /** ISO-8601 duration such as PT4M13S. */
  duration: string;
  view_count: string;
  published_at: string;
  /** True when this professional has already saved the video. */
  exists: boolean;
}

export interface FetchChannelVideosRequest {
  channel_name: string;
}

export interface FetchChannelVideosResponse {
  videos: ChannelVideo[];
  channel?: { id: string; title: string };
  /** Set when the offline demo catalogue answered instead of YouTube. */
  notice?: string;
}

export interface BulkSaveRequest {
  /** Channel videos as fetch_channel_videos returned them; only video_id and title are required. */
  videos: Array<Pick<ChannelVideo, 'video_id' | 'title'> & Partial<ChannelVideo>>;
}

export interface BulkSaveResponse {
  message: string;
  errors?: string[];
}
