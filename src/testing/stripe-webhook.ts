import { createHmac } from "node:crypto";

/**
 * The Stripe-Signature header Stripe sends: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.payload" under the
 * endpoint's secret>`. Made here with node:crypto rather than the stripe package's own test helper, so a test
 * proves the shop accepts what Stripe signs, not merely what the library that verifies also signs.
 */
export function stripeSignature(payload: string, secret: string, signedAtSeconds = Math.floor(Date.now() / 1000)) {
  const v1 = createHmac("sha256", secret).update(`${signedAtSeconds}.${payload}`, "utf8").digest("hex");
  return `t=${signedAtSeconds},v1=${v1}`;
}

export type StripeTestEvent = { id: string; type: string; created: number; object: Record<string, unknown> };

/** An event envelope as Stripe posts it (only the fields the shop reads, plus the ones every event carries). */
export function stripeEventPayload({ id, type, created, object }: StripeTestEvent): string {
  return JSON.stringify({
    id,
    object: "event",
    api_version: "2025-01-27.acacia",
    created,
    livemode: false,
    pending_webhooks: 1,
    type,
    data: { object },
  });
}

/** A subscription checkout from the pricing table: `client_reference_id` is the shop's user id. */
export function subscriptionCheckout(
  fields: { customer: string; userId?: number; email?: string; paymentStatus?: string; mode?: string } = {
    customer: "cus_test",
  },
): Record<string, unknown> {
  return {
    object: "checkout.session",
    mode: fields.mode ?? "subscription",
    status: "complete",
    payment_status: fields.paymentStatus ?? "paid",
    customer: fields.customer,
    client_reference_id: fields.userId === undefined ? null : String(fields.userId),
    customer_details: fields.email === undefined ? null : { email: fields.email },
  };
}
