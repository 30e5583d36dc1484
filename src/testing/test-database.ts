import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import postgres from "postgres";
import { inject } from "vitest";
import { type Database, openDatabase, pgliteDatabase } from "../server/db/client";
import { newPglite } from "../server/db/pglite";
import { testDatabaseTarget, withDatabaseName } from "./test-env";

/**
 * A fresh, migrated database for one test file: an in-memory PGlite loaded from the run's migrated
 * data directory, or a new PostgreSQL database copied from the run's template. close() throws it away.
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const target = testDatabaseTarget();
  if (target.kind === "pglite") {
    const template = inject("pgliteTemplate");
    if (!template) throw new Error("the integration global setup did not create a PGlite template");
    return pgliteDatabase(newPglite({ loadDataDir: new Blob([await readFile(template)]) }));
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
