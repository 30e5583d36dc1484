import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import type { Db } from "../server/db/client";
import { mediaStoreOf } from "../server/db/media-store";
import { mediaSources, products, users } from "../server/db/schema";

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
      // A photo the shop serves: a missing one answers 404, which a browser test counts as an error.
      images: ["/demo/products/coral-ikat-cotton-kurta-1.svg"],
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

/**
 * What the ingest worker leaves once it has copied `source`, an image address of a product already saved
 * (jobs/image-copies.int.test.ts copies for real): a small JPEG under its key. Returns the key.
 */
export async function markImageCopied(db: Db, source: string): Promise<string> {
  const bytes = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#a33" } })
    .jpeg()
    .toBuffer();
  const key = createHash("sha256").update(source).update(bytes).digest("hex").slice(0, 32);
  await mediaStoreOf(db).saveOriginal({ key, format: "jpeg", width: 4, height: 4, bytes });
  await db.update(mediaSources).set({ status: "copied", mediaKey: key }).where(eq(mediaSources.url, source));
  return key;
}

/** A shopper ready to order: premium, with a complete Singapore address. */
export const COMPLETE_ADDRESS = {
  address: "12 Orchard Road",
  apartment: "#05-12",
  postalCode: "238801",
  country: "SG",
  phone: "+65 9123 4567",
};

export async function makeOrderReady(db: Db, email: string, { isPremium = true, address = COMPLETE_ADDRESS } = {}) {
  await db
    .update(users)
    .set({ isPremium, ...address })
    .where(eq(users.email, email));
}
