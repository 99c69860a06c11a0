import { ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import type { ValidatorOptions } from 'class-validator';
import { badRequest } from '../errors/api-exception';
import { listInsideList } from '../validation/lists-in-lists';
import { ValidQueryCache } from './valid-query-cache';

/**
 * class-validator with whitelist + forbidNonWhitelisted. A failure is 400 `{error, details}`: `details` maps each
 * field path ('exercises.0.title') to its messages and `error` repeats the first message, so a client that shows only
 * `error` still says what is wrong.
 */
export class ApiValidationPipe extends ValidationPipe {
  private readonly validQueries = new ValidQueryCache();

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

  override transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    // A custom decorator's value (the user, the request URL) is not validated (validateCustomDecorators is off), so
    // ValidationPipe would hand it back unchanged; this does so without its two async calls.
    if (metadata.type === 'custom') return Promise.resolve(value);
    return this.validateArgument(value, metadata);
  }

  /** class-validator's rules, after the one shape they let through (see listInsideList). */
  protected override validate(
    object: object,
    validatorOptions?: ValidatorOptions,
  ): Promise<ValidationError[]> | ValidationError[] {
    const path = listInsideList(object);
    if (path) {
      const message = `${path} must be an object, not a list.`;
      throw badRequest(message, { [path]: [message] });
    }
    return super.validate(object, validatorOptions);
  }

  private async validateArgument(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' && metadata.metatype && metadata.metatype !== Object) {
      if (value === undefined || value === null || value === '') value = {};
      else if (typeof value !== 'object' || Array.isArray(value))
        throw badRequest('The request body must be a JSON object.');
    }
    if (metadata.type === 'query' && metadata.metatype) return this.transformQuery(value, metadata, metadata.metatype);
    return super.transform(value, metadata);
  }

  private async transformQuery(value: unknown, metadata: ArgumentMetadata, dto: object): Promise<unknown> {
    const key = ValidQueryCache.key(value);
    const hit = key === undefined ? undefined : this.validQueries.get(dto, key);
    if (hit) return hit;
    const instance: unknown = await super.transform(value, metadata);
    if (key !== undefined) this.validQueries.set(dto, key, instance);
    return instance;
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
