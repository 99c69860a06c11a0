// What the library's routes give the server renderer (see ssr/route-handle.ts): the queries each page's first render
// reads, started with the very arguments the page computes from the same URL, and the page's head from their results.
import type { RootState } from '@physio/api-client';
import type { PageHead, PublicRouteHandle } from '../../ssr/route-handle';
import { catalogueHead, type CatalogueKind } from '../catalogue/catalogue-data';
import { exerciseHead, exercisesHead } from '../exercises/exercise-head';
import { programHead, programsHead } from '../programs/program-head';
import { libraryApi } from './api';
import { exerciseQueryFromParams, programQueryFromParams } from './library-query';
import { isNotFound } from './library-states';

const { getLibraryExercises, getLibraryExercise, getLibraryFacets, getLibraryPrograms, getLibraryProgram } =
  libraryApi.endpoints;

// The selectors are typed for a store whose API slice is always there; the site's RootState has it once loaded.
type ApiState = Parameters<ReturnType<typeof getLibraryFacets.select>>[0];
const apiState = (state: RootState) => state as unknown as ApiState;

/** The head of a detail page whose data did not come: a 404 when the API said so, else the canonical page. */
function missingHead(canonicalPath: string, error: unknown): PageHead & { status: 200 | 404 } {
  return isNotFound(error)
    ? { title: 'Page not found | PhysioHub', description: 'This page does not exist.', canonicalPath, status: 404 }
    : {
        title: 'Exercise Library | PhysioHub',
        description: 'A page of the PhysioHub library.',
        canonicalPath,
        status: 200,
      };
}

export const exercisesHandle: PublicRouteHandle = {
  prefetch: ({ searchParams }, dispatch) => [
    dispatch(getLibraryExercises.initiate(exerciseQueryFromParams(searchParams))),
  ],
  head: ({ searchParams }) => exercisesHead(exerciseQueryFromParams(searchParams)),
};

export const exerciseHandle: PublicRouteHandle = {
  prefetch: ({ params }, dispatch) => [dispatch(getLibraryExercise.initiate(params.slug ?? ''))],
  head: ({ params }, state) => {
    const slug = params.slug ?? '';
    const result = getLibraryExercise.select(slug)(apiState(state));
    return result.data ? exerciseHead(result.data) : missingHead(`/exercises/${slug}`, result.error);
  },
};

export function catalogueHandle(kind: CatalogueKind): PublicRouteHandle {
  return {
    prefetch: (_context, dispatch) => [dispatch(getLibraryFacets.initiate())],
    head: () => catalogueHead(kind),
  };
}

export const programsHandle: PublicRouteHandle = {
  prefetch: ({ searchParams }, dispatch) => [
    dispatch(getLibraryPrograms.initiate(programQueryFromParams(searchParams))),
  ],
  head: ({ searchParams }) => programsHead(programQueryFromParams(searchParams)),
};

export const programHandle: PublicRouteHandle = {
  prefetch: ({ params }, dispatch) => [dispatch(getLibraryProgram.initiate(params.slug ?? ''))],
  head: ({ params }, state) => {
    const slug = params.slug ?? '';
    const result = getLibraryProgram.select(slug)(apiState(state));
    return result.data ? programHead(result.data) : missingHead(`/programs/${slug}`, result.error);
  },
};
