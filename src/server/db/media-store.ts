import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync } from "node:fs";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import type { Db } from "./client";
import { mediaOriginals, mediaVariants } from "./schema";

/**
 * Where the bytes of the shop's copies of product images live (docs/decisions/043 and 070): on PostgreSQL in
 * its tables, so that every instance reads them; on the embedded database in files beside it, because every
 * byte PGlite stores or answers passes through its WebAssembly memory, which grows to the largest it has
 * ever held and never gives anything back. The row of each original (key, format, size) is in
 * `media_originals` either way: keys, sizes and the references to them are the database's.
 */
export type MediaStore = {
  /** Keeps an original: its row, and its bytes wherever this store keeps them. Once per key. */
  saveOriginal(original: StoredOriginal): Promise<void>;
  /** What sharp reads an original from (a file's path, or the bytes), or null when the key is unknown. */
  originalInput(key: string): Promise<string | Buffer | null>;
  readVariant(key: string, width: number, format: string): Promise<Buffer | null>;
  /** Keeps a variant; one made at the same time elsewhere is the same picture, whichever stays. */
  saveVariant(key: string, width: number, format: string, bytes: Buffer): Promise<void>;
  /** Drops the bytes this store keeps outside the rows of originals whose rows were deleted (pruning). */
  forget(keys: readonly string[]): Promise<void>;
  close(): Promise<void>;
};

export type StoredOriginal = { key: string; format: string; width: number; height: number; bytes: Buffer };

const stores = new WeakMap<Db, MediaStore>();

/** The store of a database (client.ts pairs each database it opens with one). */
export function mediaStoreOf(db: Db): MediaStore {
  const store = stores.get(db);
  if (!store) throw new Error("this database was not opened by db/client.ts: it has no media store");
  return store;
}

export function pairMediaStore(db: Db, store: MediaStore): MediaStore {
  stores.set(db, store);
  return store;
}

const originalRow = ({ key, format, width, height, bytes }: StoredOriginal) => ({
  key,
  format,
  width,
  height,
  byteSize: bytes.length,
});

/** PostgreSQL: the bytes are bytea in media_originals and media_variants, read by every instance. */
export function databaseMediaStore(db: Db): MediaStore {
  return {
    async saveOriginal(original) {
      await db
        .insert(mediaOriginals)
        .values({ ...originalRow(original), bytes: original.bytes })
        .onConflictDoNothing();
    },
    async originalInput(key) {
      const [row] = await db
        .select({ bytes: mediaOriginals.bytes })
        .from(mediaOriginals)
        .where(eq(mediaOriginals.key, key));
      return row?.bytes ?? null;
    },
    async readVariant(key, width, format) {
      const [row] = await db
        .select({ bytes: mediaVariants.bytes })
        .from(mediaVariants)
        .where(and(eq(mediaVariants.key, key), eq(mediaVariants.width, width), eq(mediaVariants.format, format)));
      return row?.bytes ?? null;
    },
    async saveVariant(key, width, format, bytes) {
      await db.insert(mediaVariants).values({ key, width, format, bytes }).onConflictDoNothing();
    },
    // The bytes were in the deleted rows.
    forget: async () => {},
    // The connection pool is the database's to close.
    close: async () => {},
  };
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

/**
 * The embedded database: each original and variant a file under `dir`, named by its content's key (and the
 * variant's width and format), written whole under another name and then renamed, so a reader never sees
 * half a file and a crash leaves at most a stray `.tmp`. `dir` null (DATA_DIR=memory://): a temporary folder,
 * removed at close, as the database itself goes.
 */
export function fileMediaStore(db: Db, dir: string | null): MediaStore {
  const root = dir ?? mkdtempSync(path.join(tmpdir(), "shop-media-"));
  if (dir) mkdirSync(root, { recursive: true });
  const originalPath = (key: string) => path.join(root, "originals", key);
  const variantPath = (key: string, width: number, format: string) =>
    path.join(root, "variants", key, `${width}.${format}`);

  async function writeAtomically(file: string, bytes: Buffer) {
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomBytes(6).toString("hex")}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, file);
  }

  async function readIfThere(file: string): Promise<Buffer | null> {
    try {
      return await readFile(file);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    async saveOriginal(original) {
      // The file first: a row never names bytes that are not there.
      await writeAtomically(originalPath(original.key), original.bytes);
      await db.insert(mediaOriginals).values(originalRow(original)).onConflictDoNothing();
    },
    async originalInput(key) {
      const [row] = await db
        .select({ bytes: mediaOriginals.bytes })
        .from(mediaOriginals)
        .where(eq(mediaOriginals.key, key));
      if (!row) return null;
      // An original copied before the bytes moved to files (decision 070) moves out of the database on first use.
      if (row.bytes) {
        await writeAtomically(originalPath(key), row.bytes);
        await db.update(mediaOriginals).set({ bytes: null }).where(eq(mediaOriginals.key, key));
      }
      return originalPath(key);
    },
    readVariant: (key, width, format) => readIfThere(variantPath(key, width, format)),
    saveVariant: (key, width, format, bytes) => writeAtomically(variantPath(key, width, format), bytes),
    async forget(keys) {
      for (const key of keys) {
        await rm(originalPath(key), { force: true });
        await rm(path.join(root, "variants", key), { recursive: true, force: true });
      }
    },
    async close() {
      if (!dir) await rm(root, { recursive: true, force: true });
    },
  };
}
