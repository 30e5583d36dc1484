import type { Database } from "./client";
import { migrateDatabase } from "./migrate";
import { seedDefaultShippingRates, seedDemoData } from "./seed-demo";

/** Everything a database needs before the shop serves from it: migrations, default rates, demo data. */
export async function prepareDatabase(database: Database, { demoData }: { demoData: boolean }): Promise<void> {
  await migrateDatabase(database);
  await database.withExclusiveLock(async () => {
    await seedDefaultShippingRates(database.db);
    if (demoData) await seedDemoData(database.db, new Date());
  });
}
