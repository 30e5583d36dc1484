import { z } from "zod";
import { adminOrderSchema } from "./admin-orders";
import { rowIdParamsSchema, rowIdSchema, storedIdSchema } from "./ids";

export const customerIdParamsSchema = rowIdParamsSchema("Customer id");

/** Who can change a customer's premium: Stripe's webhook, the demo membership, or the admin. */
export const PREMIUM_SOURCES = ["stripe", "demo", "admin"] as const;
export type PremiumSource = (typeof PREMIUM_SOURCES)[number];

/** A shopper as the back office lists them, with what they bought (cancelled orders excluded). */
export const customerSchema = z.object({
  id: storedIdSchema,
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  apartment: z.string(),
  postalCode: z.string().nullable(),
  country: z.string(),
  isPremium: z.boolean(),
  /**
   * Who last changed premium: Stripe's webhook, the demo membership (a shop without Stripe: no payment), or
   * the admin; null if never changed.
   */
  premiumSource: z.enum(PREMIUM_SOURCES).nullable(),
  /** ISO 8601 instant of that change, or null. */
  premiumChangedAt: z.string().nullable(),
  /** ISO 8601 instant. */
  createdAt: z.string(),
  /** Orders placed, cancelled ones excluded. */
  orderCount: z.number().int(),
  /** Sum of the paid ones' totals: money the shop has; exact decimal text. */
  totalSpent: z.string(),
  /** Sum of the unpaid ones' totals: money still owed; exact decimal text. */
  totalUnpaid: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;
export const customerListSchema = z.array(customerSchema);

/** How many of the customer's newest orders GET /api/admin/users/{id} carries. */
export const RECENT_ORDERS_LIMIT = 20;

export const customerDetailSchema = customerSchema.extend({
  /** The newest orders first, at most RECENT_ORDERS_LIMIT, cancelled ones included. */
  recentOrders: z.array(adminOrderSchema),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

/** POST /api/admin/user-premium. */
export const userPremiumBodySchema = z.strictObject({
  userId: rowIdSchema("userId"),
  isPremium: z.boolean({ error: "isPremium must be true or false" }),
});
export type UserPremiumBody = z.infer<typeof userPremiumBodySchema>;

/** DELETE /api/admin/users/{id}: what went with the customer. */
export const customerDeletedSchema = z.object({
  message: z.string(),
  deletedOrders: z.number().int(),
  deletedWishlistItems: z.number().int(),
  endedSessions: z.number().int(),
});
export type CustomerDeleted = z.infer<typeof customerDeletedSchema>;
