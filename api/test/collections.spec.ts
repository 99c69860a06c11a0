import { DATABASES } from './support/databases';
import { exercisePayload, signUpCast, startTestApp, type TestApp, type TestUser } from './support/test-app';

describe.each(DATABASES)('collections on %s', (kind) => {
  let t: TestApp;
  let pro: TestUser;
  let otherPro: TestUser;
  let patient: TestUser;
  let videoIds: number[];
  let otherVideoId: number;

  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ pro, otherPro, patient } = await signUpCast(t));
    videoIds = [];
    for (const id of ['ccccccccccA', 'ccccccccccB', 'ccccccccccC']) {
      videoIds.push(
        (
          await t
            .http()
            .post('/api/exercises/')
            .set(pro.auth)
            .send(exercisePayload(id, [{}]))
            .expect(201)
        ).body.video.id,
      );
    }
    otherVideoId = (
      await t
        .http()
        .post('/api/exercises/')
        .set(otherPro.auth)
        .send(exercisePayload('ccccccccccZ', [{}]))
        .expect(201)
    ).body.video.id;
  });
  afterAll(() => t?.close());

  it('creates, renames, fills, empties and deletes a collection', async () => {
    const created = await t.http().post('/api/collections/').set(pro.auth).send({ name: ' Lower back ' }).expect(201);
    expect(created.body).toMatchObject({ name: 'Lower back', video_ids: [], video_count: 0 });
    const id = created.body.id;
    const renamed = await t
      .http()
      .put(`/api/collections/${id}/`)
      .set(pro.auth)
      .send({ name: 'Lower Back' })
      .expect(200);
    expect(renamed.body.name).toBe('Lower Back');

    const added = await t
      .http()
      .post(`/api/collections/${id}/videos/`)
      .set(pro.auth)
      .send({ video_ids: [videoIds[2], videoIds[0]] })
      .expect(201);
    expect(added.body).toMatchObject({ video_ids: [videoIds[2], videoIds[0]], video_count: 2 });
    const again = await t
      .http()
      .post(`/api/collections/${id}/videos/`)
      .set(pro.auth)
      .send({ video_ids: [videoIds[0], videoIds[1]] })
      .expect(201);
    expect(again.body.video_ids).toEqual([videoIds[2], videoIds[0], videoIds[1]]);

    const removed = await t.http().delete(`/api/collections/${id}/videos/${videoIds[0]}/`).set(pro.auth).expect(200);
    expect(removed.body.video_ids).toEqual([videoIds[2], videoIds[1]]);
    await t.http().delete(`/api/collections/${id}/videos/${videoIds[0]}/`).set(pro.auth).expect(404);

    const list = await t.http().get('/api/collections/').set(pro.auth).expect(200);
    expect(list.body).toEqual([expect.objectContaining({ id, name: 'Lower Back', video_count: 2 })]);

    // Deleting a video takes it out of its collections.
    await t.http().delete(`/api/videos/${videoIds[1]}/`).set(pro.auth).expect(200);
    expect((await t.http().get('/api/collections/').set(pro.auth).expect(200)).body[0].video_ids).toEqual([
      videoIds[2],
    ]);

    expect((await t.http().delete(`/api/collections/${id}/`).set(pro.auth).expect(200)).body).toEqual({
      message: 'ok',
    });
    expect((await t.http().get('/api/collections/').set(pro.auth).expect(200)).body).toEqual([]);
    await t.http().get(`/api/videos/${videoIds[2]}/`).set(pro.auth).expect(200);
  });

  it('409 for a name already used regardless of case, on create and on rename', async () => {
    await t.http().post('/api/collections/').set(pro.auth).send({ name: 'Knees' }).expect(201);
    const other = await t.http().post('/api/collections/').set(pro.auth).send({ name: 'Hips' }).expect(201);
    const duplicate = await t.http().post('/api/collections/').set(pro.auth).send({ name: '  kNEES ' }).expect(409);
    expect(duplicate.body.error).toBe('You already have a collection with this name.');
    await t.http().put(`/api/collections/${other.body.id}/`).set(pro.auth).send({ name: 'KNEES' }).expect(409);
    await t.http().put(`/api/collections/${other.body.id}/`).set(pro.auth).send({ name: 'hips' }).expect(200);
    // Another professional may use the same name.
    await t.http().post('/api/collections/').set(otherPro.auth).send({ name: 'Knees' }).expect(201);
  });

  it.each([
    [{}, 'name'],
    [{ name: '   ' }, 'name'],
    [{ name: 'x'.repeat(101) }, 'name'],
    [{ name: 'ok', extra: 1 }, 'extra'],
  ])('400 with details for %j', async (body, field) => {
    const response = await t.http().post('/api/collections/').set(pro.auth).send(body).expect(400);
    expect(Object.keys(response.body.details)).toContain(field);
  });

  it('validates video_ids and refuses videos from another library', async () => {
    const { body } = await t.http().post('/api/collections/').set(pro.auth).send({ name: 'Validation' }).expect(201);
    for (const video_ids of [[], 'x', [0], [1.5]]) {
      await t.http().post(`/api/collections/${body.id}/videos/`).set(pro.auth).send({ video_ids }).expect(400);
    }
    const foreign = await t
      .http()
      .post(`/api/collections/${body.id}/videos/`)
      .set(pro.auth)
      .send({ video_ids: [otherVideoId] })
      .expect(400);
    expect(foreign.body.error).toBe('Some videos are not in your library.');
  });

  it("hides another professional's collections (404) and refuses participants (403) and anonymous callers (401)", async () => {
    const { body } = await t.http().post('/api/collections/').set(pro.auth).send({ name: 'Private' }).expect(201);
    expect(
      (await t.http().put(`/api/collections/${body.id}/`).set(otherPro.auth).send({ name: 'Mine' }).expect(404)).body,
    ).toEqual({
      error: 'Collection not found.',
    });
    await t.http().delete(`/api/collections/${body.id}/`).set(otherPro.auth).expect(404);
    await t
      .http()
      .post(`/api/collections/${body.id}/videos/`)
      .set(otherPro.auth)
      .send({ video_ids: [otherVideoId] })
      .expect(404);
    await t.http().get('/api/collections/').set(patient.auth).expect(403);
    await t.http().get('/api/collections/').expect(401);
  });
});
