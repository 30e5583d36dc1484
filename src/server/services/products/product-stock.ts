import { and, eq, ne, notInArray, sql } from "drizzle-orm";
import type { Stock, StockUnits } from "../../../domain/stock";
import type { Db } from "../../db/client";
import { orders, products, productStock } from "../../db/schema";
import { AppError } from "../../errors";

/**
 * Units offered and sold per size (docs/decisions/018). Orders take and give back units in the database
 * (drizzle/0010); the owner's side is here: reading them beside a product and saving what the form sends.
 */

/** A product's limited sizes as one column of any products query: `{size: {offered, sold}}`, or null. */
export const stockUnitsColumn = sql<StockUnits | null>`(
  select json_object_agg(${productStock.size}, json_build_object('offered', ${productStock.offered}, 'sold', ${productStock.sold}))
  from ${productStock} where ${productStock.productId} = ${products.id}
)`.mapWith((value: unknown) => (typeof value === "string" ? JSON.parse(value) : value) as StockUnits | null);

export async function readStockUnits(db: Db, productId: number): Promise<StockUnits | null> {
  const rows = await db.select().from(productStock).where(eq(productStock.productId, productId));
  if (rows.length === 0) return null;
  return Object.fromEntries(rows.map((r) => [r.size, { offered: r.offered, sold: r.sold }]));
}

/**
 * Sets a product's units offered per size, inside the product's save, which holds the product's row: an
 * order takes a share of that lock first (`take_stock_unit`), so none is half-counted here. `sold` is
 * never written for a size that stays limited, so a sale made meanwhile stays counted; lowering a size below
 * what is sold is refused with how many are. A size that becomes unlimited (or is no longer offered) loses
 * its row; a newly limited one counts the units in orders that are not cancelled. Answers the units offered
 * as now stored (null: every size unlimited).
 */
export async function saveStock(tx: Db, productId: number, stock: Stock | null): Promise<Stock | null> {
  const limited = Object.entries(stock ?? {});
  const sizes = limited.map(([size]) => size);
  await tx
    .delete(productStock)
    .where(
      and(eq(productStock.productId, productId), sizes.length > 0 ? notInArray(productStock.size, sizes) : undefined),
    );
  if (limited.length === 0) return null;
  const [kept, inOrders] = await Promise.all([
    tx.select().from(productStock).where(eq(productStock.productId, productId)),
    tx
      .select({ size: sql<string>`coalesce(${orders.size}, '')`, units: sql<number>`count(*)::integer` })
      .from(orders)
      .where(and(eq(orders.productId, productId), ne(orders.status, "cancelled")))
      .groupBy(sql`coalesce(${orders.size}, '')`),
  ]);
  const soldOf = new Map<string, number>(inOrders.map((r) => [r.size, Number(r.units)]));
  for (const row of kept) soldOf.set(row.size, row.sold);
  const tooLow = limited.filter(([size, offered]) => (soldOf.get(size) ?? 0) > offered);
  if (tooLow.length > 0) {
    const said = tooLow.map(([size]) => `${soldOf.get(size)} already sold in size ${size}`);
    throw new AppError(
      "CONFLICT",
      `Stock cannot go below what is sold: ${said.join(", ")}`,
      Object.fromEntries(tooLow.map(([size], i) => [`stock.${size}`, [said[i]]])),
    );
  }
  await tx
    .insert(productStock)
    .values(limited.map(([size, offered]) => ({ productId, size, offered, sold: soldOf.get(size) ?? 0 })))
    .onConflictDoUpdate({
      target: [productStock.productId, productStock.size],
      set: { offered: sql`excluded.offered` },
    });
  return Object.fromEntries(limited);
}

/**
 * Marks the product sold out if every size it offers is limited and has none left, and it was not marked
 * yet: true exactly once per sell-out, however many orders took the last units at once (a unit given back
 * clears the mark, drizzle/0010).
 */
export async function markSoldOut(db: Db, productId: number): Promise<{ name: string } | null> {
  const [marked] = await db
    .update(products)
    .set({ soldOutAnnounced: true })
    .where(
      and(
        eq(products.id, productId),
        eq(products.soldOutAnnounced, false),
        sql`not exists (
          select 1 from unnest(case when cardinality(${products.sizes}) = 0 then array[''] else ${products.sizes} end) as offered(size)
          where not exists (select 1 from ${productStock} s where s.product_id = ${products.id} and s.size = offered.size
            and s.sold >= s.offered)
        )`,
      ),
    )
    .returning({ name: products.name });
  return marked ?? null;
}
