import { systemClock } from "./clock";
import type { Database } from "./db/client";
import { migrateDatabase } from "./db/migrate";
import { seedDefaultShippingRates, seedDemoData } from "./db/seed-demo";
import { ensureAdmin } from "./services/admin-auth/admin-auth";

type Preparation = { demoData: boolean; adminEmail: string; adminPassword: string | undefined };

/**
 * Everything a database needs before the shop serves from it: migrations, default rates, the administrator,
 * demo data. Answers the administrator's generated password when this start created it, for the log.
 */
export async function prepareDatabase(
  database: Database,
  { demoData, adminEmail, adminPassword }: Preparation,
): Promise<{ generatedAdminPassword: string | null }> {
  await migrateDatabase(database);
  return database.withExclusiveLock(async () => {
    await seedDefaultShippingRates(database.db);
    const generatedAdminPassword = await ensureAdmin(database.db, adminEmail, adminPassword);
    if (demoData) await seedDemoData(database.db, systemClock.now());
    return { generatedAdminPassword };
  });
}
