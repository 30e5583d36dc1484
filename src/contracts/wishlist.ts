import { z } from "zod";
import { rowIdParamsSchema, rowIdSchema, rowIdTextSchema, storedIdSchema } from "./ids";
import { productSchema } from "./product";

export const wishlistItemSchema = z.object({
  id: storedIdSchema,
  productId: storedIdSchema,
  createdAt: z.string(),
  product: productSchema,
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

export const wishlistAddSchema = z.strictObject({ productId: rowIdSchema("Product id") });
export const wishlistCheckQuerySchema = z.strictObject({ productId: rowIdTextSchema("Product id") });
export const wishlistCheckSchema = z.object({ inWishlist: z.boolean(), itemId: storedIdSchema.nullable() });
export type WishlistCheck = z.infer<typeof wishlistCheckSchema>;
export const wishlistItemParamsSchema = rowIdParamsSchema("Wishlist item id");
export const wishlistProductParamsSchema = z.strictObject({ productId: rowIdTextSchema("Product id") });
