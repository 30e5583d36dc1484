import { z } from "zod";

/** The pricing table as the page renders it: only Stripe's two ids, never the admin's markup. */
export const pricingTableSchema = z.object({
  pricingTableId: z.string().nullable(),
  publishableKey: z.string().nullable(),
});
export type PricingTable = z.infer<typeof pricingTableSchema>;

/** POST: "Become premium (demo)", only where dev sign-in is allowed. */
export const DEMO_MEMBERSHIP_PATH = "/api/premium/demo";

/** Stripe signs every delivery; one without its signature is refused before anything is read. */
export const MISSING_STRIPE_SIGNATURE = "Missing Stripe-Signature header";
export const stripeWebhookHeadersSchema = z.looseObject({
  "stripe-signature": z.string({ error: MISSING_STRIPE_SIGNATURE }).min(1, MISSING_STRIPE_SIGNATURE),
});

export const webhookResultSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });
