import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { AdminEmail, AdminEmailDetail, AdminEmailList, EmailKind } from "../../../contracts/admin-emails";
import type { Db } from "../../db/client";
import { emailOutbox, orders, users } from "../../db/schema";
import { AppError } from "../../errors";
import { shopperOrders } from "../orders/orders";
import type { CustomerOrder } from "../../../contracts/order";

/** A card being charged answers within seconds: the confirmation waits that long to say it was paid. */
export const WAIT_FOR_CHARGE_MS = 60_000;
/** How soon a message waiting on another (its confirmation, a charge) looks again. */
export const WAIT_AGAIN_MS = 5_000;

export type OutboxMessage = {
  id: number;
  kind: EmailKind;
  createdAt: Date;
  /** Null when the order is gone (its shopper deleted their account): nothing to send. */
  order: CustomerOrder | null;
  shopperName: string;
  shopperId: number | null;
  toAddress: string | null;
  /** The shopper's "Emails" switch: whether the emails they may turn off go. */
  remindersOn: boolean;
  /** The order's confirmation, for the messages after it. */
  confirmation: { status: string; outcome: string | null; renderedAt: Date | null } | null;
};

/** The claimed messages with their orders and shoppers, in the claim's order; null for a row deleted since. */
export async function loadOutboxMessages(db: Db, ids: readonly number[]): Promise<(OutboxMessage | null)[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      message: emailOutbox,
      order: orders,
      shopperId: users.id,
      shopperName: users.fullName,
      toAddress: users.email,
      remindersOn: users.emailReminders,
    })
    .from(emailOutbox)
    .leftJoin(orders, eq(orders.id, emailOutbox.orderId))
    .leftJoin(users, eq(users.id, orders.userId))
    .where(inArray(emailOutbox.id, [...ids]));
  const orderIds = rows.flatMap((row) => (row.order ? [row.order.id] : []));
  const confirmations =
    orderIds.length === 0
      ? []
      : await db
          .select({
            orderId: emailOutbox.orderId,
            status: emailOutbox.status,
            outcome: emailOutbox.outcome,
            renderedAt: emailOutbox.renderedAt,
          })
          .from(emailOutbox)
          .where(and(inArray(emailOutbox.orderId, orderIds), eq(emailOutbox.kind, "order-placed")));
  const ordersRead = await shopperOrders(
    db,
    rows.flatMap((row) => (row.order ? [row.order] : [])),
  );
  const orderOf = new Map(ordersRead.map((order) => [order.id, order]));
  const byId = new Map<number, OutboxMessage>();
  for (const row of rows)
    byId.set(row.message.id, {
      id: row.message.id,
      kind: row.message.kind,
      createdAt: row.message.createdAt,
      order: row.order ? (orderOf.get(row.order.id) ?? null) : null,
      shopperName: row.shopperName ?? "",
      shopperId: row.shopperId ?? null,
      toAddress: row.toAddress ?? null,
      remindersOn: row.remindersOn ?? false,
      confirmation: confirmations.find((c) => c.orderId === row.order?.id) ?? null,
    });
  return ids.map((id) => byId.get(id) ?? null);
}

/** Whether a message goes now, waits for something, or is not needed (and why). */
export type EmailDecision = { send: true } | { wait: string } | { skip: string };

/**
 * An order's messages after its confirmation go only if the confirmation went: a shopper told at the tap
 * that nothing was ordered (a declined card) gets no email about it. The confirmation waits a moment for a
 * card being charged, so it can say it was paid; a payment it already reported is not reported again.
 */
export function decideEmail(message: OutboxMessage, now: Date): EmailDecision {
  const { order, kind, confirmation } = message;
  if (!order) return { skip: "the order no longer exists" };
  if (!message.toAddress) return { skip: "the shopper has no email address" };
  if (kind === "order-placed") {
    if (order.status === "cancelled") return { skip: "cancelled before its confirmation went: the shop said so" };
    const young = now.getTime() - new Date(order.createdAt).getTime() < WAIT_FOR_CHARGE_MS;
    if (order.payment.state === "charging" && young) return { wait: "the card on file is being charged" };
    return { send: true };
  }
  if (!confirmation || confirmation.status === "failed" || confirmation.outcome === "skipped")
    return { skip: "its order's confirmation did not go" };
  if (confirmation.status === "pending") return { wait: "its order's confirmation has not gone yet" };
  if (kind === "payment-reminder") {
    if (!message.remindersOn) return { skip: "the shopper turned payment reminder emails off" };
    const due = order.payment.state === "unpaid" || order.payment.state === "needs_authentication";
    if (order.status !== "processing" || !due) return { skip: "nothing is left to pay" };
  }
  if (kind === "order-paid" && confirmation.renderedAt && confirmation.renderedAt >= message.createdAt)
    return { skip: "its order's confirmation said it was paid" };
  return { send: true };
}

