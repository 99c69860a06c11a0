import { applyDecorators } from '@nestjs/common';
import { ApiResponse, ApiSecurity } from '@nestjs/swagger';
import { arrayOf, ref, type Schema } from './schema-builders';
import type { ApiSchemaName } from './schemas';

/** The name of the security scheme declared in openapi.ts: `Authorization: Token <key>`. */
export const TOKEN_SCHEME = 'token';

const SUCCESS: Record<number, string> = { 200: 'OK.', 201: 'Created.' };

const ERRORS = {
  400: 'The request is not valid; `error` says why and `details` names the fields.',
  401: 'No valid token (or wrong credentials on sign-in).',
  403: 'Not allowed: the route is for the other role, or the CSRF token is missing.',
  404: 'Not found, or not yours.',
  409: 'Conflicts with an existing record.',
  413: 'The request is too large.',
  429: 'Too many attempts; Retry-After says when to try again.',
  502: 'YouTube did not answer as expected.',
  503: 'A service the API needs is unavailable.',
} as const;

export type ErrorStatus = keyof typeof ERRORS;

/** The success answer of an operation: a schema of api-docs/schemas.ts by name, or a schema built from them. */
export function ApiAnswer(status: 200 | 201, body: ApiSchemaName | Schema, description = SUCCESS[status]) {
  return ApiResponse({ status, description, schema: typeof body === 'string' ? ref(body) : body });
}

/** A success without a body (204), such as a revoke or an unlink. */
export const ApiNoContent = (description = 'Done; no body.') => ApiResponse({ status: 204, description });

/** A list of one schema of api-docs/schemas.ts. */
export const ApiListAnswer = (item: ApiSchemaName) => ApiAnswer(200, arrayOf(ref(item)));

/** Error answers, each the one error body `{error, details?}`. */
export function ApiErrors(...statuses: ErrorStatus[]) {
  return applyDecorators(
    ...statuses.map((status) => ApiResponse({ status, description: ERRORS[status], schema: ref('ApiErrorBody') })),
  );
}

/** Operations that need `Authorization: Token <key>`. */
export const ApiTokenAuth = () => applyDecorators(ApiSecurity(TOKEN_SCHEME), ApiErrors(401));

/** Professional-only operations: a token, and 403 for participants. */
export const ApiProfessional = () => applyDecorators(ApiTokenAuth(), ApiErrors(403));

/** Participant-only operations: a token, and 403 for professionals. */
export const ApiParticipant = () => applyDecorators(ApiTokenAuth(), ApiErrors(403));
