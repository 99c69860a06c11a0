import type { ErrorResponse } from './data-api-shapes';
import type { DataApiResponse } from './youtube-types';

/**
 * Error answers in the Data API's own shape (old-style errors[] plus the google.rpc status), copied from real
 * responses, so the offline responder and the fake server exercise the client's real error mapping.
 */
export function dataApiError(
  code: number,
  reason: string,
  message: string,
  extra: { domain?: string; status?: string; detailReason?: string } = {},
): DataApiResponse {
  const body: ErrorResponse = {
    error: {
      code,
      message,
      errors: [{ message, domain: extra.domain ?? 'global', reason }],
      ...(extra.status ? { status: extra.status } : {}),
      ...(extra.detailReason
        ? { details: [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: extra.detailReason }] }
        : {}),
    },
  };
  return { status: code, json: body };
}

export const quotaExceededError = (): DataApiResponse =>
  dataApiError(
    403,
    'quotaExceeded',
    'The request cannot be completed because you have exceeded your ' +
      '<a href="/youtube/v3/getting-started#quota">quota</a>.',
    { domain: 'youtube.quota' },
  );

export const keyInvalidError = (): DataApiResponse =>
  dataApiError(400, 'keyInvalid', 'API key not valid. Please pass a valid API key.', {
    status: 'INVALID_ARGUMENT',
    detailReason: 'API_KEY_INVALID',
  });

export const backendError = (code = 503): DataApiResponse =>
  dataApiError(code, 'backendError', 'The service is currently unavailable.', { status: 'UNAVAILABLE' });

export const playlistNotFoundError = (): DataApiResponse =>
  dataApiError(
    404,
    'playlistNotFound',
    "The playlist identified with the request's <code>playlistId</code> parameter cannot be found.",
    { domain: 'youtube.playlistItem', status: 'NOT_FOUND' },
  );

export const badRequestError = (reason: string, message: string): DataApiResponse =>
  dataApiError(400, reason, message, { domain: 'youtube.parameter', status: 'INVALID_ARGUMENT' });

export const unknownPathError = (path: string): DataApiResponse =>
  dataApiError(404, 'notFound', `Not Found: ${path}`, { status: 'NOT_FOUND' });
