import { and, eq, isNull, sql } from "drizzle-orm";
import Stripe from "stripe";
import { CARD_DECLINED_REASON, cardLabel, chargeableAmount } from "../../../domain/card-payment";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { cardCharges, orders, users } from "../../db/schema";
import type { Effects } from "../../effects";
import { recordActivity } from "../activity/activity-log";
import { AppError } from "../../errors";
import {
  announceOrderStatus,
  ORDER_NOT_FOUND,
  orderPaymentMessage,
  type OrderRow,
  orderTarget,
} from "../orders/orders";
import { membershipCustomerOf, readPricingTable } from "../premium/premium";
import { readStoreSettings } from "../settings/store-content";

/**
 * Charging a member's card on file for an order, off session (docs/decisions/071): the tap tries first, the
 * card-charges job retries what it could not finish, and Stripe's webhooks reconcile an answer both lost. Every
 * try of one order sends the same Idempotency-Key, so Stripe makes one PaymentIntent however often it is asked.
 */

/** The Stripe SDK as the shop uses it: no retries of its own (the job retries, with the same key). */
export function stripeClientFor({ secretKey, apiUrl }: NonNullable<Config["stripe"]>): Stripe {
  const api = apiUrl ? new URL(apiUrl) : null;
  return new Stripe(secretKey, {
    maxNetworkRetries: 0,
    telemetry: false,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === "https:" ? 443 : 80),
          protocol: api.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });
}

/** What one try to charge came to. */
export type ChargeResult =
  | { kind: "paid"; paymentIntentId: string; brand: string; last4: string }
  | { kind: "declined"; message: string; paymentIntentId: string | null }
  | { kind: "needs_authentication"; paymentIntentId: string }
  /** Stripe slow, down, or its answer lost: the same PaymentIntent is asked for again later. */
  | { kind: "retry"; reason: string }
  /** No card, no such customer, an amount that cannot be charged exactly: the order is paid by hand. */
  | { kind: "cannot"; reason: string };

/** The one key of an order's PaymentIntent: its id and the moment it was placed, unique across reinstalls. */
export const paymentIntentKey = (order: Pick<OrderRow, "id" | "createdAt">) =>
  `order-${order.id}-${order.createdAt.getTime()}`;

type CardOnFile = { id: string; brand: string; last4: string };

const cardOf = (method: Stripe.PaymentMethod | string | null | undefined): CardOnFile | null =>
  typeof method === "object" && method?.type === "card" && method.card
    ? { id: method.id, brand: method.card.brand, last4: method.card.last4 }
    : null;

/** The customer's default card, else their first card. */
async function findCardOnFile(stripe: Stripe, customerId: string, timeout: number): Promise<CardOnFile | null> {
  const customer = await stripe.customers.retrieve(
    customerId,
    { expand: ["invoice_settings.default_payment_method"] },
    { timeout },
  );
  if (customer.deleted) return null;
  const preferred = cardOf(customer.invoice_settings?.default_payment_method);
  if (preferred) return preferred;
  const cards = await stripe.paymentMethods.list({ customer: customerId, type: "card", limit: 1 }, { timeout });
  return cardOf(cards.data[0]);
}

/** Whether a Stripe failure may pass if asked again: no answer, a timeout, Stripe's own trouble, a rate limit. */
function isTransient(error: unknown): boolean {
  if (!(error instanceof Stripe.errors.StripeError)) return false;
  return (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    (error.statusCode ?? 0) >= 500 ||
    error.statusCode === 409
  );
}

/**
 * One try to charge the order's total to the customer's card on file, within `timeoutMs` per call to Stripe.
 * Never throws for Stripe's answers: each is a result the caller stores.
 */
export async function chargeCardOnFile(
  stripe: Stripe,
  order: Pick<OrderRow, "id" | "createdAt" | "totalPrice">,
  customerId: string,
  currency: Parameters<typeof chargeableAmount>[1],
  timeoutMs: number,
): Promise<ChargeResult> {
  const amount = chargeableAmount(order.totalPrice, currency);
  if (amount === null) return { kind: "cannot", reason: `${order.totalPrice} ${currency} cannot be charged exactly` };
  try {
    const card = await findCardOnFile(stripe, customerId, timeoutMs);
    if (!card) return { kind: "cannot", reason: "No card on file" };
    const intent = await stripe.paymentIntents.create(
      {
        customer: customerId,
        payment_method: card.id,
        amount,
        currency: currency.toLowerCase(),
        off_session: true,
        confirm: true,
        metadata: { orderId: String(order.id) },
      },
      { idempotencyKey: paymentIntentKey(order), timeout: timeoutMs },
    );
    if (intent.status === "succeeded") return { kind: "paid", paymentIntentId: intent.id, ...card };
    if (intent.status === "requires_action") return { kind: "needs_authentication", paymentIntentId: intent.id };
    // processing (some card networks answer later): the webhook settles it.
    return { kind: "retry", reason: `the PaymentIntent is ${intent.status}` };
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) {
      const intentId = error.payment_intent?.id ?? null;
      if (error.code === "authentication_required" && intentId)
        return { kind: "needs_authentication", paymentIntentId: intentId };
      return { kind: "declined", message: error.message, paymentIntentId: intentId };
    }
    if (isTransient(error)) return { kind: "retry", reason: error instanceof Error ? error.message : String(error) };
    if (error instanceof Stripe.errors.StripeError) return { kind: "cannot", reason: error.message };
    throw error;
  }
}

