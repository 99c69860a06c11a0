import type { DataSource, EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { Row } from './row-values';

/**
 * A SELECT the query builder writes once, at start, and DataSource.query() runs per call with that call's values.
 * The hot reads (token lookup, list, detail, totals) run on every request; building the SQL again each time would
 * cost more than the database's own work for them. The builder still does the dialect's quoting and placeholders.
 * Parameters are named in the builder (`:hash`) and given by name per call; their order in the SQL is found once.
 */
export class PreparedSelect<Name extends string> {
  private readonly sql: string;
  private readonly order: Name[];

  constructor(
    private readonly dataSource: DataSource,
    query: SelectQueryBuilder<ObjectLiteral>,
    names: readonly Name[],
  ) {
    const marker = (name: string) => `\u0000${name}`;
    const byMarker = new Map<unknown, Name>(names.map((name) => [marker(name), name]));
    const [sql, parameters] = query
      .setParameters(Object.fromEntries(names.map((name) => [name, marker(name)])))
      .getQueryAndParameters();
    this.sql = sql;
    this.order = parameters.map((value) => {
      const name = byMarker.get(value);
      if (name === undefined) throw new Error(`Prepared SELECT: parameter ${String(value)} was not named.`);
      return name;
    });
  }

  /**
   * `suffix` is appended to the statement as is (a LIMIT/OFFSET from limitOffset()). Inside a transaction, pass its
   * manager so the statement sees the transaction's own writes.
   */
  run(values: Record<Name, unknown>, suffix = '', manager?: EntityManager): Promise<Row[]> {
    return (manager ?? this.dataSource).query(
      suffix ? this.sql + suffix : this.sql,
      this.order.map((name) => values[name]),
    );
  }
}
