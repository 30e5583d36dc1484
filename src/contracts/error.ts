import { z } from "zod";
import { storedIdSchema } from "./ids";

/** The one JSON shape of every non-2xx answer. The client shows `message`; forms map `fieldErrors`. */
export const errorBodySchema = z
  .object({
    message: z.string(),
    code: z.string().optional(),
    fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  })
  // Named: the OpenAPI document writes it once, as a component every error answer refers to.
  .meta({ id: "ErrorBody" });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** POST /api/orders' 409: DUPLICATE_ORDER also names the order it repeats and when it was placed. */
export const orderConflictBodySchema = errorBodySchema.extend({
  orderId: storedIdSchema.optional(),
  orderedAt: z.iso.datetime().optional(),
});

/** Error codes and their HTTP status: the server throws by code, the client can read either. */
export const errorStatusByCode = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  /** A known API path asked with a method it does not answer; `Allow` lists the ones it does. */
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  /** The same member ordered the same product and size within the repeat window (docs/decisions/013). */
  DUPLICATE_ORDER: 409,
  /** The chosen size has no units left (docs/decisions/018). */
  SOLD_OUT: 409,
  /** The member has ordered as many of this product as it allows (docs/decisions/018). */
  LIMIT_REACHED: 409,
  /** The card on file was declined at the tap: the order was cancelled and its unit returned (decision 071). */
  PAYMENT_DECLINED: 409,
  PAYLOAD_TOO_LARGE: 413,
  /**
   * A web page or image the admin asked for cannot be fetched (no such site, refused, reset, TLS, timed out,
   * an error status, not a page, too large): the request is fine, the address is not usable.
   */
  UNFETCHABLE: 422,
  /** An Idempotency-Key already named an order of another product or size: the key cannot name this one too. */
  IDEMPOTENCY_KEY_REUSED: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof errorStatusByCode;
