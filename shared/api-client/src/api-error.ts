// The error every failed call resolves to, and how screens show it. Apart from RTK Query (query/),
// so a screen can show an error without loading the API slice.
/** What every failed call resolves to: a status and a message fit to show. */
export interface ApiError {
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  message: string;
  details?: Record<string, string[]>;
}

export function apiErrorMessage(error: unknown, fallback = 'Something went wrong.'): string {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string')
    return error.message;
  return fallback;
}
