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

/**
 * The API's per-field messages (its `details`), keyed by field path with `prefix` taken off, first message each:
 * apiFieldErrors(error, 'exercises.0.') turns {'exercises.0.end_time': [...]} into {end_time: '...'}.
 */
export function apiFieldErrors(error: unknown, prefix = ''): Record<string, string> {
  const details = error && typeof error === 'object' && 'details' in error ? (error as ApiError).details : undefined;
  const fields: Record<string, string> = {};
  for (const [path, messages] of Object.entries(details ?? {})) {
    if (path.startsWith(prefix) && messages[0]) fields[path.slice(prefix.length)] = messages[0];
  }
  return fields;
}
