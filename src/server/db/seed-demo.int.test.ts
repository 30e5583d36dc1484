import { count, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../testing/test-database";
import type { Database } from "./client";
import { migrateDatabase } from "./migrate";
import { alternateDescriptions, products, settings, shippingRates, shopFromIndiaContent } from "./schema";
import { seedDefaultShippingRates, seedDemoData } from "./seed-demo";

describe("migrations and demo data", () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it("creates every table of the data model", async () => {
    const rows = await database.rows<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const names = rows.map((r) => r.table_name);
    expect(names).toEqual(
      expect.arrayContaining([
        "users",
        "products",
        "orders",
        "wishlist",
        "settings",
        "password_resets",
        "shipping_rates",
        "alternate_descriptions",
        "shop_from_india_content",
        "customer_sessions",
        "admin_sessions",
        "admins",
        "processed_stripe_events",
      ]),
    );
  });

  it("applies migrations again without error", async () => {
    await expect(migrateDatabase(database)).resolves.toBeUndefined();
  });

  it("seeds an empty shop once and never touches it again", async () => {
    const now = new Date();
    expect(await seedDefaultShippingRates(database.db)).toBe(true);
    expect(await seedDemoData(database.db, now)).toBe(true);
    const [{ n: productCount }] = await database.db.select({ n: count() }).from(products);
    expect(productCount).toBeGreaterThanOrEqual(24);

    expect(await seedDefaultShippingRates(database.db)).toBe(false);
    expect(await seedDemoData(database.db, now)).toBe(false);
    const [{ n: again }] = await database.db.select({ n: count() }).from(products);
    expect(again).toBe(productCount);

    const rates = await database.db.select().from(shippingRates);
    expect(rates.find((r) => r.countryCode === "SG")).toMatchObject({ rate: "8.99", enabled: true });
    expect(await database.db.select().from(alternateDescriptions)).toHaveLength(3);
    expect(await database.db.select().from(shopFromIndiaContent)).toHaveLength(1);
    expect(await database.db.select().from(settings)).toEqual(
      expect.arrayContaining([expect.objectContaining({ key: "store_settings" })]),
    );
  });

  it("stores money as exact decimals", async () => {
    const [p] = await database.db
      .select({ price: products.price, discount: products.discountAmount })
      .from(products)
      .limit(1);
    expect(p.price).toMatch(/^\d+\.\d{2}$/);
    expect(p.discount).toMatch(/^\d+\.\d{2}$/);
  });
});