/** What storing a result did to the order, for the tap's answer. */
export type Settlement =
  | { kind: "paid"; order: OrderRow }
  | { kind: "declined"; order: OrderRow | null; message: string }
  | { kind: "needs_authentication"; order: OrderRow }
  /** Charged, but the order was cancelled meanwhile: the charge is refunded. */
  | { kind: "refund"; paymentIntentId: string }
  | { kind: "unchanged" };

/** The charge row's work is over: Stripe's answer is on the order ('settled'), or it is given up ('failed'). */
const finishCharge = (tx: Db, orderId: number, status: "settled" | "failed", reason: string | null, now: Date) =>
  tx
    .update(cardCharges)
    .set({ status, leaseUntil: null, reason, finishedAt: now })
    .where(eq(cardCharges.orderId, orderId));

/**
 * Stores what Stripe said on the order, once, with its charge row settled in the same transaction: of the tap,
 * the job and a webhook, the first to store an answer changes the order and the others find nothing to do.
 */
export async function settleCharge(db: Db, effects: Effects, orderId: number, result: ChargeResult, now: Date) {
  const settlement = await db.transaction(async (tx): Promise<Settlement> => {
    const settle = (reason: string | null) => finishCharge(tx, orderId, "settled", reason, now);
    switch (result.kind) {
      case "paid": {
        const [paid] = await tx
          .update(orders)
          .set({
            isPaid: true,
            paymentMethod: "card",
            cardBrand: result.brand,
            cardLast4: result.last4,
            paymentIntentId: result.paymentIntentId,
          })
          .where(and(eq(orders.id, orderId), eq(orders.isPaid, false), sql`${orders.status} <> 'cancelled'`))
          .returning();
        if (paid) {
          await settle(null);
          await recordActivity(tx, {
            at: now,
            adminId: null,
            action: "order.card-paid",
            target: orderTarget(orderId),
            changes: { after: { isPaid: true, paidWith: cardLabel(result.brand, result.last4) } },
          });
          return { kind: "paid", order: paid };
        }
        const [current] = await tx.select().from(orders).where(eq(orders.id, orderId));
        // Paid by this very charge already (the tap and a webhook both answered), or refunded: nothing more.
        if (!current || current.refundedAt || (current.isPaid && current.paymentIntentId === result.paymentIntentId)) {
          await settle(null);
          return { kind: "unchanged" };
        }
        // Cancelled while it was being charged, or paid by hand meanwhile: the money goes back. The charge row
        // stays pending until the refund is made, so a failed refund is tried again.
        return { kind: "refund", paymentIntentId: result.paymentIntentId };
      }
      case "declined": {
        const [cancelled] = await tx
          .update(orders)
          .set({ status: "cancelled", cancelledBy: "shop", cancellationReason: CARD_DECLINED_REASON })
          .where(and(eq(orders.id, orderId), eq(orders.isPaid, false), eq(orders.status, "processing")))
          .returning();
        await settle(result.message);
        if (cancelled)
          await recordActivity(tx, {
            at: now,
            adminId: null,
            action: "order.card-declined",
            target: orderTarget(orderId),
            changes: { after: { status: "cancelled", cancelledBy: "shop", reason: result.message } },
          });
        return { kind: "declined", order: cancelled ?? null, message: result.message };
      }
      case "needs_authentication": {
        const [waiting] = await tx
          .update(orders)
          .set({ paymentIntentId: result.paymentIntentId })
          .where(and(eq(orders.id, orderId), eq(orders.isPaid, false), isNull(orders.paymentIntentId)))
          .returning();
        await settle("The bank asks the shopper to confirm the payment");
        return waiting ? { kind: "needs_authentication", order: waiting } : { kind: "unchanged" };
      }
      // The caller gives the charge up (the order is paid by hand) or tries again later.
      case "cannot":
      case "retry":
        return { kind: "unchanged" };
    }
  });
  if (settlement.kind === "paid") announcePayment(effects, settlement.order);
  if (settlement.kind === "declined" && settlement.order) {
    announceOrderStatus(effects, settlement.order);
    // Its unit goes back at once (drizzle/0010).
    if (settlement.order.productId !== null) effects.stockChanged(settlement.order.productId);
  }
  if (settlement.kind === "needs_authentication") announcePayment(effects, settlement.order);
  return settlement;
}

