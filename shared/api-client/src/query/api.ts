import { createApi } from '@reduxjs/toolkit/query/react';
import { retryingBaseQuery } from './base-query';

export const TAG_TYPES = ['Video', 'VideoStats', 'Exercise', 'Program', 'Collection', 'User'] as const;

/**
 * The one API slice. It starts empty; the shell and every remote add their endpoints with
 * `api.injectEndpoints` in their own `features/<name>/api.ts`, so the cache, tags and middleware
 * are shared by the whole composed site.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: retryingBaseQuery,
  tagTypes: TAG_TYPES,
  keepUnusedDataFor: 300,
  endpoints: () => ({}),
});
