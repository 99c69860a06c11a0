import { dataApiError, keyInvalidError, quotaExceededError } from './data-api-error-bodies';
import { classifyErrorResponse } from './youtube-error';

const classify = ({ status, json }: { status: number; json: unknown }) => classifyErrorResponse(status, json);

describe('classifyErrorResponse', () => {
  it('never retries the daily quota, including the legacy reasons', () => {
    expect(classify(quotaExceededError())).toMatchObject({ retry: false, error: { code: 'quota_exceeded' } });
    expect(classify(dataApiError(403, 'dailyLimitExceeded', 'Daily Limit Exceeded'))).toMatchObject({
      error: { code: 'quota_exceeded', httpStatus: 503 },
    });
  });

  it('retries 5xx, 429 and short-term rate limits', () => {
    expect(classify({ status: 502, json: null })).toEqual({ retry: true, reason: 'http_502' });
    expect(classify({ status: 429, json: null })).toMatchObject({ retry: true });
    expect(classify(dataApiError(403, 'rateLimitExceeded', 'slow down'))).toMatchObject({ retry: true });
  });

  it('recognises bad keys in old and new error styles', () => {
    expect(classify(keyInvalidError())).toMatchObject({ error: { code: 'forbidden', reason: 'keyInvalid' } });
    const newStyle = dataApiError(400, 'badRequest', 'API key not valid.', { detailReason: 'API_KEY_INVALID' });
    expect(classify(newStyle)).toMatchObject({
      error: { code: 'forbidden', reason: 'API_KEY_INVALID', httpStatus: 502 },
    });
    const disabled = dataApiError(403, 'accessNotConfigured', 'YouTube Data API v3 has not been used in project');
    expect(classify(disabled)).toMatchObject({ error: { code: 'forbidden' } });
  });

  it('keeps the upstream reason for 404s and other 400s', () => {
    expect(classify(dataApiError(404, 'videoNotFound', 'x'))).toMatchObject({
      error: { code: 'not_found', reason: 'videoNotFound' },
    });
    expect(classify(dataApiError(400, 'invalidParameter', 'x'))).toMatchObject({
      error: { code: 'invalid_request', httpStatus: 400 },
    });
    expect(classify(dataApiError(403, 'playlistItemsNotAccessible', 'x'))).toMatchObject({
      error: { code: 'private' },
    });
  });
});
