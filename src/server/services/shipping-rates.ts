import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { shippingRates } from "../db/schema";
import type { EventPublisher } from "../events";

export type ShippingRateInput = { countryCode: string; countryName: string; rate: string; enabled: boolean };

/** Saves the admin's rates (insert or update by country) and tells every open page to refresh them. */
export async function saveShippingRates(db: Db, events: EventPublisher, rates: ShippingRateInput[]): Promise<void> {
  if (rates.length > 0) {
    await db
      .insert(shippingRates)
      .values(rates.map((r) => ({ ...r, countryCode: r.countryCode.toUpperCase() })))
      .onConflictDoUpdate({
        target: shippingRates.countryCode,
        set: {
          countryName: sql`excluded.country_name`,
          rate: sql`excluded.rate`,
          enabled: sql`excluded.enabled`,
          updatedAt: sql`now()`,
        },
      });
  }
  await events.publish({ audience: "everyone", message: { type: "shipping-rates-updated" } });
}
