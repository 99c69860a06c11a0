import type { Page, Video, VideoStatsResponse } from '@physio/contracts';
import Fastify from 'fastify';
import { VIDEO_PAGE_SCHEMA, VIDEO_SCHEMA, VIDEO_STATS_SCHEMA } from './video-schemas';

const video = (id: number, overrides: Partial<Video> = {}): Video => ({
  id,
  platform: 'youtube',
  title: `Seated "hamstring" stretch \\ part ${id} — ünïcode \u2028 <b>`,
  url: `https://www.youtube.com/watch?v=vid${id}`,
  video_id: `vid${id}`,
  thumbnail_url: `https://i.ytimg.com/vi/vid${id}/hqdefault.jpg`,
  view_count: 9_007_199_254_740,
  duration_seconds: 3599,
  duration_formatted: '59:59',
  published_at: '2024-01-02T03:04:05.000Z',
  published_at_formatted: 'Jan 2, 2024',
  created_at: '2026-11-21T17:32:51.123Z',
  exercises_extracted: true,
  exercises: [
    {
      id: 7,
      title: 'Squat',
      start_time: 0,
      end_time: 59_999,
      tags: [
        { id: 1, name: 'legs' },
        { id: 2, name: 'Knee "care"' },
      ],
      published_slug: 'squat-2',
    },
    { id: 8, title: 'Lunge', start_time: 12, end_time: 30, tags: [], published_slug: null },
  ],
  ...overrides,
});

/** What a route with this 200 schema sends for `body` (Fastify's compiled serialiser), next to JSON.stringify's. */
async function serialised(schema: object, body: unknown): Promise<[string, string]> {
  const app = Fastify();
  app.get('/', { schema: { response: { 200: schema } } }, async () => body);
  const response = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return [response.body, JSON.stringify(body)];
}

describe('video response schemas', () => {
  it.each([
    ['a video with exercises and tags', video(1)],
    [
      'a video with nulls and no exercises',
      video(2, {
        thumbnail_url: null,
        published_at: null,
        published_at_formatted: '',
        exercises_extracted: false,
        exercises: [],
      }),
    ],
  ])('serialise %s exactly as JSON.stringify does', async (_name, body) => {
    const [fast, plain] = await serialised(VIDEO_SCHEMA, body);
    expect(fast).toBe(plain);
  });

  it('serialise a page and the stats exactly as JSON.stringify does', async () => {
    const page: Page<Video> = {
      count: 100_000,
      next: 'http://api.example/api/videos/?page=3',
      previous: null,
      results: [video(3), video(4, { thumbnail_url: null })],
    };
    const [fastPage, plainPage] = await serialised(VIDEO_PAGE_SCHEMA, page);
    expect(fastPage).toBe(plainPage);
    const stats: VideoStatsResponse = {
      video_stats: { total_videos: 100_000, total_duration: 123_456_789, total_views: 9_007_199_254_740 },
      exercise_stats: { total_exercises: 20_300, total_categories: 12, total_tags: 0 },
    };
    const [fastStats, plainStats] = await serialised(VIDEO_STATS_SCHEMA, stats);
    expect(fastStats).toBe(plainStats);
  });

  it('refuse a body missing a contract field rather than send it shorter', async () => {
    const { exercises: _dropped, ...incomplete } = video(5);
    const app = Fastify();
    app.get('/', { schema: { response: { 200: VIDEO_SCHEMA } } }, async () => incomplete);
    expect((await app.inject({ method: 'GET', url: '/' })).statusCode).toBe(500);
    await app.close();
  });
});
