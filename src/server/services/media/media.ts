import { createHash } from "node:crypto";
import { type AnyColumn, and, eq, inArray, sql } from "drizzle-orm";
import sharp, { type Metadata, type Sharp } from "sharp";
import { MEDIA_WIDTHS, type MediaWidth, mediaUrl } from "../../../domain/media";
import type { Db } from "../../db/client";
import { type MediaStore, mediaStoreOf } from "../../db/media-store";
import { mediaOriginals, mediaSources } from "../../db/schema";
import { AppError } from "../../errors";
import { type ImageFormat, sniffImageFormat } from "./image-format";

/**
 * The shop's own copies of product images (docs/decisions/043): originals and the variants made from
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

type SharpJob = { start: () => void; urgent: boolean };
/** At most one sharp job at a time in this process; the rest wait in line, a shopper's before background work. */
let sharpBusy = false;
const sharpLine: SharpJob[] = [];

function startNextSharpJob() {
  const urgent = sharpLine.findIndex((job) => job.urgent);
  const [next] = sharpLine.splice(urgent >= 0 ? urgent : 0, 1);
  sharpBusy = next !== undefined;
  next?.start();
}

/**
 * Queues a sharp job (a burst of new images never starves sign-in hashing of the other core). Urgent jobs (a
 * shopper is waiting) go before the background's (copying, making the standard variants); hurry() makes a
 * queued background job urgent, when a shopper comes to wait for it.
 */
export function queueSharp<T>(run: () => Promise<T>, urgent: boolean): { done: Promise<T>; hurry(): void } {
  let job: SharpJob | undefined;
  const done = new Promise<T>((resolve, reject) => {
    job = {
      urgent,
      start: () => {
        run().then(resolve, reject).finally(startNextSharpJob);
      },
    };
  });
  sharpLine.push(job!);
  if (!sharpBusy) startNextSharpJob();
  return {
    done,
    hurry() {
      job!.urgent = true;
    },
  };
}

/** Runs a sharp job for a shopper who is waiting for it. */
export const withSharp = <T>(run: () => Promise<T>): Promise<T> => queueSharp(run, true).done;

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
  const checking = queueSharp(async () => {
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
  }, false);
  return checking.done;
}

/** Keeps an original (once: the same bytes behind another URL are the same key), where its database keeps them. */
export async function storeOriginal(db: Db, image: CheckedImage): Promise<void> {
  await mediaStoreOf(db).saveOriginal(image);
}

export const MEDIA_NOT_FOUND = "No such image";
export const MEDIA_BUSY = "This image is still being made: try again in a few seconds";
export const MEDIA_RETRY_AFTER_SECONDS = 5;

export type Variant = { bytes: Buffer; format: VariantFormat; width: number };
/** A variant and, when this call made it (rather than reading it or waiting for another), how long that took. */
export type ReadVariant = Variant & { madeInMs: number | null };

function encode(pipeline: Sharp, format: VariantFormat): Sharp {
  // Efforts chosen for a 2-core server making a variant on a shopper's first request (bench: images.ts).
  if (format === "avif") return pipeline.avif({ quality: 50, effort: 2 });
  if (format === "webp") return pipeline.webp({ quality: 75, effort: 3 });
  return pipeline.flatten({ background: "#ffffff" }).jpeg({ quality: 78, progressive: true });
}

