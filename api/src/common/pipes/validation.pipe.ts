import { ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import { badRequest } from '../errors/api-exception';

/**
 * class-validator with whitelist + forbidNonWhitelisted. A failure is 400 `{error, details}`: `details` maps each
 * field path ('exercises.0.title') to its messages and `error` repeats the first message, so a client that shows only
 * `error` still says what is wrong.
 */
export class ApiValidationPipe extends ValidationPipe {
  constructor() {
    super({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      stopAtFirstError: true,
      exceptionFactory: (errors) => {
        const details = flattenErrors(errors);
        const first = Object.values(details)[0]?.[0] ?? 'The request is not valid.';
        return badRequest(first, details);
      },
    });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' && metadata.metatype && metadata.metatype !== Object) {
      if (value === undefined || value === null || value === '') value = {};
      else if (typeof value !== 'object' || Array.isArray(value)) throw badRequest('The request body must be a JSON object.');
    }
    return super.transform(value, metadata);
  }
}

export function flattenErrors(errors: ValidationError[], prefix = ''): Record<string, string[]> {
  const details: Record<string, string[]> = {};
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    if (error.constraints) {
      details[path] = Object.entries(error.constraints).map(([kind, message]) =>
        kind === 'whitelistValidation' ? `${path} is not an allowed field.` : message,
      );
    }
    if (error.children?.length) Object.assign(details, flattenErrors(error.children, path));
  }
  return details;
}