/** The shopper hears that a cancelled order's card payment went back. */
export const refundedNotice = (order: Pick<OrderRow, "id" | "userId">) => ({
  audience: "user" as const,
  userId: order.userId,
  message: orderPaymentMessage(order.id, false),
});

/** The shopper's pages and the back office both show an order's payment. */
function announcePayment(effects: Effects, order: OrderRow) {
  const message = orderPaymentMessage(order.id, order.isPaid);
  effects.publish({ audience: "user", userId: order.userId, message });
  effects.publish({ audience: "admins", message });
}

/** Gives a charge back once (the key names the PaymentIntent), and marks the order refunded. */
export async function refundCharge(
  stripe: Stripe,
  db: Db,
  orderId: number,
  paymentIntentId: string,
  now: Date,
  timeoutMs: number,
): Promise<void> {
  await stripe.refunds.create(
    { payment_intent: paymentIntentId, metadata: { orderId: String(orderId) } },
    { idempotencyKey: `refund-${paymentIntentId}`, timeout: timeoutMs },
  );
  await db.transaction(async (tx) => {
    const [refunded] = await tx
      .update(orders)
      .set({ refundedAt: now, paymentIntentId })
      .where(and(eq(orders.id, orderId), isNull(orders.refundedAt)))
      .returning({ id: orders.id });
    await finishCharge(tx, orderId, "settled", "Refunded", now);
    if (refunded)
      await recordActivity(tx, {
        at: now,
        adminId: null,
        action: "order.refund",
        target: orderTarget(orderId),
        changes: { after: { refunded: true } },
      });
  });
}

/** The order and its Stripe customer, for one try. */
export async function readChargeable(db: Db, orderId: number) {
  const [row] = await db
    .select({ order: orders, customerId: cardCharges.customerId })
    .from(cardCharges)
    .innerJoin(orders, eq(orders.id, cardCharges.orderId))
    .where(eq(cardCharges.orderId, orderId));
  if (!row) return null;
  const { currency } = await readStoreSettings(db);
  return { ...row, currency };
}

/**
 * What Stripe says now of a PaymentIntent the shop made, stored on its order: after the shopper's bank check
 * (Confirm payment) and for the payment_intent.* webhooks, which name it. Read from Stripe, never from the
 * event's body, so a late or reordered event stores the latest word. Null: not one of the shop's.
 */
export async function reconcilePaymentIntent(
  stripe: Stripe,
  db: Db,
  effects: Effects,
  paymentIntentId: string,
  now: Date,
  timeoutMs: number,
): Promise<Settlement | null> {
  const intent = await stripe.paymentIntents.retrieve(
    paymentIntentId,
    { expand: ["payment_method"] },
    { timeout: timeoutMs },
  );
  const orderId = Number(intent.metadata?.orderId);
  if (!Number.isInteger(orderId) || orderId < 1) return null;
  const [order] = await db
    .select({ id: orders.id, customerId: cardCharges.customerId })
    .from(orders)
    .innerJoin(cardCharges, eq(cardCharges.orderId, orders.id))
    .where(eq(orders.id, orderId));
  const customerId = typeof intent.customer === "string" ? intent.customer : intent.customer?.id;
  // Only the charge the shop asked for, of this order's customer.
  if (!order || order.customerId !== customerId) return null;
  const card = cardOf(intent.payment_method);
  let result: ChargeResult;
  if (intent.status === "succeeded")
    result = { kind: "paid", paymentIntentId: intent.id, brand: card?.brand ?? "", last4: card?.last4 ?? "" };
  else if (intent.status === "requires_payment_method" && intent.last_payment_error)
    result = {
      kind: "declined",
      message: intent.last_payment_error.message ?? CARD_DECLINED_REASON,
      paymentIntentId: intent.id,
    };
  else return { kind: "unchanged" };
  const settlement = await settleCharge(db, effects, orderId, result, now);
  if (settlement.kind === "refund") await refundCharge(stripe, db, orderId, settlement.paymentIntentId, now, timeoutMs);
  return settlement;
}

/** Each call to Stripe at the tap: three at most (customer, cards, PaymentIntent), so the tap answers within 10 s. */
export const TAP_STRIPE_TIMEOUT_MS = 3_000;
/**
 * The tap holds its order's charge this long: past its three calls' time, so the job takes over only from an
 * instance that died mid-charge, and soon (it asks Stripe again with the same key).
 */
