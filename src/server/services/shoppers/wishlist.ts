import { and, desc, eq } from "drizzle-orm";
import type { WishlistItem } from "../../../contracts/wishlist";
import type { Db } from "../../db/client";
import { products, wishlist } from "../../db/schema";
import { AppError } from "../../errors";
import { findShopperProduct, productWithStockColumns, toProduct } from "../products/catalog";
import { shopImageUrls } from "../media/media";

const ITEM_NOT_FOUND = "Item not found in wishlist";

/** The shopper's saved products, newest first, each with its product as it is now. */
export async function listWishlist(db: Db, userId: number, now: Date): Promise<WishlistItem[]> {
  const rows = await db
    .select({ item: wishlist, product: productWithStockColumns })
    .from(wishlist)
    .innerJoin(products, eq(products.id, wishlist.productId))
    .where(eq(wishlist.userId, userId))
    .orderBy(desc(wishlist.createdAt), desc(wishlist.id));
  const copies = await shopImageUrls(
    db,
    rows.flatMap(({ product }) => product.images),
  );
  return rows.map(({ item, product }) => ({
    id: item.id,
    productId: item.productId,
    createdAt: item.createdAt.toISOString(),
    product: toProduct(product, now, copies),
  }));
}

/** Saves a product; saving it again keeps the one item. */
export async function addToWishlist(db: Db, userId: number, productId: number, now: Date): Promise<WishlistItem> {
  const product = await findShopperProduct(db, productId);
  await db
    .insert(wishlist)
    .values({ userId, productId })
    .onConflictDoNothing({ target: [wishlist.userId, wishlist.productId] });
  const [item] = await db
    .select()
    .from(wishlist)
    .where(and(eq(wishlist.userId, userId), eq(wishlist.productId, productId)));
  const copies = await shopImageUrls(db, product.images);
  return { id: item.id, productId, createdAt: item.createdAt.toISOString(), product: toProduct(product, now, copies) };
}

export async function removeWishlistItem(db: Db, userId: number, itemId: number): Promise<void> {
  const removed = await db
    .delete(wishlist)
    .where(and(eq(wishlist.id, itemId), eq(wishlist.userId, userId)))
    .returning({ id: wishlist.id });
  if (removed.length === 0) throw new AppError("NOT_FOUND", ITEM_NOT_FOUND);
}

export async function removeWishlistProduct(db: Db, userId: number, productId: number): Promise<void> {
  const removed = await db
    .delete(wishlist)
    .where(and(eq(wishlist.productId, productId), eq(wishlist.userId, userId)))
    .returning({ id: wishlist.id });
  if (removed.length === 0) throw new AppError("NOT_FOUND", ITEM_NOT_FOUND);
}

export async function checkWishlist(
  db: Db,
  userId: number,
  productId: number,
): Promise<{ inWishlist: boolean; itemId: number | null }> {
  const [item] = await db
    .select({ id: wishlist.id })
    .from(wishlist)
    .where(and(eq(wishlist.userId, userId), eq(wishlist.productId, productId)));
  return { inWishlist: item !== undefined, itemId: item?.id ?? null };
}
