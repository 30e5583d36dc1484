import { and, inArray, sql } from "drizzle-orm";
import type { PaymentReminderPayload } from "../../../contracts/push";
import { PAYMENT_REMINDER_TITLE, paymentReminderPushBody } from "../../../domain/payment-deadline";
import type { Db } from "../../db/client";
import { orders, pushDeliveries, pushSubscriptions } from "../../db/schema";
import { awaitingPayment } from "../orders/payment-deadlines";
import type { DeliveryToSend } from "./drop-alerts";

export type PaymentReminder = { orderId: number; userId: number; payBy: string };

/**
 * Queues a push of each reminder to every device of its shopper that allowed notifications, on the drop-alerts
 * job's queue. Idempotent (one row per device and order), so every instance may record what it found due.
 * A shopper who turned drop alerts off still hears of their own order: that switch is about news of drops.
 */
export async function recordPaymentReminders(db: Db, reminders: readonly PaymentReminder[], now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  for (const { orderId, userId, payBy } of reminders)
    await db.execute(sql`
      INSERT INTO ${pushDeliveries} (subscription_id, drop_at, product_ids, order_id, created_at, next_attempt_at)
      SELECT s.id, ${payBy}::timestamptz, '{}', ${orderId}, ${at}, ${at}
      FROM ${pushSubscriptions} s WHERE s.user_id = ${userId}
      ON CONFLICT (subscription_id, order_id) WHERE order_id IS NOT NULL DO NOTHING`);
}

/**
 * The notification of each payment-reminder delivery, in order: null for a drop alert, and for an order paid,
 * cancelled or past its deadline since (nothing left to remind of). It says how long is left when it is sent.
 */
export async function paymentReminderPayloads(
  db: Db,
  deliveries: readonly (Pick<DeliveryToSend, "orderId" | "dropAt"> | null)[],
  now: Date,
): Promise<(PaymentReminderPayload | null)[]> {
  const ids = deliveries.flatMap((delivery) => (delivery?.orderId ? [delivery.orderId] : []));
  if (ids.length === 0) return deliveries.map(() => null);
  const unpaid = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(inArray(orders.id, ids), sql`${awaitingPayment}`));
  const stillDue = new Set(unpaid.map((order) => order.id));
  return deliveries.map((delivery) => {
    if (!delivery?.orderId || !stillDue.has(delivery.orderId)) return null;
    const minutesLeft = Math.round((delivery.dropAt.getTime() - now.getTime()) / 60_000);
    if (minutesLeft < 1) return null;
    return {
      type: "payment-reminder",
      title: PAYMENT_REMINDER_TITLE,
      body: paymentReminderPushBody(delivery.orderId, minutesLeft),
      url: "/orders",
      tag: `order:${delivery.orderId}`,
    };
  });
}
