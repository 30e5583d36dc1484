import { eq } from "drizzle-orm";
import type { ActivityAction, ActivityChanges } from "../../../contracts/activity";
import type { AdminProduct, ProductInput, ProductSortSetting } from "../../../contracts/admin-products";
import { CATEGORIES, DEFAULT_EXPIRATION_DAYS, type ProductSortOrder } from "../../../domain/catalog";
import {
  DISCOUNT_ABOVE_PRICE_MESSAGE,
  EXPIRY_AFTER_PUBLICATION_MESSAGE,
  EXPIRY_IN_FUTURE_MESSAGE,
  expiryFromDays,
  parseIsoInstant,
  PUBLICATION_IN_PAST_MESSAGE,
  publicationTimeAt,
} from "../../../domain/product-input";
import { nameKey, sampleName } from "../../../domain/product-duplicates";
import { effectiveStatus } from "../../../domain/product-lifecycle";
import { adminStatusLabel } from "../../../domain/status-labels";
import { stockOfferedOf } from "../../../domain/stock";
import { finalPrice, toCents } from "../../../domain/pricing";
import type { Db } from "../../db/client";
import { demoProducts } from "../../db/demo-catalog";
import { products, settings } from "../../db/schema";
import { SETTING_KEYS } from "../../db/setting-keys";
import { AppError } from "../../errors";
import type { Envelope } from "../../events";
import type { Effects } from "../../effects";
import { activityBy, type AdminActor, recordActivity } from "../activity/activity-log";
import { changesBetween } from "../activity/activity-changes";
import {
  PRODUCT_NOT_FOUND,
  PRODUCT_ORDER_BY,
  type ProductWithStock,
  productWithStockColumns,
  readProductSortOrder,
  toProduct,
} from "./catalog";
import { readStockUnits, saveStock } from "./product-stock";
import { copiedKeysOf, copiesFromKeys, withShopImages } from "../media/media";
import { readReminderCount, reminderCountColumn } from "../push/push-subscriptions";

/**
 * The back office's single-product writes and reads. Each write and its
 * activity row commit in one transaction; the change is announced after the commit, so a socket never hears
 * of a change it cannot yet read. The bulk lifecycle operations are in product-operations.ts.
 */

type ProductRow = typeof products.$inferSelect;
type ProductValues = Omit<typeof products.$inferInsert, "id" | "createdAt" | "soldOutAnnounced">;

export const ONLY_EXPIRED_REACTIVATE = "Only an expired product can be reactivated";
export const SAMPLE_PRODUCTS_CREATED = "Sample products created";
export const PRODUCT_DELETED = "Product deleted";

export const productTarget = (id: number) => `product:${id}`;

/**
 * A product row as the back office reads it: its stock, how many shoppers asked to be reminded, and the key of
 * each image's copy (null while it has none).
 */
type AdminProductRow = ProductWithStock & { reminderCount: number; imageCopyKeys: (string | null)[] };
const adminProductColumns = {
  ...productWithStockColumns,
  reminderCount: reminderCountColumn,
  imageCopyKeys: copiedKeysOf(products.images),
};

export function toAdminProduct(row: AdminProductRow, now: Date): AdminProduct {
  const product = toProduct(row, now);
  return {
    ...product,
    reminderCount: product.status === "scheduled" ? row.reminderCount : null,
    stock: stockOfferedOf(row.stockUnits),
    perMemberLimit: row.perMemberLimit,
    storedStatus: row.status,
    statusLabel: adminStatusLabel(row, now),
    finalPrice: finalPrice(row.price, row.discountAmount).toFixed(2),
    supplierLink: row.supplierLink,
    sku: row.sku,
    createdAt: row.createdAt.toISOString(),
    shopImages: withShopImages(row.images, copiesFromKeys(row.images, row.imageCopyKeys)),
  };
}

/** Every product (or only the drafts), in the shop's saved sort order. */
export async function listAdminProducts(db: Db, now: Date, { draftsOnly = false } = {}): Promise<AdminProduct[]> {
  const order = await readProductSortOrder(db);
  const rows = await db
    .select(adminProductColumns)
    .from(products)
    .where(draftsOnly ? eq(products.status, "draft") : undefined)
    .orderBy(...PRODUCT_ORDER_BY[order]);
  return rows.map((row) => toAdminProduct(row, now));
}

