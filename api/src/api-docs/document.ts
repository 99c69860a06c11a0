import type { OpenAPIObject } from '@nestjs/swagger';
import { ref } from './schema-builders';
import { API_SCHEMAS } from './schemas';

type PathItem = OpenAPIObject['paths'][string];

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** Any status an operation does not list (a 500, a 413 from the body limit) still carries the one error body. */
const ANY_OTHER_ERROR = {
  description: 'Any other error.',
  content: { 'application/json': { schema: ref('ApiErrorBody') } },
};

/**
 * Completes the document Nest generates: the response schemas the decorators of responses.ts point at, every path
 * written as clients call it, with the trailing slash (the router serves both forms; a generated client uses these),
 * and the error body as every operation's default answer.
 */
export function completeDocument(document: OpenAPIObject): OpenAPIObject {
  return {
    ...document,
    paths: Object.fromEntries(
      Object.entries(document.paths).map(([path, item]) => [withTrailingSlash(path), withDefaultError(item)]),
    ),
    components: { ...document.components, schemas: { ...document.components?.schemas, ...API_SCHEMAS } },
  };
}

const withTrailingSlash = (path: string): string => (path.endsWith('/') ? path : `${path}/`);

function withDefaultError(item: PathItem): PathItem {
  const completed: PathItem = { ...item };
  for (const method of METHODS) {
    const operation = item[method];
    if (operation)
      completed[method] = { ...operation, responses: { ...operation.responses, default: ANY_OTHER_ERROR } };
  }
  return completed;
}
