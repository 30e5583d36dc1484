import type { Database } from "../db/client";
import { mediaSources } from "../db/schema";
import { AppError } from "../errors";
import { Effects } from "../effects";
import { type ImageSource, ingestImage, readImageSources } from "../services/media/media-ingest";
import { FetchError, isTransientFetchFailure, type PageFetchDeps } from "../services/imports/page-fetch";
import type { JobQueue } from "./queue";
import type { LeasedJob } from "./runner";

export const IMAGE_COPIES_QUEUE: JobQueue = { table: mediaSources, columns: mediaSources, doneStatus: "copied" };
/** Far longer than one fetch (10 s) and its decode: an instance killed mid-copy frees its rows after it. */
export const IMAGE_COPY_LEASE_MS = 2 * 60_000;

export type ImageCopiesDeps = {
  database: Database;
  fetchDeps: PageFetchDeps;
  log: { info(details: object, message: string): void };
};

/**
 * Copies product images from other sites into the shop (docs/decisions/043). A host failing for now (no answer,
 * refused, 5xx, 408, 429) is tried again, six times in all; anything else (refused by the address guard, not an
 * image, too large, a 404) fails the image with the reason. A copy changes what shoppers are sent, so every
 * instance's catalog cache is told.
 */
export function imageCopiesJob({ database, fetchDeps, log }: ImageCopiesDeps): LeasedJob<ImageSource> {
  const { db } = database;
  return {
    kind: "leased",
    name: "image-copies",
    queue: IMAGE_COPIES_QUEUE,
    // A slow host holds one; decoding waits its turn for sharp anyway.
    maxInFlight: 4,
    leaseMs: IMAGE_COPY_LEASE_MS,
    // One fetch (10 s) and its decode.
    runTimeoutMs: 30_000,
    backoff: { firstMs: 30_000, maxMs: 30 * 60_000, maxAttempts: 6 },
    load: (claimed) =>
      readImageSources(
        db,
        claimed.map((row) => row.id),
      ),
    async run(source) {
      try {
        await ingestImage(db, source, fetchDeps);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        log.info({ image: source.url, reason: error.message }, "image copies: an image was not copied");
        return error instanceof FetchError && isTransientFetchFailure(error)
          ? { retry: error.message }
          : { fail: error.message };
      }
      return { done: true, effects: new Effects().publish({ control: "catalog-changed" }) };
    },
  };
}
