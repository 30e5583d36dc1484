import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PostgresJsDatabase } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import type { Database } from "./client";

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../drizzle");

/**
 * Applies the committed SQL migrations in drizzle/ (tests may name a copy that stops earlier); safe when
 * several instances start at once.
 */
export async function migrateDatabase(database: Database, folder: string = migrationsFolder): Promise<void> {
  await database.withExclusiveLock(async () => {
    if (database.kind === "pglite") {
      await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    } else {
      await migratePostgres(database.db as unknown as PostgresJsDatabase, { migrationsFolder: folder });
    }
  });
}
