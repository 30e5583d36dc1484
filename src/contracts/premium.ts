import { z } from "zod";

/** The pricing table as the page renders it: only Stripe's two ids, never the admin's markup. */
export const pricingTableSchema = z.object({
  pricingTableId: z.string().nullable(),
  publishableKey: z.string().nullable(),
});
export type PricingTable = z.infer<typeof pricingTableSchema>;

/** POST: "Become premium (demo)", only where dev sign-in is allowed. */
export const DEMO_MEMBERSHIP_PATH = "/api/premium/demo";

export const webhookResultSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });
