import { z } from "zod";
import { storedIdSchema } from "./ids";

/**
 * Every action the activity log records, as `area.verb`. Later admin writes add theirs here (and a label
 * below); the list filter of /admin/activity offers exactly these.
 */
export const ACTIVITY_ACTIONS = [
  "auth.sign-in",
  "auth.sign-in-failed",
  "auth.sign-out",
  "auth.recovery-code-used",
  "auth.2fa-setup",
  "auth.2fa-enabled",
  "auth.2fa-disabled",
  "auth.password-changed",
  // The server-side escape hatches (`npm run admin -- reset-2fa | reset-password`).
  "auth.2fa-reset",
  "auth.password-reset",
  "product.create",
  "product.update",
  "product.delete",
  "product.reactivate",
  "product.schedule",
  "product.activate",
  "product.reschedule",
  "product.draft",
  "product.bulk-delete",
  "product.sample",
  "product.bulk-upload",
  "settings.product-sort-order",
  "settings.store",
  "settings.alternate-description-create",
  "settings.alternate-description-update",
  "settings.alternate-description-delete",
  "settings.shop-from-india",
  "settings.stripe-pricing-table",
  "settings.shipping-rates",
  "settings.notifications",
  "order.status",
  "order.paid",
  "order.cancel",
  // The shop's own writes (adminId null): the card on file charged, declined, or refunded.
  "order.card-paid",
  "order.card-declined",
  "order.refund",
  "order.not-paid-in-time",
  "customer.premium",
  "customer.delete",
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export const ACTIVITY_ACTION_LABELS: Record<ActivityAction, string> = {
  "auth.sign-in": "Signed in",
  "auth.sign-in-failed": "Sign-in failed",
  "auth.sign-out": "Signed out",
  "auth.recovery-code-used": "Recovery code used",
  "auth.2fa-setup": "Two-factor setup started",
  "auth.2fa-enabled": "Two-factor enabled",
  "auth.2fa-disabled": "Two-factor disabled",
  "auth.password-changed": "Password changed",
  "auth.2fa-reset": "Two-factor reset on the server",
  "auth.password-reset": "Password reset on the server",
  "product.create": "Product created",
  "product.update": "Product updated",
  "product.delete": "Product deleted",
  "product.reactivate": "Product reactivated",
  "product.schedule": "Products scheduled",
  "product.activate": "Expired products activated",
  "product.reschedule": "Products rescheduled",
  "product.draft": "Products moved to draft",
  "product.bulk-delete": "Products deleted in bulk",
  "product.sample": "Sample products created",
  "product.bulk-upload": "Products uploaded from a CSV file",
  "settings.product-sort-order": "Product sort order saved",
  "settings.store": "Store settings saved",
  "settings.alternate-description-create": "Alternate description created",
  "settings.alternate-description-update": "Alternate description updated",
  "settings.alternate-description-delete": "Alternate description deleted",
  "settings.shop-from-india": "Shop from India content saved",
  "settings.stripe-pricing-table": "Stripe pricing table saved",
  "settings.shipping-rates": "Shipping rates saved",
  "settings.notifications": "Notification preferences saved",
  "order.status": "Order status changed",
  "order.paid": "Order marked paid",
  "order.cancel": "Order cancelled by admin",
  "order.card-paid": "Paid by card",
  "order.card-declined": "Card declined: order cancelled by the shop",
  "order.refund": "Card payment refunded",
  "order.not-paid-in-time": "Not paid in time: order cancelled by the shop",
  "customer.premium": "Customer premium changed",
  "customer.delete": "Customer deleted",
};

/** Rows per page of GET /api/admin/activity. */
export const ACTIVITY_PAGE_SIZE = 50;

/**
 * What changed: the changed fields before and after (never secrets). Events that change no field may carry
 * `after` facts about themselves, e.g. a failed sign-in's `{reason: "password" | "code"}`.
 */
export const activityChangesSchema = z.object({
  before: z.record(z.string(), z.unknown()).optional(),
  after: z.record(z.string(), z.unknown()).optional(),
});
export type ActivityChanges = z.infer<typeof activityChangesSchema>;

export const activityEntrySchema = z.object({
  id: storedIdSchema,
  /** ISO 8601 instant. */
  at: z.string(),
  /** null for a failed sign-in with an unknown email, and once the admin row is gone. */
  adminId: storedIdSchema.nullable(),
  adminEmail: z.string().nullable(),
  action: z.enum(ACTIVITY_ACTIONS),
  /** What the action was about, as `kind:id` (`admin:1`, `product:12`) or, for a failed sign-in, `email:...`. */
  target: z.string().nullable(),
  /**
   * What the target is called, for a sentence: a product's or customer's name, an admin's email, "#12" for an
   * order, the address of a failed sign-in; what the row itself recorded once the thing is gone; else null.
   */
  targetName: z.string().nullable(),
  /** The client address (behind TRUST_PROXY: the forwarded one); null for server-side actions. */
  ip: z.string().nullable(),
  changes: activityChangesSchema.nullable(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/** GET /api/admin/activity?action=&from=&to=&page= : from inclusive, to exclusive, newest first. */
export const activityQuerySchema = z.strictObject({
  action: z.enum(ACTIVITY_ACTIONS).optional(),
  from: z.iso.datetime({ offset: true, message: "from must be an ISO date-time" }).optional(),
  to: z.iso.datetime({ offset: true, message: "to must be an ISO date-time" }).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

export const activityPageSchema = z.object({
  entries: z.array(activityEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;
