// Plain constants (no zod), so client code that only needs a name does not pull in the schema library.

/** One uuid per tap: a repeated POST /api/orders with the same key returns the first order. */
export const IDEMPOTENCY_KEY_HEADER = "idempotency-key";