/** One product, drafts included. */
export async function getAdminProduct(db: Db, id: number, now: Date): Promise<AdminProduct> {
  const [row] = await db.select(adminProductColumns).from(products).where(eq(products.id, id));
  if (!row) throw new AppError("NOT_FOUND", PRODUCT_NOT_FOUND);
  return toAdminProduct(row, now);
}

/** The stored fields an activity row shows, in JSON form (dates as ISO text). */
function snapshotOf(values: ProductValues & { stock?: Record<string, number> | null }): Record<string, unknown> {
  const snapshot: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values))
    snapshot[field] = value instanceof Date ? value.toISOString() : value;
  return snapshot;
}

function storedValuesOf(row: ProductRow): ProductValues {
  const { id: _id, createdAt: _createdAt, soldOutAnnounced: _soldOutAnnounced, ...values } = row;
  return values;
}

/** A saved row as the back office reads it, with its stock, reminders and image copies. */
async function withStock(db: Db, row: ProductRow): Promise<AdminProductRow> {
  const [{ imageCopyKeys }] = await db
    .select({ imageCopyKeys: adminProductColumns.imageCopyKeys })
    .from(products)
    .where(eq(products.id, row.id));
  return {
    ...row,
    stockUnits: await readStockUnits(db, row.id),
    reminderCount: await readReminderCount(db, row.id),
    imageCopyKeys,
  };
}

/**
 * The lifecycle a saved form gives: expiry from the chosen days (the moment of saving plus days) or the
 * exact time sent; a draft has no publication time, an active product is published now (or keeps the time
 * it went live), a scheduled one goes live at publishAt. Money and time are the server's.
 */
function lifecycleOf(input: ProductInput, now: Date, current?: ProductRow) {
  const expiresAt =
    input.expirationDays !== undefined
      ? expiryFromDays(now, input.expirationDays)
      : (parseIsoInstant(input.expiresAt as string) as Date);
  let publishAt: Date | null = null;
  let publicationPassed = false;
  if (input.status === "scheduled") {
    const requested = parseIsoInstant(input.publishAt as string) as Date;
    // As in the schedule dialog (decision 021): a time that passed moments ago counts as now, an older one is
    // refused, unless it is the time the product already has (one that went live at its time is only edited).
    const kept = requested.getTime() === current?.publishAt?.getTime();
    const effective = kept ? requested : publicationTimeAt(requested, now);
    publicationPassed = effective === null;
    publishAt = effective ?? requested;
  }
  if (input.status === "active") {
    const alreadyLive = current !== undefined && effectiveStatus(current, now) === "active";
    publishAt = alreadyLive ? (current.publishAt ?? now) : now;
  }
  if (input.status !== "draft") {
    // A draft's expiry is only a placeholder until it is scheduled; a published one must still lie ahead.
    if (!(expiresAt.getTime() > now.getTime())) badField("expiresAt", EXPIRY_IN_FUTURE_MESSAGE);
    if (publishAt && !(expiresAt.getTime() > publishAt.getTime()))
      badField("expiresAt", EXPIRY_AFTER_PUBLICATION_MESSAGE);
  }
  if (publicationPassed) badField("publishAt", PUBLICATION_IN_PAST_MESSAGE);
  return { status: input.status, publishAt, expiresAt };
}

function badField(field: string, message: string): never {
  throw new AppError("BAD_REQUEST", message, { [field]: [message] });
}

function valuesOf(input: ProductInput, now: Date, current?: ProductRow): ProductValues {
  const discountAmount = input.discountAmount ?? current?.discountAmount ?? "0.00";
  // The form checks a discount it sends; a kept one must still fit under the new price.
  if (toCents(discountAmount) > toCents(input.price)) badField("discountAmount", DISCOUNT_ABOVE_PRICE_MESSAGE);
  return {
    name: input.name,
    description: input.description ?? current?.description ?? "",
    price: input.price,
    discountAmount,
    images: input.images,
    category: input.category,
    sizes: input.sizes,
    supplierLink: input.supplierLink ?? current?.supplierLink ?? "",
    sku: input.sku === undefined ? (current?.sku ?? null) : input.sku,
    perMemberLimit: input.perMemberLimit === undefined ? (current?.perMemberLimit ?? null) : input.perMemberLimit,
    ...lifecycleOf(input, now, current),
  };
}

