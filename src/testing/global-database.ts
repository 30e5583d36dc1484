import { randomBytes } from "node:crypto";
import { rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { openDatabase, pgliteDatabase } from "../server/db/client";
import { migrateDatabase } from "../server/db/migrate";
import { newPglite } from "../server/db/pglite";
import { testDatabaseTarget, withDatabaseName } from "./test-env";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated PostgreSQL database that each test file copies (CREATE DATABASE ... TEMPLATE). */
    templateDatabase: string | null;
    /** A file holding a migrated PGlite data directory that each test file starts from. */
    pgliteTemplate: string | null;
  }
}

/** Migrates once per run; every test file then gets its own copy, so no test sees another's rows. */
export default async function setup(project: TestProject) {
  const target = testDatabaseTarget();
  if (target.kind !== "postgres") {
    project.provide("templateDatabase", null);
    return preparePgliteTemplate(project);
  }
  project.provide("pgliteTemplate", null);
  const name = `shop_template_${randomBytes(4).toString("hex")}`;
  const admin = postgres(target.url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const template = openDatabase({ kind: "postgres", url: withDatabaseName(target.url, name) });
  await migrateDatabase(template);
  await template.close();
  project.provide("templateDatabase", name);

  return async () => {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  };
}

/** Migrating a fresh PGlite takes seconds; loading the dump of a migrated one takes a fraction of that. */
async function preparePgliteTemplate(project: TestProject) {
  const client = newPglite();
  const template = pgliteDatabase(client);
  await migrateDatabase(template);
  const dump = await client.dumpDataDir("none");
  await template.close();
  const file = path.join(os.tmpdir(), `shop-test-pglite-${randomBytes(4).toString("hex")}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return () => rm(file, { force: true });
}
