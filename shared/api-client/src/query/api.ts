import { createApi } from '@reduxjs/toolkit/query/react';
// By package name, as base-query.ts explains.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { extractRehydrationInfo } from '@physio/api-client';
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
  // A server-rendered page's answers (createAppStore's serverState). Rehydration reads only their queries,
  // mutations and provided tags, not the slice's subscriptions or config, which the browser keeps its own of.
  extractRehydrationInfo: (action, options) => extractRehydrationInfo(action, options) as never,
  endpoints: () => ({}),
});
