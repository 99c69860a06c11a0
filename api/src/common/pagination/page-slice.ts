import type { Page } from '@physio/contracts';
import { notFound } from '../errors/api-exception';
import { MAX_PAGE_SIZE, type PageQueryDto } from './page-query.dto';

export const INVALID_PAGE = 'Invalid page.';

export interface PageSlice {
  limit: number;
  offset: number;
  lastPage: number;
}

/** Which rows a page request reads: page_size capped at 100; a page past the end is 404 'Invalid page.'. */
export function pageSlice(query: PageQueryDto, count: number): PageSlice {
  const limit = Math.min(query.page_size, MAX_PAGE_SIZE);
  const lastPage = Math.max(1, Math.ceil(count / limit));
  if (query.page > lastPage) throw notFound(INVALID_PAGE);
  return { limit, offset: (query.page - 1) * limit, lastPage };
}

/** The request URL with another page number, for the `next` / `previous` links. */
export function pageLink(requestUrl: string, page: number): string {
  const url = new URL(requestUrl);
  url.searchParams.set('page', String(page));
  return url.toString();
}

/** A Django-REST-style page: `{count, next, previous, results}` with absolute links. */
export function toPage<T>(
  query: PageQueryDto,
  slice: PageSlice,
  count: number,
  requestUrl: string,
  results: T[],
): Page<T> {
  return {
    count,
    next: query.page < slice.lastPage ? pageLink(requestUrl, query.page + 1) : null,
    previous: query.page > 1 ? pageLink(requestUrl, query.page - 1) : null,
    results,
  };
}
