// The load suite's baseline: plain Fastify + pg answering the benchmarked routes with the API's JSON, by running the
// API's own statements (raw-sql.mjs) per request, token lookup included. No Nest, no TypeORM, no validation pipes,
// no logging or security headers: what is left is the floor the API is compared with. Run as a child process:
// PORT, DATABASE_URL (postgres://…?schema=name), AUTH_TOKEN_IDLE_MINUTES (the API's default otherwise).
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import * as sql from './raw-sql.mjs';

const require = createRequire(import.meta.url);
const Fastify = require('fastify');
const { Pool } = require('pg');
const { formatClock, formatDate } = require('@physio/util');

const PAGE_SIZE = 10;
const BUCKET = 1024; // LIBRARY_BUCKET_SIZE
const TOUCH_INTERVAL_MS = 60_000;
const IDLE_MS = Number(process.env.AUTH_TOKEN_IDLE_MINUTES ?? 7 * 24 * 60) * 60_000;
const TOKEN_HEADER = /^Token\s+([A-Za-z0-9_-]{16,128})\s*$/i;

const url = new URL(process.env.DATABASE_URL);
const schema = url.searchParams.get('schema');
url.searchParams.delete('schema');
// The API's pool: node-postgres, at most 10 connections (api/src/database/data-source-options.ts).
const pool = new Pool({
  connectionString: url.toString(),
  max: 10,
  options: schema ? `-c search_path=${schema}` : undefined,
});
const rows = async (text, values) => (await pool.query(text, values)).rows;

class HttpError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/** TokensService.authenticate + RolesGuard('professional'): the owner id of a valid professional's token. */
async function ownerOf(request) {
  const match = TOKEN_HEADER.exec(request.headers.authorization ?? '');
  if (!match) throw new HttpError(401, 'Authentication credentials were not provided.');
  const hash = createHash('sha256').update(match[1]).digest('hex');
  const [row] = await rows(sql.TOKEN, [hash]);
  if (!row?.u_id) throw new HttpError(401, 'Invalid token. Please sign in again.');
  const now = Date.now();
  const lastUsed = row.t_last_used_at;
  if (row.t_expires_at.getTime() <= now || now - (lastUsed ?? row.t_created_at).getTime() > IDLE_MS) {
    throw new HttpError(401, 'Your session has expired. Please sign in again.');
  }
  if (!lastUsed || now - lastUsed.getTime() > TOUCH_INTERVAL_MS)
    await pool.query(sql.TOKEN_TOUCH, [new Date(now), row.t_id]);
  if (!row.u_is_professional) throw new HttpError(403, 'Only professional accounts can use this feature.');
  return row.u_id;
}

/** ExerciseReader.byVideo + exercise.mapper: exercises per video id, tags in position order. */
async function exercisesByVideo(videos) {
  const grouped = new Map(videos.map((v) => [v.id, []]));
  const ids = videos.filter((v) => v.exercise_count > 0).map((v) => v.id);
  if (ids.length === 0) return grouped;
  let current;
  for (const r of await rows(sql.exercisesOf(ids.length), ids)) {
    if (current?.id !== r.id) {
      current = {
        id: r.id,
        title: r.title,
        start_time: r.start_time,
        end_time: r.end_time,
        tags: [],
        published_slug: r.published_slug,
        // A dosage column that is null is left out, as exercise.mapper does.
        ...Object.fromEntries(
          ['sets', 'reps', 'hold_seconds', 'side'].filter((key) => r[key] !== null).map((key) => [key, r[key]]),
        ),
      };
      grouped.get(r.video_id).push(current);
    }
    if (r.tag_id !== null) current.tags.push({ id: r.tag_id, name: r.tag_name });
  }
  return grouped;
}

/** video.mapper toVideoJson. */
function toVideoJson(v, exercises) {
  const publishedAt = v.published_at ? v.published_at.toISOString() : null;
  return {
    id: v.id,
    platform: v.platform,
    title: v.title,
    url: v.url,
    video_id: v.video_id,
    thumbnail_url: v.thumbnail_url,
    view_count: Number(v.view_count),
    duration_seconds: v.duration_seconds,
    duration_formatted: formatClock(v.duration_seconds),
    published_at: publishedAt,
    published_at_formatted: formatDate(publishedAt),
    created_at: v.created_at.toISOString(),
    exercises_extracted: exercises.length > 0,
    exercises,
  };
}

async function videoList(request) {
  const owner = await ownerOf(request);
  const page = /^\d{1,9}$/.test(request.query.page ?? '1') ? Number(request.query.page ?? 1) : 0;
  const [totals] = await rows(sql.TOTALS, [owner]);
  const count = totals?.videos ?? 0;
  const lastPage = Math.max(1, Math.ceil(count / PAGE_SIZE));
  if (page < 1 || page > lastPage) throw new HttpError(404, 'Invalid page.');
  const offset = (page - 1) * PAGE_SIZE;
  let below = null;
  let skip = offset;
  if (offset >= BUCKET) {
    const [block] = await rows(sql.PAGE_START, [owner, offset]);
    if (block) [below, skip] = [(Number(block.bucket) + 1) * BUCKET, offset - Number(block.before)];
  }
  const videos = await rows(sql.videoPage(below, PAGE_SIZE, skip), below === null ? [owner] : [owner, below]);
  const exercises = await exercisesByVideo(videos);
  const link = (n) => {
    const target = new URL(`${request.protocol}://${request.host}${request.url}`);
    target.searchParams.set('page', String(n));
    return target.toString();
  };
  return {
    count,
    next: page < lastPage ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results: videos.map((v) => toVideoJson(v, exercises.get(v.id))),
  };
}

async function videoDetail(request) {
  const owner = await ownerOf(request);
  const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : 0;
  const [video] = await rows(sql.VIDEO_BY_ID, [id, owner]);
  if (!video) throw new HttpError(404, 'Video not found.');
  const exercises = await exercisesByVideo([video]);
  return toVideoJson(video, exercises.get(id));
}

async function videoStats(request) {
  const owner = await ownerOf(request);
  const [[totals], [tags]] = await Promise.all([rows(sql.TOTALS, [owner]), rows(sql.TAG_COUNTS, [owner])]);
  return {
    video_stats: {
      total_videos: totals?.videos ?? 0,
      total_duration: Number(totals?.duration_seconds ?? 0),
      total_views: Number(totals?.views ?? 0),
    },
    exercise_stats: {
      total_exercises: totals?.exercises ?? 0,
      total_categories: Number(tags?.total_categories ?? 0),
      total_tags: Number(tags?.total_tags ?? 0),
    },
  };
}

const app = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true } });
app.setErrorHandler((error, _request, reply) => {
  void reply.status(error.status ?? 500).send({ error: error.status ? error.message : 'Internal server error.' });
});
app.get('/api/health/ready', async () => ({ status: 'ok' }));
app.get('/api/videos/', videoList);
app.get('/api/videos/stats/', videoStats);
app.get('/api/videos/:id/', videoDetail);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
for (const signal of ['SIGTERM', 'SIGINT'])
  process.once(signal, () =>
    app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0)),
  );
