import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../testing/test-database";
import type { Database } from "./client";

describe("the database client", () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it("runs PostgreSQL queries without JIT compilation", async () => {
    // PGlite is built without JIT: nothing to switch off there.
    if (database.kind !== "postgres") return;
    // Several at once, so more than one pooled connection answers.
    const settings = await Promise.all(
      Array.from({ length: 6 }, () => database.rows<{ jit: string }>(sql`select current_setting('jit') as jit`)),
    );
    expect(settings.map(([row]) => row.jit)).toEqual(Array(6).fill("off"));
  });
});
