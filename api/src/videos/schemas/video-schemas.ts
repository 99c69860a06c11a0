import type { Page, SavedExercise, Tag, Video, VideoStatsResponse } from '@physio/contracts';
import { BOOLEAN, NUMBER, STRING, STRING_OR_NULL, arrayOf, objectSchema } from '../../common/http/response-schema';

/*
 * Response schemas of the library's hot read routes (list, detail, stats). With a 200 schema Fastify serialises the
 * body with a compiled fast-json-stringify function instead of JSON.stringify, about a third cheaper for a page of
 * videos (bench/load). video-schemas.spec.ts checks each gives exactly JSON.stringify's text.
 */
const tag = objectSchema<Tag>({ id: NUMBER, name: STRING });

const savedExercise = objectSchema<SavedExercise>({
  id: NUMBER,
  title: STRING,
  start_time: NUMBER,
  end_time: NUMBER,
  tags: arrayOf(tag),
  published_slug: STRING_OR_NULL,
});

export const VIDEO_SCHEMA = objectSchema<Video>({
  id: NUMBER,
  platform: STRING,
  title: STRING,
  url: STRING,
  video_id: STRING,
  thumbnail_url: STRING_OR_NULL,
  view_count: NUMBER,
  duration_seconds: NUMBER,
  duration_formatted: STRING,
  published_at: STRING_OR_NULL,
  published_at_formatted: STRING,
  created_at: STRING,
  exercises_extracted: BOOLEAN,
  exercises: arrayOf(savedExercise),
});

export const VIDEO_PAGE_SCHEMA = objectSchema<Page<Video>>({
  count: NUMBER,
  next: STRING_OR_NULL,
  previous: STRING_OR_NULL,
  results: arrayOf(VIDEO_SCHEMA),
});

export const VIDEO_STATS_SCHEMA = objectSchema<VideoStatsResponse>({
  video_stats: objectSchema<VideoStatsResponse['video_stats']>({
    total_videos: NUMBER,
    total_duration: NUMBER,
    total_views: NUMBER,
  }),
  exercise_stats: objectSchema<VideoStatsResponse['exercise_stats']>({
    total_exercises: NUMBER,
    total_categories: NUMBER,
    total_tags: NUMBER,
  }),
});
