import { EntityColumns } from '../src/database/entity-columns';
import { readQuery } from '../src/database/read-query';
import { AuthToken } from '../src/users/entities/auth-token.entity';
import { User } from '../src/users/entities/user.entity';
import { LibraryTotals } from '../src/videos/library/library-totals.entity';
import { Video } from '../src/videos/entities/video.entity';
import { DATABASES } from './support/databases';
import { exercisePayload, signUpCast, startTestApp, type TestApp, type TestUser } from './support/test-app';

/** The hot paths' hand-written reads must give exactly the entities the repositories give. */
describe.each(DATABASES)('EntityColumns and readQuery on %s', (kind) => {
  let t: TestApp;
  let pro: TestUser;

  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ pro } = await signUpCast(t));
    await t
      .http()
      .post('/api/exercises/')
      .set(pro.auth)
      .send(exercisePayload('vid00000001', [{ tags: ['squat'] }]))
      .expect(201);
  }, 60_000);
  afterAll(() => t?.close());

  it.each([
    ['users', User],
    ['auth_tokens', AuthToken],
    ['videos', Video],
    ['library_totals', LibraryTotals],
  ] as const)('hydrates %s rows like repository.find()', async (table, entity) => {
    const columns = new EntityColumns(t.dataSource, entity as never, 'x');
    const rows = await readQuery(t.dataSource)(`SELECT ${columns.select} FROM ${table} x`, []);
    expect(rows.length).toBeGreaterThan(0);
    const expected = await t.dataSource.getRepository(entity as never).find();
    const sortKey = (e: Record<string, unknown>) => String(e.id ?? e.ownerId);
    const hydrated = rows
      .map((row) => columns.hydrate(row) as Record<string, unknown>)
      .sort((a, b) => sortKey(a).localeCompare(sortKey(b)));
    expect(hydrated).toEqual(
      (expected as Record<string, unknown>[]).sort((a, b) => sortKey(a).localeCompare(sortKey(b))),
    );
    for (const [i, e] of hydrated.entries()) expect(Object.getPrototypeOf(e)).toBe(Object.getPrototypeOf(expected[i]));
  });

  it('fails the way DataSource.query() fails (QueryFailedError on PostgreSQL), so the exception filter sees the same error', async () => {
    const sql = 'SELECT nothing FROM nowhere';
    const viaTypeorm = (await t.dataSource.query(sql, []).catch((error: unknown) => error)) as Error;
    const viaRead = (await readQuery(t.dataSource)(sql, []).catch((error: unknown) => error)) as Error;
    expect(viaRead.constructor).toBe(viaTypeorm.constructor);
    expect(viaRead.message).toBe(viaTypeorm.message);
    if (kind === 'postgres') expect(viaRead.name).toBe('QueryFailedError');
  });
});
