import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Db } from "./client";

/**
 * A statement built once per database and then only executed: Drizzle builds SQL afresh for every
 * ordinary query, and postgres.js sends an unprepared query with parameters in two round trips
 * (describe, then execute). For the hottest paths (the session lookup, the single-tap order) both costs
 * add up to most of the request's time.
 */
export function preparedStatement<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}

const dialect = new PgDialect();

/**
 * A named, prepared statement written in SQL, for the rare hot statement Drizzle's builder cannot express
 * (a data-modifying CTE). Placeholders are `sql.placeholder(name)`; rows come back as arrays of the driver's
 * values, in the order of the statement's RETURNING or SELECT list, for `decode` to turn into objects.
 */
export function preparedSql<Row>(
  name: string,
  statement: SQL,
  decode: (values: unknown[]) => Row,
): (db: Db) => { execute(params: Record<string, unknown>): Promise<Row[]> } {
  return preparedStatement((db) =>
    db._.session.prepareQuery<{ execute: Row[]; all: unknown; values: unknown }>(
      dialect.sqlToQuery(statement),
      undefined,
      name,
      true,
      (rows) => (rows as unknown[][]).map(decode),
    ),
  );
}
