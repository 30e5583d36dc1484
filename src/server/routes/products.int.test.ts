import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { productListSchema, productSchema, upcomingProductListSchema } from "../../contracts/product";
import { PRODUCT_SORT_ORDERS } from "../../domain/catalog";
import { effectiveStatus, type StoredProductStatus } from "../../domain/product-lifecycle";
import { insertProduct } from "../../testing/factories";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { manualClock } from "../clock";
import { products, settings } from "../db/schema";
import { SETTING_KEYS } from "../db/setting-keys";
import { listLiveProducts } from "../services/products/catalog";

const HOUR = 3_600_000;

describe("public catalog", () => {
  // The app's time stands still unless a test moves it.
  const clock = manualClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, clock);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.database.db.delete(products);
    await t.database.db.delete(settings);
    t.app.catalog.invalidate();
  });

  const list = async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/products" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/json");
    return productListSchema.parse(res.json());
  };

  it("lists live products only: no drafts, no upcoming, no expired", async () => {
    const now = Date.now();
    const live = await insertProduct(t.database.db, { name: "Live" });
    await insertProduct(t.database.db, { name: "Draft", status: "draft", publishAt: null });
    await insertProduct(t.database.db, { name: "Upcoming", status: "scheduled", publishAt: new Date(now + HOUR) });
    await insertProduct(t.database.db, { name: "Expired", expiresAt: new Date(now - HOUR) });
    const dueScheduled = await insertProduct(t.database.db, {
      name: "Due",
      status: "scheduled",
      publishAt: new Date(now - HOUR),
    });
    const legacyExpired = await insertProduct(t.database.db, {
      name: "Relisted",
      status: "expired",
      expiresAt: new Date(now + HOUR),
    });
    const names = (await list()).map((p) => p.name);
    expect(names.sort()).toEqual([live.name, dueScheduled.name, legacyExpired.name].sort());
    expect((await list()).every((p) => p.status === "active")).toBe(true);
  });

  it("shows a product from its publish time with no job running", async () => {
    const publishAt = new Date(clock.now().getTime() + 1000);
    await insertProduct(t.database.db, { name: "Soon", status: "scheduled", publishAt });
    expect(await list()).toHaveLength(0);
    clock.advance(1200);
    expect((await list()).map((p) => p.name)).toEqual(["Soon"]);
  });

  it("drops a product at its expiry with no job running", async () => {
    await insertProduct(t.database.db, { name: "Going", expiresAt: new Date(clock.now().getTime() + 1000) });
    expect((await list()).map((p) => p.name)).toEqual(["Going"]);
    clock.advance(1200);
    expect(await list()).toHaveLength(0);
  });

  it("serves the cached list until products change, and the fresh list after invalidate()", async () => {
    await insertProduct(t.database.db, { name: "First" });
    expect(await list()).toHaveLength(1);
    await insertProduct(t.database.db, { name: "Second" });
    expect(await list()).toHaveLength(1);
    t.app.catalog.invalidate();
    expect(await list()).toHaveLength(2);
  });

  it("sends the list packed for clients that accept it, the same list as unpacked", async () => {
    for (let i = 0; i < 5; i++) await insertProduct(t.database.db, { name: `Packed kurta ${i}` });
    const plain = await t.app.inject({ method: "GET", url: "/api/products" });
    const br = await t.app.inject({ method: "GET", url: "/api/products", headers: { "accept-encoding": "gzip, br" } });
    const gzip = await t.app.inject({ method: "GET", url: "/api/products", headers: { "accept-encoding": "gzip" } });
    expect(br.headers).toMatchObject({ "content-encoding": "br", vary: "accept-encoding" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it("orders the list by the admin's sort setting, newest first by default", async () => {
    const now = Date.now();
    await insertProduct(t.database.db, { name: "Old cheap", price: "20.00", createdAt: new Date(now - 3 * HOUR) });
    await insertProduct(t.database.db, {
      name: "Mid discounted",
      price: "90.00",
      discountAmount: "60.00",
      createdAt: new Date(now - 2 * HOUR),
    });
    await insertProduct(t.database.db, { name: "New dear", price: "80.00", createdAt: new Date(now - HOUR) });
    const expected = {
      newest: ["New dear", "Mid discounted", "Old cheap"],
      oldest: ["Old cheap", "Mid discounted", "New dear"],
      "price-desc": ["New dear", "Mid discounted", "Old cheap"],
      "price-asc": ["Old cheap", "Mid discounted", "New dear"],
    } as const;
    expect((await list()).map((p) => p.name)).toEqual(expected.newest);
    for (const order of PRODUCT_SORT_ORDERS) {
      await t.database.db
        .insert(settings)
        .values({ key: SETTING_KEYS.productSortOrder, value: JSON.stringify(order) })
        .onConflictDoUpdate({ target: settings.key, set: { value: JSON.stringify(order) } });
      t.app.catalog.invalidate();
      expect(
        (await list()).map((p) => p.name),
        order,
      ).toEqual(expected[order]);
    }
  });

  it("answers one product when scheduled, live or expired, and 404 for drafts and unknown ids", async () => {
    const now = Date.now();
    const upcoming = await insertProduct(t.database.db, { status: "scheduled", publishAt: new Date(now + HOUR) });
    const expired = await insertProduct(t.database.db, { expiresAt: new Date(now - HOUR) });
    const draft = await insertProduct(t.database.db, { status: "draft", publishAt: null });
    const get = (id: number | string) => t.app.inject({ method: "GET", url: `/api/products/${id}` });

    const u = await get(upcoming.id);
    expect(u.statusCode).toBe(200);
    expect(productSchema.parse(u.json())).toMatchObject({ id: upcoming.id, status: "scheduled", price: "49.00" });
    expect((await get(expired.id)).json().status).toBe("expired");
    const d = await get(draft.id);
    expect(d.statusCode).toBe(404);
    expect(d.json()).toEqual({ message: "Product not found", code: "NOT_FOUND" });
    expect((await get(999_999)).statusCode).toBe(404);
    const bad = await get("abc");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("id");
  });

  it("announces the next release and how many products it brings", async () => {
    const empty = await t.app.inject({ method: "GET", url: "/api/products/next-release" });
    expect(empty.json()).toEqual({ nextReleaseTime: null, productCount: null, productIds: [] });

    const soon = new Date(Math.ceil((Date.now() + 2 * HOUR) / 1000) * 1000);
    const later = new Date(soon.getTime() + HOUR);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await insertProduct(t.database.db, { status: "scheduled", publishAt: soon })).id);
    await insertProduct(t.database.db, { status: "scheduled", publishAt: later });
    // A draft with a publish time, and a scheduled product that expires before it would go live, do not count.
    await insertProduct(t.database.db, { status: "draft", publishAt: new Date(soon.getTime() - HOUR) });
    await insertProduct(t.database.db, {
      status: "scheduled",
      publishAt: new Date(soon.getTime() - HOUR / 2),
      expiresAt: new Date(soon.getTime() - HOUR),
    });
    const res = await t.app.inject({ method: "GET", url: "/api/products/next-release" });
    expect(res.json()).toEqual({ nextReleaseTime: soon.toISOString(), productCount: 3, productIds: ids });
  });

  it("lists upcoming products, the soonest first, never drafts, live, expired or ones that expire first", async () => {
    const upcoming = async () => {
      const res = await t.app.inject({ method: "GET", url: "/api/products/upcoming" });
      expect(res.statusCode).toBe(200);
      return upcomingProductListSchema.parse(res.json());
    };
    expect(await upcoming()).toEqual([]);
    const now = clock.now().getTime();
    const later = await insertProduct(t.database.db, { status: "scheduled", publishAt: new Date(now + 2 * HOUR) });
    const sooner = await insertProduct(t.database.db, { status: "scheduled", publishAt: new Date(now + HOUR) });
    await insertProduct(t.database.db, { name: "Live" });
    await insertProduct(t.database.db, { status: "draft", publishAt: new Date(now + HOUR) });
    await insertProduct(t.database.db, { expiresAt: new Date(now - HOUR) });
    await insertProduct(t.database.db, {
      status: "scheduled",
      publishAt: new Date(now + HOUR),
      expiresAt: new Date(now + HOUR / 2),
    });
    const listed = await upcoming();
    expect(listed.map((p) => p.id)).toEqual([sooner.id, later.id]);
    expect(listed.every((p) => p.status === "scheduled")).toBe(true);
    expect(listed[0].publishAt).toBe(new Date(now + HOUR).toISOString());

    // At its publish time a product leaves the row for the live list.
    clock.advance(HOUR + 1000);
    expect((await upcoming()).map((p) => p.id)).toEqual([later.id]);
  });

  it("filters in SQL exactly as the domain's effectiveStatus decides", async () => {
    const now = new Date();
    const statuses: StoredProductStatus[] = ["draft", "scheduled", "active", "expired"];
    const publishes = [null, new Date(now.getTime() - HOUR), new Date(now.getTime() + HOUR)];
    const expiries = [new Date(now.getTime() - HOUR), new Date(now.getTime() + 2 * HOUR)];
    const expectedLive: string[] = [];
    for (const status of statuses)
      for (const publishAt of publishes)
        for (const expiresAt of expiries) {
          const name = `${status}/${publishAt?.getTime() ?? "null"}/${expiresAt.getTime()}`;
          await insertProduct(t.database.db, { name, status, publishAt, expiresAt });
          if (effectiveStatus({ status, publishAt, expiresAt }, now) === "active") expectedLive.push(name);
        }
    const live = await listLiveProducts(t.database.db, now);
    expect(live.map((p) => p.name).sort()).toEqual(expectedLive.sort());
  });
});
