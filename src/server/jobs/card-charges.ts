import { inArray } from "drizzle-orm";
import type Stripe from "stripe";
import type { Db } from "../db/client";
import { cardCharges } from "../db/schema";
import { Effects } from "../effects";
import {
  refundedNotice,
  CARD_CHARGE_LEASE_MS,
  CHARGE_RETRY_FIRST_MS,
  chargeCardOnFile,
  readChargeable,
  refundCharge,
  settleCharge,
} from "../services/payments/card-charges";
import type { JobQueue } from "./queue";
import type { LeasedJob } from "./runner";

export const CARD_CHARGES_QUEUE: JobQueue = { table: cardCharges, columns: cardCharges, doneStatus: "settled" };
/** Each call to Stripe from the job. */
const JOB_STRIPE_TIMEOUT_MS = 10_000;
/**
 * Stripe keeps an Idempotency-Key's answer for 24 hours: asked later, the same key would charge again. The job
 * stops well before; a charge it gave up is reconciled by Stripe's webhook or paid by hand.
 */
const RETRY_WINDOW_MS = 20 * 60 * 60_000;

export type CardChargesDeps = { db: Db; stripe: Stripe; now: () => Date };

/**
 * Charges what the tap could not finish (docs/decisions/071): Stripe slow or down, or the instance killed between
 * charging and storing the answer. The same PaymentIntent key each time, so Stripe answers the charge it
 * already made instead of making another; a charge for an order cancelled meanwhile is refunded.
 */
export function cardChargesJob({ db, stripe, now }: CardChargesDeps): LeasedJob<number | null> {
  return {
    kind: "leased",
    name: "card-charges",
    queue: CARD_CHARGES_QUEUE,
    maxInFlight: 4,
    leaseMs: CARD_CHARGE_LEASE_MS,
    // Three calls to Stripe and a refund.
    runTimeoutMs: 4 * JOB_STRIPE_TIMEOUT_MS,
    backoff: { firstMs: CHARGE_RETRY_FIRST_MS, maxMs: 30 * 60_000, windowMs: RETRY_WINDOW_MS },
    async load(claimed) {
      const rows = await db
        .select({ id: cardCharges.id, orderId: cardCharges.orderId })
        .from(cardCharges)
        .where(
          inArray(
            cardCharges.id,
            claimed.map((row) => row.id),
          ),
        );
      return claimed.map((row) => rows.find((r) => r.id === row.id)?.orderId ?? null);
    },
    async run(orderId) {
      const chargeable = orderId === null ? null : await readChargeable(db, orderId);
      if (!chargeable || orderId === null) return { removed: true };
      const { order } = chargeable;
      // Cancelled after the card paid: the money goes back, by the PaymentIntent that took it. Never by
      // asking for the charge again, which a key older than Stripe's 24 h would make a second one.
      if (order.status === "cancelled" && order.isPaid && order.paymentMethod === "card" && order.paymentIntentId) {
        if (order.refundedAt) return { done: true };
        try {
          await refundCharge(stripe, db, orderId, order.paymentIntentId, now(), JOB_STRIPE_TIMEOUT_MS);
        } catch (error) {
          return { retry: `refund: ${error instanceof Error ? error.message : String(error)}` };
        }
        return { done: true, effects: new Effects().publish(refundedNotice(order)) };
      }
      const result = await chargeCardOnFile(
        stripe,
        chargeable.order,
        chargeable.customerId,
        chargeable.currency,
        JOB_STRIPE_TIMEOUT_MS,
      );
      if (result.kind === "retry") return { retry: result.reason };
      if (result.kind === "cannot") return { fail: result.reason };
      const effects = new Effects();
      const settlement = await settleCharge(db, effects, orderId, result, now());
      if (settlement.kind === "refund") {
        try {
          await refundCharge(stripe, db, orderId, settlement.paymentIntentId, now(), JOB_STRIPE_TIMEOUT_MS);
        } catch (error) {
          return { retry: `refund: ${error instanceof Error ? error.message : String(error)}` };
        }
      }
      return { done: true, effects };
    },
  };
}
