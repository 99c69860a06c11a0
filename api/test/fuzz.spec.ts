import { DATABASES } from './support/databases';
import { csrfHeaders, exercisePayload, signUp, startTestApp, type TestApp, type TestUser } from './support/test-app';

/**
 * Bad input on every endpoint: each case must answer 4xx with a JSON `{error}` sentence, leak no stack/SQL text and
 * change no row. Cases are generated from the tables below (endpoint × generic body mutation, field × bad value,
 * id route × bad id, list × bad query).
 */
type Who = 'pro' | 'anon' | 'csrf';
interface Case {
  name: string;
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  who: Who;
  body?: unknown;
  /** Sent as is (raw JSON text or bytes) instead of JSON.stringify(body). */
  raw?: string | Buffer;
  type?: string;
  headers?: Record<string, string>;
}

const SQLI = ["' OR 1=1 --", '1; DROP TABLE videos', "'); DELETE FROM users; --"];
const HTML = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>'];
const HUGE = 'x'.repeat(100_000);
const BAD_IDS = ['-1', '0', '1.5', 'abc', '99999999999999999999', '1e3', ...SQLI, ...HTML].map(encodeURIComponent);
const BAD_TIMES: Array<[string, string]> = [
  ['negative', '-5'],
  ['NaN string', '"NaN"'],
  ['Infinity', '1e309'],
  ['float', '1.5'],
  ['string', '"10"'],
  ['huge', '99999999999'],
  ['null', 'null'],
];
const video = (id: string) => ({ video_id: id, title: `Title ${id}` });

/** Endpoints taking a JSON body, with a valid body (mutations of it must all fail) and per-field bad values. */
function bodyEndpoints(ids: { exercise: number; program: number; collection: number }) {
  return [
    {
      path: '/api/users/signup/',
      who: 'csrf' as Who,
      valid: { username: 'fuzz.user', email: 'fuzz@example.com', password: 'short', is_professional: true },
      fields: {
        username: [HUGE, 42, ['a'], '', ...SQLI.map((s) => `${s} ${HUGE.slice(0, 200)}`)],
        email: ['not-an-email', ...SQLI, ...HTML, HUGE],
        password: [12345678901, HUGE, null],
        is_professional: ['yes', 1],
      },
    },
    {
      path: '/api/users/signin/',
      who: 'csrf' as Who,
      valid: { username: 'nobody.here', password: 'wrong-password-1' },
      fields: { username: [...SQLI, ...HTML, HUGE, 7, { $ne: null }], password: [...SQLI, HUGE, null, { $gt: '' }] },
    },
    {
      path: '/api/users/forgot-password/',
      who: 'anon' as Who,
      valid: { email: 'not-an-email' },
      fields: { email: [...SQLI, ...HTML, HUGE, 5, ['a@b.co']] },
    },
    {
      path: '/api/users/reset-password/',
      who: 'anon' as Who,
      valid: { token: 'x'.repeat(32), password: 'new-password-123' },
      fields: { token: [...SQLI, HUGE, 'short', 12345] },
    },
    {
      path: '/api/users/change-password/',
      who: 'pro' as Who,
      valid: { current_password: 'correct-horse-1', new_password: 'short' },
      fields: { current_password: [HUGE, 5, null, ...SQLI], new_password: [HUGE, 12345678, null, ['correct-horse-2']] },
    },
    {
      path: '/api/contact/',
      who: 'anon' as Who,
      valid: { name: 'Jo', email: 'not-an-email', message: 'Hello' },
      fields: { name: [HUGE, 3, ''], message: [HUGE, { a: 1 }], email: [...SQLI, ...HTML] },
    },
    {
      path: '/api/exercises/',
      who: 'pro' as Who,
      valid: exercisePayload('aaaaaaaaaaa', [{ start_time: 30, end_time: 10 }]),
      fields: {
        video_id: [...SQLI, ...HTML, HUGE, 5],
        url: ['javascript:alert(1)', HUGE, ...SQLI],
        exercises: ['x', [{}], Array.from({ length: 5000 }, () => ({}))],
      },
    },
    {
      path: `/api/exercises/${ids.exercise}/`,
      method: 'put' as const,
      who: 'pro' as Who,
      valid: { title: 'T', start_time: 60, end_time: 60, tags: [] },
      fields: { title: [HUGE, 5, ''], tags: ['a', [HUGE], [5]] },
    },
    {
      path: '/api/exercises/detect/',
      who: 'pro' as Who,
      valid: { video_url: 'https://example.com/not-youtube' },
      fields: { video_url: [...SQLI, ...HTML, HUGE, 5], captions: [5, ['WEBVTT']] },
    },
    {
      path: '/api/videos/fetch_channel_videos/',
      who: 'pro' as Who,
      valid: { channel_name: '' },
      fields: { channel_name: [HUGE, 5, ['@a'], null] },
    },
    {
      path: '/api/videos/bulk_save/',
      who: 'pro' as Who,
      valid: { videos: [] },
      fields: {
        videos: [
          'x',
          [video("' OR 1=1 --")],
          [video('<script>x')],
          Array.from({ length: 501 }, (_, i) => video(`v${String(i).padStart(10, '0')}`)),
          [{ ...video('bbbbbbbbbbb'), view_count: -1 }],
          [{ ...video('bbbbbbbbbbb'), title: HUGE }],
        ],
      },
    },
    {
      path: '/api/programs/',
      who: 'pro' as Who,
      valid: { title: 'P', description: 'D', difficulty: 'impossible', items: [] },
      fields: {
        difficulty: [...SQLI, 5],
        title: [HUGE, 5],
        items: ['x', [{ video_id: '1; DROP TABLE videos', start_time: 0, end_time: 5, title: 't' }]],
      },
    },
    {
      path: `/api/programs/${ids.program}/`,
      method: 'put' as const,
      who: 'pro' as Who,
      valid: { title: '', description: 'D', difficulty: 'beginner', items: [] },
      fields: { status: [...SQLI, 'archived'], description: [HUGE] },
    },
    {
      path: '/api/collections/',
      who: 'pro' as Who,
      valid: { name: '' },
      fields: { name: [HUGE, 5, ...HTML.map((h) => h.repeat(50))] },
    },
    {
      path: `/api/collections/${ids.collection}/`,
      method: 'put' as const,
      who: 'pro' as Who,
      valid: { name: '' },
      fields: { name: [HUGE, null] },
    },
    {
      path: `/api/collections/${ids.collection}/videos/`,
      who: 'pro' as Who,
      valid: { video_ids: [] },
      fields: { video_ids: [[-1], [0], [1.5], ['abc'], ['99999999999999999999'], [99999999999], SQLI] },
    },
    {
      path: '/api/assignments/',
      who: 'pro' as Who,
      valid: { participant_id: 1, program_id: 1, start_date: '2026-02-30', days_of_week: [1] },
      fields: {
        participant_id: [...SQLI, 'x', -1, 99999999999],
        start_date: [...SQLI, HUGE, 5, '2026-13-01'],
        end_date: [...SQLI, 5],
        days_of_week: ['x', [0], [HUGE], [1.5], Array.from({ length: 1000 }, () => 1)],
        items: ['x', [{ program_item_id: SQLI[1] }], [{ program_item_id: 1, sets: HUGE }]],
      },
    },
    {
      path: '/api/session-logs/',
      who: 'pro' as Who,
      valid: { assignment_id: 1, date: 'today', completed_item_ids: [], pain: 11, difficulty: 0 },
      fields: { date: [...SQLI, HUGE], completed_item_ids: [SQLI, 'x'] },
    },
  ];
}

