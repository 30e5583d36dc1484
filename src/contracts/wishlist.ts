import { z } from "zod";
import { productSchema } from "./product";

export const wishlistItemSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  createdAt: z.string(),
  product: productSchema,
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

export const wishlistAddSchema = z.strictObject({ productId: z.number().int().positive("Choose a product") });
export const wishlistCheckQuerySchema = z.strictObject({
  productId: z.coerce.number().int().positive("Choose a product"),
});
export const wishlistCheckSchema = z.object({ inWishlist: z.boolean(), itemId: z.number().int().nullable() });
export const wishlistItemParamsSchema = z.strictObject({
  id: z.coerce.number().int().positive("Item id must be a positive whole number"),
});
export const wishlistProductParamsSchema = z.strictObject({
  productId: z.coerce.number().int().positive("Product id must be a positive whole number"),
});
