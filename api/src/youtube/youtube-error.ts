import { isErrorResponse } from './data-api-shapes';

export type YoutubeErrorCode =
  'quota_exceeded' | 'not_found' | 'private' | 'unreachable' | 'invalid_request' | 'forbidden';

/** Sentences shown as-is in the professional UI, so they name the problem and what to do, never internals. */
export const YOUTUBE_ERROR_MESSAGES = {
  quotaExceeded: 'The daily YouTube quota is used up. Try again tomorrow.',
  videoNotFound: 'That YouTube video does not exist or has been removed.',
  videoPrivate: 'That YouTube video is private.',
  uploadsNotPublic: "That YouTube channel's uploads are not public.",
  keyInvalid: 'The YouTube API key is not valid. Ask your administrator to check YOUTUBE_API_KEY.',
  unreachable: 'YouTube cannot be reached right now. Please try again later.',
  invalidVideoId: 'That is not a valid YouTube video id.',
  emptyChannelName: 'Enter a YouTube channel name.',
  rejected: 'YouTube could not process that request.',
  notFound: 'YouTube could not find what was asked for.',
  channelNotFound: (name: string): string => `No YouTube channel called "${name}" was found.`,
  notAChannelAddress:
    'That address is not a YouTube channel: use @handle, youtube.com/@handle, youtube.com/channel/UC…, youtube.com/c/name or youtube.com/user/name.',
} as const;

/**
 * Suggested status for our own API's response. quota_exceeded is 503 (not 429): the whole server's daily quota is
 * gone, so the caller slowing down does not help. forbidden (bad key) is 502: our server is misconfigured towards
 * its upstream; a 401/403 would read as "you, the user, lack rights" to the web client.
 */
export const YOUTUBE_ERROR_HTTP_STATUS: Record<YoutubeErrorCode, number> = {
  quota_exceeded: 503,
  not_found: 404,
  private: 403,
  unreachable: 502,
  invalid_request: 400,
  forbidden: 502,
};

export class YoutubeError extends Error {
  constructor(
    readonly code: YoutubeErrorCode,
    message: string,
    readonly httpStatus: number = YOUTUBE_ERROR_HTTP_STATUS[code],
    /** Upstream reason (e.g. 'quotaExceeded', 'playlistNotFound') for logs and branching; never shown. */
    readonly reason?: string,
  ) {
    super(message);
    this.name = 'YoutubeError';
  }
}

export function unreachableError(reason: string): YoutubeError {
  return new YoutubeError('unreachable', YOUTUBE_ERROR_MESSAGES.unreachable, undefined, reason);
}

const QUOTA_REASONS = new Set(['quotaExceeded', 'dailyLimitExceeded', 'dailyLimitExceededUnreg']);
/** Short-term throttling and backend hiccups: worth another attempt, unlike the daily quota. */
const TRANSIENT_REASONS = new Set(['rateLimitExceeded', 'userRateLimitExceeded', 'backendError', 'internalError']);
const NOT_ACCESSIBLE_REASONS = new Set(['playlistItemsNotAccessible', 'playlistForbidden', 'channelForbidden']);

/** What to do with a non-2xx Data API answer: retry it, or fail with this error. */
export type FailureVerdict = { retry: true; reason: string } | { retry: false; error: YoutubeError };

export function classifyErrorResponse(status: number, json: unknown): FailureVerdict {
  const reasons = collectReasons(json);
  const reason = reasons[0] ?? `http_${status}`;
  if (reasons.some((r) => QUOTA_REASONS.has(r))) {
    return fail('quota_exceeded', YOUTUBE_ERROR_MESSAGES.quotaExceeded, reason);
  }
  if (status >= 500 || status === 429 || reasons.some((r) => TRANSIENT_REASONS.has(r))) {
    return { retry: true, reason };
  }
  if (status === 404) return fail('not_found', YOUTUBE_ERROR_MESSAGES.notFound, reason);
  if (status === 403 && reasons.some((r) => NOT_ACCESSIBLE_REASONS.has(r))) {
    return fail('private', YOUTUBE_ERROR_MESSAGES.uploadsNotPublic, reason);
  }
  const keyReason = reasons.find(isKeyProblem);
  if (status === 401 || status === 403 || keyReason !== undefined) {
    return fail('forbidden', YOUTUBE_ERROR_MESSAGES.keyInvalid, keyReason ?? reason);
  }
  return fail('invalid_request', YOUTUBE_ERROR_MESSAGES.rejected, reason);
}

function fail(code: YoutubeErrorCode, message: string, reason: string): FailureVerdict {
  return { retry: false, error: new YoutubeError(code, message, undefined, reason) };
}

/** Old-style reasons (errors[].reason) and new-style google.rpc.ErrorInfo reasons (details[].reason). */
function collectReasons(json: unknown): string[] {
  if (!isErrorResponse(json)) return [];
  const { errors = [], details = [] } = json.error;
  return [...errors.map((e) => e.reason), ...details.map((d) => d.reason)].filter(
    (r): r is string => typeof r === 'string' && r.length > 0,
  );
}

function isKeyProblem(reason: string): boolean {
  return /^key|^API_KEY_|^SERVICE_DISABLED$|^accessNotConfigured$|^ipRefererBlocked$|^forbidden$/.test(reason);
}
