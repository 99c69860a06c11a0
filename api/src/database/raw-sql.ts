import type { DataSource } from 'typeorm';

/** The i-th bound parameter (from 0) as the dialect writes it: $1, $2… on PostgreSQL, ? on SQLite. */
export type Placeholder = (index: number) => string;

export function placeholders(dataSource: DataSource): Placeholder {
  return dataSource.options.type === 'postgres' ? (index) => `$${index + 1}` : () => '?';
}

/**
 * A LIMIT/OFFSET written into the statement: the values vary per page, so binding them would not make the statement
 * any more reusable, and only non-negative integers get in.
 */
export function limitOffset(limit: number, offset: number): string {
  if (!Number.isSafeInteger(limit) || !Number.isSafeInteger(offset) || limit < 0 || offset < 0)
    throw new Error(`LIMIT ${limit} OFFSET ${offset}: both must be non-negative integers.`);
  return ` LIMIT ${limit} OFFSET ${offset}`;
}
