/**
 * The socket message types, zod-free so the client's entry chunk can check messages without the
 * schema library. `serverMessageSchema` (realtime.ts) is checked against this list at compile time.
 */
export const SERVER_MESSAGE_TYPES = [
  "premium_status_updated",
  "premium_status_removed",
  "shipping-rates-updated",
  "store-settings-updated",
  "products-scheduled",
  "products-activated",
  "customer-products-updated",
  "product-status-updated",
  "products-rescheduled",
  "orderStatusUpdate",
  "orderPaymentUpdate",
  "paymentReminder",
  "newOrder",
  "stock-updated",
  "product-sold-out",
  "resync",
] as const;
export type ServerMessageType = (typeof SERVER_MESSAGE_TYPES)[number];

/** Product messages: they change what GET /api/products answers, so every instance drops its catalog cache. */
export const CATALOG_MESSAGE_TYPES = [
  "products-scheduled",
  "products-activated",
  "customer-products-updated",
  "product-status-updated",
  "products-rescheduled",
] as const satisfies readonly ServerMessageType[];
