import { z } from "zod";
import { CATEGORIES } from "../domain/catalog";
import { ORDER_STATUSES } from "../domain/order-groups";
import { textField } from "../domain/text-input";
import { CONFIRM_REPEAT_HEADER, IDEMPOTENCY_KEY_HEADER } from "./headers";
import { rowIdParamsSchema, rowIdSchema, storedIdSchema } from "./ids";

const SHIPPING_COUNTRY_MESSAGE = "Shipping country must be a two-letter country code";
const amount = z.union([z.number(), z.string().regex(/^\d+(\.\d{1,2})?$/, "must be an amount like 12.50")]);

/**
 * What the client sends for a single-tap order. The server recomputes every amount and refuses a total
 * that differs from its own; isPaid and status may be sent (the original client does) but only as a new
 * order's values.
 */
export const placeOrderSchema = z.strictObject({
  productId: rowIdSchema("Product id"),
  size: textField("Size", 20).trim().nullable().optional(),
  shippingCountry: z
    .string({ error: SHIPPING_COUNTRY_MESSAGE })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, SHIPPING_COUNTRY_MESSAGE),
  shippingCost: amount,
  totalPrice: amount,
  isPaid: z.literal(false).optional(),
  status: z.literal("processing").optional(),
});
export type PlaceOrder = z.input<typeof placeOrderSchema>;

export const placeOrderHeadersSchema = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: z.uuid("Idempotency-Key must be a UUID").optional(),
  [CONFIRM_REPEAT_HEADER]: z.literal("1", { error: "X-Confirm-Repeat must be 1" }).optional(),
});

/** An order as its shopper reads it: the product as it was when ordered. */
/** Who cancelled an order: "shop" is the shop itself (a declined card, a payment deadline). */
export const CANCELLED_BY = ["admin", "customer", "shop"] as const;

/**
 * Where an order's payment stands. "charging": the card on file is being charged; "needs_authentication": the
 * bank asks the shopper to confirm it (Confirm payment); "refunding": cancelled after the card paid, the refund
 * on its way. `card` names the card that paid ("Visa ending 4242").
 */
export const PAYMENT_STATES = ["unpaid", "charging", "needs_authentication", "paid", "refunding", "refunded"] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
export const orderPaymentSchema = z.object({
  state: z.enum(PAYMENT_STATES),
  method: z.enum(["card", "manual"]).nullable(),
  card: z.string().nullable(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

export const customerOrderSchema = z.object({
  id: storedIdSchema,
  productId: storedIdSchema.nullable(),
  productName: z.string(),
  productDescription: z.string(),
  productPrice: z.string(),
  productDiscountAmount: z.string(),
  productDiscountedPrice: z.string(),
  productImages: z.array(z.string()),
  productCategory: z.enum(CATEGORIES),
  size: z.string().nullable(),
  shippingCountry: z.string(),
  /** Where it ships: the address as it was when ordered. */
  shippingAddress: z.string(),
  shippingApartment: z.string(),
  shippingPostalCode: z.string(),
  shippingPhone: z.string().nullable(),
  shippingCost: z.string(),
  totalPrice: z.string(),
  isPaid: z.boolean(),
  payment: orderPaymentSchema,
  status: z.enum(ORDER_STATUSES),
  cancelledBy: z.enum(CANCELLED_BY).nullable(),
  cancellationReason: z.string().nullable(),
  createdAt: z.string(),
});
export type CustomerOrder = z.infer<typeof customerOrderSchema>;

export const orderIdParamsSchema = rowIdParamsSchema("Order id");
/**
 * GET /api/user/card-on-file: the card a member's orders are charged to ("Visa ending 4242"), or null (no
 * Stripe, no membership card: orders take the manual path). `unavailable`: Stripe could not be asked just now.
 */
export const cardOnFileSchema = z.object({ card: z.string().nullable(), unavailable: z.boolean() });
export type CardOnFile = z.infer<typeof cardOnFileSchema>;

/** What Stripe.js needs in the shopper's browser to complete their bank's check of a waiting payment. */
export const paymentToConfirmSchema = z.object({ clientSecret: z.string(), publishableKey: z.string() });
export type PaymentToConfirm = z.infer<typeof paymentToConfirmSchema>;
export const cancelOrderResultSchema = z.object({ message: z.string(), order: customerOrderSchema });
export type CancelOrderResult = z.infer<typeof cancelOrderResultSchema>;
