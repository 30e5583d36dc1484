import { and, eq, sql } from "drizzle-orm";
import type { AdminOrder } from "../../../contracts/admin-orders";
import { canAdminCancel, type OrderStatus, previousAdminStatus } from "../../../domain/order-groups";
import type { Db } from "../../db/client";
import { orders } from "../../db/schema";
import { AppError } from "../../errors";
import type { Effects } from "../../effects";
import { activityBy, type AdminActor, recordActivity } from "../activity/activity-log";
import { adminOrderById } from "./admin-orders";
import { queueRefund } from "../payments/refunds";
import { announceOrderStatus, ORDER_NOT_FOUND, orderPaymentMessage, type OrderRow, orderTarget } from "./orders";

/**
 * An order's steps in the back office, which only go forward: each a
 * conditional UPDATE, so of two concurrent ones only one passes, with its activity row in the same
 * transaction; the shopper hears of it after the commit.
 */

export const CANCELLED_ORDER_FINAL = "This order is cancelled; it has no further actions";
export const ORDER_ALREADY_PAID = "This order is already paid";

/** Why an order cannot take a step; the current row tells which refusal applies. */
async function refusal(db: Db, id: number, explain: (o: OrderRow) => string): Promise<AppError> {
  const [current] = await db.select().from(orders).where(eq(orders.id, id));
  if (!current) return new AppError("NOT_FOUND", ORDER_NOT_FOUND);
  return new AppError("CONFLICT", current.status === "cancelled" ? CANCELLED_ORDER_FINAL : explain(current));
}

/**
 * PUT /api/admin/orders/{id}/status: one step along processing -> processed -> shipped -> delivered. The
 * UPDATE only matches the status that leads to the new one, so of two concurrent clicks one wins.
 */
export async function changeOrderStatus(
  db: Db,
  effects: Effects,
  id: number,
  status: Extract<OrderStatus, "processed" | "shipped" | "delivered">,
  actor: AdminActor,
): Promise<AdminOrder> {
  const from = previousAdminStatus(status);
  if (!from) throw new AppError("BAD_REQUEST", `An order cannot be moved to ${status}`);
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ status })
      .where(and(eq(orders.id, id), eq(orders.status, from)))
      .returning();
    if (!row) return null;
    await recordActivity(tx, {
      ...activityBy(actor),
      action: "order.status",
      target: orderTarget(id),
      changes: { before: { status: from }, after: { status } },
    });
    return row;
  });
  if (!updated)
    throw await refusal(
      db,
      id,
      (current) => `Only a ${from} order can be marked ${status}; order ${id} is ${current.status}`,
    );
  announceOrderStatus(effects, updated);
  return adminOrderById(db, id);
}

/** PUT /api/admin/orders/{id}/paid: any order that is neither cancelled nor paid yet. */
export async function markOrderPaid(db: Db, effects: Effects, id: number, actor: AdminActor): Promise<AdminOrder> {
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ isPaid: true, paymentMethod: "manual" })
      .where(and(eq(orders.id, id), eq(orders.isPaid, false), sql`${orders.status} <> 'cancelled'`))
      .returning();
    if (!row) return null;
    await recordActivity(tx, {
      ...activityBy(actor),
      action: "order.paid",
      target: orderTarget(id),
      changes: { before: { isPaid: false }, after: { isPaid: true } },
    });
    return row;
  });
  if (!updated) throw await refusal(db, id, () => ORDER_ALREADY_PAID);
  effects.publish({
    audience: "user",
    userId: updated.userId,
    message: orderPaymentMessage(id, true),
  });
  return adminOrderById(db, id);
}

/**
 * PUT /api/admin/orders/{id}/cancel: until delivered, with the admin's reason, stored as cancelled by admin. A
 * card-paid order is refunded to the card (services/payments/refunds.ts).
 */
export async function cancelOrderByAdmin(
  db: Db,
  effects: Effects,
  id: number,
  reason: string,
  actor: AdminActor,
): Promise<AdminOrder> {
  const result = await db.transaction(async (tx) => {
    // Locked, so the status written to the log as "before" is the one the UPDATE replaces.
    const [current] = await tx.select().from(orders).where(eq(orders.id, id)).for("update");
    if (!current || !canAdminCancel(current)) return null;
    const [row] = await tx
      .update(orders)
      .set({ status: "cancelled", cancelledBy: "admin", cancellationReason: reason })
      .where(and(eq(orders.id, id), eq(orders.status, current.status)))
      .returning();
    await recordActivity(tx, {
      ...activityBy(actor),
      action: "order.cancel",
      target: orderTarget(id),
      changes: {
        before: { status: current.status },
        after: { status: "cancelled", cancelledBy: "admin", cancellationReason: reason },
      },
    });
    if (row?.isPaid) await queueRefund(tx, effects, row.id, actor.now);
    return row;
  });
  if (!result)
    throw await refusal(db, id, (current) => `A ${current.status} order cannot be cancelled; order ${id} is final`);
  announceOrderStatus(effects, result);
  // A limited size gets its unit back (drizzle/0010).
  if (result.productId !== null) effects.stockChanged(result.productId);
  return adminOrderById(db, id);
}