function buildCases(ids: { exercise: number; program: number; collection: number; video: number }): Case[] {
  const cases: Case[] = [];
  for (const e of bodyEndpoints(ids)) {
    const method = e.method ?? 'post';
    const at = (name: string, extra: Partial<Case>): void => {
      cases.push({ name: `${method.toUpperCase()} ${e.path} ${name}`, method, path: e.path, who: e.who, ...extra });
    };
    const limit = e.path.includes('detect') ? 3 : 1;
    at('invalid as sent', { body: e.valid });
    at('array instead of object', { body: [e.valid] });
    at('JSON string', { raw: '"hello"' });
    at('JSON null', { raw: 'null' });
    at('missing fields', { body: {} });
    at('unknown field', { body: { ...e.valid, is_admin: true } });
    at('deeply nested (10k)', { raw: `{"a":${'['.repeat(10_000)}${']'.repeat(10_000)}}` });
    at('deeply nested field (10k)', {
      raw: JSON.stringify({ ...e.valid, [Object.keys(e.valid)[0]]: 0 }).replace(
        /:0/,
        `:${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
      ),
    });
    at('invalid JSON', { raw: '{"a": ' });
    at('invalid UTF-8 in structure', { raw: Buffer.from([0x7b, 0xff, 0xfe, 0x3a, 0x31, 0x7d]) });
    at('invalid UTF-8 in a string', {
      raw: Buffer.concat([Buffer.from('{"x":"'), Buffer.from([0xc3, 0x28, 0xa0, 0xa1]), Buffer.from('"}')]),
    });
    at('text/plain', { raw: JSON.stringify(e.valid), type: 'text/plain' });
    at('form', { raw: 'a=1&b=2', type: 'application/x-www-form-urlencoded' });
    at('empty JSON body', { raw: '' });
    at(`over ${limit} MB`, { raw: JSON.stringify({ ...e.valid, pad: 'x'.repeat(limit * 1024 * 1024 + 10) }) });
    for (const [field, values] of Object.entries(e.fields) as Array<[string, unknown[]]>) {
      values.forEach((value, i) => at(`${field} bad #${i}`, { body: { ...e.valid, [field]: value } }));
    }
  }
  for (const [label, time] of BAD_TIMES) {
    const raw = (t: string) =>
      JSON.stringify(exercisePayload('ccccccccccc', [{}])).replace('"start_time":0', `"start_time":${t}`);
    cases.push({
      name: `POST exercises start_time ${label}`,
      method: 'post',
      path: '/api/exercises/',
      who: 'pro',
      raw: raw(time),
    });
    cases.push({
      name: `PUT exercise end_time ${label}`,
      method: 'put',
      path: `/api/exercises/${ids.exercise}/`,
      who: 'pro',
      raw: `{"title":"T","start_time":0,"end_time":${time},"tags":[]}`,
    });
  }
  cases.push({
    name: 'POST exercises start = end',
    method: 'post',
    path: '/api/exercises/',
    who: 'pro',
    body: exercisePayload('ddddddddddd', [{ start_time: 30, end_time: 30 }]),
  });
  const idRoutes: Array<[Case['method'], (id: string) => string]> = [
    ['get', (id) => `/api/videos/${id}/`],
    ['delete', (id) => `/api/videos/${id}/`],
    ['put', (id) => `/api/exercises/${id}/`],
    ['delete', (id) => `/api/exercises/${id}/`],
    ['get', (id) => `/api/programs/${id}/`],
    ['delete', (id) => `/api/programs/${id}/`],
    ['delete', (id) => `/api/collections/${id}/`],
    ['delete', (id) => `/api/collections/${ids.collection}/videos/${id}/`],
    ['delete', (id) => `/api/invitations/${id}/`],
    ['get', (id) => `/api/assignments/${id}/`],
    ['put', (id) => `/api/assignments/${id}/`],
    ['delete', (id) => `/api/assignments/${id}/`],
    ['get', (id) => `/api/assignments/${id}/handout/`],
    ['get', (id) => `/api/participants/${id}/`],
    ['delete', (id) => `/api/participants/${id}/`],
  ];
  for (const [method, path] of idRoutes) {
    for (const id of BAD_IDS) {
      const body = method === 'put' ? { title: 'T', start_time: 0, end_time: 5, tags: [] } : undefined;
      cases.push({ name: `${method.toUpperCase()} ${path(id)}`, method, path: path(id), who: 'pro', body });
    }
  }
  // page_size above the maximum is clamped (DRF-style), not refused: asserted separately below.
  const lists = ['/api/videos/', '/api/exercises/', '/api/participants/'];
  const queries = [
    'page=0',
    'page=-1',
    'page=abc',
    'page=1e9',
    'page=1.5',
    'page_size=0',
    'page_size=-3',
    'page_size=abc',
    'unknown=1',
    `page=${encodeURIComponent(SQLI[0])}`,
  ];
  for (const list of lists)
    for (const q of queries) cases.push({ name: `GET ${list}?${q}`, method: 'get', path: `${list}?${q}`, who: 'pro' });
  // Every field of an invitation is optional ({} and null are valid bodies), so only bad values are sent.
  for (const [field, values] of Object.entries({ email: [...SQLI, ...HTML, HUGE, 5], note: [HUGE, 5, ['a']] }))
    values.forEach((value, i) =>
      cases.push({
        name: `POST /api/invitations/ ${field} bad #${i}`,
        method: 'post',
        path: '/api/invitations/',
        who: 'pro',
        body: { [field]: value },
      }),
    );
  for (const q of ['participant_id=abc', 'participant_id=0', `participant_id=${encodeURIComponent(SQLI[0])}`, 'x=1'])
    cases.push({ name: `GET /api/assignments/?${q}`, method: 'get', path: `/api/assignments/?${q}`, who: 'pro' });
  cases.push({
    name: 'GET /api/videos/?exercises_extracted=maybe',
    method: 'get',
    path: '/api/videos/?exercises_extracted=maybe',
    who: 'pro',
  });
  const badAuth = [
    'Token ' + SQLI[0],
    'Token <script>',
    'Bearer abc',
    'Token ' + HUGE.slice(0, 4000),
    'Basic dXNlcjpwYXNz',
    '',
  ];
  for (const path of ['/api/users/me/', '/api/videos/stats/', '/api/videos/', '/api/collections/']) {
    badAuth.forEach((value, i) =>
      cases.push({
        name: `GET ${path} bad Authorization #${i}`,
        method: 'get',
        path,
        who: 'anon',
        headers: { Authorization: value },
      }),
    );
  }
  cases.push({ name: 'POST signout without CSRF', method: 'post', path: '/api/users/signout/', who: 'pro' });
  cases.push({
    name: 'POST signout with bad token',
    method: 'post',
    path: '/api/users/signout/',
    who: 'csrf',
    headers: { Authorization: `Token ${SQLI[1]}` },
  });
  cases.push({
    name: 'POST signout text/plain',
    method: 'post',
    path: '/api/users/signout/',
    who: 'pro',
    raw: 'x',
    type: 'text/plain',
  });
  cases.push({
    name: 'POST signup with mismatched CSRF',
    method: 'post',
    path: '/api/users/signup/',
    who: 'anon',
    headers: { Cookie: 'csrftoken=a', 'X-CSRFToken': 'b' },
    body: { username: 'x.y', email: 'x@y.co', password: 'correct-horse-1' },
  });
  return cases;
}

const LEAKS = [
  /\n\s+at /,
  /\bat \S+ \(.*:\d+:\d+\)/,
  /\.ts:\d/,
  /QueryFailedError/,
  /SQLITE/i,
  /syntax error/i,
  /node_modules/,
];

describe.each(DATABASES)('bad input on %s', (kind) => {
  let t: TestApp;
  let pro: TestUser;
  let cases: Case[] = [];

  async function rowCounts(): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const { tableName } of t.dataSource.entityMetadatas) {
      const [row] = (await t.dataSource.query(`SELECT COUNT(*) AS n FROM "${tableName}"`)) as Array<{
        n: string | number;
      }>;
      counts[tableName] = Number(row.n);
    }
    return counts;
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    pro = await signUp(t, 'fuzz.pro', true);
    const saved = await t
      .http()
      .post('/api/exercises/')
      .set(pro.auth)
      .send(exercisePayload('Lb7xQe2RkPw', [{}]))
      .expect(201);
    const detail = await t.http().get(`/api/videos/${saved.body.video.id}/`).set(pro.auth).expect(200);
    const program = await t
      .http()
      .post('/api/programs/')
      .set(pro.auth)
      .send({ title: 'P', description: 'D', difficulty: 'beginner', items: [] })
      .expect(201);
    const collection = await t.http().post('/api/collections/').set(pro.auth).send({ name: 'C' }).expect(201);
    cases = buildCases({
      video: saved.body.video.id,
      exercise: detail.body.exercises[0].id,
      program: program.body.id,
      collection: collection.body.id,
    });
  });
  afterAll(() => t?.close());

  it('answers at least 100 malformed requests with 4xx {error}, no leak and no row changed', async () => {
    expect(cases.length).toBeGreaterThanOrEqual(100);
    const failures: string[] = [];
    for (const c of cases) {
      const before = await rowCounts();
      let req = t.http()[c.method](c.path);
      if (c.who === 'pro') req = req.set(pro.auth);
      if (
        c.who === 'csrf' ||
        (c.who === 'pro' && /signout|change-password/.test(c.path) && !c.name.includes('without'))
      )
        req = req.set(csrfHeaders);
      if (c.headers) req = req.set(c.headers);
      if (c.raw !== undefined) req = req.set('Content-Type', c.type ?? 'application/json').send(c.raw);
      else if (c.body !== undefined) req = req.send(c.body as object);
      const res = await req;
      const after = await rowCounts();
      const problems = [
        res.status < 400 || res.status >= 500 ? `status ${res.status}` : '',
        typeof res.body?.error === 'string' && res.body.error.length > 0 ? '' : 'no error sentence',
        /json/.test(String(res.headers['content-type'])) ? '' : 'not JSON',
        LEAKS.some((leak) => leak.test(res.text)) ? 'leaks internals' : '',
        JSON.stringify(before) === JSON.stringify(after) ? '' : 'rows changed',
      ].filter(Boolean);
      if (problems.length > 0) failures.push(`${c.name}: ${problems.join(', ')} → ${res.text.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
  }, 180_000);

  it.each(['/api/videos/', '/api/exercises/'])('clamps page_size=1000 on %s to a bounded page', async (list) => {
    const { body } = await t.http().get(`${list}?page_size=1000`).set(pro.auth).expect(200);
    expect(body.results.length).toBeLessThanOrEqual(100);
  });
});
