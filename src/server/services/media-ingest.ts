import { and, asc, eq, inArray, isNull, lte, min, or, sql } from "drizzle-orm";
import type { ImageCopyState } from "../../contracts/media";
import { isForeignImage } from "../../domain/media";
import type { Db } from "../db/client";
import { mediaSources, products } from "../db/schema";
import { AppError } from "../errors";
import { type PageFetchDeps, fetchGuarded } from "./page-fetch";
import { PRODUCT_NOT_FOUND } from "./catalog";
import { checkImage, storeOriginal } from "./media";

/**
 * Copying product images (issue 27, docs/decisions/043): saving a product queues each image URL on another
 * site (the products_queue_images triggers, drizzle/0012_media.sql, whichever path saved it); each instance's worker (plugins/media-ingest.ts) claims due rows with a lease, fetches
 * outside any transaction through the page import's SSRF guard, checks and stores the bytes, and marks the row
 * copied, or failed with the reason, or due again after a backoff when the host failed for now.
 */

export const IMAGE_FETCH_MAX_BYTES = 10 * 1024 * 1024;
/** Far longer than one fetch (10 s) and decode may take; a worker killed mid-way frees its rows after it. */
export const INGEST_LEASE_MS = 2 * 60_000;
/** A host failing for now (timeout, 5xx, refused) is tried this many times in all, then the image has failed. */
export const MAX_INGEST_ATTEMPTS = 6;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 30 * 60_000;

export type ClaimedIngest = { id: number; url: string; attempts: number };

const isPending = eq(mediaSources.status, "pending");

/** Claims up to `limit` due images: a lease, never a transaction held across the fetch (SKIP LOCKED). */
export async function claimIngests(db: Db, now: Date, limit: number): Promise<ClaimedIngest[]> {
  if (limit <= 0) return [];
  const due = db
    .select({ id: mediaSources.id })
    .from(mediaSources)
    .where(
      and(
        isPending,
        lte(mediaSources.nextAttemptAt, now),
        or(isNull(mediaSources.leaseUntil), lte(mediaSources.leaseUntil, now)),
      ),
    )
    .orderBy(asc(mediaSources.nextAttemptAt), asc(mediaSources.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(mediaSources)
    .set({ leaseUntil: new Date(now.getTime() + INGEST_LEASE_MS), attempts: sql`${mediaSources.attempts} + 1` })
    .where(inArray(mediaSources.id, due))
    .returning({ id: mediaSources.id, url: mediaSources.url, attempts: mediaSources.attempts });
}

/** Reasons that another try cannot change: the address answers, but not with an image we take. */
function isPermanent(error: AppError): boolean {
  if (error.code === "BAD_REQUEST") return true; // refused by the address guard
  return !/did not answer|refused the connection|closed the connection|cannot be reached|Could not find|answered HTTP (5\d\d|408|429)|Could not load/.test(
    error.message,
  );
}

export type IngestOutcome = "copied" | "retry" | "failed";

/** Fetches, checks and stores one claimed image, then records what happened. Never throws an AppError. */
export async function ingestImage(
  db: Db,
  claimed: ClaimedIngest,
  deps: PageFetchDeps,
): Promise<{ outcome: IngestOutcome; reason: string | null }> {
  try {
    const fetched = await fetchGuarded(claimed.url, deps, {
      accept: "image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.9,*/*;q=0.1",
      maxBytes: IMAGE_FETCH_MAX_BYTES,
      what: "image",
      // The bytes decide what an image is; a host's Content-Type is not trusted either way.
      refuseType: () => null,
    });
    const image = await checkImage(fetched.body);
    await storeOriginal(db, image);
    await db
      .update(mediaSources)
      .set({ status: "copied", mediaKey: image.key, reason: null, leaseUntil: null })
      .where(eq(mediaSources.id, claimed.id));
    return { outcome: "copied", reason: null };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const now = deps.clock.now();
    if (isPermanent(error) || claimed.attempts >= MAX_INGEST_ATTEMPTS) {
      await db
        .update(mediaSources)
        .set({ status: "failed", reason: error.message, leaseUntil: null })
        .where(eq(mediaSources.id, claimed.id));
      return { outcome: "failed", reason: error.message };
    }
    const backoff = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, claimed.attempts - 1), MAX_RETRY_MS);
    await db
      .update(mediaSources)
      .set({ reason: error.message, leaseUntil: null, nextAttemptAt: new Date(now.getTime() + backoff) })
      .where(eq(mediaSources.id, claimed.id));
    return { outcome: "retry", reason: error.message };
  }
}

/** When the worker should look again: the next due retry (perhaps already), if sooner than `latest`. */
export async function nextIngestWake(db: Db, now: Date, latest: Date): Promise<Date> {
  const [{ next }] = await db
    .select({ next: min(mediaSources.nextAttemptAt) })
    .from(mediaSources)
    .where(and(isPending, or(isNull(mediaSources.leaseUntil), lte(mediaSources.leaseUntil, now))));
  return next === null ? latest : new Date(Math.min(new Date(next).getTime(), latest.getTime()));
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
