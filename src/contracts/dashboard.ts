import { z } from "zod";
import { isCalendarDate, MAX_DASHBOARD_RANGE_DAYS, rangeDays } from "../domain/dashboard-range";
import { storedIdSchema } from "./ids";

/**
 * GET /api/admin/dashboard?from=&to=. `from` and `to` are the first and last
 * day of the range in the store's time zone, both included: the figures cover [from 00:00, to + 1 day 00:00).
 */

const dateSchema = (name: string) =>
  z
    .string({ error: `${name} is required, as YYYY-MM-DD` })
    // The pattern is what the OpenAPI document can say; the refine adds that the day exists.
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: `${name} must be a calendar date written YYYY-MM-DD`, abort: true })
    .refine(isCalendarDate, `${name} must be a calendar date written YYYY-MM-DD`);

export const DASHBOARD_RANGE_ORDER_MESSAGE = "from must be on or before to";
export const DASHBOARD_RANGE_LENGTH_MESSAGE = `The range can cover at most ${MAX_DASHBOARD_RANGE_DAYS} days`;

export const dashboardQuerySchema = z
  .strictObject({ from: dateSchema("from"), to: dateSchema("to") })
  .refine((q) => q.from <= q.to, { message: DASHBOARD_RANGE_ORDER_MESSAGE, path: ["to"] })
  .refine((q) => q.from > q.to || rangeDays(q) <= MAX_DASHBOARD_RANGE_DAYS, {
    message: DASHBOARD_RANGE_LENGTH_MESSAGE,
    path: ["to"],
  });
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

const rangeSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** ISO 8601 instants of the half-open range: from's midnight, and the midnight after `to`. */
  startsAt: z.string(),
  endsAt: z.string(),
});

/** The figures that depend on the range, for the range and for the period of the same length before it. */
export const dashboardRangeFiguresSchema = z.object({
  /** Every order placed in the range, cancelled ones included. */
  ordersCount: z.number().int(),
  /** Of those, the ones delivered by now. */
  deliveredCount: z.number().int(),
  /** Of those, the cancelled ones. */
  cancelledOrders: z.number().int(),
  /** Sum of totalPrice of the orders not cancelled, exact with 2 decimals ("1234.50"). */
  revenue: z.string(),
  /** How many orders that revenue sums. */
  revenueOrdersCount: z.number().int(),
});
export type DashboardRangeFigures = z.infer<typeof dashboardRangeFiguresSchema>;
export const DASHBOARD_RANGE_FIGURES = [
  "ordersCount",
  "deliveredCount",
  "cancelledOrders",
  "revenue",
  "revenueOrdersCount",
] as const satisfies readonly (keyof DashboardRangeFigures)[];

/** The dashboard's eight cards: the range figures, and products and customers as they are now. */
export const dashboardCardsSchema = dashboardRangeFiguresSchema.extend({
  /** Products by their effective status now, whatever the range. */
  activeProducts: z.number().int(),
  scheduledCount: z.number().int(),
  draftProducts: z.number().int(),
  expiredProducts: z.number().int(),
  /** Customers now, whatever the range; premiumCount and premiumUsers are the same figure on two cards. */
  totalCustomers: z.number().int(),
  premiumCount: z.number().int(),
  premiumUsers: z.number().int(),
  /** Shoppers with drop alerts on in at least one browser, now. */
  alertSubscribers: z.number().int(),
});
export type DashboardCards = z.infer<typeof dashboardCardsSchema>;

export const dashboardSchema = z.object({
  timeZone: z.string(),
  range: rangeSchema,
  previousRange: rangeSchema,
  cards: dashboardCardsSchema,
  /** The range figures of the previous period of the same length. */
  previous: dashboardRangeFiguresSchema,
  /**
   * Each range figure's change against the previous period, in percent with one decimal (12.5 = up 12.5%);
   * null when the previous figure is zero (no percentage of nothing).
   */
  change: z.record(z.enum(DASHBOARD_RANGE_FIGURES), z.number().nullable()),
  /** One entry per day of the range, in order, days without orders included with zeros. */
  byDay: z.array(z.object({ date: z.string(), ordersCount: z.number().int(), revenue: z.string() })),
  /** The five products ordered most in the range (cancelled orders count; revenue excludes them). */
  topProducts: z.array(
    z.object({
      /** null once the product is deleted: the order's snapshot name still names it. */
      productId: storedIdSchema.nullable(),
      productName: z.string(),
      ordersCount: z.number().int(),
      revenue: z.string(),
    }),
  ),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** The owner's getting-started list: each step and whether it is done. */
export const SETUP_STEPS = [
  "store-details",
  "shipping-rates",
  "payment-instructions",
  "payment-deadline",
  "pricing-table",
  "two-factor",
  "shopper-sign-in",
] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

export const setupChecklistSchema = z.object({
  steps: z.array(z.object({ step: z.enum(SETUP_STEPS), done: z.boolean() })),
});
export type SetupChecklist = z.infer<typeof setupChecklistSchema>;
