import type { EntityManager, InsertResult } from 'typeorm';

/**
 * How many rows an INSERT … ON CONFLICT DO NOTHING really inserted (TypeORM's `identifiers` list every value).
 * PostgreSQL returns only the inserted rows; SQLite's changes() counts the last statement's rows on this
 * connection, leaving out what its triggers wrote.
 */
export async function insertedRows(manager: EntityManager, result: InsertResult): Promise<number> {
  if (manager.connection.options.type === 'postgres') return Array.isArray(result.raw) ? result.raw.length : 0;
  const [row] = (await manager.query('SELECT changes() AS n')) as { n: number }[];
  return Number(row?.n ?? 0);
}
