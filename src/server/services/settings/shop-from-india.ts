import { eq } from "drizzle-orm";
import {
  type AdminShopFromIndia,
  DEFAULT_SHOP_FROM_INDIA_BUTTON_TEXT,
  type ShopFromIndiaValues,
} from "../../../contracts/admin-settings";
import type { Db } from "../../db/client";
import { shopFromIndiaContent } from "../../db/schema";
import { changesBetween } from "../activity/activity-changes";
import { activityBy, type AdminActor, recordActivity } from "../activity/activity-log";
import { findShopFromIndiaRow } from "./store-content";

/** The Shop from India popup as the admin edits it: one row. */

type Row = typeof shopFromIndiaContent.$inferSelect;

const valuesOf = (row: Row): ShopFromIndiaValues => ({
  content: row.content,
  whatsappNumber: row.whatsappNumber,
  buttonText: row.buttonText,
  isActive: row.isActive,
});

function toAdmin(row: Row | null): AdminShopFromIndia {
  if (!row) {
    return {
      content: "",
      whatsappNumber: "",
      buttonText: DEFAULT_SHOP_FROM_INDIA_BUTTON_TEXT,
      isActive: true,
      updatedAt: null,
    };
  }
  return { ...valuesOf(row), updatedAt: row.updatedAt.toISOString() };
}

export async function getAdminShopFromIndia(db: Db): Promise<AdminShopFromIndia> {
  return toAdmin(await findShopFromIndiaRow(db));
}

/** PUT /api/admin/shop-from-india: updates the row the shop reads (creating it the first time). */
export async function saveShopFromIndia(
  db: Db,
  values: ShopFromIndiaValues,
  actor: AdminActor,
): Promise<AdminShopFromIndia> {
  return db.transaction(async (tx) => {
    const current = await findShopFromIndiaRow(tx);
    const [row] = current
      ? await tx
          .update(shopFromIndiaContent)
          .set({ ...values, updatedAt: actor.now })
          .where(eq(shopFromIndiaContent.id, current.id))
          .returning()
      : await tx
          .insert(shopFromIndiaContent)
          .values({ ...values, createdAt: actor.now, updatedAt: actor.now })
          .returning();
    await recordActivity(tx, {
      ...activityBy(actor),
      action: "settings.shop-from-india",
      target: "settings:shop-from-india",
      changes: changesBetween(current ? valuesOf(current) : null, valuesOf(row)),
    });
    return toAdmin(row);
  });
}
