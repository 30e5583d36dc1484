import { asc, inArray, not, sql } from "drizzle-orm";
import type { AdminShippingRate } from "../../../contracts/admin-settings";
import { countryName } from "../../../domain/countries";
import type { Db } from "../../db/client";
import { shippingRates } from "../../db/schema";
import type { Effects } from "../../effects";
import { activityBy, type AdminActor, recordActivity } from "../activity/activity-log";

type ShippingRateInput = { countryCode: string; countryName: string; rate: string; enabled: boolean };

async function upsertShippingRates(db: Db, rates: ShippingRateInput[], now?: Date): Promise<void> {
  if (rates.length === 0) return;
  await db
    .insert(shippingRates)
    .values(rates.map((r) => ({ ...r, countryCode: r.countryCode.toUpperCase() })))
    .onConflictDoUpdate({
      target: shippingRates.countryCode,
      set: {
        countryName: sql`excluded.country_name`,
        rate: sql`excluded.rate`,
        enabled: sql`excluded.enabled`,
        updatedAt: now ?? sql`now()`,
      },
    });
}

const announceShippingRates = (effects: Effects) =>
  effects.publish({ audience: "everyone", message: { type: "shipping-rates-updated" } });

/** GET /api/shipping-rates (admin): every stored rate by country name. */
export async function listShippingRates(db: Db): Promise<AdminShippingRate[]> {
  return db
    .select({
      id: shippingRates.id,
      countryCode: shippingRates.countryCode,
      countryName: shippingRates.countryName,
      rate: shippingRates.rate,
      enabled: shippingRates.enabled,
    })
    .from(shippingRates)
    .orderBy(asc(shippingRates.countryName), asc(shippingRates.countryCode));
}

const rateMap = (rates: readonly { countryCode: string; rate: string; enabled: boolean }[]) =>
  Object.fromEntries(rates.filter((r) => r.enabled).map((r) => [r.countryCode, r.rate]));

/**
 * POST /api/admin/shipping-rates: the Shipping Rates tab's whole table. Only the enabled rows are saved:
 * afterwards the table holds exactly those, so a country switched off stops being offered.
 * Names come from the code (Intl), whatever the form sent. Every open page is told to refresh.
 */
export async function updateShippingRates(
  db: Db,
  effects: Effects,
  rates: readonly { countryCode: string; rate: string; enabled: boolean }[],
  actor: AdminActor,
): Promise<AdminShippingRate[]> {
  const enabled = rates
    .filter((r) => r.enabled)
    .map((r) => ({
      countryCode: r.countryCode,
      countryName: countryName(r.countryCode) ?? r.countryCode,
      rate: r.rate,
      enabled: true,
    }));
  const saved = await db.transaction(async (tx) => {
    const before = await listShippingRates(tx);
    const kept = enabled.map((r) => r.countryCode);
    await tx.delete(shippingRates).where(kept.length > 0 ? not(inArray(shippingRates.countryCode, kept)) : undefined);
    await upsertShippingRates(tx, enabled, actor.now);
    const after = await listShippingRates(tx);
    await recordActivity(tx, {
      ...activityBy(actor),
      action: "settings.shipping-rates",
      target: "settings:shipping-rates",
      // Country code -> rate of the rates offered, before and after.
      changes: { before: rateMap(before), after: rateMap(after) },
    });
    return after;
  });
  announceShippingRates(effects);
  return saved;
}
