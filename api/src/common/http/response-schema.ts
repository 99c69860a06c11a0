/** JSON-schema types a response field can have; numbers are 'number' (as JSON.stringify writes them, integers too). */
type FieldSchema =
  { type: 'string' | 'number' | 'boolean' | Array<'string' | 'number' | 'null'> } | AnyObjectSchema | ArraySchema;

interface AnyObjectSchema {
  type: 'object';
  properties: Record<string, FieldSchema>;
  required: string[];
}

export interface ArraySchema {
  type: 'array';
  items: FieldSchema;
}

/**
 * The response schema of an object type T: every property of T listed (tsc checks the keys against the contract
 * type) and required, so a missing field is a loud serialisation error, never a silently shorter body.
 */
export interface ObjectSchema<T> {
  type: 'object';
  properties: { [K in keyof T]-?: FieldSchema };
  required: Array<keyof T & string>;
}

/** `optional`: fields the object may leave out (a dosage nobody stated); every other field is required. */
export function objectSchema<T>(
  properties: { [K in keyof T]-?: FieldSchema },
  optional: ReadonlyArray<keyof T & string> = [],
): ObjectSchema<T> {
  const required = (Object.keys(properties) as Array<keyof T & string>).filter((key) => !optional.includes(key));
  return { type: 'object', properties, required };
}

export const arrayOf = (items: FieldSchema): ArraySchema => ({ type: 'array', items });
export const STRING = { type: 'string' } as const;
export const NUMBER = { type: 'number' } as const;
export const BOOLEAN = { type: 'boolean' } as const;
export const STRING_OR_NULL = { type: ['string', 'null'] as Array<'string' | 'null'> };
