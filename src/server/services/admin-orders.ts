import { and, eq, ne } from "drizzle-orm";
import type { OrderStatus } from "../../domain/order-groups";
import type { Db } from "../db/client";
import { orders } from "../db/schema";
import { AppError } from "../errors";
import type { EventPublisher } from "../events";
import { announceOrderStatus, ORDER_NOT_FOUND, type OrderRow } from "./orders";

/** The back office's order transitions; the shopper's side (placing, listing, cancelling) is orders.ts. */

/** Moves an order along (processed, shipped, delivered). Cancelled orders stay cancelled. */
export async function updateOrderStatus(
  db: Db,
  events: EventPublisher,
  orderId: number,
  status: Exclude<OrderStatus, "cancelled">,
): Promise<OrderRow> {
  const [updated] = await db
    .update(orders)
    .set({ status })
    .where(and(eq(orders.id, orderId), ne(orders.status, "cancelled")))
    .returning();
  if (!updated) throw await missingOrCancelled(db, orderId);
  await announceOrderStatus(events, updated);
  return updated;
}

/** Records payment for an order that is not cancelled. */
export async function markOrderPaid(db: Db, events: EventPublisher, orderId: number): Promise<OrderRow> {
  const [updated] = await db
    .update(orders)
    .set({ isPaid: true })
    .where(and(eq(orders.id, orderId), ne(orders.status, "cancelled")))
    .returning();
  if (!updated) throw await missingOrCancelled(db, orderId);
  await events.publish({
    audience: "user",
    userId: updated.userId,
    message: {
      type: "orderPaymentUpdate",
      orderId: updated.id,
      status: "paid",
      data: { orderId: updated.id, isPaid: true },
    },
  });
  return updated;
}

async function missingOrCancelled(db: Db, orderId: number): Promise<AppError> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  return row ? new AppError("CONFLICT", "Cancelled orders cannot change") : new AppError("NOT_FOUND", ORDER_NOT_FOUND);
}
