import { and, asc, eq, inArray, isNull, lte, min, or, sql } from "drizzle-orm";
import type { DropLivePayload } from "../../contracts/push";
import type { Db } from "../db/client";
import { products, pushDeliveries, pushSubscriptions, reminders, users } from "../db/schema";
import { isLiveAt, isScheduledAt } from "./catalog";
import { shopImageUrls } from "./media";

/**
 * Drop alerts (issue 25, docs/decisions/030): a drop is a product becoming visible, so its moment is its
 * publishAt, whether it came by time or by "Publish now"/a reactivation (both set publishAt to now). Every
 * instance's timer records the drops it sees into push_deliveries, one row per subscription and moment, then
 * claims rows with a lease, sends them outside any transaction, and marks them.
 */

/** How far back a drop is still worth announcing: the gap a restart (or every instance being down) may leave. */
export const DROP_LOOKBACK_MS = 15 * 60_000;
/** A push service answering 429 or 5xx is retried for this long after the drop was recorded, then given up. */
export const RETRY_WINDOW_MS = 10 * 60_000;
/** How long a claim keeps other instances off a delivery: far longer than one send may take (SEND_TIMEOUT_MS). */
export const CLAIM_LEASE_MS = 2 * 60_000;
const FIRST_RETRY_MS = 5_000;
const MAX_RETRY_MS = 2 * 60_000;

/**
 * Writes the deliveries of every drop in (now - DROP_LOOKBACK_MS, now]: each subscription of a shopper who chose
 * every drop, or asked for one of its products, gets one row per moment carrying its products. Idempotent
 * (the unique subscription+moment key), so every instance may run it on every tick.
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
    JOIN ${pushSubscriptions} s ON s.user_id = u.id
    WHERE ${isLiveAt(now)} AND ${products.publishAt} > ${since} AND ${products.publishAt} <= ${at}
      AND (u.drop_alerts = 'all' OR EXISTS (
        SELECT 1 FROM ${reminders} r WHERE r.user_id = u.id AND r.product_id = ${products.id}))
    GROUP BY s.id, ${products.publishAt}
    ON CONFLICT (subscription_id, drop_at) DO NOTHING`);
}

const isPending = and(isNull(pushDeliveries.sentAt), isNull(pushDeliveries.failedAt));

export type ClaimedDelivery = {
  id: number;
  dropAt: Date;
  productIds: number[];
  createdAt: Date;
  attempts: number;
  subscriptionId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
};

/**
 * Claims up to `limit` due deliveries for this instance: a lease instead of a held transaction, so no lock
 * outlives the statement and a send never runs inside one. SKIP LOCKED lets instances claim disjoint rows at
 * once; a lease that runs out (an instance killed mid-send) makes the row due again.
 */
export async function claimDeliveries(db: Db, now: Date, limit: number): Promise<ClaimedDelivery[]> {
  if (limit <= 0) return [];
  const due = db
    .select({ id: pushDeliveries.id })
    .from(pushDeliveries)
    .where(
      and(
        isPending,
        lte(pushDeliveries.nextAttemptAt, now),
        or(isNull(pushDeliveries.leaseUntil), lte(pushDeliveries.leaseUntil, now)),
      ),
    )
    .orderBy(asc(pushDeliveries.nextAttemptAt), asc(pushDeliveries.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(pushDeliveries)
    .set({ leaseUntil: new Date(now.getTime() + CLAIM_LEASE_MS), attempts: sql`${pushDeliveries.attempts} + 1` })
    .where(inArray(pushDeliveries.id, due))
    .returning();
  if (claimed.length === 0) return [];
  const subscriptions = await db
    .select()
    .from(pushSubscriptions)
    .where(
      inArray(
        pushSubscriptions.id,
        claimed.map((row) => row.subscriptionId),
      ),
    );
  const byId = new Map(subscriptions.map((s) => [s.id, s]));
  return claimed.flatMap((row) => {
    const subscription = byId.get(row.subscriptionId);
    // Deleted between the claim and this read: its deliveries went with it (cascade).
    if (!subscription) return [];
    const { endpoint, p256dh, auth } = subscription;
    return [{ ...row, endpoint, p256dh, auth }];
  });
}

export async function markDelivered(db: Db, id: number, now: Date): Promise<void> {
  await db.update(pushDeliveries).set({ sentAt: now, leaseUntil: null }).where(eq(pushDeliveries.id, id));
}

/** The push service says the subscription is gone (404/410): it and its pending deliveries go. */
export async function forgetSubscription(db: Db, subscriptionId: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId));
}

