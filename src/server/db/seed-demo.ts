import { count } from "drizzle-orm";
import type { Db } from "./client";
import {
  DEFAULT_SHIPPING_RATES,
  DEMO_ALTERNATE_DESCRIPTIONS,
  DEMO_SHOP_FROM_INDIA,
  DEMO_STORE_SETTINGS,
  demoProducts,
} from "./demo-catalog";
import { alternateDescriptions, products, settings, shippingRates, shopFromIndiaContent } from "./schema";
import { SETTING_KEYS } from "./setting-keys";

/** Every shop needs shipping rates to take an order, so the back-office specification's default rates go into an empty table. */
export async function seedDefaultShippingRates(db: Db): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(shippingRates);
  if (n > 0) return false;
  await db.insert(shippingRates).values(DEFAULT_SHIPPING_RATES).onConflictDoNothing();
  return true;
}

/**
 * Fills an empty shop with a believable catalog. A shop that already has products is never touched,
 * so a second start, or an owner's real catalog, keeps its data.
 */
export async function seedDemoData(db: Db, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [{ n }] = await tx.select({ n: count() }).from(products);
    if (n > 0) return false;
    await tx.insert(products).values(demoProducts(now));
    await tx
      .insert(settings)
      .values({ key: SETTING_KEYS.storeSettings, value: JSON.stringify(DEMO_STORE_SETTINGS) })
      .onConflictDoNothing();
    await tx.insert(shopFromIndiaContent).values(DEMO_SHOP_FROM_INDIA);
    await tx.insert(alternateDescriptions).values(DEMO_ALTERNATE_DESCRIPTIONS);
    return true;
  });
}
