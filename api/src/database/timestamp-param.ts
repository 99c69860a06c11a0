import type { DataSource } from 'typeorm';

/**
 * A timestamp as a bound parameter of raw SQL, stored as TypeORM stores it: node-postgres takes a Date;
 * better-sqlite3 cannot bind one, and TypeORM writes UTC text `YYYY-MM-DD HH:MM:SS.SSS` there.
 */
export function timestampParam(dataSource: DataSource, date: Date): Date | string {
  if (dataSource.options.type === 'postgres') return date;
  return date.toISOString().replace('T', ' ').replace('Z', '');
}
