import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/**
 * The embedded database with the extensions the migrations create (pg_trgm: the back office's order search).
 * Every PGlite of the shop and its tests is made here: a data directory that has them loads only with them.
 */
export function newPglite(options: Omit<PGliteOptions, "extensions"> = {}): PGlite {
  return new PGlite({ ...options, extensions: { pg_trgm } });
}
