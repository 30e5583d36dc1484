import { eq } from "drizzle-orm";
import type { SetupChecklist, SetupStep } from "../../../contracts/dashboard";
import type { Db } from "../../db/client";
import { activityLog, admins, productStock } from "../../db/schema";
import { readPricingTable } from "../premium/premium";
import { readStoreSettings } from "../settings/store-content";

/**
 * What a new shop still needs before it can sell, for the dashboard's setup checklist: the store's contact
 * details, shipping rates the owner has reviewed and saved, how shoppers pay, the membership pricing table,
 * two-factor on the admin's account, and a real sign-in for shoppers (OIDC_*, set on the server).
 */
export async function readSetupChecklist(
  db: Db,
  adminId: number,
  shopperSignInConfigured: boolean,
): Promise<SetupChecklist> {
  const [store, pricingTable, [admin], [ratesSaved], [limited]] = await Promise.all([
    readStoreSettings(db),
    readPricingTable(db),
    db.select({ twoFactorEnabled: admins.twoFactorEnabled }).from(admins).where(eq(admins.id, adminId)),
    db
      .select({ id: activityLog.id })
      .from(activityLog)
      .where(eq(activityLog.action, "settings.shipping-rates"))
      .limit(1),
    db.select({ productId: productStock.productId }).from(productStock).limit(1),
  ]);
  const done: Record<SetupStep, boolean> = {
    "store-details": Boolean(store.storeName && store.storeEmail && store.storePhone),
    "shipping-rates": ratesSaved !== undefined,
    "payment-instructions": Boolean(store.paymentInstructions),
    // Suggested once the shop sells limited sizes: an unpaid order holds a scarce unit.
    "payment-deadline": store.unpaidOrderDeadlineMinutes !== null || limited === undefined,
    "pricing-table": pricingTable.pricingTableId !== null && pricingTable.publishableKey !== null,
    "two-factor": admin?.twoFactorEnabled === true,
    "shopper-sign-in": shopperSignInConfigured,
  };
  return { steps: Object.entries(done).map(([step, isDone]) => ({ step: step as SetupStep, done: isDone })) };
}
