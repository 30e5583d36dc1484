import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../testing/test-database";
import type { Database } from "./client";
import { fileMediaStore } from "./media-store";
import { mediaOriginals } from "./schema";

const original = (key: string) => ({ key, format: "jpeg", width: 4, height: 3, bytes: Buffer.from(`bytes of ${key}`) });

describe("the file media store (the embedded database's photos)", () => {
  let database: Database;
  let dir: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    dir = mkdtempSync(path.join(tmpdir(), "media-store-test-"));
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("keeps bytes in files named by key, the row without them, and leaves no half-written file", async () => {
    const store = fileMediaStore(database.db, dir);
    await store.saveOriginal(original("a".repeat(32)));
    await store.saveVariant("a".repeat(32), 320, "webp", Buffer.from("variant"));
    const [row] = await database.db
      .select()
      .from(mediaOriginals)
      .where(eq(mediaOriginals.key, "a".repeat(32)));
    expect(row).toMatchObject({ bytes: null, byteSize: 41, width: 4, height: 3 });
    expect(readFileSync(path.join(dir, "originals", "a".repeat(32)), "latin1")).toBe(`bytes of ${"a".repeat(32)}`);
    expect(await store.readVariant("a".repeat(32), 320, "webp")).toEqual(Buffer.from("variant"));
    expect(await store.readVariant("a".repeat(32), 640, "webp")).toBeNull();
    const everything = readdirSync(dir, { recursive: true }).map(String);
    expect(everything.filter((name) => name.endsWith(".tmp"))).toEqual([]);
  });

  it("moves an original kept in the database before (an older copy) out to a file on first use", async () => {
    const key = "b".repeat(32);
    const { bytes, ...rest } = original(key);
    await database.db.insert(mediaOriginals).values({ ...rest, byteSize: bytes.length, bytes });
    const store = fileMediaStore(database.db, dir);
    expect(await store.originalInput(key)).toBe(path.join(dir, "originals", key));
    expect(readFileSync(path.join(dir, "originals", key))).toEqual(bytes);
    const [row] = await database.db.select().from(mediaOriginals).where(eq(mediaOriginals.key, key));
    expect(row.bytes).toBeNull();
    expect(await store.originalInput("c".repeat(32))).toBeNull();
  });

  it("uses a temporary folder for an in-memory database and removes it at close", async () => {
    const store = fileMediaStore(database.db, null);
    await store.saveVariant("d".repeat(32), 320, "avif", Buffer.from("x"));
    const folder = readdirSync(tmpdir())
      .map((name) => path.join(tmpdir(), name))
      .filter((folder) => existsSync(path.join(folder, "variants", "d".repeat(32), "320.avif")));
    expect(folder).toHaveLength(1);
    await store.close();
    expect(existsSync(folder[0])).toBe(false);
  });
});
