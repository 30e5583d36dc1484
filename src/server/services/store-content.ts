import { desc, eq } from "drizzle-orm";
import { type ShopFromIndia, type StoreSettings, storeSettingsSchema } from "../../contracts/settings";
import type { Db } from "../db/client";
import { settings, shopFromIndiaContent } from "../db/schema";
import { SETTING_KEYS } from "../db/setting-keys";

const EMPTY_STORE_SETTINGS: StoreSettings = {
  storeName: null,
  storeEmail: null,
  storePhone: null,
  currency: null,
  storeAddress: null,
  storeDescription: null,
};

/** The store's contact details; fields never set are null (the client shows its fallbacks). */
export async function readStoreSettings(db: Db): Promise<StoreSettings> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, SETTING_KEYS.storeSettings));
  if (!row) return EMPTY_STORE_SETTINGS;
  const parsed = storeSettingsSchema.partial().safeParse(JSON.parse(row.value));
  return { ...EMPTY_STORE_SETTINGS, ...(parsed.success ? parsed.data : {}) };
}

/** The newest active Shop from India content, or null when there is none. */
export async function readShopFromIndia(db: Db): Promise<ShopFromIndia | null> {
  const [row] = await db
    .select({
      content: shopFromIndiaContent.content,
      whatsappNumber: shopFromIndiaContent.whatsappNumber,
      buttonText: shopFromIndiaContent.buttonText,
    })
    .from(shopFromIndiaContent)
    .where(eq(shopFromIndiaContent.isActive, true))
    .orderBy(desc(shopFromIndiaContent.updatedAt))
    .limit(1);
  return row ?? null;
}
