import { and, inArray, type SQL } from "drizzle-orm";
import type { ActivityAction } from "../../contracts/activity";
import {
  EXPIRY_AFTER_PUBLICATION_MESSAGE,
  EXPIRY_IN_FUTURE_MESSAGE,
  PUBLICATION_IN_PAST_MESSAGE,
} from "../../domain/product-input";
import type { Db } from "../db/client";
import { products } from "../db/schema";
import { AppError } from "../errors";
import type { Envelope, EventPublisher } from "../events";
import type { AdminActor } from "./activity-log";
import { recordAdminActivity } from "./admin-products";
import { isDraft, isExpiredAt, isLiveAt, isScheduledAt } from "./catalog";

/**
 * The back office's bulk lifecycle operations. Each changes only the selected products that are in the
 * right state (and counts only those), writes one activity row in the same transaction, and announces the
 * change after the commit, which also drops every instance's catalog cache.
 */

/** A publication window; `publishNow` says the owner chose "Publish now" (publishAt is then the server's now). */
type Window = { publishAt: Date; expiresAt: Date; publishNow?: boolean };

/** How many rescheduled products products-rescheduled names (200-character names stay within NOTIFY's limit). */
const RESCHEDULED_NAMES_MAX = 20;
type ProductRow = typeof products.$inferSelect;

function checkWindow({ publishAt, expiresAt, publishNow }: Window, now: Date) {
  if (!(expiresAt.getTime() > publishAt.getTime()))
    throw new AppError("BAD_REQUEST", EXPIRY_AFTER_PUBLICATION_MESSAGE, {
      expiresAt: [EXPIRY_AFTER_PUBLICATION_MESSAGE],
    });
  if (!(expiresAt.getTime() > now.getTime()))
    throw new AppError("BAD_REQUEST", EXPIRY_IN_FUTURE_MESSAGE, { expiresAt: [EXPIRY_IN_FUTURE_MESSAGE] });
  // Only an explicit "Publish now" may start the window at once: a time that passed while the owner was
  // choosing it would otherwise publish the products the moment they were "scheduled" (issue 22).
  if (!publishNow && publishAt.getTime() < now.getTime())
    throw new AppError("BAD_REQUEST", PUBLICATION_IN_PAST_MESSAGE, { publishAt: [PUBLICATION_IN_PAST_MESSAGE] });
}

const lifecycleOf = (row: ProductRow) => ({
  id: row.id,
  status: row.status,
  publishAt: row.publishAt?.toISOString() ?? null,
  expiresAt: row.expiresAt.toISOString(),
});

/**
 * Locks the selected products that are in the state `allowed` names, sets `values` on them, and logs one
 * row: each product's lifecycle before, and the new values after. Answers the rows as they were.
 */
async function moveProducts(
  db: Db,
  ids: number[],
  allowed: SQL,
  { publishNow, ...values }: Partial<Pick<ProductRow, "status" | "publishAt" | "expiresAt">> & { publishNow?: boolean },
  action: ActivityAction,
  actor: AdminActor,
): Promise<ProductRow[]> {
  return db.transaction(async (tx) => {
    const chosen = await tx
      .select()
      .from(products)
      .where(and(inArray(products.id, ids), allowed))
      .orderBy(products.id)
      .for("update");
    if (chosen.length > 0)
      await tx
        .update(products)
        .set(values)
        .where(
          inArray(
            products.id,
            chosen.map((row) => row.id),
          ),
        );
    await recordAdminActivity(tx, actor, action, null, {
      before: { products: chosen.map(lifecycleOf) },
      after: {
        productIds: chosen.map((row) => row.id),
        ...Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v])),
        ...(publishNow ? { publishNow: true } : {}),
      },
    });
    return chosen;
  });
}

async function announceIf(events: EventPublisher, changed: number, envelope: Envelope) {
  if (changed > 0) await events.publish(envelope);
}

/** Drafts get a publication window; they go live at publishAt with no job running. */
export async function scheduleProducts(
  db: Db,
  events: EventPublisher,
  ids: number[],
  window: Window,
  actor: AdminActor,
): Promise<number> {
  checkWindow(window, actor.now);
  const moved = await moveProducts(db, ids, isDraft, { status: "scheduled", ...window }, "product.schedule", actor);
  await announceIf(events, moved.length, {
    audience: "everyone",
    message: { type: "products-scheduled", count: moved.length },
  });
  return moved.length;
}

/** Expired products come back with new times. */
export async function activateExpiredProducts(
  db: Db,
  events: EventPublisher,
  ids: number[],
  window: Window,
  actor: AdminActor,
): Promise<number> {
  checkWindow(window, actor.now);
  const moved = await moveProducts(
    db,
    ids,
    isExpiredAt(actor.now),
    { status: "active", ...window },
    "product.activate",
    actor,
  );
  await announceIf(events, moved.length, {
    audience: "everyone",
    message: { type: "products-activated", activatedCount: moved.length },
  });
  return moved.length;
}

/** Scheduled products that have not gone live yet get new times. */
export async function rescheduleProducts(
  db: Db,
  events: EventPublisher,
  ids: number[],
  window: Window,
  actor: AdminActor,
): Promise<number> {
  checkWindow(window, actor.now);
  const moved = await moveProducts(db, ids, isScheduledAt(actor.now), window, "product.reschedule", actor);
  await announceIf(events, moved.length, {
    audience: "everyone",
    message: {
      type: "products-rescheduled",
      // Names for the shop's notice, a bounded few: a NOTIFY payload holds under 8 KB.
      products: moved
        .slice(0, RESCHEDULED_NAMES_MAX)
        .map((p) => ({ name: p.name, publishAt: window.publishAt.toISOString() })),
    },
  });
  return moved.length;
}

/** Live products go back to draft (only active, unexpired ones). */
export async function draftLiveProducts(
  db: Db,
  events: EventPublisher,
  ids: number[],
  actor: AdminActor,
): Promise<number> {
  const moved = await moveProducts(
    db,
    ids,
    isLiveAt(actor.now),
    { status: "draft", publishAt: null },
    "product.draft",
    actor,
  );
  await announceIf(events, moved.length, { audience: "everyone", message: { type: "product-status-updated" } });
  return moved.length;
}

/** The answer of a bulk delete. */
export function bulkDeleteMessage(which: "draft" | "active", deleted: number): string {
  return `Deleted ${deleted} ${which} ${deleted === 1 ? "product" : "products"}`;
}

/** Deletes every draft, or every live product; shoppers' Discover goes back to the first product. */
export async function deleteProductsByStatus(
  db: Db,
  events: EventPublisher,
  which: "draft" | "active",
  actor: AdminActor,
): Promise<number> {
  const deleted = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(products)
      .where(which === "draft" ? isDraft : isLiveAt(actor.now))
      .returning({ id: products.id, name: products.name });
    await recordAdminActivity(tx, actor, "product.bulk-delete", null, {
      before: { products: rows.map((row) => ({ id: row.id, name: row.name })) },
      after: { which, deletedCount: rows.length },
    });
    return rows.length;
  });
  await announceIf(events, deleted, {
    audience: "everyone",
    message: { type: "customer-products-updated", reason: "deleted" },
  });
  return deleted;
}
