import { sql } from "drizzle-orm";
import type { StoreSettingsValues } from "../../../contracts/admin-settings";
import type { StoreSettings } from "../../../contracts/settings";
import type { Db } from "../../db/client";
import { settings } from "../../db/schema";
import { SETTING_KEYS } from "../../db/setting-keys";
import type { Effects } from "../../effects";
import { changesBetween } from "../activity/activity-changes";
import { activityBy, type AdminActor, recordActivity } from "../activity/activity-log";
import { readStoreSettings } from "./store-content";

/** Writes one JSON setting, inserting it the first time. */
export async function writeSetting(tx: Db, key: string, value: unknown, now: Date): Promise<void> {
  const text = JSON.stringify(value);
  await tx
    .insert(settings)
    .values({ key, value: text, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value: text, updatedAt: sql`excluded.updated_at` } });
}

/**
 * PUT /api/admin/settings/store: the contact details and currency, and the time zone under the key
 * getStoreTimeZone reads, in one transaction with the activity row. Every open page is then told, so Help
 * & Support and the amounts on screen change without a reload.
 */
export async function saveStoreSettings(
  db: Db,
  effects: Effects,
  values: StoreSettingsValues,
  actor: AdminActor,
): Promise<StoreSettings> {
  const saved = await db.transaction(async (tx) => {
    const before = await readStoreSettings(tx);
    const { timeZone, unpaidOrderDeadlineMinutes = before.unpaidOrderDeadlineMinutes, ...stored } = values;
    await writeSetting(tx, SETTING_KEYS.storeSettings, { ...stored, unpaidOrderDeadlineMinutes }, actor.now);
    await writeSetting(tx, SETTING_KEYS.storeTimeZone, timeZone, actor.now);
    const after = await readStoreSettings(tx);
    await recordActivity(tx, {
      ...activityBy(actor),
      action: "settings.store",
      target: "settings:store",
      changes: changesBetween(before, after),
    });
    return after;
  });
  effects.publish({ audience: "everyone", message: { type: "store-settings-updated" } });
  // A new deadline moves every unpaid order's moment.
  effects.wake("payment-deadlines");
  return saved;
}
