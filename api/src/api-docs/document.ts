import type { OpenAPIObject } from '@nestjs/swagger';
import { API_SCHEMAS } from './schemas';

/**
 * Completes the document Nest generates: the response schemas the decorators of responses.ts point at, and every path
 * written as clients call it, with the trailing slash (the router serves both forms; a generated client uses these).
 */
export function completeDocument(document: OpenAPIObject): OpenAPIObject {
  return {
    ...document,
    paths: Object.fromEntries(Object.entries(document.paths).map(([path, item]) => [withTrailingSlash(path), item])),
    components: { ...document.components, schemas: { ...document.components?.schemas, ...API_SCHEMAS } },
  };
}

const withTrailingSlash = (path: string): string => (path.endsWith('/') ? path : `${path}/`);
