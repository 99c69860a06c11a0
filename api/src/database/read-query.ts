import { DataSource, QueryFailedError } from 'typeorm';
import type { Pool } from 'pg';

export type Row = Record<string, unknown>;
/** Runs one hand-written read statement; resolves to its rows. */
export type ReadQuery = (sql: string, parameters: unknown[]) => Promise<Row[]>;

/** The i-th bound parameter in the driver's syntax ($1 on PostgreSQL, ? on SQLite); values are passed in order. */
export const parameter = (dataSource: DataSource, index: number): string =>
  dataSource.driver.createParameter(`p${index}`, index);

/**
 * The statement runner of the hot read paths (token lookup, list, detail, stats). On PostgreSQL it is the pool's own
 * query(), as the raw baseline of bench/load uses: DataSource.query() wraps the same pool call in a query runner,
 * connection bookkeeping, logger and subscriber broadcasts (no subscribers here) and four more awaits, which under
 * load cost about as much CPU as the rest of a request's database work. Failures still surface as TypeORM's
 * QueryFailedError, so the exception filter treats them alike (contention is a 503). SQLite keeps DataSource.query().
 */
export function readQuery(dataSource: DataSource): ReadQuery {
  if (dataSource.driver.options.type !== 'postgres') return (sql, parameters) => dataSource.query(sql, parameters);
  const pool = (dataSource.driver as unknown as { master: Pool }).master;
  // then() rather than an async wrapper: one promise fewer per statement.
  return (sql, parameters) =>
    pool.query(sql, parameters).then(
      (result) => result.rows as Row[],
      (error: Error) => {
        throw new QueryFailedError(sql, parameters, error);
      },
    );
}
