import { z } from "zod";
import { CATEGORIES } from "../domain/catalog";
import { rowIdParamsSchema, rowIdSchema, storedIdSchema } from "./ids";

/**
 * A product as shoppers read it. `status` is the effective status when the answer was made
 * (src/domain/product-lifecycle.ts); clients re-derive it from publishAt/expiresAt as their clock runs.
 * Money is exact decimal text ("49.00"); times are ISO 8601.
 */
export const productSchema = z.object({
  id: storedIdSchema,
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
  /** Units left per limited size; null when every size is unlimited (src/domain/stock.ts). */
  stockLeft: z.record(z.string(), z.number().int()).nullable(),
  /** Units of this product one member may order (cancelled orders not counted); null: no limit. */
  perMemberLimit: z.number().int().nullable(),
});
export type Product = z.infer<typeof productSchema>;

export const productListSchema = z.array(productSchema);

/** Products still to go live, the soonest first: each is `scheduled` with its `publishAt`. */
export const upcomingProductListSchema = productListSchema;

export const productIdSchema = rowIdSchema("Product id");
export const productIdParamsSchema = rowIdParamsSchema("Product id");

export const nextReleaseSchema = z.object({
  nextReleaseTime: z.string().nullable(),
  productCount: z.number().int().nullable(),
  /** The products going live at that moment: the coming-soon panel's "Remind me" asks for each. */
  productIds: z.array(storedIdSchema),
});
export type NextRelease = z.infer<typeof nextReleaseSchema>;
