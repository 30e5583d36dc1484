import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { inject } from "vitest";
import { type Database, openDatabase } from "../server/db/client";
import { migrateDatabase } from "../server/db/migrate";
import { testDatabaseTarget, withDatabaseName } from "./test-env";

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or a new PostgreSQL database
 * copied from the run's template. close() throws it away.
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const target = testDatabaseTarget();
  if (target.kind === "pglite") {
    const database = openDatabase({ kind: "pglite", dataDir: null });
    await migrateDatabase(database);
    return database;
  }

  const template = inject("templateDatabase");
  if (!template) throw new Error("the integration global setup did not create a template database");
  const name = `shop_test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(target.url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}" template "${template}"`);
  const url = withDatabaseName(target.url, name);
  const database = openDatabase({ kind: "postgres", url });
  return {
    ...database,
    url,
    async close() {
      await database.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}
