import { createHash } from "node:crypto";
import { type AnyColumn, and, eq, inArray, sql } from "drizzle-orm";
import sharp, { type Metadata, type Sharp } from "sharp";
import { type MediaWidth, mediaUrl } from "../../domain/media";
import type { Db } from "../db/client";
import { mediaOriginals, mediaSources, mediaVariants } from "../db/schema";
import { AppError } from "../errors";
import { type ImageFormat, sniffImageFormat } from "./image-format";

/**
 * The shop's own copies of product images (issue 27, docs/decisions/043): originals and the variants made from
 * them live in the database, so every instance serves every image; sharp runs one job at a time per instance
 * (a 2-core server also hashes passwords with argon2 and renders pages).
 */

/** The largest image decoded: a 12-MP phone photo fits three times over; a decompression bomb does not. */
export const MAX_INPUT_PIXELS = 40_000_000;
export const UNSUPPORTED_IMAGE = "The address is not a JPEG, PNG, WebP, AVIF or GIF image";
export const tooManyPixelsMessage = (width: number, height: number) =>
  `The image is ${width} × ${height} pixels, more than ${MAX_INPUT_PIXELS / 1_000_000} megapixels`;
export const UNREADABLE_IMAGE = "The image could not be decoded";

// libvips' own threads per job: one job never takes both cores.
sharp.concurrency(1);
// Variants are kept in the database; libvips' operation cache would only hold their inputs twice.
sharp.cache(false);

/** At most this many sharp jobs at once in this process; the rest wait in line, in order. */
const SHARP_SLOTS = 1;
let running = 0;
const waiting: Array<() => void> = [];

/** Runs a sharp job when a slot is free (a small queue: a burst of new images never starves sign-in hashing). */
export async function withSharp<T>(job: () => Promise<T>): Promise<T> {
  if (running >= SHARP_SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await job();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

export type VariantFormat = "avif" | "webp" | "jpeg";
export const VARIANT_TYPES: Record<VariantFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
};

/** The best format the request's Accept names: AVIF, then WebP, else JPEG (every browser shows it). */
export function negotiateFormat(accept: string | undefined): VariantFormat {
  const types = (accept ?? "")
    .toLowerCase()
    .split(",")
    .map((part) => part.split(";"))
    .filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)))
    .map(([type]) => type.trim());
  if (types.includes("image/avif")) return "avif";
  if (types.includes("image/webp")) return "webp";
  return "jpeg";
}

export type CheckedImage = { key: string; format: ImageFormat; width: number; height: number; bytes: Buffer };

/**
 * Recognises and decodes fetched bytes: the format by signature, at most MAX_INPUT_PIXELS (checked on the
 * header before anything is decoded, and by libvips while decoding), and a full decode that succeeds.
 * Throws UNFETCHABLE with the reason an admin reads.
 */
export async function checkImage(bytes: Buffer): Promise<CheckedImage> {
  const format = sniffImageFormat(bytes);
  if (!format) throw new AppError("UNFETCHABLE", UNSUPPORTED_IMAGE);
  return withSharp(async () => {
    let meta: Metadata;
    try {
      meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    } catch (error) {
      throw new AppError("UNFETCHABLE", UNREADABLE_IMAGE, undefined, { cause: error });
    }
    const { width = 0, height = 0 } = meta;
    if (width * height > MAX_INPUT_PIXELS) throw new AppError("UNFETCHABLE", tooManyPixelsMessage(width, height));
    try {
      // A small decode of the whole image: a truncated or corrupt file fails here, not on a shopper's request.
      await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).resize({ width: 8 }).raw().toBuffer();
    } catch (error) {
      throw new AppError("UNFETCHABLE", UNREADABLE_IMAGE, undefined, { cause: error });
    }
    // EXIF orientations 5-8 turn the picture a quarter: what a shopper sees is the other way round.
    const turned = (meta.orientation ?? 1) >= 5;
    const key = createHash("sha256").update(bytes).digest("hex").slice(0, 32);
    return { key, format, width: turned ? height : width, height: turned ? width : height, bytes };
  });
}

/** Keeps an original (once: the same bytes behind another URL are the same key). */
export async function storeOriginal(db: Db, image: CheckedImage): Promise<void> {
  await db
    .insert(mediaOriginals)
    .values({
      key: image.key,
      format: image.format,
      width: image.width,
      height: image.height,
      byteSize: image.bytes.length,
      bytes: image.bytes,
    })
    .onConflictDoNothing();
}