/**
 * A 429, 5xx or network failure: tried again after a doubling wait (at least what Retry-After asks), unless
 * that falls past the retry window; then it is given up. Answers whether it was given up.
 */
export async function retryOrGiveUp(
  db: Db,
  delivery: Pick<ClaimedDelivery, "id" | "attempts" | "createdAt">,
  now: Date,
  retryAfterMs: number | null,
): Promise<"retry" | "given-up"> {
  const backoff = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, delivery.attempts - 1), MAX_RETRY_MS);
  const next = new Date(now.getTime() + Math.max(backoff, retryAfterMs ?? 0));
  if (next.getTime() > delivery.createdAt.getTime() + RETRY_WINDOW_MS) {
    await giveUpDelivery(db, delivery.id, now);
    return "given-up";
  }
  await db
    .update(pushDeliveries)
    .set({ nextAttemptAt: next, leaseUntil: null })
    .where(eq(pushDeliveries.id, delivery.id));
  return "retry";
}

export async function giveUpDelivery(db: Db, id: number, now: Date): Promise<void> {
  await db.update(pushDeliveries).set({ failedAt: now, leaseUntil: null }).where(eq(pushDeliveries.id, id));
}

/** Lets a lease go without an attempt (an instance closing before it sent): the row is due again at once. */
export async function releaseDelivery(db: Db, id: number): Promise<void> {
  await db
    .update(pushDeliveries)
    .set({ leaseUntil: null, attempts: sql`${pushDeliveries.attempts} - 1` })
    .where(eq(pushDeliveries.id, id));
}

/**
 * When this instance should look again: the next product going live, or the next retry coming due (perhaps
 * already), if sooner than `latest` (the poll that finds other instances' drops and expired leases).
 */
export async function nextDropAlertWake(db: Db, now: Date, latest: Date): Promise<Date> {
  const [{ publish }] = await db
    .select({ publish: min(products.publishAt) })
    .from(products)
    .where(isScheduledAt(now));
  // A retry that came due while the clock moved during the round is due now, not at the next poll.
  const [{ retry }] = await db
    .select({ retry: min(pushDeliveries.nextAttemptAt) })
    .from(pushDeliveries)
    .where(and(isPending, or(isNull(pushDeliveries.leaseUntil), lte(pushDeliveries.leaseUntil, now))));
  const times = [publish, retry, latest].filter((t): t is Date => t !== null).map((t) => new Date(t).getTime());
  return new Date(Math.min(...times));
}

export const DROP_LIVE_BODY = "Now live: tap to shop it";
export const manyLiveTitle = (count: number) => `${count} new products are live`;

/**
 * The notification of one delivery: the product itself, or (several products of one shopper at one moment)
 * one "N new products are live" opening the shop. Null when every product was deleted or drafted meanwhile.
 */
export async function dropPayload(
  db: Db,
  productIds: number[],
  now: Date,
  publicUrl: string,
): Promise<DropLivePayload | null> {
  const live = await db
    .select({ id: products.id, name: products.name, images: products.images })
    .from(products)
    .where(and(inArray(products.id, productIds), isLiveAt(now)))
    .orderBy(products.id);
  if (live.length === 0) return null;
  const [first] = live;
  // The shop's copy once made: the notification's photo is fetched by every phone it reaches.
  const [photo] = first.images;
  const shown = photo ? ((await shopImageUrls(db, [photo])).get(photo) ?? photo) : null;
  const image = shown ? new URL(shown, `${publicUrl}/`).href : null;
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
