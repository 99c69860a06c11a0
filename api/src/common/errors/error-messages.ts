/** Sentences for statuses that reach the filter without a message of ours (framework errors, Fastify errors). */
export const STATUS_MESSAGES: Record<number, string> = {
  // Our own 400s carry their sentence; a bare one comes from body parsing (bad JSON, empty JSON body).
  400: 'The request body is not valid JSON.',
  401: 'Authentication credentials were not provided.',
  403: 'You do not have permission to do this.',
  404: 'Not found.',
  405: 'This method is not allowed here.',
  406: 'This response format is not available.',
  408: 'The request took too long.',
  409: 'This conflicts with existing data.',
  413: 'The request is too large.',
  415: 'Send the request body as JSON (Content-Type: application/json).',
  429: 'Too many requests. Please wait a moment and try again.',
  500: 'Something went wrong on our side. Please try again later.',
  503: 'The service is temporarily unavailable. Please try again later.',
};

export function messageForStatus(status: number): string {
  return STATUS_MESSAGES[status] ?? (status >= 500 ? STATUS_MESSAGES[500] : STATUS_MESSAGES[400]);
}

/** Fastify's own error codes (body parsing, limits) mapped to sentences. */
export const FASTIFY_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: STATUS_MESSAGES[415],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body.',
};
