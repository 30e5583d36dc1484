import { randomBytes } from "node:crypto";
import { cp, mkdtemp, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { type Database, openDatabase, pgliteDatabase } from "../server/db/client";
import { migrationsFolder } from "../server/db/migrate";
import { newPglite } from "../server/db/pglite";
import { testDatabaseTarget, withDatabaseName } from "./test-env";

/**
 * A copy of drizzle/ that stops before the migration whose tag ends with `name`: the schema of the release
 * before it, for a test that upgrades rows stored that way. The caller removes the folder.
 */
export async function migrationsBefore(name: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "shop-migrations-"));
  await cp(migrationsFolder, dir, { recursive: true });
  const journalFile = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalFile, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith(`_${name}`));
  if (at === -1) throw new Error(`no migration named ${name}`);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalFile, JSON.stringify(journal));
  return dir;
}

/** An empty, unmigrated database of the suite's kind (not a copy of the migrated template). */
export async function emptyDatabase(): Promise<Database> {
  const target = testDatabaseTarget();
  if (target.kind === "pglite") return pgliteDatabase(newPglite());
  const name = `shop_test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(target.url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const database = openDatabase({ kind: "postgres", url: withDatabaseName(target.url, name) });
  return {
    ...database,
    async close() {
      await database.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}
