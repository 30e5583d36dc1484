import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { cardCharges, orders } from "../../db/schema";
import type { Effects } from "../../effects";

/**
 * A card-paid order was just cancelled (in `tx`, by its shopper or the owner): its charge row goes back to the
 * card-charges job as a refund to make, once (docs/decisions/071). Its window starts now, not when the order was
 * charged. Orders paid by hand are refunded by hand.
 */
export async function queueRefund(tx: Db, effects: Effects, orderId: number, now: Date): Promise<void> {
  const [owed] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.status, "cancelled"),
        eq(orders.paymentMethod, "card"),
        isNotNull(orders.paymentIntentId),
        isNull(orders.refundedAt),
      ),
    );
  if (!owed) return;
  await tx
    .update(cardCharges)
    .set({ status: "pending", attempts: 0, nextAttemptAt: now, leaseUntil: null, createdAt: now, finishedAt: null })
    .where(eq(cardCharges.orderId, orderId));
  effects.wake("card-charges");
}
