import { and, sql } from "drizzle-orm";
import { NOT_PAID_IN_TIME, reminderLeadMinutes } from "../../../domain/payment-deadline";
import type { Db } from "../../db/client";
import { orders } from "../../db/schema";
import { recordActivities } from "../activity/activity-log";
import type { Effects } from "../../effects";
import { announceOrderStatus, cardChargePending, type OrderRow, orderTarget } from "./orders";

/**
 * Orders the payment deadline applies to: unpaid, still processing, and not being charged to the card on file
 * (the card-charges job settles those). One waiting for the shopper's bank is included: its deadline runs.
 */
export const awaitingPayment = sql`${orders.isPaid} = false and ${orders.status} = 'processing' and not ${cardChargePending}`;

const minutes = (n: number) => sql`make_interval(mins => ${n})`;

/** The next deadline or reminder moment after `after`, or null when no unpaid order waits. */
export async function findNextDeadlineMoment(db: Db, after: Date, deadlineMinutes: number): Promise<Date | null> {
  const lead = reminderLeadMinutes(deadlineMinutes);
  const at = after.toISOString();
  const [row] = await db
    .select({
      next: sql<string | null>`min(least(
        case when ${orders.createdAt} + ${minutes(deadlineMinutes)} > ${at}::timestamptz
          then ${orders.createdAt} + ${minutes(deadlineMinutes)} end,
        case when ${lead} > 0 and ${orders.createdAt} + ${minutes(deadlineMinutes - lead)} > ${at}::timestamptz
          then ${orders.createdAt} + ${minutes(deadlineMinutes - lead)} end))`,
      overdue: sql<boolean>`bool_or(${orders.createdAt} + ${minutes(deadlineMinutes)} <= ${at}::timestamptz)`,
    })
    .from(orders)
    .where(awaitingPayment);
  // An order already past its deadline (the setting just shortened, or the shop was down) is due at once.
  if (row?.overdue) return after;
  return row?.next ? new Date(row.next) : null;
}

/**
 * Cancels every order past its deadline, once (a conditional UPDATE: of instances running this together, one
 * cancels each), as the shop, with "Not paid in time" in the log; their units return with them (drizzle/0010).
 */
export async function cancelOverdueOrders(db: Db, effects: Effects, now: Date, deadlineMinutes: number) {
  const cancelled: OrderRow[] = await db.transaction(async (tx) => {
    const rows = await tx
      .update(orders)
      .set({ status: "cancelled", cancelledBy: "shop", cancellationReason: NOT_PAID_IN_TIME })
      .where(
        and(
          sql`${awaitingPayment}`,
          sql`${orders.createdAt} + ${minutes(deadlineMinutes)} <= ${now.toISOString()}::timestamptz`,
        ),
      )
      .returning();
    await recordActivities(
      tx,
      rows.map((row) => ({
        at: now,
        adminId: null,
        action: "order.not-paid-in-time" as const,
        target: orderTarget(row.id),
        changes: { after: { status: "cancelled", cancelledBy: "shop", reason: NOT_PAID_IN_TIME } },
      })),
    );
    return rows;
  });
  for (const order of cancelled) {
    announceOrderStatus(effects, order);
    if (order.productId !== null) effects.stockChanged(order.productId);
  }
  return cancelled.length;
}

/** Orders whose reminder moment falls in (from, to]: who to tell, and by when they must pay. */
export async function findRemindersDue(db: Db, from: Date, to: Date, deadlineMinutes: number) {
  const lead = reminderLeadMinutes(deadlineMinutes);
  if (lead === 0) return [];
  const reminderAt = sql`${orders.createdAt} + ${minutes(deadlineMinutes - lead)}`;
  return db
    .select({
      orderId: orders.id,
      userId: orders.userId,
      payBy: sql<string>`${orders.createdAt} + ${minutes(deadlineMinutes)}`.mapWith((v: string) =>
        new Date(v).toISOString(),
      ),
    })
    .from(orders)
    .where(
      and(
        sql`${awaitingPayment}`,
        sql`${reminderAt} > ${from.toISOString()}::timestamptz`,
        sql`${reminderAt} <= ${to.toISOString()}::timestamptz`,
      ),
    );
}
