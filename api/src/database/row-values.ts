/**
 * Converters for the columns of raw rows, which differ by driver: node-postgres gives bigint and COUNT(*) as strings,
 * booleans as booleans and timestamptz as Date; better-sqlite3 gives numbers, booleans as 0/1 and dates as the text
 * TypeORM stored (UTC, `YYYY-MM-DD HH:MM:SS.SSS`, no zone).
 */
export type Row = Record<string, unknown>;

export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' || typeof value === 'bigint') return Number(value);
  throw new TypeError(`Expected a number from the database, got ${describe(value)}.`);
}

export function toBoolean(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 0 || value === 1) return value === 1;
  throw new TypeError(`Expected a boolean from the database, got ${describe(value)}.`);
}

export function toText(value: unknown): string {
  if (typeof value === 'string') return value;
  throw new TypeError(`Expected text from the database, got ${describe(value)}.`);
}

export function toDate(value: unknown): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'string') return new Date(asIsoUtc(value));
  throw new TypeError(`Expected a date from the database, got ${describe(value)}.`);
}

export const toNullableText = (value: unknown): string | null => (value === null ? null : toText(value));
export const toNullableNumber = (value: unknown): number | null => (value === null ? null : toNumber(value));
export const toNullableDate = (value: unknown): Date | null => (value === null ? null : toDate(value));

/** SQLite's `2024-03-14 02:33:33.906` is UTC; as written, Date would read it as local time. */
function asIsoUtc(text: string): string {
  const iso = /^\d{4}-\d\d-\d\d \d\d:\d\d/.test(text) ? text.replace(' ', 'T') : text;
  return /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?$/.test(iso) ? `${iso}Z` : iso;
}

const describe = (value: unknown): string => (value === null ? 'null' : `${typeof value} ${String(value)}`);
