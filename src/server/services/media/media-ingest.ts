import { eq, inArray } from "drizzle-orm";
import type { ImageCopyState } from "../../../contracts/media";
import { isForeignImage } from "../../../domain/media";
import type { Db } from "../../db/client";
import { mediaSources, products } from "../../db/schema";
import { AppError } from "../../errors";
import { type PageFetchDeps, fetchGuarded } from "../imports/page-fetch";
import { PRODUCT_NOT_FOUND } from "../products/catalog";
import { checkImage, makeStandardVariants, storeOriginal } from "./media";

/**
 * Copying product images (docs/decisions/043): saving a product queues each image URL on another site (the
 * products_queue_images triggers, drizzle/0012_media.sql, whichever path saved it) as a row of media_sources,
 * the queue of the image-copies job (src/server/jobs/image-copies.ts), which fetches outside any transaction
 * through the page import's SSRF guard, checks and stores the bytes.
 */

export const IMAGE_FETCH_MAX_BYTES = 10 * 1024 * 1024;
/** One image URL on another site to copy: a claimed row of media_sources. */
export type ImageSource = { id: number; url: string };

/** The claimed rows' URLs, in the claim's order. */
export async function readImageSources(db: Db, ids: readonly number[]): Promise<ImageSource[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: mediaSources.id, url: mediaSources.url })
    .from(mediaSources)
    .where(inArray(mediaSources.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Fetches, checks and stores one image, and points its source at the copy. Throws the fetch's FetchError or
 * the check's AppError: the image-copies job (src/server/jobs/image-copies.ts) decides from it whether to try
 * again.
 */
export async function ingestImage(db: Db, source: ImageSource, deps: PageFetchDeps): Promise<void> {
  const fetched = await fetchGuarded(source.url, deps, {
    accept: "image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.9,*/*;q=0.1",
    maxBytes: IMAGE_FETCH_MAX_BYTES,
    what: "image",
    // The bytes decide what an image is; a host's Content-Type is not trusted either way.
    refuseType: () => null,
  });
  const image = await checkImage(fetched.body);
  await storeOriginal(db, image);
  // Before shoppers are sent the copy: the drop's first minute reads these, it never makes them.
  await makeStandardVariants(db, image);
  await db.update(mediaSources).set({ mediaKey: image.key }).where(eq(mediaSources.id, source.id));
}

/** Where the copy of each of a product's images on other sites stands; its paths on this site are not listed. */
export async function readProductImageStates(db: Db, productId: number): Promise<ImageCopyState[]> {
  const [product] = await db.select({ images: products.images }).from(products).where(eq(products.id, productId));
  if (!product) throw new AppError("NOT_FOUND", PRODUCT_NOT_FOUND);
  const foreign = [...new Set(product.images.filter(isForeignImage))];
  if (foreign.length === 0) return [];
  const rows = await db
    .select({ url: mediaSources.url, status: mediaSources.status, reason: mediaSources.reason })
    .from(mediaSources)
    .where(inArray(mediaSources.url, foreign));
  const byUrl = new Map(rows.map((row) => [row.url, row]));
  return foreign.map((url) => byUrl.get(url) ?? { url, status: "pending" as const, reason: null });
}
