import { and, eq, inArray, sql } from "drizzle-orm";
import type { DropLivePayload } from "../../../contracts/push";
import type { Db } from "../../db/client";
import { products, pushDeliveries, pushSubscriptions, reminders, users } from "../../db/schema";
import { isLiveAt } from "../products/catalog";
import { shopImageUrls, withShopImages } from "../media/media";

/**
 * Drop alerts (docs/decisions/030): a drop is a product becoming visible, so its moment is its publishAt,
 * whether it came by time or by "Publish now"/a reactivation (both set publishAt to now). Every instance records
 * the drops it sees into push_deliveries, one row per subscription and moment: the queue of the drop-alerts
 * job (src/server/jobs/drop-alerts.ts), which sends each once.
 */

/** How far back a drop is still worth announcing: the gap a restart (or every instance being down) may leave. */
export const DROP_LOOKBACK_MS = 15 * 60_000;

/**
 * Writes the deliveries of every drop in (now - DROP_LOOKBACK_MS, now]: each subscription of a shopper who chose
 * every drop, or asked for one of its products, gets one row per moment carrying its products. Idempotent
 * (the unique subscription+moment key), so every instance may run it on every tick. A subscription hears only
 * of moments from when it was made on: a browser that turned alerts off and on again (a new row) is not sent the
 * drop it already had, nor a new shopper a drop from before they asked.
 */
export async function recordDrops(db: Db, now: Date): Promise<void> {
  // Raw SQL takes times as text (postgres.js binds no Date outside the query builder).
  const at = sql`${now.toISOString()}::timestamptz`;
  const since = sql`${new Date(now.getTime() - DROP_LOOKBACK_MS).toISOString()}::timestamptz`;
  await db.execute(sql`
    INSERT INTO ${pushDeliveries} (subscription_id, drop_at, product_ids, created_at, next_attempt_at)
    SELECT s.id, ${products.publishAt}, array_agg(${products.id} ORDER BY ${products.id}), ${at}, ${at}
    FROM ${products}
    JOIN ${users} u ON u.drop_alerts <> 'off'
    JOIN ${pushSubscriptions} s ON s.user_id = u.id AND s.created_at <= ${products.publishAt}
    WHERE ${isLiveAt(now)} AND ${products.publishAt} > ${since} AND ${products.publishAt} <= ${at}
      AND (u.drop_alerts = 'all' OR EXISTS (
        SELECT 1 FROM ${reminders} r WHERE r.user_id = u.id AND r.product_id = ${products.id}))
    GROUP BY s.id, ${products.publishAt}
    ON CONFLICT (subscription_id, drop_at) WHERE order_id IS NULL DO NOTHING`);
}

/** What sending one claimed delivery needs: where to, with which keys, for which moment and products (or order). */
export type DeliveryToSend = {
  id: number;
  dropAt: Date;
  productIds: number[];
  /** A payment reminder's order; null for a drop alert. */
  orderId: number | null;
  subscriptionId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
};

/**
 * The claimed deliveries with their subscriptions, in the claim's order; null for one whose subscription was
 * deleted since the claim (its deliveries went with it: cascade).
 */
export async function readDeliveries(db: Db, ids: readonly number[]): Promise<(DeliveryToSend | null)[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: pushDeliveries.id,
      dropAt: pushDeliveries.dropAt,
      productIds: pushDeliveries.productIds,
      orderId: pushDeliveries.orderId,
      subscriptionId: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushDeliveries)
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushDeliveries.subscriptionId))
    .where(inArray(pushDeliveries.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id) ?? null);
}

/** The push service says the subscription is gone (404/410): it and its pending deliveries go. */
export async function forgetSubscription(db: Db, subscriptionId: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId));
}

export const DROP_LIVE_BODY = "Now live: tap to shop it";
export const manyLiveTitle = (count: number) => `${count} new products are live`;

type LiveProduct = { id: number; name: string; images: string[] };

/**
 * The notification of each delivery, in order: its product itself, or (several products of one shopper at one
 * moment) one "N new products are live" opening the shop; null when every product of it was deleted or drafted
 * meanwhile. One read for a whole claim, however many deliveries share its products.
 */
export async function dropPayloads(
  db: Db,
  deliveries: readonly Pick<DeliveryToSend, "productIds">[],
  now: Date,
  publicUrl: string,
): Promise<(DropLivePayload | null)[]> {
  const ids = [...new Set(deliveries.flatMap((delivery) => delivery.productIds))];
  if (ids.length === 0) return deliveries.map(() => null);
  const live = await db
    .select({ id: products.id, name: products.name, images: products.images })
    .from(products)
    .where(and(inArray(products.id, ids), isLiveAt(now)));
  // The notification's picture comes from the shop's own copy once there is one, not the supplier's site.
  const copies = await shopImageUrls(
    db,
    live.flatMap((product) => product.images.slice(0, 1)),
  );
  const byId = new Map(
    live.map((product) => [product.id, { ...product, images: withShopImages(product.images, copies) }]),
  );
  return deliveries.map(({ productIds }) =>
    payloadOf(
      [...productIds].sort((a, b) => a - b).flatMap((id) => byId.get(id) ?? []),
      publicUrl,
    ),
  );
}

function payloadOf(live: readonly LiveProduct[], publicUrl: string): DropLivePayload | null {
  if (live.length === 0) return null;
  const [first] = live;
  const image = first.images[0] ? new URL(first.images[0], `${publicUrl}/`).href : null;
  if (live.length === 1)
    return { type: "drop-live", title: first.name, body: DROP_LIVE_BODY, url: `/product/${first.id}`, image };
  const names = live.map((product) => product.name);
  return {
    type: "drop-live",
    title: manyLiveTitle(live.length),
    body: names.length > 3 ? `${names.slice(0, 3).join(", ")} and more` : names.join(", "),
    url: "/",
    image,
  };
}
