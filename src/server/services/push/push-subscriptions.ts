import { createPublicKey } from "node:crypto";
import { and, countDistinct, desc, eq, notInArray, sql } from "drizzle-orm";
import type { DropAlertMode, PushSubscriptionInput } from "../../../contracts/push";
import type { Db } from "../../db/client";
import { products, pushSubscriptions, reminders, users } from "../../db/schema";
import { AppError } from "../../errors";
import { classifyPushEndpoint } from "../../net/push-endpoint";
import { isScheduledAt, PRODUCT_NOT_FOUND } from "../products/catalog";

export const ENDPOINT_REFUSED = "This push endpoint is not a push service the shop sends to";
export const KEY_NOT_A_POINT = "keys.p256dh is not a P-256 public key";
export const ENDPOINT_TAKEN = "This browser's push subscription belongs to another account";
export const SUBSCRIPTION_NOT_YOURS = "This browser's drop alerts are not on for your account";
export const ONLY_UPCOMING_REMINDERS = "Only a product that is not live yet can have a reminder";

/** A shopper's browsers kept at once: a new one beyond it replaces their oldest. */
export const MAX_SUBSCRIPTIONS_PER_SHOPPER = 10;

/**
 * Whether the browser's key is an uncompressed point on P-256 (RFC 8291): 65 bytes, 0x04, then x and y, which
 * node:crypto refuses to import unless they lie on the curve. A key that is not could never be encrypted to.
 */
export function isP256PublicKey(p256dh: string): boolean {
  const point = Buffer.from(p256dh, "base64url");
  if (point.length !== 65 || point[0] !== 0x04) return false;
  const coordinate = (from: number) => point.subarray(from, from + 32).toString("base64url");
  try {
    createPublicKey({ key: { kty: "EC", crv: "P-256", x: coordinate(1), y: coordinate(33) }, format: "jwk" });
    return true;
  } catch {
    return false;
  }
}

/**
 * Keeps the browser's subscription for the signed-in shopper, made `now` on the app's clock: it hears only of
 * drops that go live after that (recordDrops), so forgetting and subscribing again never repeats a drop. An
 * endpoint already kept for the shopper keeps its row and takes the new keys; one kept for another shopper is
 * refused (409) rather than taken over: the browser subscribes afresh (lib/enable-push.ts). A shopper's
 * eleventh browser replaces their oldest.
 */
export async function subscribeToPush(
  db: Db,
  userId: number,
  subscription: PushSubscriptionInput,
  { allowLoopbackHttp, now }: { allowLoopbackHttp: boolean; now: Date },
): Promise<void> {
  const verdict = classifyPushEndpoint(subscription.endpoint, { allowLoopbackHttp });
  if (verdict !== "accepted")
    throw new AppError("BAD_REQUEST", ENDPOINT_REFUSED, { endpoint: [`${ENDPOINT_REFUSED} (${verdict})`] });
  if (!isP256PublicKey(subscription.keys.p256dh))
    throw new AppError("BAD_REQUEST", KEY_NOT_A_POINT, { "keys.p256dh": [KEY_NOT_A_POINT] });
  const { p256dh, auth } = subscription.keys;
  const [kept] = await db
    .insert(pushSubscriptions)
    .values({ userId, endpoint: subscription.endpoint, p256dh, auth, createdAt: now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { p256dh, auth },
      setWhere: eq(pushSubscriptions.userId, userId),
    })
    .returning({ id: pushSubscriptions.id });
  if (!kept) throw new AppError("CONFLICT", ENDPOINT_TAKEN);
  const newest = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(MAX_SUBSCRIPTIONS_PER_SHOPPER);
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
}

/** Forgets one of the shopper's browsers; an endpoint that is not kept for them is a 404 that changes nothing. */
export async function unsubscribeFromPush(db: Db, userId: number, endpoint: string): Promise<void> {
  const forgotten = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  if (forgotten.length === 0) throw new AppError("NOT_FOUND", SUBSCRIPTION_NOT_YOURS);
}

/** "Remind me" on a product still to come; asking twice keeps one. */
export async function remindMe(db: Db, userId: number, productId: number, now: Date): Promise<void> {
  const [product] = await db
    .select({ upcoming: sql<boolean>`${isScheduledAt(now)}`, status: products.status })
    .from(products)
    .where(eq(products.id, productId));
  // A draft is invisible to shoppers: it is not found, as on the product page.
  if (!product || product.status === "draft") throw new AppError("NOT_FOUND", PRODUCT_NOT_FOUND);
  if (!product.upcoming) throw new AppError("CONFLICT", ONLY_UPCOMING_REMINDERS);
  await db.insert(reminders).values({ userId, productId }).onConflictDoNothing();
}

export async function forgetReminder(db: Db, userId: number, productId: number): Promise<void> {
  await db.delete(reminders).where(and(eq(reminders.userId, userId), eq(reminders.productId, productId)));
}

export async function listReminders(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ productId: reminders.productId })
    .from(reminders)
    .where(eq(reminders.userId, userId))
    .orderBy(reminders.productId);
  return rows.map((row) => row.productId);
}

export async function setDropAlerts(db: Db, userId: number, mode: DropAlertMode): Promise<DropAlertMode> {
  await db.update(users).set({ dropAlerts: mode }).where(eq(users.id, userId));
  return mode;
}

export async function readDropAlerts(db: Db, userId: number): Promise<DropAlertMode> {
  const [row] = await db.select({ mode: users.dropAlerts }).from(users).where(eq(users.id, userId));
  return row?.mode ?? "asked";
}

/** How many shoppers asked to be reminded of the product in the row: the back office's list and form. */
export const reminderCountColumn = sql<number>`(
  select count(*) from ${reminders} where ${reminders.productId} = ${products.id}
)`.mapWith(Number);

export async function readReminderCount(db: Db, productId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(reminders)
    .where(eq(reminders.productId, productId));
  return row.count;
}

/** Shoppers with at least one browser subscribed and alerts not turned off: the dashboard's figure. */
export async function countAlertSubscribers(db: Db): Promise<number> {
  const [{ subscribers }] = await db
    .select({ subscribers: countDistinct(pushSubscriptions.userId) })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .where(sql`${users.dropAlerts} <> 'off'`);
  return subscribers;
}
