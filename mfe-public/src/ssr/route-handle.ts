// What a public route tells the server renderer (mfe-public's own server renders public pages with their data on
// request). A route with data lists the queries its first render needs, so the server can run them before it renders
// and embed their results for hydration; every public route can say what goes in the page's <head>.
import type { Params } from 'react-router-dom';
import type { AppDispatch, RootState } from '@physio/api-client';

export interface RouteContext {
  params: Params;
  searchParams: URLSearchParams;
}

export interface PageHead {
  title: string;
  description: string;
  /** Path of the canonical URL on this site, e.g. `/exercises/seated-knee-flexion`. */
  canonicalPath: string;
  /** schema.org structured data, written as application/ld+json. */
  jsonLd?: Record<string, unknown>;
}

/**
 * What a route with data carries as its `handle`: a loader of its PublicRouteHandle, so the queries (and RTK Query
 * with them) load with the page that needs them, not with the first page a visitor opens.
 */
export interface LazyRouteHandle {
  data: () => Promise<PublicRouteHandle>;
}

export interface PublicRouteHandle {
  /** Starts the RTK Query requests the page's first render reads (`endpoint.initiate(args)`), and returns them. */
  prefetch?: (context: RouteContext, dispatch: AppDispatch) => Promise<unknown>[];
  /** The page's head, from the state after prefetching; `status: 404` when the data says the page does not exist. */
  head?: (context: RouteContext, state: RootState) => PageHead & { status?: 200 | 404 };
}
