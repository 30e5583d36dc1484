import { and, asc, count, desc, eq, getTableColumns, gt, isNull, lte, min, ne, or, type SQL, sql } from "drizzle-orm";
import type { Product } from "../../../contracts/product";
import { type ProductSortOrder, productSortOrderOrDefault } from "../../../domain/catalog";
import { effectiveStatus, isVisibleToShoppers } from "../../../domain/product-lifecycle";
import { stockLeftOf, type StockUnits } from "../../../domain/stock";
import type { Db } from "../../db/client";
import { products, settings } from "../../db/schema";
import { SETTING_KEYS } from "../../db/setting-keys";
import { AppError } from "../../errors";
import { stockUnitsColumn } from "./product-stock";
import { shopImageUrls, withShopImages } from "../media/media";

type ProductRow = typeof products.$inferSelect;

export const PRODUCT_NOT_FOUND = "Product not found";

/**
 * SQL twins of `effectiveStatus` (src/domain/product-lifecycle.ts) so the database filters what the
 * domain rule would; routes/products.int.test.ts checks the two agree on every case.
 */
export function isLiveAt(now: Date): SQL {
  return and(
    ne(products.status, "draft"),
    gt(products.expiresAt, now),
    or(ne(products.status, "scheduled"), isNull(products.publishAt), lte(products.publishAt, now)),
  ) as SQL;
}

/** Effectively scheduled: publishes later and has not expired yet (an expiry first makes it expired). */
export function isScheduledAt(now: Date): SQL {
  return and(eq(products.status, "scheduled"), gt(products.publishAt, now), gt(products.expiresAt, now)) as SQL;
}

/** Effectively expired: any non-draft whose expiry is now or past, whatever its stored status. */
export function isExpiredAt(now: Date): SQL {
  return and(ne(products.status, "draft"), lte(products.expiresAt, now)) as SQL;
}

export const isDraft: SQL = eq(products.status, "draft");

function isUpcomingAt(now: Date): SQL {
  return and(
    eq(products.status, "scheduled"),
    gt(products.publishAt, now),
    gt(products.expiresAt, products.publishAt),
  ) as SQL;
}

const finalPriceSql = sql`greatest(${products.price} - ${products.discountAmount}, 0)`;
/** The SQL order of each sort the admin can choose; ties fall back to the id so pages never shuffle. */
export const PRODUCT_ORDER_BY: Record<ProductSortOrder, SQL[]> = {
  newest: [desc(products.createdAt), desc(products.id)],
  oldest: [asc(products.createdAt), asc(products.id)],
  "price-desc": [sql`${finalPriceSql} desc`, desc(products.id)],
  "price-asc": [sql`${finalPriceSql} asc`, asc(products.id)],
};

/** A product row with its limited sizes (product-stock.ts `stockUnitsColumn`). */
export type ProductWithStock = ProductRow & { stockUnits: StockUnits | null };

/** Every column of products and its stock, for any query a product answer is made from. */
export const productWithStockColumns = { ...getTableColumns(products), stockUnits: stockUnitsColumn };

/**
 * A product as shoppers get it; `copies` (media.ts shopImageUrls) puts the shop's own /media URL for each image
 * already copied. Without it (the admin's answers) the images are the addresses the admin gave.
 */
export function toProduct(row: ProductWithStock, now: Date, copies?: Map<string, string>): Product {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.price,
    discountAmount: row.discountAmount,
    images: copies ? withShopImages(row.images, copies) : row.images,
    category: row.category,
    sizes: row.sizes,
    status: effectiveStatus(row, now),
    publishAt: row.publishAt?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
    stockLeft: stockLeftOf(row.stockUnits),
    perMemberLimit: row.perMemberLimit,
  };
}

export async function readProductSortOrder(db: Db): Promise<ProductSortOrder> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, SETTING_KEYS.productSortOrder));
  if (!row) return productSortOrderOrDefault(undefined);
  try {
    return productSortOrderOrDefault(JSON.parse(row.value));
  } catch {
    // Older rows may hold the bare word rather than JSON text.
    return productSortOrderOrDefault(row.value);
  }
}