const catalogChanged = (reason: string): Envelope => ({
  audience: "everyone",
  message: { type: "customer-products-updated", reason },
});

/**
 * A saved product's images on other sites are queued (drizzle/0012_media.sql): copy them now; one that is live
 * from this moment is a drop: its alerts go now, not at the next poll.
 */
function afterProductSaved(effects: Effects, row: Parameters<typeof effectiveStatus>[0], now: Date) {
  effects.wake("image-copies");
  if (effectiveStatus(row, now) === "active") effects.wake("drop-alerts");
}

export async function createProduct(
  db: Db,
  effects: Effects,
  input: ProductInput,
  actor: AdminActor,
): Promise<AdminProduct> {
  const values = valuesOf(input, actor.now);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(products)
      .values({ ...values, createdAt: actor.now })
      .returning();
    const stock = input.stock ? await saveStock(tx, created.id, input.stock) : null;
    await recordAdminActivity(
      tx,
      actor,
      "product.create",
      productTarget(created.id),
      changesBetween(null, snapshotOf({ ...values, stock })),
    );
    return withStock(tx, created);
  });
  effects.publish(
    row.status === "scheduled"
      ? { audience: "everyone", message: { type: "products-scheduled", count: 1 } }
      : catalogChanged("created"),
  );
  afterProductSaved(effects, row, actor.now);
  return toAdminProduct(row, actor.now);
}

export async function updateProduct(
  db: Db,
  effects: Effects,
  id: number,
  input: ProductInput,
  actor: AdminActor,
): Promise<AdminProduct> {
  const row = await db.transaction(async (tx) => {
    const current = await lockProduct(tx, id);
    const values = valuesOf(input, actor.now, current);
    const stockBefore = stockOfferedOf(await readStockUnits(tx, id));
    const [updated] = await tx.update(products).set(values).where(eq(products.id, id)).returning();
    // The sizes may have changed: stock follows them even when the form did not send it.
    const sent = input.stock === undefined ? stockBefore : input.stock;
    const stock = await saveStock(
      tx,
      id,
      sent && Object.fromEntries(Object.entries(sent).filter(([size]) => values.sizes?.includes(size) ?? true)),
    );
    await recordAdminActivity(
      tx,
      actor,
      "product.update",
      productTarget(id),
      changesBetween(snapshotOf({ ...storedValuesOf(current), stock: stockBefore }), snapshotOf({ ...values, stock })),
    );
    return withStock(tx, updated);
  });
  effects.publish(
    row.status === "scheduled" && effectiveStatus(row, actor.now) === "scheduled"
      ? { audience: "everyone", message: { type: "products-scheduled", count: 1 } }
      : catalogChanged("updated"),
  );
  afterProductSaved(effects, row, actor.now);
  return toAdminProduct(row, actor.now);
}

/** Deletes one product: its orders keep their snapshot (productId becomes null), wishlist rows go with it. */
export async function deleteProduct(db: Db, effects: Effects, id: number, actor: AdminActor): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockProduct(tx, id);
    await tx.delete(products).where(eq(products.id, id));
    await recordAdminActivity(tx, actor, "product.delete", productTarget(id), {
      before: snapshotOf(storedValuesOf(current)),
    });
  });
  effects.publish(catalogChanged("deleted"));
}

