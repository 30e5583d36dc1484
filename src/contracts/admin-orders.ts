import { z } from "zod";
import { CATEGORIES } from "../domain/catalog";
import { DAY_GROUP_PAYMENT_STATUSES, DAY_GROUP_STATUSES, ORDER_STATUSES } from "../domain/order-groups";
import { textField } from "../domain/text-input";
import { rowIdParamsSchema, storedIdSchema } from "./ids";
import { CANCELLED_BY, orderPaymentSchema } from "./order";

export const adminOrderIdParamsSchema = rowIdParamsSchema("Order id");

/** An order as the back office reads it: every stored field but the idempotency key, with its customer. */
export const adminOrderSchema = z.object({
  id: storedIdSchema,
  userId: storedIdSchema,
  customerName: z.string(),
  customerEmail: z.string(),
  productId: storedIdSchema.nullable(),
  size: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  isPaid: z.boolean(),
  payment: orderPaymentSchema,
  shippingCountry: z.string(),
  shippingCost: z.string(),
  totalPrice: z.string(),
  shippingAddress: z.string(),
  shippingApartment: z.string(),
  shippingPostalCode: z.string(),
  shippingPhone: z.string().nullable(),
  productName: z.string(),
  productDescription: z.string(),
  productSku: z.string().nullable(),
  productPrice: z.string(),
  productDiscountAmount: z.string(),
  productDiscountedPrice: z.string(),
  productImages: z.array(z.string()),
  productCategory: z.enum(CATEGORIES),
  productSupplierLink: z.string(),
  cancelledBy: z.enum(CANCELLED_BY).nullable(),
  cancellationReason: z.string().nullable(),
  /** ISO 8601 instant. */
  createdAt: z.string(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;
export const adminOrderListSchema = z.array(adminOrderSchema);

/** PUT /api/admin/orders/{id}/status: one step along processing -> processed -> shipped -> delivered. */
export const orderStatusBodySchema = z.strictObject({
  status: z.enum(["processed", "shipped", "delivered"], {
    error: "status must be processed, shipped or delivered (cancel has its own call)",
  }),
});

export const CANCEL_REASON_REQUIRED = "A cancellation reason is required";
export const CANCEL_REASON_MAX = 500;

/** PUT /api/admin/orders/{id}/cancel: the reason is required and not blank. */
export const adminCancelBodySchema = z.strictObject({
  reason: textField("The reason", CANCEL_REASON_MAX, CANCEL_REASON_REQUIRED).trim().min(1, CANCEL_REASON_REQUIRED),
});

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDay = (value: string) => {
  if (!DAY_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};
const day = (name: string) =>
  z
    .string()
    // The pattern is what the OpenAPI document can say; the refine adds that the day exists.
    .regex(DAY_PATTERN, { message: `${name} must be a date as YYYY-MM-DD`, abort: true })
    .refine(isCalendarDay, `${name} must be a date as YYYY-MM-DD`)
    .optional()
    .or(z.literal("").transform(() => undefined));
/** An empty value in a query string means "no filter", as a cleared select sends it. */
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .enum(values, { error: message })
    .optional()
    .or(z.literal("").transform(() => undefined));

/**
 * The filters of the orders screen, shared by the groups list and the CSV export. Every filter picks whole
 * groups (one customer, one calendar day in the store's time zone), so a group always shows all its orders:
 * - status: a group holding an order in that status, or a group whose summary is "partially processed";
 * - payment: a group holding a paid ("paid") or an unpaid ("unpaid") order that is not cancelled, or a group
 *   whose payment summary is "partially paid" or "cancelled" (All Cancelled);
 * - from / to: the group's day, both inclusive, in the store's time zone;
 * - q: a group with an order whose customer name, email or product name contains it, or whose id it is.
 */
const orderFilterFields = {
  status: optionalChoice(DAY_GROUP_STATUSES, `status must be one of: ${DAY_GROUP_STATUSES.join(", ")}`),
  payment: optionalChoice(
    DAY_GROUP_PAYMENT_STATUSES,
    `payment must be one of: ${DAY_GROUP_PAYMENT_STATUSES.join(", ")}`,
  ),
  from: day("from"),
  to: day("to"),
  q: textField("The search", 200)
    .trim()
    .optional()
    .transform((q) => q || undefined),
};
const fromNotAfterTo = [
  (f: { from?: string; to?: string }) => !f.from || !f.to || f.from <= f.to,
  { message: "from must not be after to", path: ["from"] },
] satisfies [unknown, { message: string; path: string[] }];

export const orderFiltersSchema = z.strictObject(orderFilterFields).refine(...fromNotAfterTo);
export type OrderFilters = z.infer<typeof orderFiltersSchema>;

export const orderGroupsQuerySchema = z
  .strictObject({
    ...orderFilterFields,
    page: z.coerce
      .number({ error: "page must be a whole number from 1" })
      .int("page must be a whole number from 1")
      .min(1, "page must be a whole number from 1")
      .max(1_000_000, "page can be at most 1000000")
      .default(1),
  })
  .refine(...fromNotAfterTo);
export type OrderGroupsQuery = z.infer<typeof orderGroupsQuerySchema>;

/** One consolidated order group: one customer's orders of one calendar day. */
export const orderGroupSchema = z.object({
  /** `userId:YYYY-MM-DD`, unique in a list. */
  key: z.string(),
  /** The group's label: user id and MMdd. */
  label: z.string(),
  userId: storedIdSchema,
  customerName: z.string(),
  customerEmail: z.string(),
  /** The calendar day in the store's time zone, YYYY-MM-DD. */
  day: z.string(),
  /** Newest order first. */
  orders: z.array(adminOrderSchema),
  /** Sum of the orders' totals, cancelled ones excluded; exact decimal text. */
  totalAmount: z.string(),
  /** How many orders the group holds, cancelled ones included (each order is one item). */
  itemCount: z.number().int(),
  status: z.enum(DAY_GROUP_STATUSES),
  paymentStatus: z.enum(DAY_GROUP_PAYMENT_STATUSES),
});
export type OrderGroup = z.infer<typeof orderGroupSchema>;

export const orderGroupPageSchema = z.object({
  groups: z.array(orderGroupSchema),
  /** Groups matching the filters, over every page. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The IANA zone the days are in. */
  timeZone: z.string(),
});
export type OrderGroupPage = z.infer<typeof orderGroupPageSchema>;

/** The export's columns, in order; cells are text as a spreadsheet shows them. */
export const ORDER_CSV_COLUMNS = [
  "Order ID",
  "Created At",
  "Customer Name",
  "Customer Email",
  "Shipping Address",
  "Apartment",
  "Postal Code",
  "Country",
  "Phone",
  "Product",
  "SKU",
  "Size",
  "Price",
  "Discount",
  "Shipping",
  "Total",
  "Status",
  "Paid",
  "Payment Method",
  "Cancelled By",
  "Cancellation Reason",
] as const;
