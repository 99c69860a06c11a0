import type { DataSource, EntityMetadata, EntityTarget, ObjectLiteral } from 'typeorm';

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

  /** `prefix` names the output columns, so two entities joined in one SELECT keep their columns apart. */
  constructor(
    private readonly dataSource: DataSource,
    target: EntityTarget<T>,
    alias: string,
    private readonly prefix = '',
  ) {
    this.metadata = dataSource.getMetadata(target);
    const escape = (name: string) => dataSource.driver.escape(name);
    this.select = this.metadata.columns
      .map((column) => `${alias}.${escape(column.databaseName)}${prefix ? ` AS ${escape(prefix + column.databaseName)}` : ''}`)
      .join(', ');
  }

  hydrate(row: Record<string, unknown>): T {
    const entity = this.metadata.create() as T;
    for (const column of this.metadata.columns) {
      const value = row[this.prefix + column.databaseName];
      if (value !== undefined) column.setEntityValue(entity, this.dataSource.driver.prepareHydratedValue(value, column));
    }
    return entity;
  }
}

/** The i-th bound parameter in the driver's syntax ($1 on PostgreSQL, ? on SQLite); values are passed in order. */
export const parameter = (dataSource: DataSource, index: number): string => dataSource.driver.createParameter(`p${index}`, index);