/**
 * What a message said, kept once it is rendered (the Emails page shows it as it went). Timed by the database's
 * clock, as the trigger times a row's queuing: a payment is compared with the confirmation that may name it.
 */
export async function keepRendered(
  db: Db,
  id: number,
  rendered: { toAddress: string; subject: string; html: string; text: string },
) {
  await db
    .update(emailOutbox)
    .set({ ...rendered, renderedAt: sql`now()` })
    .where(eq(emailOutbox.id, id));
}

/** How a message ended, set before the runner marks it done. */
export async function recordOutcome(db: Db, id: number, outcome: "sent" | "kept" | "skipped", why?: string) {
  await db
    .update(emailOutbox)
    .set({ outcome, skippedBecause: why ?? null })
    .where(eq(emailOutbox.id, id));
}

/** The state the Emails page shows for a row: sent, kept (no SMTP), not needed, failed, or still queued. */
function stateOf(row: { status: string; outcome: string | null }): AdminEmail["state"] {
  if (row.status === "failed") return "failed";
  if (row.status === "pending") return "queued";
  return row.outcome === "skipped" ? "skipped" : row.outcome === "kept" ? "kept" : "sent";
}

const listColumns = {
  id: emailOutbox.id,
  kind: emailOutbox.kind,
  orderId: emailOutbox.orderId,
  status: emailOutbox.status,
  outcome: emailOutbox.outcome,
  reason: emailOutbox.reason,
  skippedBecause: emailOutbox.skippedBecause,
  createdAt: emailOutbox.createdAt,
  finishedAt: emailOutbox.finishedAt,
  toAddress: emailOutbox.toAddress,
  subject: emailOutbox.subject,
};

type ListRow = { [K in keyof typeof listColumns]: (typeof listColumns)[K]["_"]["data"] | null };

function toAdminEmail(row: ListRow): AdminEmail {
  return {
    id: row.id!,
    kind: row.kind!,
    orderId: row.orderId,
    state: stateOf({ status: row.status!, outcome: row.outcome }),
    reason: row.skippedBecause ?? row.reason,
    createdAt: row.createdAt!.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    toAddress: row.toAddress,
    subject: row.subject,
  };
}

/** GET /api/admin/emails: newest first, a page at a time. */
export async function listEmails(
  db: Db,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<AdminEmailList> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(listColumns)
      .from(emailOutbox)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(emailOutbox),
  ]);
  return { emails: rows.map(toAdminEmail), total, page, pageSize };
}

export const EMAIL_NOT_FOUND = "Email not found";

/** GET /api/admin/emails/{id}: one message with both bodies. */
export async function readEmail(db: Db, id: number): Promise<AdminEmailDetail> {
  const [row] = await db
    .select({ ...listColumns, text: emailOutbox.text, html: emailOutbox.html })
    .from(emailOutbox)
    .where(eq(emailOutbox.id, id));
  if (!row) throw new AppError("NOT_FOUND", EMAIL_NOT_FOUND);
  return { ...toAdminEmail(row), text: row.text, html: row.html };
}

/**
 * Queues the reminder email of each order due one (the payment-deadlines job): one per order, however many
 * instances find it due, and only if it is still unpaid when it goes.
 */
export async function recordReminderEmails(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return;
  await db
    .insert(emailOutbox)
    .values(
      orderIds.map((orderId) => ({
        kind: "payment-reminder" as const,
        orderId,
        createdAt: sql`now()`,
        nextAttemptAt: sql`'-infinity'::timestamptz`,
      })),
    )
    .onConflictDoNothing({ target: [emailOutbox.orderId, emailOutbox.kind] });
}
