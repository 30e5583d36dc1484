import { asc, eq, inArray, or, sql } from "drizzle-orm";
import {
  DEFAULT_DUPLICATE_CHOICE,
  type DuplicateChoice,
  type DuplicateRow,
  type UploadPreview,
} from "../../../contracts/imports";
import { DuplicateFinder, type ProductIdentity } from "../../../domain/product-duplicates";
import { stockOfferedOf } from "../../../domain/stock";
import type { Db } from "../../db/client";
import { products } from "../../db/schema";
import { AppError } from "../../errors";
import { type AdminActor, recordActivity } from "../activity/activity-log";
import { changesBetween } from "../activity/activity-changes";
import { productTarget } from "../products/admin-products";
import { readStockUnits, saveStock } from "../products/product-stock";

/**
 * Imports that find the product already in the shop (docs/decisions/028): which existing products an
 * import's rows may duplicate, how a CSV upload's rows sort into new, skipped and updating ones, and the
 * update itself, which takes the row's fields and never the product's lifecycle.
 */

export type ExistingProduct = ProductIdentity & { id: number };

/**
 * The products any of these rows could duplicate: those with one of their SKUs or one of their prices (a
 * name match needs the same price too, so this is every candidate without comparing names in SQL). The
 * lists are single JSON parameters, as in the upload's INSERT, so thousands of rows bind two parameters.
 */
export async function readDuplicateCandidates(db: Db, rows: readonly ProductIdentity[]): Promise<ExistingProduct[]> {
  if (rows.length === 0) return [];
  const skus = [...new Set(rows.flatMap((row) => (row.sku?.trim() ? [row.sku.trim()] : [])))];
  const prices = [...new Set(rows.map((row) => row.price))];
  return db
    .select({ id: products.id, name: products.name, price: products.price, sku: products.sku })
    .from(products)
    .where(
      or(
        sql`${products.sku} IN (SELECT jsonb_array_elements_text(${JSON.stringify(skus)}::jsonb))`,
        sql`${products.price} IN (SELECT jsonb_array_elements_text(${JSON.stringify(prices)}::jsonb)::numeric)`,
      ),
    )
    .orderBy(asc(products.id));
}

/** The shop's product with this title and price (a page has no SKU), or null. */
export async function findDuplicateProduct(
  db: Db,
  page: Pick<ProductIdentity, "name" | "price">,
): Promise<{ id: number; name: string } | null> {
  if (page.name.trim() === "" || !/^\d+(\.\d+)?$/.test(page.price.trim())) return null;
  const identity = { name: page.name, price: page.price.trim(), sku: null };
  const found = new DuplicateFinder(await readDuplicateCandidates(db, [identity])).find(identity);
  return found ? { id: found.item.id, name: found.item.name } : null;
}

export type SortedRows = { create: UploadPreview[]; duplicates: DuplicateRow[] };

/**
 * Sorts the valid rows, in file order: a row that is the same product as an earlier row of the file is
 * skipped (so is a second row for a product an earlier row already matched: one import changes a product
 * once); a row matching an existing product gets the owner's choice for it, else `fallback`; the rest are
 * created. Pure: the same rows, products and choices always sort the same way.
 */
export function sortUploadRows(
  rows: readonly UploadPreview[],
  existing: readonly ExistingProduct[],
  choices: ReadonlyMap<number, DuplicateChoice>,
  fallback: DuplicateChoice = DEFAULT_DUPLICATE_CHOICE,
): SortedRows {
  const products = new DuplicateFinder(existing);
  const earlier = new DuplicateFinder<UploadPreview & { match: ExistingProduct | null }>();
  const claimedBy = new Map<number, number>();
  const create: UploadPreview[] = [];
  const duplicates: DuplicateRow[] = [];
  for (const row of rows) {
    const found = products.find(row);
    const existingOf = (product: ExistingProduct | null) => (product ? { id: product.id, name: product.name } : null);
    const repeat = earlier.find(row);
    const claimant = found ? claimedBy.get(found.item.id) : undefined;
    if (repeat || claimant !== undefined) {
      duplicates.push({
        ...row,
        existing: existingOf(repeat ? repeat.item.match : (found?.item ?? null)),
        matchedBy: (repeat ?? found)?.match ?? "name-and-price",
        sameAsRow: repeat ? repeat.item.row : (claimant ?? null),
        choice: "skip",
      });
      continue;
    }
    earlier.add({ ...row, match: found?.item ?? null });
    if (!found) {
      create.push(row);
      continue;
    }
    claimedBy.set(found.item.id, row.row);
    duplicates.push({
      ...row,
      existing: existingOf(found.item),
      matchedBy: found.match,
      sameAsRow: null,
      choice: choices.get(row.row) ?? fallback,
    });
  }
  return { create, duplicates };
}

