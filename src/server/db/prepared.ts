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
