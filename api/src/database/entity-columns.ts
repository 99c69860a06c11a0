import type { DataSource, EntityMetadata, EntityTarget, ObjectLiteral } from 'typeorm';

type Column = EntityMetadata['columns'][number];

/**
 * How hydrate fills a column without the driver's prepareHydratedValue when it provably returns the value unchanged
 * (both drivers, PostgreSQL and SQLite, read in node_modules/typeorm/driver/*):
 * - 'as-is': a type neither driver converts (integer, varchar, text);
 * - 'date': a Date column holding a Date already (node-postgres; SQLite gives text, which still goes to the driver);
 * - 'integer': a Number column (generated ids) holding a safe integer, which the drivers' parseInt leaves unchanged.
 * Anything with a transformer, and any other value, goes through the driver.
 */
type FastPath = 'as-is' | 'date' | 'integer' | 'driver';
const AS_IS_TYPES = new Set<unknown>(['integer', 'int', 'varchar', 'text']);
function fastPathOf(column: Column): FastPath {
  if (column.transformer || column.embeddedMetadata || column.relationMetadata) return 'driver';
  if (AS_IS_TYPES.has(column.type)) return 'as-is';
  if (column.type === Date) return 'date';
  return column.type === Number ? 'integer' : 'driver';
}

/** One column of a hand-written SELECT: the row key it comes back under and the entity column it fills. */
interface ColumnRead {
  key: string;
  column: Column;
  property: string;
  fast: FastPath;
}

/**
 * The columns of one entity for hand-written SELECTs on the read paths that run on every request (the token lookup,
 * list, detail, stats). Under load the query builder's per-request work, building the SQL, re-parsing it for property names and
 * hydrating through its generic transformer, cost more CPU than the rest of the request (bench/load). Rows are
 * hydrated with the driver's own prepareHydratedValue per column, as that transformer does, so dates (SQLite text),
 * booleans and column transformers (bigint) come out exactly as repository.find() returns them.
 */
export class EntityColumns<T extends ObjectLiteral> {
  /** `alias."col", …` in the entity's column order (`alias."col" AS "<prefix>col"` with a prefix). */
  readonly select: string;
  private readonly metadata: EntityMetadata;
  /** Row keys are built once: a key concatenated per row and column is a fresh string to hash on every lookup. */
  private readonly reads: ColumnRead[];

  /** `prefix` names the output columns, so two entities joined in one SELECT keep their columns apart. */
  constructor(
    private readonly dataSource: DataSource,
    target: EntityTarget<T>,
    alias: string,
    prefix = '',
  ) {
    this.metadata = dataSource.getMetadata(target);
    const escape = (name: string) => dataSource.driver.escape(name);
    this.select = this.metadata.columns
      .map(
        (column) =>
          `${alias}.${escape(column.databaseName)}${prefix ? ` AS ${escape(prefix + column.databaseName)}` : ''}`,
      )
      .join(', ');
    this.reads = this.metadata.columns.map((column) => ({
      key: prefix + column.databaseName,
      column,
      property: column.propertyName,
      fast: fastPathOf(column),
    }));
  }

  hydrate(row: Record<string, unknown>): T {
    const entity = this.metadata.create() as Record<string, unknown>;
    const driver = this.dataSource.driver;
    for (const read of this.reads) {
      const value = row[read.key];
      if (value === undefined) continue;
      const unchanged =
        read.fast === 'as-is' ||
        (read.fast === 'date' && value instanceof Date) ||
        (read.fast === 'integer' && Number.isSafeInteger(value));
      if (unchanged) entity[read.property] = value;
      else read.column.setEntityValue(entity, driver.prepareHydratedValue(value, read.column));
    }
    return entity as T;
  }
}
