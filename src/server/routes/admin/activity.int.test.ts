import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ActivityPage } from "../../../contracts/activity";
import { adminSignIn } from "../../../testing/sign-in";
import { createTestApp, type TestApp } from "../../../testing/test-app";
import { manualClock } from "../../clock";
import { activityLog, admins, products } from "../../db/schema";
import { recordActivity } from "../../services/activity/activity-log";

describe("GET /api/admin/activity", () => {
  let t: TestApp;
  let cookie: string;
  let adminId: number;
  const clock = manualClock("2026-03-10T12:00:00Z");
  const list = async (query = "") => {
    const res = await t.app.inject({ method: "GET", url: `/api/admin/activity${query}`, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ActivityPage;
  };

  beforeAll(async () => {
    t = await createTestApp({}, clock);
    cookie = (await adminSignIn(t.app)).cookie;
    [{ id: adminId }] = await t.database.db.select({ id: admins.id }).from(admins);
    await t.database.db.delete(activityLog);
    // 120 failed sign-ins on 1-5 March, one an hour, and one sign-out on 6 March.
    await t.database.db.transaction(async (tx) => {
      for (let i = 0; i < 120; i++) {
        await recordActivity(tx, {
          at: new Date(Date.parse("2026-03-01T00:00:00Z") + i * 3_600_000),
          adminId: null,
          action: "auth.sign-in-failed",
          target: `email:guess${i}@example.com`,
          ip: "10.0.0.9",
          changes: { after: { reason: "password" } },
        });
      }
      await recordActivity(tx, {
        at: new Date("2026-03-06T08:00:00Z"),
        adminId,
        action: "auth.sign-out",
        target: `admin:${adminId}`,
        ip: "10.0.0.1",
      });
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers 50 a page, newest first, with the total and the admin's email", async () => {
    const first = await list();
    expect(first).toMatchObject({ total: 121, page: 1, pageSize: 50 });
    expect(first.entries).toHaveLength(50);
    expect(first.entries[0]).toEqual({
      id: expect.any(Number),
      at: "2026-03-06T08:00:00.000Z",
      adminId,
      adminEmail: "admin@example.com",
      action: "auth.sign-out",
      target: `admin:${adminId}`,
      targetName: "admin@example.com",
      ip: "10.0.0.1",
      changes: null,
    });
    expect(first.entries[1]).toMatchObject({
      at: "2026-03-05T23:00:00.000Z",
      adminId: null,
      adminEmail: null,
      targetName: "guess119@example.com",
    });
    const ats = first.entries.map((e) => e.at);
    expect([...ats].sort().reverse()).toEqual(ats);
    const third = await list("?page=3");
    expect(third.entries).toHaveLength(21);
    expect(third.entries.at(-1)?.at).toBe("2026-03-01T00:00:00.000Z");
    expect((await list("?page=4")).entries).toEqual([]);
  });

  it("filters by action and by a half-open time range", async () => {
    const signOuts = await list("?action=auth.sign-out");
    expect(signOuts.total).toBe(1);
    expect(signOuts.entries.map((e) => e.action)).toEqual(["auth.sign-out"]);

    const day = await list(
      `?from=${encodeURIComponent("2026-03-02T00:00:00Z")}&to=${encodeURIComponent("2026-03-03T00:00:00+00:00")}`,
    );
    expect(day.total).toBe(24);
    expect(day.entries[0].at).toBe("2026-03-02T23:00:00.000Z");
    expect(day.entries.at(-1)?.at).toBe("2026-03-02T00:00:00.000Z");
    const combined = await list(`?action=auth.sign-in-failed&from=${encodeURIComponent("2026-03-05T20:00:00Z")}`);
    expect(combined.total).toBe(4);
  });

  it("names each target (never kind:id): a product by its current name, a gone one by its recorded name", async () => {
    const [product] = await t.database.db
      .insert(products)
      .values({
        name: "Indigo Kurta",
        description: "d",
        price: "40.00",
        images: ["https://example.com/a.jpg"],
        category: "regular",
        sizes: ["M"],
        expiresAt: new Date("2026-04-01T00:00:00Z"),
      })
      .returning({ id: products.id });
    const at = new Date("2026-03-07T00:00:00Z");
    await t.database.db.transaction(async (tx) => {
      await recordActivity(tx, { at, adminId, action: "product.update", target: `product:${product.id}` });
      await recordActivity(tx, {
        at,
        adminId,
        action: "product.delete",
        target: "product:2147483000",
        changes: { before: { name: "Gone Saree" } },
      });
      await recordActivity(tx, { at, adminId, action: "order.paid", target: "order:12" });
      await recordActivity(tx, { at, adminId, action: "customer.delete", target: "customer:2147483000" });
    });
    const names = (await list(`?from=${encodeURIComponent(at.toISOString())}`)).entries.map((e) => [
      e.action,
      e.targetName,
    ]);
    expect(names).toEqual(
      expect.arrayContaining([
        ["product.update", "Indigo Kurta"],
        ["product.delete", "Gone Saree"],
        ["order.paid", "#12"],
        ["customer.delete", null],
      ]),
    );
  });

  it("answers 400 for bad filters", async () => {
    for (const query of ["?action=drop-table", "?from=yesterday", "?page=0", "?page=abc", "?sort=at"]) {
      const res = await t.app.inject({ method: "GET", url: `/api/admin/activity${query}`, headers: { cookie } });
      expect(res.statusCode, query).toBe(400);
    }
  });
});
