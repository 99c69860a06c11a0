import { fullJitterDelay, sleep } from './backoff';
import { classifyErrorResponse, unreachableError } from './youtube-error';
import type { DataApiResource, DataApiResponse, DataApiTransport } from './youtube-types';

export interface RetryPolicy {
  /** Retries after the first attempt. */
  retries: number;
  backoffBaseMs: number;
}

/**
 * One Data API call with the retry policy: network errors, timeouts and 5xx (and short-term rate limits) are retried
 * with back-off; everything else (quota, bad key, 404 ...) fails at once because repeating it cannot help and the
 * daily quota would only be burnt faster. Returns the 2xx JSON body.
 */
export async function callDataApi(
  transport: DataApiTransport,
  resource: DataApiResource,
  query: URLSearchParams,
  policy: RetryPolicy,
): Promise<unknown> {
  let lastReason = 'no_attempt';
  for (let attempt = 0; attempt <= policy.retries; attempt++) {
    if (attempt > 0) await sleep(fullJitterDelay(attempt - 1, policy.backoffBaseMs));
    let response: DataApiResponse;
    try {
      response = await transport(resource, query);
    } catch (error) {
      lastReason = describeTransportFailure(error);
      continue;
    }
    if (response.status >= 200 && response.status < 300) {
      // A 2xx that is not JSON is a proxy or captive portal, not YouTube: treat like a network failure.
      if (response.json !== null) return response.json;
      lastReason = 'non_json_2xx';
      continue;
    }
    const verdict = classifyErrorResponse(response.status, response.json);
    if (!verdict.retry) throw verdict.error;
    lastReason = verdict.reason;
  }
  throw unreachableError(lastReason);
}

function describeTransportFailure(error: unknown): string {
  // AbortSignal.timeout() rejects with a DOMException named 'TimeoutError'; checked by name because DOMException
  // comes from another realm under some runners (jest), where instanceof Error is false.
  if (typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'TimeoutError') {
    return 'timeout';
  }
  return 'network_error';
}
