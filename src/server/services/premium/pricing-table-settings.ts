import { eq } from "drizzle-orm";
import type { AdminStripePricingTable } from "../../../contracts/admin-settings";
import { checkPricingTableEmbed } from "../../../domain/pricing-table";
import type { Db } from "../../db/client";
import { settings } from "../../db/schema";
import { SETTING_KEYS } from "../../db/setting-keys";
import { AppError } from "../../errors";
import { activityBy, type AdminActor, recordActivity } from "../activity/activity-log";

/**
 * The Membership tab: Stripe's pricing-table embed code. Stored as the admin
 * pasted it (the setting's value is the code itself, as readPricingTable reads it), only once it passes
 * checkPricingTableEmbed; the shop renders from its two ids alone.
 */

async function readCode(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, SETTING_KEYS.stripePricingTable));
  return row?.value ?? null;
}

function toAdmin(code: string | null): AdminStripePricingTable {
  const checked = checkPricingTableEmbed(code);
  return {
    stripePricingTableCode: code,
    pricingTableId: checked.ok ? checked.embed.pricingTableId : null,
    publishableKey: checked.ok ? checked.embed.publishableKey : null,
  };
}

export async function getAdminPricingTable(db: Db): Promise<AdminStripePricingTable> {
  return toAdmin(await readCode(db));
}

/** PUT /api/admin/settings/stripe-pricing-table: refuses a code Stripe did not give, with the reason. */
export async function savePricingTableCode(db: Db, code: string, actor: AdminActor): Promise<AdminStripePricingTable> {
  const checked = checkPricingTableEmbed(code);
  if (!checked.ok) {
    throw new AppError("BAD_REQUEST", checked.problem, { stripePricingTableCode: [checked.problem] });
  }
  return db.transaction(async (tx) => {
    const before = toAdmin(await readCode(tx));
    await tx
      .insert(settings)
      .values({ key: SETTING_KEYS.stripePricingTable, value: code, updatedAt: actor.now })
      .onConflictDoUpdate({ target: settings.key, set: { value: code, updatedAt: actor.now } });
    // The ids say what changed; the publishable key is public by design (it is in every shopper's page).
    await recordActivity(tx, {
      ...activityBy(actor),
      action: "settings.stripe-pricing-table",
      target: "settings:stripe-pricing-table",
      changes: {
        before: { pricingTableId: before.pricingTableId, publishableKey: before.publishableKey },
        after: { ...checked.embed },
      },
    });
    return toAdmin(code);
  });
}
