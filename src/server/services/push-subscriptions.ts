import { and, countDistinct, eq, sql } from "drizzle-orm";
import type { DropAlertMode, PushSubscriptionInput } from "../../contracts/push";
import type { Db } from "../db/client";
import { products, pushSubscriptions, reminders, users } from "../db/schema";
import { AppError } from "../errors";
import { classifyPushEndpoint } from "../net/push-endpoint";
import { isScheduledAt, PRODUCT_NOT_FOUND } from "./catalog";

export const ENDPOINT_REFUSED = "This push endpoint is not a push service the shop sends to";
export const ONLY_UPCOMING_REMINDERS = "Only a product that is not live yet can have a reminder";

/**
 * Keeps the browser's subscription for the signed-in shopper. An endpoint belongs to one browser: subscribing it
 * again (new keys, or another shopper signed in on that browser) replaces what was kept.
 */
export async function subscribeToPush(
  db: Db,
  userId: number,
  subscription: PushSubscriptionInput,
  { allowLoopbackHttp }: { allowLoopbackHttp: boolean },
): Promise<void> {
  const verdict = classifyPushEndpoint(subscription.endpoint, { allowLoopbackHttp });
  if (verdict !== "accepted")
    throw new AppError("BAD_REQUEST", ENDPOINT_REFUSED, { endpoint: [`${ENDPOINT_REFUSED} (${verdict})`] });
  const values = { userId, endpoint: subscription.endpoint, ...subscription.keys };
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: values.p256dh, auth: values.auth },
    });
}

/** Forgets one of the shopper's browsers; an endpoint that is not theirs (or not kept) changes nothing. */
export async function unsubscribeFromPush(db: Db, userId: number, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
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

/** How many shoppers asked to be reminded of the product in the row: the back office's list and form (issue 25). */
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