/** The product fields an upload row sets, as the activity log names them. */
type UpdatableFields = Pick<
  typeof products.$inferSelect,
  | "name"
  | "description"
  | "price"
  | "discountAmount"
  | "images"
  | "category"
  | "sizes"
  | "supplierLink"
  | "sku"
  | "perMemberLimit"
>;

function updatableFieldsOf(product: UpdatableFields): UpdatableFields {
  return {
    name: product.name,
    description: product.description,
    price: product.price,
    discountAmount: product.discountAmount,
    images: product.images,
    category: product.category,
    sizes: product.sizes,
    supplierLink: product.supplierLink,
    sku: product.sku,
    perMemberLimit: product.perMemberLimit,
  };
}

/**
 * Updates each product from its row, in the caller's transaction, with one `product.update` activity row
 * each. The row's fields replace the product's; a blank optional cell (supplier link, SKU, stock, limit per
 * member) keeps what the product has, and the status, publication and expiry are never touched. Answers
 * the updated ids in row order.
 */
export async function updateProductsFromRows(
  tx: Db,
  rows: readonly DuplicateRow[],
  actor: AdminActor,
): Promise<number[]> {
  const ids = rows.map((row) => (row.existing as { id: number }).id);
  if (ids.length === 0) return [];
  const locked = await tx.select().from(products).where(inArray(products.id, ids)).for("update");
  const byId = new Map(locked.map((product) => [product.id, product]));
  for (const row of rows) {
    const id = (row.existing as { id: number }).id;
    const current = byId.get(id);
    if (!current)
      throw new AppError(
        "CONFLICT",
        `Row ${row.row}: ${row.existing?.name} was deleted meanwhile; check the file again`,
      );
    const values: UpdatableFields = {
      name: row.name,
      description: row.description,
      price: row.price,
      discountAmount: row.discountAmount,
      images: row.images,
      category: row.category as UpdatableFields["category"],
      sizes: row.sizes,
      supplierLink: row.supplierLink === "" ? current.supplierLink : row.supplierLink,
      sku: row.sku ?? current.sku,
      perMemberLimit: row.perMemberLimit ?? current.perMemberLimit,
    };
    const stockBefore = stockOfferedOf(await readStockUnits(tx, id));
    await tx.update(products).set(values).where(eq(products.id, id));
    // Sizes the row no longer offers lose their limit, as when the product form saves new sizes.
    const sent = row.stock ?? stockBefore;
    const wanted = sent && Object.fromEntries(Object.entries(sent).filter(([size]) => values.sizes.includes(size)));
    let stock: Awaited<ReturnType<typeof saveStock>>;
    try {
      stock = await saveStock(tx, id, wanted && Object.keys(wanted).length > 0 ? wanted : null);
    } catch (error) {
      if (error instanceof AppError) throw new AppError(error.code, `Row ${row.row}: ${error.message}`);
      throw error;
    }
    await recordActivity(tx, {
      at: actor.now,
      adminId: actor.adminId,
      action: "product.update",
      target: productTarget(id),
      ip: actor.ip,
      changes: changesBetween({ ...updatableFieldsOf(current), stock: stockBefore }, { ...values, stock }),
    });
  }
  return ids;
}
