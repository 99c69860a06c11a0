import { createAppStore } from '@physio/api-client';
import { installFakeApi } from '../../test/fake-api';
import { exerciseDetail, facets, page, programDetail } from '../../test/library-fixtures';
import { libraryApi } from './api';
import { exerciseQueryFromParams } from './library-query';
import { catalogueHandle, exerciseHandle, exercisesHandle, programHandle, programsHandle } from './route-handles';

const EXERCISE = exerciseDetail();
const PROGRAM = programDetail();

function setUp() {
  const api = installFakeApi((url) => {
    if (url.pathname === '/api/library/exercises/') return { body: page([EXERCISE]) };
    if (url.pathname === `/api/library/exercises/${EXERCISE.slug}/`) return { body: EXERCISE };
    if (url.pathname === '/api/library/facets/') return { body: facets() };
    if (url.pathname === '/api/library/programs/') return { body: page([]) };
    if (url.pathname === `/api/library/programs/${PROGRAM.slug}/`) return { body: PROGRAM };
    return undefined;
  });
  return { ...api, store: createAppStore() };
}

const context = (search = '', params: Record<string, string> = {}) => ({
  params,
  searchParams: new URLSearchParams(search),
});

describe('library route handles', () => {
  it("prefetch the library's query for the URL, the same one the page's first render reads", async () => {
    const { store, requested } = setUp();
    const ctx = context('?search=knee&category=lower-body&page=2');
    await Promise.all(exercisesHandle.prefetch?.(ctx, store.dispatch) ?? []);
    expect(requested()).toEqual(['/api/library/exercises/?search=knee&category=lower-body&page=2&page_size=12']);
    // The page computes its arguments from the same URL: its query is already in the cache.
    const cached = libraryApi.endpoints.getLibraryExercises.select(exerciseQueryFromParams(ctx.searchParams))(
      store.getState() as never,
    );
    expect(cached.data?.results).toEqual([EXERCISE]);
    expect(exercisesHandle.head?.(ctx, store.getState())).toMatchObject({
      title: 'Lower Body Exercises (page 2) | PhysioHub',
      canonicalPath: '/exercises?category=lower-body&page=2',
    });
  });

  it('give an exercise page its head with JSON-LD, and a 404 for an unknown slug', async () => {
    const { store } = setUp();
    const found = context('', { slug: EXERCISE.slug });
    await Promise.all(exerciseHandle.prefetch?.(found, store.dispatch) ?? []);
    const head = exerciseHandle.head?.(found, store.getState());
    expect(head).toMatchObject({ title: 'Seated Knee Extension | Exercise Library | PhysioHub' });
    expect(head?.status).toBeUndefined();
    expect(head?.jsonLd).toMatchObject({ '@type': 'HowTo' });

    const missing = context('', { slug: 'no-such-exercise' });
    await Promise.all(exerciseHandle.prefetch?.(missing, store.dispatch) ?? []);
    expect(exerciseHandle.head?.(missing, store.getState())).toMatchObject({
      status: 404,
      canonicalPath: '/exercises/no-such-exercise',
    });
  });

  it('prefetch the facets for the browse pages and the programs for theirs', async () => {
    const { store, requested } = setUp();
    await Promise.all(catalogueHandle('body-parts').prefetch?.(context(), store.dispatch) ?? []);
    expect(catalogueHandle('body-parts').head?.(context(), store.getState())).toMatchObject({
      title: 'Exercises by Body Part | PhysioHub',
      canonicalPath: '/body-parts',
    });
    await Promise.all(programsHandle.prefetch?.(context('?page=2'), store.dispatch) ?? []);
    const programPage = context('', { slug: PROGRAM.slug });
    await Promise.all(programHandle.prefetch?.(programPage, store.dispatch) ?? []);
    expect(programHandle.head?.(programPage, store.getState())).toMatchObject({
      title: 'Knee Strengthening | Exercise Programs | PhysioHub',
      canonicalPath: '/programs/knee-strengthening',
    });
    expect(requested()).toEqual([
      '/api/library/facets/',
      '/api/library/programs/?page=2&page_size=12',
      '/api/library/programs/knee-strengthening/',
    ]);
  });
});
