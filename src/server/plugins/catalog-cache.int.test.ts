import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Product } from "../../contracts/product";
import { manualClock } from "../clock";
import { products } from "../db/schema";
import { insertProduct } from "../../testing/factories";
import { createTestApp, type TestApp } from "../../testing/test-app";

const listOf = async (body: Promise<Buffer>) => (JSON.parse((await body).toString()) as Product[]).map((p) => p.name);

describe("the catalog cache", () => {
  const clock = manualClock("2026-11-29T10:00:00Z");
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, clock);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await t.database.db.delete(products);
    t.app.catalog.invalidate();
  });

  it("never answers a page asking after a go-live with the list read a moment before it", async () => {
    await insertProduct(t.database.db, { name: "Already live", publishAt: new Date("2026-11-29T09:00:00Z") });
    await insertProduct(t.database.db, {
      name: "Drops at ten past",
      status: "scheduled",
      publishAt: new Date("2026-11-29T10:10:00Z"),
    });
    // A page reads a second before the drop; the read is still in flight when pages ask after it.
    const before = t.app.catalog.liveProductsBody("identity", new Date("2026-11-29T10:09:59Z"));
    const after = t.app.catalog.liveProductsBody("identity", new Date("2026-11-29T10:10:01Z"));
    expect(await listOf(before)).toEqual(["Already live"]);
    expect((await listOf(after)).sort()).toEqual(["Already live", "Drops at ten past"]);
  });

  it("shares one read among the pages asking at the same moment", async () => {
    await insertProduct(t.database.db, { name: "Already live", publishAt: new Date("2026-11-29T09:00:00Z") });
    const at = new Date("2026-11-29T10:00:00Z");
    const bodies = await Promise.all(Array.from({ length: 5 }, () => t.app.catalog.liveProductsBody("identity", at)));
    // The very same packed body: one read, packed once.
    expect(new Set(bodies).size).toBe(1);
  });
});
