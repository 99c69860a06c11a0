import { fetchBaseQuery, retry } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ApiErrorBody } from '@physio/contracts';
import { CSRF_HEADER, ensureCsrfToken } from './csrf';
// By package name, not a relative path: federation then hands this entry the page's one shared
// instance of the core, whichever app provided it, rather than this build's own copy.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { sessionExpired, type ApiError } from '@physio/api-client';

export const API_BASE_URL = '/api';

interface TokenState {
  session: { token: string | null };
}

// In the browser the API is the page's own origin. A server renderer has no page: it names the API's origin once.
let apiOrigin = '';

/** For a server renderer (Node has no page to resolve `/api` against): where the API answers, e.g. http://api:3000. */
export function setServerApiOrigin(origin: string): void {
  apiOrigin = origin.replace(/\/+$/, '');
  serverBaseQuery = null;
}

const queryFor = (baseUrl: string) =>
  fetchBaseQuery({
    baseUrl,
    // Parse JSON when the content type says so, else text.
    responseHandler: 'content-type',
    // Looked up per call, so tests and polyfills can provide fetch after this module loads.
    fetchFn: (...args) => fetch(...args),
    prepareHeaders(headers, { getState }) {
      headers.set('Accept', 'application/json');
      const token = (getState() as TokenState).session?.token;
      if (token && !headers.has('Authorization')) headers.set('Authorization', `Token ${token}`);
      return headers;
    },
  });

const browserBaseQuery = queryFor(API_BASE_URL);
let serverBaseQuery: ReturnType<typeof queryFor> | null = null;
const rawBaseQuery: typeof browserBaseQuery = (...args) =>
  apiOrigin ? (serverBaseQuery ??= queryFor(`${apiOrigin}${API_BASE_URL}`))(...args) : browserBaseQuery(...args);

/** Auth calls (sign-in, sign-up, sign-out, password reset) carry cookies and the CSRF header. */
function isAuthCall(args: string | FetchArgs): boolean {
  const url = typeof args === 'string' ? args : args.url;
  return url.replace(/^\//, '').startsWith('users/');
}

function toApiError(error: FetchBaseQueryError): ApiError {
  if (typeof error.status === 'number') {
    const body = error.data as Partial<ApiErrorBody> | undefined;
    const message = body && typeof body.error === 'string' ? body.error : `HTTP error! status: ${error.status}`;
    return { status: error.status, message, details: body?.details };
  }
  const message =
    error.status === 'FETCH_ERROR' ? 'The server cannot be reached. Check your connection and try again.' : error.error;
  return { status: error.status, message };
}

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, queryApi, extraOptions) => {
  let request: FetchArgs = typeof args === 'string' ? { url: args } : { ...args };
  if (isAuthCall(args) && (request.method ?? 'GET') !== 'GET') {
    const csrf = await ensureCsrfToken(API_BASE_URL);
    request = {
      ...request,
      credentials: 'include',
      headers: { ...(request.headers as object), ...(csrf ? { [CSRF_HEADER]: csrf } : {}) },
    };
  }
  const result = await rawBaseQuery(request, queryApi, extraOptions as object);
  if (!result.error) return { data: result.data, meta: result.meta };
  const error = toApiError(result.error);
  const hadToken = Boolean((queryApi.getState() as TokenState).session?.token);
  // A 401 on a call made with a token means the session ended on the server: drop it everywhere.
  if (error.status === 401 && hadToken) queryApi.dispatch(sessionExpired());
  return { error, meta: result.meta };
};

const MAX_RETRIES = 3;
const MAX_BACKOFF_MS = 30_000;

/** GETs are retried 3 times with capped exponential back-off; writes and 4xx never are. */
export const retryingBaseQuery = retry(baseQuery, {
  retryCondition(error, args, { attempt }) {
    // A server render answers at once or not at all: its cache's older page or the plain page stands in.
    if (apiOrigin) return false;
    const method = typeof args === 'string' ? 'GET' : (args.method ?? 'GET').toUpperCase();
    const status = (error as ApiError).status;
    const transient = typeof status !== 'number' || status >= 500 || status === 429;
    return method === 'GET' && transient && attempt <= MAX_RETRIES;
  },
  async backoff(attempt) {
    const delay = Math.min(MAX_BACKOFF_MS, 500 * 2 ** attempt) * (0.5 + Math.random() / 2);
    await new Promise((resolve) => setTimeout(resolve, delay));
  },
});
