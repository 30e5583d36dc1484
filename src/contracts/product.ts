import { z } from "zod";
import { CATEGORIES } from "../domain/catalog";

/**
 * A product as shoppers read it. `status` is the effective status when the answer was made
 * (src/domain/product-lifecycle.ts); clients re-derive it from publishAt/expiresAt as their clock runs.
 * Money is exact decimal text ("49.00"); times are ISO 8601.
 */
export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: z.string(),
  discountAmount: z.string(),
  images: z.array(z.string()),
  category: z.enum(CATEGORIES),
  sizes: z.array(z.string()),
  status: z.enum(["draft", "scheduled", "active", "expired"]),
  publishAt: z.string().nullable(),
  expiresAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const productListSchema = z.array(productSchema);

/** PostgreSQL's integer: a larger id names no product and is a 400, never a database error. */
export const MAX_PRODUCT_ID = 2 ** 31 - 1;
const PRODUCT_ID_MESSAGE = `Product ids are whole numbers from 1 to ${MAX_PRODUCT_ID}`;
export const productIdSchema = z
  .number({ error: PRODUCT_ID_MESSAGE })
  .int(PRODUCT_ID_MESSAGE)
  .min(1, PRODUCT_ID_MESSAGE)
  .max(MAX_PRODUCT_ID, PRODUCT_ID_MESSAGE);

export const productIdParamsSchema = z.strictObject({
  id: z.coerce.number({ error: PRODUCT_ID_MESSAGE }).pipe(productIdSchema),
});

export const nextReleaseSchema = z.object({
  nextReleaseTime: z.string().nullable(),
  productCount: z.number().int().nullable(),
});
export type NextRelease = z.infer<typeof nextReleaseSchema>;
