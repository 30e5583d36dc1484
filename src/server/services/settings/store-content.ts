import { desc, eq } from "drizzle-orm";
import type { ShopFromIndia, StoreSettings } from "../../../contracts/settings";
import { DEFAULT_CURRENCY, isCurrency } from "../../../domain/money";
import type { Db } from "../../db/client";
import { settings, shopFromIndiaContent } from "../../db/schema";
import { SETTING_KEYS } from "../../db/setting-keys";
import { getStoreTimeZone } from "./store-time-zone";

const TEXT_FIELDS = [
  "storeName",
  "storeEmail",
  "storePhone",
  "storeAddress",
  "storeDescription",
  "supportHours",
  "paymentInstructions",
  "customerPortalUrl",
] as const;

/**
 * The store's settings (one JSON value; the time zone has its own key, read by getStoreTimeZone). Contact
 * fields never set are null (the shop shows its fallbacks); an unreadable value counts as never set.
 */
export async function readStoreSettings(db: Db): Promise<StoreSettings> {
  const [[row], timeZone] = await Promise.all([
    db.select({ value: settings.value }).from(settings).where(eq(settings.key, SETTING_KEYS.storeSettings)),
    getStoreTimeZone(db),
  ]);
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = row ? JSON.parse(row.value) : {};
    if (parsed && typeof parsed === "object") stored = parsed as Record<string, unknown>;
  } catch {
    // Left as never set.
  }
  const contact = Object.fromEntries(
    TEXT_FIELDS.map((field) => {
      const value = stored[field];
      return [field, typeof value === "string" && value.trim() !== "" ? value : null];
    }),
  ) as Pick<StoreSettings, (typeof TEXT_FIELDS)[number]>;
  const deadline = stored.unpaidOrderDeadlineMinutes;
  return {
    ...contact,
    currency: isCurrency(stored.currency) ? stored.currency : DEFAULT_CURRENCY,
    timeZone,
    unpaidOrderDeadlineMinutes: Number.isInteger(deadline) && (deadline as number) >= 1 ? (deadline as number) : null,
  };
}

type ShopFromIndiaRow = typeof shopFromIndiaContent.$inferSelect;

/** The Shop from India row the admin edits: the newest one, active or not; null before the first save. */
export async function findShopFromIndiaRow(db: Db): Promise<ShopFromIndiaRow | null> {
  const [row] = await db.select().from(shopFromIndiaContent).orderBy(desc(shopFromIndiaContent.id)).limit(1);
  return row ?? null;
}

/** The popup's content for shoppers, or null when there is none or the admin switched it off. */
export async function readShopFromIndia(db: Db): Promise<ShopFromIndia | null> {
  const row = await findShopFromIndiaRow(db);
  if (!row?.isActive) return null;
  return { content: row.content, whatsappNumber: row.whatsappNumber, buttonText: row.buttonText };
}
