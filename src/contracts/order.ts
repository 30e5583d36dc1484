import { z } from "zod";
import { CATEGORIES } from "../domain/catalog";
import { ORDER_STATUSES } from "../domain/order-groups";
import { IDEMPOTENCY_KEY_HEADER } from "./headers";

const amount = z.union([z.number(), z.string().regex(/^\d+(\.\d{1,2})?$/, "must be an amount like 12.50")]);

/**
 * What the client sends for a single-tap order. The server recomputes every amount and refuses a total
 * that differs from its own; isPaid and status may be sent (the original client does) but only as a new
 * order's values.
 */
export const placeOrderSchema = z.strictObject({
  productId: z.number().int().positive("Choose a product"),
  size: z.string().trim().max(20).nullable().optional(),
  shippingCountry: z.string().trim().toUpperCase().length(2, "Shipping country must be a two-letter country code"),
  shippingCost: amount,
  totalPrice: amount,
  isPaid: z.literal(false).optional(),
  status: z.literal("processing").optional(),
});
export type PlaceOrder = z.input<typeof placeOrderSchema>;

export const idempotencyHeadersSchema = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: z.uuid("Idempotency-Key must be a UUID").optional(),
});

/** An order as its shopper reads it: the product as it was when ordered. */
export const customerOrderSchema = z.object({
  id: z.number().int(),
  productId: z.number().int().nullable(),
  productName: z.string(),
  productDescription: z.string(),
  productPrice: z.string(),
  productDiscountAmount: z.string(),
  productDiscountedPrice: z.string(),
  productImages: z.array(z.string()),
  productCategory: z.enum(CATEGORIES),
  size: z.string().nullable(),
  shippingCountry: z.string(),
  shippingCost: z.string(),
  totalPrice: z.string(),
  isPaid: z.boolean(),
  status: z.enum(ORDER_STATUSES),
  cancelledBy: z.enum(["admin", "customer"]).nullable(),
  cancellationReason: z.string().nullable(),
  createdAt: z.string(),
});
export type CustomerOrder = z.infer<typeof customerOrderSchema>;

export const orderIdParamsSchema = z.strictObject({
  id: z.coerce.number().int().positive("Order id must be a positive whole number"),
});
export const cancelOrderResultSchema = z.object({ message: z.string(), order: customerOrderSchema });
