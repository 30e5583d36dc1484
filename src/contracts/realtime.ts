import { z } from "zod";
import { ORDER_STATUSES } from "../domain/order-groups";
import type { ServerMessageType } from "./realtime-types";

/**
 * Messages the server pushes over /ws: `{type, ...fields}`. Admin-facing order
 * messages also carry `data` (the back office reads `{type, data}`).
 */
export const serverMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("premium_status_updated"), message: z.string() }),
  z.object({ type: z.literal("premium_status_removed"), message: z.string() }),
  z.object({ type: z.literal("shipping-rates-updated") }),
  // The admin saved the store settings (contact details, currency), which open pages show.
  z.object({ type: z.literal("store-settings-updated") }),
  z.object({ type: z.literal("products-scheduled"), count: z.number().int().optional() }),
  z.object({ type: z.literal("products-activated"), activatedCount: z.number().int() }),
  z.object({ type: z.literal("customer-products-updated"), reason: z.string().optional() }),
  z.object({ type: z.literal("product-status-updated"), productId: z.number().int().optional() }),
  z.object({
    type: z.literal("products-rescheduled"),
    products: z.array(z.object({ name: z.string(), publishAt: z.string().nullable() })),
  }),
  z.object({
    type: z.literal("orderStatusUpdate"),
    orderId: z.number().int(),
    status: z.enum(ORDER_STATUSES),
    data: z.object({ orderId: z.number().int(), status: z.enum(ORDER_STATUSES) }),
  }),
  z.object({
    type: z.literal("orderPaymentUpdate"),
    orderId: z.number().int(),
    status: z.enum(["paid", "unpaid"]),
    data: z.object({ orderId: z.number().int(), isPaid: z.boolean() }),
  }),
  // The payment deadline nears for one of the shopper's unpaid orders.
  z.object({ type: z.literal("paymentReminder"), orderId: z.number().int(), payBy: z.string() }),
  z.object({
    type: z.literal("newOrder"),
    data: z.object({
      orderId: z.number().int(),
      userId: z.number().int(),
      /** For the admin toast: who ordered what, for how much. */
      customerName: z.string(),
      productName: z.string(),
      totalPrice: z.string(),
    }),
  }),
  // Limited drops (docs/decisions/018): the units left per limited size, to every socket, at most four times
  // a second per product; and to admins, once, that a product has nothing left.
  z.object({
    type: z.literal("stock-updated"),
    productId: z.number().int(),
    stockLeft: z.record(z.string(), z.number().int()).nullable(),
  }),
  z.object({ type: z.literal("product-sold-out"), productId: z.number().int(), productName: z.string() }),
  // Sent after the server may have missed events (its database listener reconnected),
  // so clients refetch everything they show.
  z.object({ type: z.literal("resync") }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;

type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Holds<T extends true> = T;
/** Compiles only while the schema's message types are exactly SERVER_MESSAGE_TYPES (realtime-types.ts). */
export type ServerMessageTypesMatch = Holds<Same<ServerMessage["type"], ServerMessageType>>;

/** What a client may send. Identity always comes from the session; `register`'s email is ignored. */
export const clientMessageSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("register"),
    email: z.string().optional(),
    /** ms since the epoch: when the page's data was read, so the server can say `resync` if it changed since. */
    since: z.number().int().nonnegative().optional(),
  }),
  z.object({ type: z.literal("ping") }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

export const PREMIUM_UPGRADE_MESSAGE = "Your premium membership is now active. Enjoy single-tap ordering!";
export const PREMIUM_REMOVED_MESSAGE = "Your premium membership has ended.";
