// The statements the API sends to PostgreSQL for the benchmarked routes, which the API's query builder writes once
// at start (api/src/**/*.queries.ts): the same select lists, joins, filters, order and LIMIT/OFFSET literals. Names are left unqualified: the raw server's search_path is the API's schema. If the API's queries
// change, change these too — the suite compares the two servers' bodies before it loads them, but it cannot
// see a different query plan.

const TOKEN_COLUMNS = ['id', 'user_id', 'token_hash', 'created_at', 'expires_at', 'last_used_at'];
const USER_COLUMNS = [
  'id',
  'username',
  'username_normalized',
  'email',
  'password_hash',
  'is_professional',
  'created_at',
];
/** alias."c" for each column; with prefix, aliased alias_c as the API's token lookup selects them. */
const columns = (alias, names, { prefix = false } = {}) =>
  names.map((c) => `${alias}."${c}"${prefix ? ` AS "${alias}_${c}"` : ''}`).join(', ');
const prefixed = (alias, names) => columns(alias, names, { prefix: true });

/** TokensService.authenticate: the token and its user in one statement (api/src/users/tokens.service.ts). */
export const TOKEN = `SELECT ${prefixed('t', TOKEN_COLUMNS)}, ${prefixed('u', USER_COLUMNS)}
      FROM auth_tokens t JOIN users u ON u.id = t.user_id WHERE t.token_hash = $1`;
/** The once-a-minute last_used_at touch. */
export const TOKEN_TOUCH = 'UPDATE "auth_tokens" SET "last_used_at" = $1 WHERE "id" IN ($2)';

export const TOTALS = `SELECT ${columns('t', ['owner_id', 'videos', 'extracted_videos', 'duration_seconds', 'views', 'exercises'])}
  FROM library_totals t WHERE t.owner_id = $1`;

export const TAG_COUNTS = `SELECT COUNT(CASE WHEN u.uses > 0 THEN 1 END) AS total_tags,
  COUNT(CASE WHEN u.category_uses > 0 THEN 1 END) AS total_categories FROM library_tag_uses u WHERE u.owner_id = $1`;

/** library-index.ts pageStart: the block of ids a deep page starts in. */
export const PAGE_START = `SELECT bucket, running - n AS before FROM (
  SELECT bucket, videos AS n, SUM(videos) OVER (ORDER BY bucket DESC) AS running
  FROM library_pages WHERE owner_id = $1
) blocks WHERE running > $2 ORDER BY bucket DESC LIMIT 1`;

const VIDEO_COLUMNS = columns('v', [
  'id',
  'owner_id',
  'platform',
  'video_id',
  'url',
  'title',
  'duration_seconds',
  'view_count',
  'published_at',
  'thumbnail_url',
  'created_at',
  'exercise_count',
]);
/** Rows of a page; `below` is the id block's upper bound (null on the first 1024 rows). */
export const videoPage = (
  below,
  limit,
  skip,
) => `SELECT ${VIDEO_COLUMNS} FROM videos v WHERE v.owner_id = $1${below === null ? '' : ' AND v.id < $2'}
  ORDER BY v.id DESC LIMIT ${limit} OFFSET ${skip}`;
export const VIDEO_BY_ID = `SELECT ${VIDEO_COLUMNS} FROM videos v WHERE v.id = $1 AND v.owner_id = $2`;

/** ExerciseReader.byVideo for n videos (only those whose exercise_count is above 0), with dosage and publication. */
export const exercisesOf = (
  n,
) => `SELECT e.id, e.video_id, e.title, e.start_time, e.end_time, e.sets, e.reps, e.hold_seconds, e.side,
    t.id AS tag_id, t.name AS tag_name, le.slug AS published_slug
  FROM exercises e LEFT JOIN exercise_tags et ON et.exercise_id = e.id LEFT JOIN tags t ON t.id = et.tag_id
  LEFT JOIN library_exercises le ON le.exercise_id = e.id
  WHERE e.video_id IN (${Array.from({ length: n }, (_, i) => `$${i + 1}`).join(', ')})
  ORDER BY e.start_time ASC, e.id ASC, et.position ASC`;