export const TAP_CHARGE_LEASE_MS = 15_000;
/** The job holds a charge it claimed this long: past its own calls' time. */
export const CARD_CHARGE_LEASE_MS = 60_000;
/** When the job first tries again what the tap could not finish. */
export const CHARGE_RETRY_FIRST_MS = 15_000;

/**
 * The tap's own try, on the charge row its order was placed with (already leased to it). What it cannot finish
 * is left to the card-charges job: due again soon, or given up to the manual path with the reason.
 */
export async function payAtTap(stripe: Stripe, db: Db, effects: Effects, orderId: number, now: Date) {
  const chargeable = await readChargeable(db, orderId);
  if (!chargeable) return null;
  const result = await chargeCardOnFile(
    stripe,
    chargeable.order,
    chargeable.customerId,
    chargeable.currency,
    TAP_STRIPE_TIMEOUT_MS,
  );
  if (result.kind === "cannot") {
    await finishCharge(db, orderId, "failed", result.reason, now);
    return { settlement: { kind: "unchanged" } as Settlement, result };
  }
  if (result.kind === "retry") {
    await db
      .update(cardCharges)
      .set({ leaseUntil: null, reason: result.reason, nextAttemptAt: new Date(now.getTime() + CHARGE_RETRY_FIRST_MS) })
      .where(eq(cardCharges.orderId, orderId));
    effects.wake("card-charges");
    return { settlement: { kind: "unchanged" } as Settlement, result };
  }
  const settlement = await settleCharge(db, effects, orderId, result, now);
  return { settlement, result };
}

export const NO_PAYMENT_WAITING = "This order has no payment waiting for your bank's confirmation";
export const STRIPE_UNREACHABLE = "The payment service cannot be reached right now. Please try again in a moment.";

/**
 * What the shopper's browser needs to complete their bank's check with Stripe.js: the waiting PaymentIntent's
 * client secret (Stripe hands it to the customer's browser by design) and the shop's publishable key.
 */
export async function paymentToConfirm(
  stripe: Stripe | null,
  db: Db,
  userId: number,
  orderId: number,
  timeoutMs: number,
): Promise<{ clientSecret: string; publishableKey: string }> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) throw new AppError("NOT_FOUND", ORDER_NOT_FOUND);
  if (!stripe || !order.paymentIntentId || order.isPaid || order.status === "cancelled")
    throw new AppError("CONFLICT", NO_PAYMENT_WAITING);
  const { publishableKey } = await readPricingTable(db);
  if (!publishableKey) throw new AppError("CONFLICT", `${NO_PAYMENT_WAITING}: the shop has no Stripe publishable key`);
  const intent = await askStripe(() =>
    stripe.paymentIntents.retrieve(order.paymentIntentId!, {}, { timeout: timeoutMs }),
  );
  if (intent.status !== "requires_action" || !intent.client_secret) throw new AppError("CONFLICT", NO_PAYMENT_WAITING);
  return { clientSecret: intent.client_secret, publishableKey };
}

/** A call to Stripe whose failure the shopper can only wait out: a 503 in the shop's words. */
export async function askStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError)
      throw new AppError("UNAVAILABLE", STRIPE_UNREACHABLE, undefined, { cause: error });
    throw error;
  }
}

/** After the shopper's bank check: what Stripe says now of their order's payment, stored (404 when not theirs). */
export async function checkOrderPayment(
  stripe: Stripe | null,
  db: Db,
  effects: Effects,
  userId: number,
  orderId: number,
  now: Date,
): Promise<void> {
  const [order] = await db
    .select({ paymentIntentId: orders.paymentIntentId })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) throw new AppError("NOT_FOUND", ORDER_NOT_FOUND);
  const { paymentIntentId } = order;
  if (!stripe || !paymentIntentId) return;
  await askStripe(() => reconcilePaymentIntent(stripe, db, effects, paymentIntentId, now, TAP_STRIPE_TIMEOUT_MS));
}

/** The card a member's orders are charged to, for their profile; never throws for Stripe's trouble. */
export async function readCardOnFile(
  stripe: Stripe | null,
  db: Db,
  userId: number,
): Promise<{ card: string | null; unavailable: boolean }> {
  if (!stripe) return { card: null, unavailable: false };
  const [member] = await db
    .select({ customerId: membershipCustomerOf(users.id) })
    .from(users)
    .where(eq(users.id, userId));
  if (!member?.customerId) return { card: null, unavailable: false };
  try {
    const card = await findCardOnFile(stripe, member.customerId, TAP_STRIPE_TIMEOUT_MS);
    return { card: card ? cardLabel(card.brand, card.last4) : null, unavailable: false };
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) return { card: null, unavailable: true };
    throw error;
  }
}
