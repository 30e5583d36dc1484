import { eq } from "drizzle-orm";
import { DEFAULT_STORE_TIME_ZONE, isTimeZone } from "../../../domain/store-time-zone";
import type { Db } from "../../db/client";
import { settings } from "../../db/schema";
import { SETTING_KEYS } from "../../db/setting-keys";

/**
 * The store's IANA time zone (a JSON string under store_time_zone), or the default when it was never set or
 * is not a zone this runtime knows. The one reader: order groups, exports and dashboard ranges ask here.
 */
export async function getStoreTimeZone(db: Db): Promise<string> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, SETTING_KEYS.storeTimeZone));
  if (!row) return DEFAULT_STORE_TIME_ZONE;
  let stored: unknown;
  try {
    stored = JSON.parse(row.value);
  } catch {
    return DEFAULT_STORE_TIME_ZONE;
  }
  return typeof stored === "string" && isTimeZone(stored) ? stored : DEFAULT_STORE_TIME_ZONE;
}
