import type { ValueTransformer } from 'typeorm';

/** bigint columns come back from PostgreSQL as strings; counts here stay far below 2^53, so numbers are safe. */
export const bigintToNumber: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => (value === null || value === undefined ? value : Number(value)),
};

/** Column types that differ between the two databases the single migration set serves. */
export function timestampType(driverType: string): string {
  return driverType === 'postgres' ? 'timestamptz' : 'datetime';
}
