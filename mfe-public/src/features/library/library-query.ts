// The library's filters live in the page's URL (`/exercises?search=knee&category=upper-body&page=2`), so a card, a
// filter link or a shared address opens the same results, Back and Forward step through them, and the server can
// render any filtered page. These two functions are the only translation between that URL and the API's query: the
// page's first render and the server's prefetch both call `exerciseQueryFromParams`, so they ask for the same thing.
import type { LibraryExerciseQuery, LibraryProgramQuery, ProgramDifficulty } from '@physio/contracts';
import {
  LIBRARY_BODY_PARTS,
  LIBRARY_CATEGORIES,
  LIBRARY_CONDITIONS,
  LIBRARY_DIFFICULTIES,
  LIBRARY_LIMITS,
  type LibraryTermDefinition,
} from '@physio/util';

export const LIBRARY_PAGE_SIZE = LIBRARY_LIMITS.pageSizeDefault;

/** The filters a visitor can set, each with its URL parameter (the API's name) and its vocabulary. */
export const LIBRARY_FILTERS = [
  { param: 'category', label: 'Category', all: 'All categories', terms: LIBRARY_CATEGORIES },
  { param: 'body_part', label: 'Body part', all: 'All body parts', terms: LIBRARY_BODY_PARTS },
  { param: 'condition', label: 'Condition', all: 'All conditions', terms: LIBRARY_CONDITIONS },
  { param: 'difficulty', label: 'Difficulty', all: 'Any difficulty', terms: LIBRARY_DIFFICULTIES },
] as const satisfies readonly {
  param: keyof LibraryExerciseQuery;
  label: string;
  all: string;
  terms: readonly LibraryTermDefinition[];
}[];

export type LibraryFilterParam = (typeof LIBRARY_FILTERS)[number]['param'];

const isTerm = (terms: readonly LibraryTermDefinition[], slug: string | null): slug is string =>
  slug !== null && terms.some((term) => term.slug === slug);

/** The page number of `?page=`: a whole number from 1, anything else is the first page. */
export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The search of `?search=`, trimmed and cut to the API's limit; empty when absent. */
export function searchFromParams(params: URLSearchParams): string {
  return (params.get('search') ?? '').trim().slice(0, LIBRARY_LIMITS.searchMax);
}

/**
 * The API query of a library URL. Unknown terms are dropped (an old or mistyped link shows the unfiltered library
 * rather than the API's 400), and only what is set is sent, in a fixed shape, so equal URLs share one cache entry.
 */
export function exerciseQueryFromParams(params: URLSearchParams): LibraryExerciseQuery {
  const query: LibraryExerciseQuery = {};
  const search = searchFromParams(params);
  if (search) query.search = search;
  for (const filter of LIBRARY_FILTERS) {
    const value = params.get(filter.param);
    if (isTerm(filter.terms, value)) Object.assign(query, { [filter.param]: value });
  }
  const page = pageFromParams(params);
  if (page > 1) query.page = page;
  query.page_size = LIBRARY_PAGE_SIZE;
  return query;
}

/** The URL query of a library query (the inverse of exerciseQueryFromParams), in the filters' order. */
export function paramsFromExerciseQuery(query: LibraryExerciseQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  for (const filter of LIBRARY_FILTERS) {
    const value = query[filter.param];
    if (value) params.set(filter.param, value);
  }
  if (query.page && query.page > 1) params.set('page', String(query.page));
  return params;
}

/** `/exercises` filtered by one term, e.g. `/exercises?body_part=knee`: what category and body-part links open. */
export function libraryPath(filters: Partial<Record<LibraryFilterParam | 'search', string>> = {}): string {
  const query = paramsFromExerciseQuery(filters as LibraryExerciseQuery).toString();
  return query ? `/exercises?${query}` : '/exercises';
}

/** The API query of `/programs?page=…&difficulty=…`. */
export function programQueryFromParams(params: URLSearchParams): LibraryProgramQuery {
  const query: LibraryProgramQuery = {};
  const difficulty = params.get('difficulty');
  if (isTerm(LIBRARY_DIFFICULTIES, difficulty)) query.difficulty = difficulty as ProgramDifficulty;
  const page = pageFromParams(params);
  if (page > 1) query.page = page;
  query.page_size = LIBRARY_PAGE_SIZE;
  return query;
}
