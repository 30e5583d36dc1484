// Plain constants (no zod), so client code that only needs a name does not pull in the schema library.

/**
 * One uuid per order intent (product, size, address), reused by every tap and retry until an answer ends it:
 * a repeated POST /api/orders with the same key returns the first order.
 */
export const IDEMPOTENCY_KEY_HEADER = "idempotency-key";

/** "1": the member confirmed ordering the same product and size again within the repeat window. */
export const CONFIRM_REPEAT_HEADER = "x-confirm-repeat";
