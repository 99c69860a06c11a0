import type { Page } from '@physio/contracts';
import type { ReferenceObject, SchemaObject } from '@nestjs/swagger';

export type Schema = SchemaObject | ReferenceObject;

/** Marks a property the contract declares optional (`key?:`), so it is left out of `required`. */
export interface OptionalProperty {
  optional: Schema;
}

type IsOptional<T, K extends keyof T> = object extends Pick<T, K> ? true : false;

/**
 * One entry per key of the contract type, optional exactly where the type is: a key added to, removed from or made
 * optional in @physio/contracts stops this file compiling until the schema follows.
 */
export type PropertiesOf<T> = { [K in keyof T]-?: IsOptional<T, K> extends true ? OptionalProperty : Schema };

export const optional = (schema: Schema): OptionalProperty => ({ optional: schema });

export function objectOf<T>(properties: PropertiesOf<T>, description?: string): SchemaObject {
  const entries = Object.entries(properties) as Array<[string, Schema | OptionalProperty]>;
  const required = entries.filter(([, value]) => !('optional' in value)).map(([key]) => key);
  return {
    type: 'object',
    ...(description ? { description } : {}),
    properties: Object.fromEntries(
      entries.map(([key, value]) => [key, 'optional' in value ? value.optional : value]),
    ) as Record<string, Schema>,
    ...(required.length ? { required } : {}),
  };
}

export const ref = (name: string): ReferenceObject => ({ $ref: `#/components/schemas/${name}` });
export const str = (description?: string): SchemaObject => ({
  type: 'string',
  ...(description ? { description } : {}),
});
export const int = (description?: string): SchemaObject => ({
  type: 'integer',
  ...(description ? { description } : {}),
});
export const num = (description?: string): SchemaObject => ({
  type: 'number',
  ...(description ? { description } : {}),
});
export const bool = (description?: string): SchemaObject => ({
  type: 'boolean',
  ...(description ? { description } : {}),
});
export const nullable = (schema: SchemaObject): SchemaObject => ({ ...schema, nullable: true });
export const arrayOf = (items: Schema): SchemaObject => ({ type: 'array', items });
export const oneOfStrings = <T extends string>(...values: T[]): SchemaObject => ({ type: 'string', enum: values });
export const dateTime = (description?: string): SchemaObject => ({ ...str(description), format: 'date-time' });

/** A Django-REST-style page of `item`. */
export function pageOf(item: string): SchemaObject {
  return objectOf<Page<unknown>>({
    count: int('Rows in all pages.'),
    next: nullable(str('URL of the next page.')),
    previous: nullable(str('URL of the previous page.')),
    results: arrayOf(ref(item)),
  });
}
