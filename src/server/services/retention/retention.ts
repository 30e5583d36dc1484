import { and, eq, isNull, lte, ne, notExists, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { mediaOriginals, mediaSources, orders, products, pushDeliveries } from "../../db/schema";
import { DROP_LOOKBACK_MS } from "../push/drop-alerts";

/**
 * What the shop stops keeping once nothing needs it, run on a schedule by the background jobs: drop alert
 * deliveries that were sent or given up a while ago, and copied product photos no product or order names.
 */

/** How long a sent or given-up delivery is kept (for the log of what a shopper was sent, and support). */
export const DELIVERY_RETENTION_MS = 7 * 24 * 3_600_000;

/**
 * Deletes deliveries sent or given up at least `retentionMs` before `now`. Never one whose drop recordDrops may
 * still look at (DROP_LOOKBACK_MS): its unique row is what keeps that drop from being written, and sent, again.
 * Answers how many went.
 */
export async function pruneDeliveries(db: Db, now: Date, retentionMs = DELIVERY_RETENTION_MS): Promise<number> {
  const endedBefore = new Date(now.getTime() - retentionMs);
  const pruned = await db
    .delete(pushDeliveries)
    .where(
      and(
        ne(pushDeliveries.status, "pending"),
        lte(pushDeliveries.finishedAt, endedBefore),
        lte(pushDeliveries.dropAt, new Date(now.getTime() - DROP_LOOKBACK_MS)),
      ),
    )
    .returning({ id: pushDeliveries.id });
  return pruned.length;
}

/**
 * How old an unnamed original must be to go: the copier stores an original before it marks its source copied,
 * so a younger one may be a copy that is just being recorded.
 */
export const MEDIA_PRUNE_GRACE_MS = 3_600_000;

/**
 * Forgets product photos nothing names any more: first each image address no product and no order snapshot
 * holds (not while a copier has it leased), so saving a product with it later copies it afresh; then each
 * original no remaining address points to, made at least `graceMs` before `now`, with its variants (they
 * cascade). Orders count: their shoppers see the shop's copy of what they bought (decision 043). Answers the
 * addresses forgotten and the originals' keys deleted (a store keeping bytes outside the database drops those).
 */
export async function pruneUnreferencedMedia(
  db: Db,
  now: Date,
  graceMs = MEDIA_PRUNE_GRACE_MS,
): Promise<{ sources: number; originalKeys: string[] }> {
  return db.transaction(async (tx) => {
    // One hashed set of every address named, rather than a search of every order per address.
    const named = sql`(select url from (select unnest(${products.images}) as url from ${products}
      union select unnest(${orders.productImages}) from ${orders}) as named where url is not null)`;
    const sources = await tx
      .delete(mediaSources)
      .where(
        and(
          sql`${mediaSources.url} not in ${named}`,
          or(isNull(mediaSources.leaseUntil), lte(mediaSources.leaseUntil, now)),
        ),
      )
      .returning({ id: mediaSources.id });
    const originals = await tx
      .delete(mediaOriginals)
      .where(
        and(
          lte(mediaOriginals.createdAt, new Date(now.getTime() - graceMs)),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(mediaSources)
              .where(eq(mediaSources.mediaKey, mediaOriginals.key)),
          ),
        ),
      )
      .returning({ key: mediaOriginals.key });
    return { sources: sources.length, originalKeys: originals.map((row) => row.key) };
  });
}