/** The products a shopper can see and order right now, in the admin's chosen order. */
export async function listLiveProducts(db: Db, now: Date): Promise<Product[]> {
  const order = await readProductSortOrder(db);
  const rows = await db
    .select(productWithStockColumns)
    .from(products)
    .where(isLiveAt(now))
    .orderBy(...PRODUCT_ORDER_BY[order]);
  const copies = await shopImageUrls(
    db,
    rows.flatMap((row) => row.images),
  );
  return rows.map((row) => toProduct(row, now, copies));
}

/** How many upcoming products Discover's "Coming soon" row lists at most: the nearest drops. */
export const UPCOMING_PRODUCTS_LIMIT = 20;

/**
 * Products still to go live (scheduled, publishing before they expire), the soonest first: Discover's "Coming
 * soon" row, so a drop and its Remind me are found without its address. Drafts never appear.
 */
export async function listUpcomingProducts(db: Db, now: Date): Promise<Product[]> {
  const rows = await db
    .select(productWithStockColumns)
    .from(products)
    .where(isUpcomingAt(now))
    .orderBy(asc(products.publishAt), asc(products.id))
    .limit(UPCOMING_PRODUCTS_LIMIT);
  const copies = await shopImageUrls(
    db,
    rows.flatMap((row) => row.images),
  );
  return rows.map((row) => toProduct(row, now, copies));
}

/** The product a shopper names by id (to see it, to save it): unknown ids and drafts are both not found. */
export async function findShopperProduct(db: Db, id: number): Promise<ProductWithStock> {
  const [row] = await db.select(productWithStockColumns).from(products).where(eq(products.id, id));
  if (!row || !isVisibleToShoppers(row)) throw new AppError("NOT_FOUND", PRODUCT_NOT_FOUND);
  return row;
}

/** One product for its page: live, upcoming or expired. */
export async function getProduct(db: Db, id: number, now: Date): Promise<Product> {
  const row = await findShopperProduct(db, id);
  return toProduct(row, now, await shopImageUrls(db, row.images));
}

/** The next release: the earliest future publish time and the products that go live at that moment. */
export async function findNextRelease(
  db: Db,
  now: Date,
): Promise<{ nextReleaseTime: string | null; productCount: number | null; productIds: number[] }> {
  const [{ at }] = await db
    .select({ at: min(products.publishAt) })
    .from(products)
    .where(isUpcomingAt(now));
  if (!at) return { nextReleaseTime: null, productCount: null, productIds: [] };
  const releaseAt = new Date(at);
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(isUpcomingAt(now), eq(products.publishAt, releaseAt)))
    .orderBy(products.id);
  return { nextReleaseTime: releaseAt.toISOString(), productCount: rows.length, productIds: rows.map((row) => row.id) };
}

/** The next moment the live list changes by time alone: a scheduled product going live or a live one expiring. */
export async function findNextLifecycleBoundary(db: Db, now: Date): Promise<Date | null> {
  const [{ publish }] = await db
    .select({ publish: min(products.publishAt) })
    .from(products)
    .where(isUpcomingAt(now));
  const [{ expiry }] = await db
    .select({ expiry: min(products.expiresAt) })
    .from(products)
    .where(and(ne(products.status, "draft"), gt(products.expiresAt, now)));
  const times = [publish, expiry].filter((t): t is Date => t !== null).map((t) => new Date(t).getTime());
  return times.length ? new Date(Math.min(...times)) : null;
}

/** How many scheduled products went live, and how many live ones expired, in the window (from, to]. */
export async function countLifecycleChanges(
  db: Db,
  from: Date,
  to: Date,
): Promise<{ activated: number; expired: number }> {
  const [{ activated }] = await db
    .select({ activated: count() })
    .from(products)
    .where(
      and(
        eq(products.status, "scheduled"),
        gt(products.publishAt, from),
        lte(products.publishAt, to),
        gt(products.expiresAt, to),
      ),
    );
  const [{ expired }] = await db
    .select({ expired: count() })
    .from(products)
    .where(and(ne(products.status, "draft"), gt(products.expiresAt, from), lte(products.expiresAt, to)));
  return { activated, expired };
}
