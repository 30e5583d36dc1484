import { and, inArray, type SQL } from "drizzle-orm";
import type { ActivityAction } from "../../../contracts/activity";
import {
  EXPIRY_AFTER_PUBLICATION_MESSAGE,
  EXPIRY_IN_FUTURE_MESSAGE,
  PUBLICATION_IN_PAST_MESSAGE,
  publicationTimeAt,
} from "../../../domain/product-input";
import type { Db } from "../../db/client";
import { products } from "../../db/schema";
import { AppError } from "../../errors";
import type { Envelope } from "../../events";
import type { Effects } from "../../effects";
import type { AdminActor } from "../activity/activity-log";
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

/**
 * The window to store, or a 400: a publication time that passed moments ago counts as now (decision 021);
 * only an explicit "Publish now" may start it at once otherwise, since a time that passed while the owner was
 * choosing it would publish the products the moment they were "scheduled".
 */
function checkedWindow({ publishAt: requested, expiresAt, publishNow }: Window, now: Date): Window {
  const publishAt = publishNow ? requested : publicationTimeAt(requested, now);
  if (!(expiresAt.getTime() > (publishAt ?? requested).getTime()))
    throw new AppError("BAD_REQUEST", EXPIRY_AFTER_PUBLICATION_MESSAGE, {
      expiresAt: [EXPIRY_AFTER_PUBLICATION_MESSAGE],
    });
  if (!(expiresAt.getTime() > now.getTime()))
    throw new AppError("BAD_REQUEST", EXPIRY_IN_FUTURE_MESSAGE, { expiresAt: [EXPIRY_IN_FUTURE_MESSAGE] });
  if (!publishAt)
    throw new AppError("BAD_REQUEST", PUBLICATION_IN_PAST_MESSAGE, { publishAt: [PUBLICATION_IN_PAST_MESSAGE] });
  return { publishAt, expiresAt, publishNow };
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

function announceIf(effects: Effects, changed: number, envelope: Envelope) {
  if (changed > 0) effects.publish(envelope);
}

/** Products moved into a window that has begun ("Publish now") are a drop: its alerts go now. */
function wakeIfLiveNow(effects: Effects, changed: number, window: Window, now: Date) {
  if (changed > 0 && window.publishAt.getTime() <= now.getTime()) effects.wake("drop-alerts");
}

/** Drafts get a publication window; they go live at publishAt with no job running. */
export async function scheduleProducts(
  db: Db,
  effects: Effects,
  ids: number[],
  window: Window,
  actor: AdminActor,
): Promise<number> {
  const checked = checkedWindow(window, actor.now);
  const moved = await moveProducts(db, ids, isDraft, { status: "scheduled", ...checked }, "product.schedule", actor);
  announceIf(effects, moved.length, {
    audience: "everyone",
    message: { type: "products-scheduled", count: moved.length },
  });
  wakeIfLiveNow(effects, moved.length, checked, actor.now);
  return moved.length;
}

/** Expired products come back with new times. */
export async function activateExpiredProducts(
  db: Db,
  effects: Effects,
  ids: number[],
  window: Window,
  actor: AdminActor,
): Promise<number> {
  const checked = checkedWindow(window, actor.now);
  const moved = await moveProducts(
    db,
    ids,
    isExpiredAt(actor.now),
    { status: "active", ...checked },
    "product.activate",
    actor,
  );
  announceIf(effects, moved.length, {
    audience: "everyone",
    message: { type: "products-activated", activatedCount: moved.length },
  });
  wakeIfLiveNow(effects, moved.length, checked, actor.now);
  return moved.length;
}

/** Scheduled products that have not gone live yet get new times. */
export async function rescheduleProducts(
  db: Db,
  effects: Effects,
  ids: number[],
  window: Window,
  actor: AdminActor,
): Promise<number> {
  const checked = checkedWindow(window, actor.now);
  const moved = await moveProducts(db, ids, isScheduledAt(actor.now), checked, "product.reschedule", actor);
  announceIf(effects, moved.length, {
    audience: "everyone",
    message: {
      type: "products-rescheduled",
      // Names for the shop's notice, a bounded few: a NOTIFY payload holds under 8 KB.
      products: moved
        .slice(0, RESCHEDULED_NAMES_MAX)
        .map((p) => ({ name: p.name, publishAt: checked.publishAt.toISOString() })),
    },
  });
  wakeIfLiveNow(effects, moved.length, checked, actor.now);
  return moved.length;
}

/** Live products go back to draft (only active, unexpired ones). */
export async function draftLiveProducts(db: Db, effects: Effects, ids: number[], actor: AdminActor): Promise<number> {
  const moved = await moveProducts(
    db,
    ids,
    isLiveAt(actor.now),
    { status: "draft", publishAt: null },
    "product.draft",
    actor,
  );
  announceIf(effects, moved.length, { audience: "everyone", message: { type: "product-status-updated" } });
  return moved.length;
}

/** The answer of a bulk delete. */
export function bulkDeleteMessage(which: "draft" | "active", deleted: number): string {
  return `Deleted ${deleted} ${which} ${deleted === 1 ? "product" : "products"}`;
}

/** Deletes every draft, or every live product; shoppers' Discover goes back to the first product. */
export async function deleteProductsByStatus(
  db: Db,
  effects: Effects,
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
  announceIf(effects, deleted, {
    audience: "everyone",
    message: { type: "customer-products-updated", reason: "deleted" },
  });
  return deleted;
}
