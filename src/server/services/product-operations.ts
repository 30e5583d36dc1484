import { and, eq, gt, inArray, lte, ne } from "drizzle-orm";
import type { Db } from "../db/client";
import { products } from "../db/schema";
import { AppError } from "../errors";
import type { EventPublisher } from "../events";
import { isLiveAt } from "./catalog";

/**
 * The back office's bulk lifecycle operations. Each changes only the products in the right state and
 * announces the change, which also drops every instance's catalog cache. (Their admin routes and screens
 * come with the back office.)
 */

type Window = { publishAt: Date; expiresAt: Date };

function checkWindow({ publishAt, expiresAt }: Window) {
  if (!(expiresAt.getTime() > publishAt.getTime()))
    throw new AppError("BAD_REQUEST", "The expiry must be after the publication time");
}

/** Drafts get a publication window; they go live at publishAt with no job running. */
export async function scheduleProducts(db: Db, events: EventPublisher, ids: number[], window: Window): Promise<number> {
  checkWindow(window);
  const updated = await db
    .update(products)
    .set({ status: "scheduled", ...window })
    .where(and(inArray(products.id, ids), eq(products.status, "draft")))
    .returning({ id: products.id });
  if (updated.length > 0)
    await events.publish({ audience: "everyone", message: { type: "products-scheduled", count: updated.length } });
  return updated.length;
}

/** Expired products come back with new times. */
export async function activateExpiredProducts(
  db: Db,
  events: EventPublisher,
  ids: number[],
  window: Window,
  now = new Date(),
): Promise<number> {
  checkWindow(window);
  const updated = await db
    .update(products)
    .set({ status: "active", ...window })
    .where(and(inArray(products.id, ids), ne(products.status, "draft"), lte(products.expiresAt, now)))
    .returning({ id: products.id });
  if (updated.length > 0)
    await events.publish({
      audience: "everyone",
      message: { type: "products-activated", activatedCount: updated.length },
    });
  return updated.length;
}

/** Scheduled products that have not gone live yet get new times. */
export async function rescheduleProducts(
  db: Db,
  events: EventPublisher,
  ids: number[],
  window: Window,
  now = new Date(),
): Promise<number> {
  checkWindow(window);
  const updated = await db
    .update(products)
    .set(window)
    .where(and(inArray(products.id, ids), eq(products.status, "scheduled"), gt(products.publishAt, now)))
    .returning({ name: products.name, publishAt: products.publishAt });
  if (updated.length > 0) {
    await events.publish({
      audience: "everyone",
      message: {
        type: "products-rescheduled",
        products: updated.map((p) => ({ name: p.name, publishAt: p.publishAt?.toISOString() ?? null })),
      },
    });
  }
  return updated.length;
}

/** Live products go back to draft (only active, unexpired ones). */
export async function draftLiveProducts(
  db: Db,
  events: EventPublisher,
  ids: number[],
  now = new Date(),
): Promise<number> {
  const updated = await db
    .update(products)
    .set({ status: "draft", publishAt: null })
    .where(and(inArray(products.id, ids), isLiveAt(now)))
    .returning({ id: products.id });
  if (updated.length > 0) await events.publish({ audience: "everyone", message: { type: "product-status-updated" } });
  return updated.length;
}

/** Deletes every draft, or every live product; shoppers' Discover goes back to the first product. */
export async function deleteProductsByStatus(
  db: Db,
  events: EventPublisher,
  which: "draft" | "active",
  now = new Date(),
): Promise<number> {
  const deleted = await db
    .delete(products)
    .where(which === "draft" ? eq(products.status, "draft") : isLiveAt(now))
    .returning({ id: products.id });
  if (deleted.length > 0)
    await events.publish({ audience: "everyone", message: { type: "customer-products-updated", reason: "deleted" } });
  return deleted.length;
}
