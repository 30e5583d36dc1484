import type { Db } from "../db/client";
import { mediaStoreOf } from "../db/media-store";
import { pruneDeliveries, pruneUnreferencedMedia } from "../services/retention/retention";
import type { TimedJob } from "./runner";

/** How often each instance prunes: what it deletes is days old, and deleting it twice is harmless. */
export const PRUNE_EVERY_MS = 60 * 60_000;

/**
 * Forgets what nothing needs any more (services/retention): drop alert deliveries sent or given up days ago, and
 * copied product photos no product or order names, with the bytes their store keeps outside the rows.
 */
export function pruneJob(db: Db): TimedJob {
  return {
    kind: "timed",
    name: "prune",
    nextAt: async (after) => new Date(after.getTime() + PRUNE_EVERY_MS),
    async run(_from, to) {
      await pruneDeliveries(db, to);
      const { originalKeys } = await pruneUnreferencedMedia(db, to);
      await mediaStoreOf(db).forget(originalKeys);
    },
  };
}
