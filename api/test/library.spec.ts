import type {
  LibraryChanges,
  LibraryExerciseDetail,
  LibraryExerciseSummary,
  LibraryFacets,
  Page,
  PublishExerciseRequest,
} from '@physio/contracts';
import { DATABASES } from './support/databases';
import { exercisePayload, signUpCast, startTestApp, type TestApp, type TestUser } from './support/test-app';

/** The public library end to end: publish, find (list, search, filters, facets), read, update, unpublish. */
describe.each(DATABASES)('public library on %s', (kind) => {
  let t: TestApp;
  let pro: TestUser;
  let otherPro: TestUser;
  let patient: TestUser;
  /** Saved exercises of `pro`: knee, ankle, back, and one never published. */
  let ids: { knee: number; ankle: number; back: number; spare: number };
  let videoRowId: number;

  const knee = (): PublishExerciseRequest => ({
    title: 'Seated knee flexion',
    description: 'Bend the knee slowly while seated to regain movement after surgery.',
    instructions: ['Sit tall on a firm chair.', 'Slide your foot back until you feel a stretch.', 'Hold, then return.'],
    safety_tip: 'Stop if the pain is sharp.',
    body_part: 'knee',
    category: 'rehabilitation',
    conditions: ['knee-pain', 'post-surgery'],
    difficulty: 'beginner',
  });
  const ankle = (): PublishExerciseRequest => ({
    title: 'Alphabet tracing',
    description: 'Draw the letters with your toes; a zebra-striped sock helps you see the motion.',
    instructions: ['Lift one foot.', 'Trace the alphabet with your big toe.'],
    safety_tip: 'Keep the movement small at first.',
    body_part: 'ankle-foot',
    category: 'flexibility',
    conditions: ['sports-injury'],
    difficulty: 'intermediate',
  });
  const back = (): PublishExerciseRequest => ({
    title: 'Cat cow',
    description: 'Round and arch the spine on all fours.',
    instructions: ['Kneel on all fours.', 'Round your spine, then let it sag gently.'],
    safety_tip: 'Move within a comfortable range.',
    body_part: 'back',
    category: 'flexibility',
    conditions: ['back-pain'],
    difficulty: 'beginner',
  });

  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ pro, otherPro, patient } = await signUpCast(t));
    const saved = await t
      .http()
      .post('/api/exercises/')
      .set(pro.auth)
      .send(
        exercisePayload('lllllllllll', [
          { title: 'Knee bend', start_time: 10, end_time: 40, tags: ['mobility'] },
          { title: 'Ankle circles', start_time: 60, end_time: 100, tags: ['proprioception'] },
          { title: 'Cat cow', start_time: 120, end_time: 150 },
          { title: 'Spare', start_time: 200, end_time: 230 },
        ]),
      )
      .expect(201);
    videoRowId = saved.body.video.id;
    const [k, a, b, s] = saved.body.exercises.map((e: { id: number }) => e.id);
    ids = { knee: k, ankle: a, back: b, spare: s };
  });
  afterAll(() => t?.close());

  const publish = (id: number, body: object, who: TestUser = pro) =>
    t.http().post(`/api/exercises/${id}/publish/`).set(who.auth).send(body);
  const list = (query = '') => t.http().get(`/api/library/exercises/${query}`).expect(200);
  const titles = async (query: string) =>
    ((await list(query)).body as Page<LibraryExerciseSummary>).results.map((r) => r.title);
  const changesAfter = async (after: number) =>
    (await t.http().get(`/api/library/changes/?after=${after}`).expect(200)).body as LibraryChanges;

  it('publishes, lists, searches, filters, counts, reads, updates and unpublishes', async () => {
    const start = (await changesAfter(0)).cursor;
    const first = await publish(ids.knee, knee()).expect(201);
    const detail = first.body as LibraryExerciseDetail;
    expect(detail).toMatchObject({
      slug: 'seated-knee-flexion',
      title: 'Seated knee flexion',
      category: { slug: 'rehabilitation', name: 'Rehabilitation' },
      body_part: { slug: 'knee', name: 'Knee' },
      conditions: [
        { slug: 'knee-pain', name: 'Knee Pain' },
        { slug: 'post-surgery', name: 'Post-Surgery' },
      ],
      difficulty: 'beginner',
      duration: 30,
      professional: { name: 'pro.one' },
      instructions: knee().instructions,
      segment: { platform: 'youtube', video_id: 'lllllllllll', start_time: 10, end_time: 40 },
      exercise_id: ids.knee,
    });
    await publish(ids.ankle, ankle()).expect(201);
    await publish(ids.back, back()).expect(201);

    // Public: no token, newest first, cacheable for a few seconds.
    const page = await list();
    expect(page.headers['cache-control']).toBe('public, max-age=5');
    expect((page.body as Page<LibraryExerciseSummary>).results.map((r) => r.slug)).toEqual([
      'cat-cow',
      'alphabet-tracing',
      'seated-knee-flexion',
    ]);
    const publicDetail = await t.http().get('/api/library/exercises/seated-knee-flexion/').expect(200);
    expect(publicDetail.body).toMatchObject({ slug: 'seated-knee-flexion', safety_tip: 'Stop if the pain is sharp.' });
    expect(publicDetail.body).not.toHaveProperty('exercise_id');

    // Search: title, description-only word, tag, condition name, body part name, prefix while typing.
    expect(await titles('?search=knee')).toEqual(['Seated knee flexion']);
    expect(await titles('?search=kne')).toEqual(['Seated knee flexion']);
    expect(await titles('?search=ankle')).toEqual(['Alphabet tracing']);
    expect(await titles('?search=back%20pain')).toEqual(['Cat cow']);
    expect(await titles('?search=zebra')).toEqual(['Alphabet tracing']);
    expect(await titles('?search=proprioception')).toEqual(['Alphabet tracing']);
    expect(await titles('?search=surgery')).toEqual(['Seated knee flexion']);
    expect(await titles('?search=spine')).toEqual(['Cat cow']);
    expect(await titles('?search=nothinglikethis')).toEqual([]);
    // Query syntax of either engine is plain text, never an error.
    for (const raw of [
      '%',
      '_',
      '"',
      "'",
      'knee"',
      '"knee',
      'knee*',
      'a:b',
      '!&|',
      '(knee',
      'NEAR(knee',
      'knee -',
      '^',
      '\\',
    ])
      await list(`?search=${encodeURIComponent(raw)}`);
    expect(await titles(`?search=${encodeURIComponent('"knee%')}`)).toEqual(['Seated knee flexion']);

    // Filters combine with AND.
    expect(await titles('?category=flexibility')).toEqual(['Cat cow', 'Alphabet tracing']);
    expect(await titles('?category=flexibility&difficulty=beginner')).toEqual(['Cat cow']);
    expect(await titles('?body_part=knee')).toEqual(['Seated knee flexion']);
    expect(await titles('?condition=sports-injury')).toEqual(['Alphabet tracing']);
    expect(await titles('?condition=back-pain&search=cat')).toEqual(['Cat cow']);
    expect(await titles('?condition=arthritis')).toEqual([]);

    // Paging like every list: count, next, previous; a page past the end is 404.
    const paged = (await list('?page_size=2&page=2')).body as Page<LibraryExerciseSummary>;
    expect(paged).toMatchObject({ count: 3, next: null });
    expect(paged.previous).toContain('page=1');
    await t.http().get('/api/library/exercises/?page=3&page_size=2').expect(404);

    const facets = (await t.http().get('/api/library/facets/').expect(200)).body as LibraryFacets;
    expect(facets.total_exercises).toBe(3);
    const count = (terms: LibraryFacets['categories'], slug: string) => terms.find((x) => x.slug === slug)?.count;
    expect(count(facets.categories, 'flexibility')).toBe(2);
    expect(count(facets.categories, 'upper-body')).toBe(0);
    expect(count(facets.body_parts, 'ankle-foot')).toBe(1);
    expect(count(facets.conditions, 'knee-pain')).toBe(1);
    expect(count(facets.difficulties, 'beginner')).toBe(2);
    expect(facets.categories).toHaveLength(7);

    // The studio sees the slug on its saved exercises.
    const video = await t.http().get(`/api/videos/${videoRowId}/`).set(pro.auth).expect(200);
    const slugs = video.body.exercises.map((e: { published_slug: string | null }) => e.published_slug);
    expect(slugs).toEqual(['seated-knee-flexion', 'alphabet-tracing', 'cat-cow', null]);
    // ... and on its list of every exercise.
    const listed = await t.http().get('/api/exercises/?page_size=50').set(pro.auth).expect(200);
    const listedSlugs = new Map(
      listed.body.results.map((e: { id: number; published_slug: string | null }) => [e.id, e.published_slug]),
    );
    expect(video.body.exercises.map((e: { id: number }) => listedSlugs.get(e.id))).toEqual(slugs);

    // Update: 200, same slug, new words searchable, old ones gone.
    const updated = await publish(ids.knee, { ...knee(), title: 'Heel slides', conditions: ['arthritis'] }).expect(200);
    expect(updated.body).toMatchObject({ slug: 'seated-knee-flexion', title: 'Heel slides' });
    expect(await titles('?search=heel')).toEqual(['Heel slides']);
    expect(await titles('?search=flexion')).toEqual([]);
    expect(await titles('?condition=arthritis')).toEqual(['Heel slides']);
    expect(await titles('?condition=knee-pain')).toEqual([]);
    expect((await t.http().get(`/api/exercises/${ids.knee}/publish/`).set(pro.auth).expect(200)).body).toMatchObject({
      slug: 'seated-knee-flexion',
      title: 'Heel slides',
    });

    // A second publication with a taken title gets the next free slug.
    const twin = await publish(ids.spare, { ...back() }).expect(201);
    expect(twin.body.slug).toBe('cat-cow-2');

    // Unpublish: gone from every read, 404 on the second try.
    await t.http().delete(`/api/exercises/${ids.spare}/publish/`).set(pro.auth).expect(204);
    await t.http().delete(`/api/exercises/${ids.spare}/publish/`).set(pro.auth).expect(404);
    await t.http().get('/api/library/exercises/cat-cow-2/').expect(404);
    await t.http().get(`/api/exercises/${ids.spare}/publish/`).set(pro.auth).expect(404);
    expect((await list()).body.count).toBe(3);

    const feed = await changesAfter(start);
    expect(feed.reset).toBe(false);
    expect(feed.changes).toEqual([
      { kind: 'exercise', slug: 'seated-knee-flexion', action: 'published' },
      { kind: 'exercise', slug: 'alphabet-tracing', action: 'published' },
      { kind: 'exercise', slug: 'cat-cow', action: 'published' },
      { kind: 'exercise', slug: 'seated-knee-flexion', action: 'updated' },
      { kind: 'exercise', slug: 'cat-cow-2', action: 'published' },
      { kind: 'exercise', slug: 'cat-cow-2', action: 'unpublished' },
    ]);
    expect(await changesAfter(feed.cursor)).toEqual({ cursor: feed.cursor, reset: false, changes: [] });
    expect((await t.http().get('/api/library/changes/').expect(200)).headers['cache-control']).toBe('no-store');
    const sitemap = (await t.http().get('/api/library/sitemap/').expect(200)).body;
    expect(sitemap.exercises.map((e: { slug: string }) => e.slug)).toEqual([
      'alphabet-tracing',
      'cat-cow',
      'seated-knee-flexion',
    ]);
  });

  it('lets only the owner publish, read and unpublish; others get 404, participants 403, strangers 401', async () => {
    await publish(ids.knee, knee(), otherPro).expect(404);
    await t.http().get(`/api/exercises/${ids.knee}/publish/`).set(otherPro.auth).expect(404);
    await t.http().delete(`/api/exercises/${ids.knee}/publish/`).set(otherPro.auth).expect(404);
    await publish(ids.knee, knee(), patient).expect(403);
    await t.http().post(`/api/exercises/${ids.knee}/publish/`).send(knee()).expect(401);
    await publish(999999, knee()).expect(404);
    await t.http().get('/api/library/exercises/no-such-thing/').expect(404);
  });

  it('refuses bad publications with a sentence naming the field', async () => {
    const refused = async (body: object, field: string, words: RegExp) => {
      const res = await publish(ids.spare, { ...knee(), ...body }).expect(400);
      expect(res.body.error).toMatch(words);
      expect(Object.keys(res.body.details)).toContain(field);
    };
    await refused({ category: 'gym' }, 'category', /Category/);
    await refused({ body_part: 'tail' }, 'body_part', /Body part/);
    await refused({ conditions: ['flu'] }, 'conditions', /condition/);
    await refused(
      { conditions: ['back-pain', 'neck-pain', 'knee-pain', 'arthritis', 'joint-pain', 'sports-injury'] },
      'conditions',
      /at most 5/,
    );
    await refused({ instructions: [] }, 'instructions', /at least one step/);
    await refused({ instructions: ['   '] }, 'instructions', /empty step/);
    await refused({ title: 'x'.repeat(201) }, 'title', /Title must be at most 200/);
    await refused({ description: 'x'.repeat(601) }, 'description', /Description must be at most 600/);
    await refused({ difficulty: 'expert' }, 'difficulty', /Difficulty/);
    await refused({ safety_tip: '' }, 'safety_tip', /Safety tip/);
    for (const query of [
      'category=gym',
      'body_part=x',
      'condition=x',
      'difficulty=x',
      `search=${'k'.repeat(101)}`,
      'page=0',
    ])
      expect((await t.http().get(`/api/library/exercises/?${query}`).expect(400)).body.error).toEqual(
        expect.any(String),
      );
    await t.http().get('/api/library/changes/?after=-1').expect(400);
    await t.http().get(`/api/exercises/${ids.spare}/publish/`).set(pro.auth).expect(404);
  });

  it('publishes programs with their items, owner only, and lists them', async () => {
    const created = await t
      .http()
      .post('/api/programs/')
      .set(pro.auth)
      .send({
        title: 'Knee week',
        description: 'Private notes',
        difficulty: 'intermediate',
        items: [
          { exercise_id: ids.knee, video_id: videoRowId, start_time: 10, end_time: 40, title: 'Heel slides' },
          { video_id: videoRowId, start_time: 300, end_time: 360, title: 'Walk it off' },
        ],
      })
      .expect(201);
    const programId = created.body.id as number;
    const path = `/api/programs/${programId}/publish/`;
    await t.http().post(path).set(otherPro.auth).send({ title: 'Mine', description: 'No.' }).expect(404);
    await t.http().post(path).set(pro.auth).send({ title: '', description: 'x' }).expect(400);
    const published = await t
      .http()
      .post(path)
      .set(pro.auth)
      .send({ title: 'Knee: first week', description: 'Gentle knee work.' })
      .expect(201);
    expect(published.body).toMatchObject({
      slug: 'knee-first-week',
      difficulty: 'intermediate',
      exercise_count: 2,
      total_duration: 90,
      program_id: programId,
      items: [
        { position: 0, title: 'Heel slides', exercise_slug: 'seated-knee-flexion', segment: { start_time: 10 } },
        { position: 1, title: 'Walk it off', exercise_slug: null, segment: { video_id: 'lllllllllll' } },
      ],
    });
    await t.http().post(path).set(pro.auth).send({ title: 'Renamed', description: 'Gentle knee work.' }).expect(200);
    const programs = await t.http().get('/api/library/programs/?search=gentle&difficulty=intermediate').expect(200);
    expect(programs.body.results.map((p: { slug: string; title: string }) => [p.slug, p.title])).toEqual([
      ['knee-first-week', 'Renamed'],
    ]);
    expect((await t.http().get('/api/library/programs/?search=50%25').expect(200)).body.count).toBe(0);
    const detail = await t.http().get('/api/library/programs/knee-first-week/').expect(200);
    expect(detail.body).not.toHaveProperty('program_id');
    expect((await t.http().get('/api/library/facets/').expect(200)).body.total_programs).toBe(1);

    const before = (await changesAfter(0)).cursor;
    await t.http().delete(`/api/programs/${programId}/`).set(pro.auth).expect(200);
    await t.http().get('/api/library/programs/knee-first-week/').expect(404);
    expect((await changesAfter(before)).changes).toEqual([
      { kind: 'program', slug: 'knee-first-week', action: 'unpublished' },
    ]);
  });

  it('removes the publication and logs it when the exercise, its video or the account goes', async () => {
    const saved = await t
      .http()
      .post('/api/exercises/')
      .set(otherPro.auth)
      .send(exercisePayload('ccccccccccc', [{ title: 'One' }, { title: 'Two' }]))
      .expect(201);
    const [one, two] = saved.body.exercises.map((e: { id: number }) => e.id);
    const more = await t
      .http()
      .post('/api/exercises/')
      .set(otherPro.auth)
      .send(exercisePayload('ddddddddddd', [{ title: 'Three' }]))
      .expect(201);
    const three = more.body.exercises[0].id;
    for (const [id, title] of [
      [one, 'Cascade one'],
      [two, 'Cascade two'],
      [three, 'Cascade three'],
    ] as const)
      await publish(id, { ...knee(), title }, otherPro).expect(201);
    const before = (await changesAfter(0)).cursor;

    await t.http().delete(`/api/exercises/${one}/`).set(otherPro.auth).expect(200);
    await t.http().delete(`/api/videos/${saved.body.video.id}/`).set(otherPro.auth).expect(200);
    await t.dataSource.query(
      kind === 'postgres' ? 'DELETE FROM users WHERE id = $1' : 'DELETE FROM users WHERE id = ?',
      [otherPro.user.id],
    );
    for (const slug of ['cascade-one', 'cascade-two', 'cascade-three'])
      await t.http().get(`/api/library/exercises/${slug}/`).expect(404);
    expect((await changesAfter(before)).changes).toEqual([
      { kind: 'exercise', slug: 'cascade-one', action: 'unpublished' },
      { kind: 'exercise', slug: 'cascade-two', action: 'unpublished' },
      { kind: 'exercise', slug: 'cascade-three', action: 'unpublished' },
    ]);
    expect((await list('?search=cascade')).body.count).toBe(0);
  });

  it('keeps the newest 1000 changes and answers reset to a cursor older than those', async () => {
    const { cursor } = await changesAfter(0);
    expect(await changesAfter(cursor + 5)).toEqual({ cursor, reset: true, changes: [] });
    const now = kind === 'postgres' ? 'now()' : "strftime('%Y-%m-%d %H:%M:%f', 'now')";
    await t.dataSource.query(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1001)
       INSERT INTO library_changes (kind, slug, action, changed_at) SELECT 'exercise', 'filler', 'updated', ${now} FROM n`,
    );
    const [{ n }] = await t.dataSource.query('SELECT COUNT(*) AS n FROM library_changes');
    expect(Number(n)).toBe(1000);
    const stale = await changesAfter(cursor);
    expect(stale.reset).toBe(true);
    expect(stale.cursor).toBe(cursor + 1001);
    const recent = await changesAfter(cursor + 1);
    expect(recent).toMatchObject({ reset: false, cursor: cursor + 501 });
    expect(recent.changes).toHaveLength(500);
  });
});
