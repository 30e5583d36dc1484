import { randomBytes } from "node:crypto";
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../server/db/client";
import { migrateDatabase } from "../server/db/migrate";
import { testDatabaseTarget, withDatabaseName } from "./test-env";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated PostgreSQL database that each test file copies (CREATE DATABASE ... TEMPLATE). */
    templateDatabase: string | null;
  }
}

/** Migrates once per run; every test file then gets its own copy, so no test sees another's rows. */
export default async function setup(project: TestProject) {
  const target = testDatabaseTarget();
  if (target.kind !== "postgres") {
    project.provide("templateDatabase", null);
    return;
  }
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