/** An expired product goes live again now, until the new expiry. */
export async function reactivateProduct(
  db: Db,
  effects: Effects,
  id: number,
  expiresAt: Date,
  actor: AdminActor,
): Promise<AdminProduct> {
  if (!(expiresAt.getTime() > actor.now.getTime()))
    throw new AppError("BAD_REQUEST", EXPIRY_IN_FUTURE_MESSAGE, { expiresAt: [EXPIRY_IN_FUTURE_MESSAGE] });
  const row = await db.transaction(async (tx) => {
    const current = await lockProduct(tx, id);
    if (effectiveStatus(current, actor.now) !== "expired") throw new AppError("CONFLICT", ONLY_EXPIRED_REACTIVATE);
    const values = { status: "active" as const, publishAt: actor.now, expiresAt };
    const [updated] = await tx.update(products).set(values).where(eq(products.id, id)).returning();
    await recordAdminActivity(
      tx,
      actor,
      "product.reactivate",
      productTarget(id),
      changesBetween(snapshotOf(storedValuesOf(current)), snapshotOf({ ...storedValuesOf(current), ...values })),
    );
    return withStock(tx, updated);
  });
  effects.publish({ audience: "everyone", message: { type: "products-activated", activatedCount: 1 } });
  effects.wake("drop-alerts");
  return toAdminProduct(row, actor.now);
}

/**
 * A few products from the demo catalog, one per category, saved as drafts to try the back office with. Each is
 * named "<demo name> (sample)", numbered past every name in the shop (`sampleName`, decision 057), so a
 * sample never takes a live product's name, nor a draft's that could go live.
 */
export async function createSampleProducts(db: Db, effects: Effects, actor: AdminActor): Promise<AdminProduct[]> {
  const demo = demoProducts(actor.now);
  const firstOfEach = CATEGORIES.flatMap((category) => demo.find((product) => product.category === category) ?? []);
  const rows = await db.transaction(async (tx) => {
    // Names are compared in TypeScript (nameKey), as the imports do, so SQL's case rules never disagree.
    const taken = new Set((await tx.select({ name: products.name }).from(products)).map((row) => nameKey(row.name)));
    const created = await tx
      .insert(products)
      .values(
        firstOfEach.map((sample) => {
          const name = sampleName(sample.name, taken);
          taken.add(nameKey(name));
          return {
            name,
            description: sample.description,
            price: sample.price,
            discountAmount: sample.discountAmount,
            images: sample.images,
            category: sample.category,
            sizes: sample.sizes,
            supplierLink: sample.supplierLink,
            sku: sample.sku,
            status: "draft" as const,
            publishAt: null,
            expiresAt: expiryFromDays(actor.now, DEFAULT_EXPIRATION_DAYS),
            createdAt: actor.now,
          };
        }),
      )
      .returning();
    await recordAdminActivity(tx, actor, "product.sample", null, {
      after: { productIds: created.map((row) => row.id) },
    });
    return created;
  });
  effects.publish(catalogChanged("created")).wake("image-copies");
  return rows.map((row) =>
    toAdminProduct({ ...row, stockUnits: null, reminderCount: 0, imageCopyKeys: [] }, actor.now),
  );
}

export async function readProductSortSetting(db: Db): Promise<ProductSortSetting> {
  return { key: SETTING_KEYS.productSortOrder, value: await readProductSortOrder(db) };
}

/** Saves the shop's sort order; the public list follows it (every instance drops its cached list). */
export async function saveProductSortOrder(
  db: Db,
  effects: Effects,
  value: ProductSortOrder,
  actor: AdminActor,
): Promise<ProductSortSetting> {
  await db.transaction(async (tx) => {
    const before = await readProductSortOrder(tx);
    const stored = JSON.stringify(value);
    await tx
      .insert(settings)
      .values({ key: SETTING_KEYS.productSortOrder, value: stored, updatedAt: actor.now })
      .onConflictDoUpdate({ target: settings.key, set: { value: stored, updatedAt: actor.now } });
    await recordAdminActivity(tx, actor, "settings.product-sort-order", `setting:${SETTING_KEYS.productSortOrder}`, {
      before: { value: before },
      after: { value },
    });
  });
  effects.publish(catalogChanged("sort-order"));
  return { key: SETTING_KEYS.productSortOrder, value };
}

/** The product row, locked until the transaction ends; a 404 when there is none. */
async function lockProduct(tx: Db, id: number): Promise<ProductRow> {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for("update");
  if (!row) throw new AppError("NOT_FOUND", PRODUCT_NOT_FOUND);
  return row;
}

export async function recordAdminActivity(
  tx: Db,
  actor: AdminActor,
  action: ActivityAction,
  target: string | null,
  changes: ActivityChanges,
) {
  await recordActivity(tx, { ...activityBy(actor), action, target, changes });
}