export const MEDIA_NOT_FOUND = "No such image";

export type Variant = { bytes: Buffer; format: VariantFormat; width: number };

function encode(pipeline: Sharp, format: VariantFormat): Sharp {
  // Efforts chosen for a 2-core server making a variant on a shopper's first request (bench: images.ts).
  if (format === "avif") return pipeline.avif({ quality: 50, effort: 2 });
  if (format === "webp") return pipeline.webp({ quality: 75, effort: 3 });
  return pipeline.flatten({ background: "#ffffff" }).jpeg({ quality: 78, progressive: true });
}

/** Makes one width and format of an original (never wider than it). */
export async function makeVariant(original: Buffer, width: number, format: VariantFormat): Promise<Buffer> {
  return withSharp(() =>
    encode(
      sharp(original, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().resize({ width, withoutEnlargement: true }),
      format,
    ).toBuffer(),
  );
}

/**
 * One width and format of a copied image: read if it was made before (by any instance), else made now and
 * kept. The width is the requested one, or the original's own when that is narrower (never upscaled), so
 * 960 and 1280 of an 800-px photo are one variant. Unknown keys are a 404.
 */
export async function readVariant(db: Db, key: string, width: MediaWidth, format: VariantFormat): Promise<Variant> {
  const [original] = await db
    .select({ width: mediaOriginals.width })
    .from(mediaOriginals)
    .where(eq(mediaOriginals.key, key));
  if (!original) throw new AppError("NOT_FOUND", MEDIA_NOT_FOUND);
  const actual = Math.min(width, original.width);
  const [kept] = await db
    .select({ bytes: mediaVariants.bytes })
    .from(mediaVariants)
    .where(and(eq(mediaVariants.key, key), eq(mediaVariants.width, actual), eq(mediaVariants.format, format)));
  if (kept) return { bytes: kept.bytes, format, width: actual };
  const [source] = await db
    .select({ bytes: mediaOriginals.bytes })
    .from(mediaOriginals)
    .where(eq(mediaOriginals.key, key));
  if (!source) throw new AppError("NOT_FOUND", MEDIA_NOT_FOUND);
  const bytes = await makeVariant(source.bytes, actual, format);
  // Two instances making it at once keep the first; both answers are the same picture.
  await db.insert(mediaVariants).values({ key, width: actual, format, bytes }).onConflictDoNothing();
  return { bytes, format, width: actual };
}

/**
 * The address a shopper gets for each image: its /media copy once copied, else the address as the admin gave
 * it (a product may go live before its images are in). One query for any number of products.
 */
export async function shopImageUrls(db: Db, urls: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(urls)].filter((url) => /^https?:\/\//i.test(url));
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ url: mediaSources.url, key: mediaSources.mediaKey })
    .from(mediaSources)
    .where(and(inArray(mediaSources.url, unique), eq(mediaSources.status, "copied")));
  return new Map(rows.flatMap((row) => (row.key ? [[row.url, mediaUrl(row.key)] as const] : [])));
}

/**
 * The same as shopImageUrls, read inside the statement that reads the images (the order's hot path takes no
 * extra round trip): the copy's key of each image of the column, in order, null where there is none yet.
 * copiesFromKeys turns it into shopImageUrls' map.
 */
export const copiedKeysOf = (images: AnyColumn) =>
  // JSON as text: a text[] from raw SQL reaches the code unparsed on one driver and parsed on the other.
  sql<string>`(
    select coalesce(json_agg(${mediaSources.mediaKey} order by image.n), '[]')::text
    from unnest(${images}) with ordinality as image(url, n)
    left join ${mediaSources} on ${mediaSources.url} = image.url and ${mediaSources.status} = 'copied')`.mapWith(
    (text: string) => JSON.parse(text) as (string | null)[],
  );

export function copiesFromKeys(images: readonly string[], keys: readonly (string | null)[]): Map<string, string> {
  return new Map(images.flatMap((url, i) => (keys[i] ? [[url, mediaUrl(keys[i])] as const] : [])));
}

/** A product's (or an order's) images with the copies put in. */
export function withShopImages(images: readonly string[], copies: Map<string, string>): string[] {
  return images.map((url) => copies.get(url) ?? url);
}