/** Encodes one width and format of an original (a file's path or its bytes; never wider than it). */
function encodeVariant(original: string | Buffer, width: number, format: VariantFormat): Promise<Buffer> {
  return encode(
    sharp(original, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().resize({ width, withoutEnlargement: true }),
    format,
  ).toBuffer();
}

/** Makes one width and format of an original, in the sharp line. */
export async function makeVariant(original: string | Buffer, width: number, format: VariantFormat): Promise<Buffer> {
  return withSharp(() => encodeVariant(original, width, format));
}

type Flight = { made: Promise<ReadVariant>; hurry(): void };
/** The variants being made in this process, per store: however many ask at once, each is encoded once. */
const flights = new WeakMap<MediaStore, Map<string, Flight>>();
const flightId = (key: string, width: number, format: VariantFormat) => `${key}/${width}/${format}`;

/** The variant being made in this process, if it is: waits for it (and hurries it, when `urgent`). */
function joinFlight(
  store: MediaStore,
  key: string,
  width: number,
  format: VariantFormat,
  urgent: boolean,
): Promise<ReadVariant> | undefined {
  const joined = flights.get(store)?.get(flightId(key, width, format));
  if (!joined) return undefined;
  if (urgent) joined.hurry();
  return joined.made.then((variant) => ({ ...variant, madeInMs: null }));
}

/**
 * The variant from the store, or made once: the first caller for a variant starts a flight, every other
 * caller in this process waits for the same one (and hurries it, if a background job started it). Inside
 * the sharp line the store is read again (another instance may have made it meanwhile) and only then the
 * original, so waiting never holds an original in memory, and a burst of requests reads it once.
 */
function variantFlight(
  store: MediaStore,
  key: string,
  width: number,
  format: VariantFormat,
  urgent: boolean,
  original?: Buffer,
): Promise<ReadVariant> {
  const joined = joinFlight(store, key, width, format, urgent);
  if (joined) return joined;
  let ofStore = flights.get(store);
  if (!ofStore) flights.set(store, (ofStore = new Map()));
  const id = flightId(key, width, format);
  const job = queueSharp(async (): Promise<ReadVariant> => {
    const kept = await store.readVariant(key, width, format);
    if (kept) return { bytes: kept, format, width, madeInMs: null };
    const input = original ?? (await store.originalInput(key));
    if (!input) throw new AppError("NOT_FOUND", MEDIA_NOT_FOUND);
    const started = performance.now();
    const bytes = await encodeVariant(input, width, format);
    const madeInMs = Math.round(performance.now() - started);
    await store.saveVariant(key, width, format, bytes);
    return { bytes, format, width, madeInMs };
  }, urgent);
  const flight = { made: job.done.finally(() => ofStore.delete(id)), hurry: job.hurry };
  ofStore.set(id, flight);
  return flight.made;
}

/** The width actually made for a requested one: never wider than the original, so 960 and 1280 of an 800-px photo are one. */
const widthFor = (requested: number, originalWidth: number) => Math.min(requested, originalWidth);

/** Each original's width, per database: a key names its bytes, so its width never changes once stored. */
const originalWidths = new WeakMap<Db, Map<string, number>>();

/**
 * An original's width, or null when there is no such original. Remembered once read: at a drop, hundreds of
 * first requests for one photo ask at once, and on the embedded database each query runs on the event loop.
 */
async function originalWidthOf(db: Db, key: string): Promise<number | null> {
  let widths = originalWidths.get(db);
  if (!widths) originalWidths.set(db, (widths = new Map()));
  const known = widths.get(key);
  if (known !== undefined) return known;
  const [original] = await db
    .select({ width: mediaOriginals.width })
    .from(mediaOriginals)
    .where(eq(mediaOriginals.key, key));
  if (!original) return null;
  widths.set(key, original.width);
  return original.width;
}

/**
 * One width and format of a copied image: read if it was made before (by any instance), else made now (once,
 * however many ask: variantFlight) and kept. Unknown keys are a 404.
 */
export async function readVariant(db: Db, key: string, width: MediaWidth, format: VariantFormat): Promise<ReadVariant> {
  const originalWidth = await originalWidthOf(db, key);
  if (originalWidth === null) throw new AppError("NOT_FOUND", MEDIA_NOT_FOUND);
  const store = mediaStoreOf(db);
  const actual = widthFor(width, originalWidth);
  // A drop's shoppers ask for the same variant at once: all but the first wait for it without touching the store.
  const joined = joinFlight(store, key, actual, format, true);
  if (joined) return joined;
  const kept = await store.readVariant(key, actual, format);
  if (kept) return { bytes: kept, format, width: actual, madeInMs: null };
  return variantFlight(store, key, actual, format, true);
}

/** The formats a browser's srcset picks from (every current browser takes AVIF or WebP; JPEG is the rare fallback). */
export const STANDARD_FORMATS = ["avif", "webp"] as const satisfies readonly VariantFormat[];

/**
 * Makes every width of the srcset in AVIF and WebP, in the background line, right after an image is copied:
 * a product's shoppers (all at once, at a drop) find them made. `original`: the bytes already in hand, so
 * they are not read back. Answers how many were made (not already kept).
 */
export async function makeStandardVariants(db: Db, image: CheckedImage): Promise<number> {
  const store = mediaStoreOf(db);
  const widths = [...new Set(MEDIA_WIDTHS.map((width) => widthFor(width, image.width)))];
  const made = await Promise.all(
    widths.flatMap((width) =>
      STANDARD_FORMATS.map((format) => variantFlight(store, image.key, width, format, false, image.bytes)),
    ),
  );
  return made.filter((variant) => variant.madeInMs !== null).length;
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
    from unnest(${images}) with ordinality as image(address, n)
    left join ${mediaSources} on ${mediaSources.url} = image.address and ${mediaSources.status} = 'copied')`.mapWith(
    (text: string) => JSON.parse(text) as (string | null)[],
  );

export function copiesFromKeys(images: readonly string[], keys: readonly (string | null)[]): Map<string, string> {
  return new Map(images.flatMap((url, i) => (keys[i] ? [[url, mediaUrl(keys[i])] as const] : [])));
}

/** A product's (or an order's) images with the copies put in. */
export function withShopImages(images: readonly string[], copies: Map<string, string>): string[] {
  return images.map((url) => copies.get(url) ?? url);
}
