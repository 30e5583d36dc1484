import type { Db } from "../server/db/client";
import { products } from "../server/db/schema";

type NewProduct = typeof products.$inferInsert;
let sequence = 0;

const HOUR = 60 * 60 * 1000;

/** Inserts a live product unless told otherwise; returns the stored row. */
export async function insertProduct(db: Db, overrides: Partial<NewProduct> = {}) {
  sequence += 1;
  const now = Date.now();
  const [row] = await db
    .insert(products)
    .values({
      name: `Test kurta ${sequence}`,
      description: "Soft cotton kurta with block print. Hand wash cold.",
      price: "49.00",
      discountAmount: "0.00",
      images: [`/demo/products/test-${sequence}.svg`],
      category: "regular",
      sizes: ["S", "M", "L"],
      sku: `TEST-${sequence}`,
      status: "active",
      publishAt: new Date(now - HOUR),
      expiresAt: new Date(now + 48 * HOUR),
      ...overrides,
    })
    .returning();
  return row;
}
