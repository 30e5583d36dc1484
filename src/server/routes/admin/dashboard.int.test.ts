import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Dashboard } from "../../../contracts/dashboard";
import { effectiveStatus, type StoredProductStatus } from "../../../domain/product-lifecycle";
import { insertProduct } from "../../../testing/factories";
import { adminSignIn } from "../../../testing/sign-in";
import { createTestApp, type TestApp } from "../../../testing/test-app";
import { manualClock } from "../../clock";
import type { Db } from "../../db/client";
import { orders, products, users } from "../../db/schema";

const HOUR = 3_600_000;
type OrderStatus = (typeof orders.$inferInsert)["status"];

/**
 * The dashboard's figures on orders around day, month and year boundaries in America/New_York (UTC-5 in
 * winter, UTC-4 from 8 March 2026), each expectation worked out by hand from the local times in the comments.
 */
describe("GET /api/admin/dashboard", () => {
  let t: TestApp;
  let cookie: string;
  // 10:00 in New York on 2 January 2026.
  const clock = manualClock("2026-01-02T15:00:00Z");
  let buyer: number;
  let kurta: number;
  let saree: number;
  let lehenga: number;

  async function placedOrder(
    db: Db,
    at: string,
    totalPrice: string,
    status: NonNullable<OrderStatus> = "processing",
    product: { id: number | null; name: string } = { id: null, name: "Old kurta" },
    isPaid = true,
  ) {
    await db.insert(orders).values({
      userId: buyer,
      isPaid,
      productId: product.id,
      size: "M",
      status,
      shippingCountry: "US",
      shippingCost: "12.99",
      totalPrice,
      shippingAddress: "1 Main Street",
      shippingPostalCode: "10001",
      productName: product.name,
      productPrice: totalPrice,
      productDiscountedPrice: totalPrice,
      productCategory: "regular",
      createdAt: new Date(at),
    });
  }

  const dashboard = async (from: string, to: string) => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/admin/dashboard?from=${from}&to=${to}`,
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Dashboard;
  };

  beforeAll(async () => {
    t = await createTestApp({}, clock);
    cookie = (await adminSignIn(t.app)).cookie;
    const db = t.database.db;
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/admin/settings/store",
      headers: { cookie },
      payload: { currency: "USD", timeZone: "America/New_York" },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const people = await db
      .insert(users)
      .values([
        { fullName: "Asha Rao", email: "asha@example.com", isPremium: true },
        { fullName: "Ben Ito", email: "ben@example.com", isPremium: true },
        { fullName: "Cara Lim", email: "cara@example.com" },
      ])
      .returning();
    buyer = people[0].id;
    const now = clock.now();
    kurta = (await insertProduct(db, { name: "Kurta", expiresAt: new Date(now.getTime() + 48 * HOUR) })).id;
    saree = (await insertProduct(db, { name: "Saree", status: "draft", publishAt: null })).id;
    lehenga = (await insertProduct(db, { name: "Lehenga", expiresAt: new Date(now.getTime() - HOUR) })).id;
    const K = { id: kurta, name: "Kurta" };
    const S = { id: saree, name: "Saree" };
    const L = { id: lehenga, name: "Lehenga" };

    // Around New Year (EST, UTC-5).
    await placedOrder(db, "2025-12-29T04:30:00Z", "99.00", "processing", L); // 28 Dec 23:30: before both periods
    await placedOrder(db, "2025-12-29T17:00:00Z", "5.25", "delivered", K); // 29 Dec 12:00
    await placedOrder(db, "2025-12-31T04:30:00Z", "7.00", "processing", S); // 30 Dec 23:30 (31 Dec in UTC)
    await placedOrder(db, "2025-12-31T05:30:00Z", "10.00", "delivered", K); // 31 Dec 00:30
    await placedOrder(db, "2026-01-01T04:30:00Z", "20.00", "processing", S); // 31 Dec 23:30 (1 Jan in UTC)
    await placedOrder(db, "2026-01-01T05:30:00Z", "30.00", "cancelled", K); // 1 Jan 00:30
    await placedOrder(db, "2026-01-02T04:30:00Z", "40.50", "shipped", K); // 1 Jan 23:30 (2 Jan in UTC)
    await placedOrder(db, "2026-01-02T05:30:00Z", "60.00", "processing", L); // 2 Jan 00:30: after the range
    // Around 1 February.
    await placedOrder(db, "2026-02-01T04:30:00Z", "11.11", "processing", K); // 31 Jan 23:30
    await placedOrder(db, "2026-02-01T05:30:00Z", "22.22", "delivered", K); // 1 Feb 00:30
    await placedOrder(db, "2026-03-01T04:30:00Z", "33.33", "processing", K); // 28 Feb 23:30
    await placedOrder(db, "2026-03-01T05:30:00Z", "44.44", "processing", K); // 1 Mar 00:30
    // Around the spring-forward day, 8 March: it runs from 05:00Z to 04:00Z next day (23 hours).
    await placedOrder(db, "2026-03-08T04:30:00Z", "1.00", "processing"); // 7 Mar 23:30 EST
    await placedOrder(db, "2026-03-08T05:30:00Z", "2.00", "processing"); // 8 Mar 00:30 EST
    await placedOrder(db, "2026-03-09T03:30:00Z", "3.00", "processing"); // 8 Mar 23:30 EDT
    await placedOrder(db, "2026-03-09T04:30:00Z", "4.00", "processing"); // 9 Mar 00:30 EDT
  });
  afterAll(async () => {
    await t.close();
  });

  it("earns only captured money: an order waiting for its transfer counts as an order, not as revenue, until paid", async () => {
    const K = { id: kurta, name: "Kurta" };
    await placedOrder(t.database.db, "2026-05-05T15:00:00Z", "10.00", "processing", K);
    await placedOrder(t.database.db, "2026-05-05T16:00:00Z", "20.00", "processing", K, false);
    // Cancelled after a card paid it: refunded, so it earns nothing either.
    await placedOrder(t.database.db, "2026-05-05T17:00:00Z", "30.00", "cancelled", K);
    const d = await dashboard("2026-05-05", "2026-05-05");
    expect(d.cards).toMatchObject({ ordersCount: 3, cancelledOrders: 1, revenue: "10.00", revenueOrdersCount: 1 });
    expect(d.byDay).toEqual([{ date: "2026-05-05", ordersCount: 3, revenue: "10.00" }]);
    expect(d.topProducts).toEqual([{ productId: kurta, productName: "Kurta", ordersCount: 2, revenue: "10.00" }]);
  });

  it("counts the range's orders by New York days across New Year, against the two days before", async () => {
    const d = await dashboard("2025-12-31", "2026-01-01");
    expect(d.timeZone).toBe("America/New_York");
    expect(d.range).toEqual({
      from: "2025-12-31",
      to: "2026-01-01",
      startsAt: "2025-12-31T05:00:00.000Z",
      endsAt: "2026-01-02T05:00:00.000Z",
    });
    expect(d.previousRange).toEqual({
      from: "2025-12-29",
      to: "2025-12-30",
      startsAt: "2025-12-29T05:00:00.000Z",
      endsAt: "2025-12-31T05:00:00.000Z",
    });
    // 10.00 delivered, 20.00 processing, 30.00 cancelled, 40.50 shipped.
    expect(d.cards).toMatchObject({
      ordersCount: 4,
      deliveredCount: 1,
      cancelledOrders: 1,
      revenue: "70.50",
      revenueOrdersCount: 3,
    });
    // 5.25 delivered and 7.00 processing; the 99.00 of 28 Dec 23:30 is outside.
    expect(d.previous).toEqual({
      ordersCount: 2,
      deliveredCount: 1,
      cancelledOrders: 0,
      revenue: "12.25",
      revenueOrdersCount: 2,
    });
    // (4-2)/2, (1-1)/1, nothing cancelled before, (70.50-12.25)/12.25 = 475.51..., (3-2)/2.
    expect(d.change).toEqual({
      ordersCount: 100,
      deliveredCount: 0,
      cancelledOrders: null,
      revenue: 475.5,
      revenueOrdersCount: 50,
    });
    expect(d.byDay).toEqual([
      { date: "2025-12-31", ordersCount: 2, revenue: "30.00" },
      { date: "2026-01-01", ordersCount: 2, revenue: "40.50" },
    ]);
  });

  it("ranks the range's products by their orders that were not cancelled", async () => {
    const d = await dashboard("2025-12-29", "2026-01-01");
    // Kurta: 5.25, 10.00, 30.00 (cancelled, so neither counted nor earned), 40.50; Saree: 7.00, 20.00.
    expect(d.topProducts).toEqual([
      { productId: kurta, productName: "Kurta", ordersCount: 3, revenue: "55.75" },
      { productId: saree, productName: "Saree", ordersCount: 2, revenue: "27.00" },
    ]);
    const spring = await dashboard("2026-03-07", "2026-03-09");
    // Products deleted since (no id) are told apart by their snapshot name.
    expect(spring.topProducts).toEqual([
      { productId: null, productName: "Old kurta", ordersCount: 4, revenue: "10.00" },
    ]);
  });

  it("leaves out a product whose orders were all cancelled, instead of ranking it with $0.00", async () => {
    const db = t.database.db;
    // May 2023, which no other test reads.
    await placedOrder(db, "2023-05-02T15:00:00Z", "10.00", "delivered", { id: kurta, name: "Kurta" });
    for (const day of ["03", "04"])
      await placedOrder(db, `2023-05-${day}T15:00:00Z`, "50.00", "cancelled", { id: lehenga, name: "Lehenga" });
    const d = await dashboard("2023-05-01", "2023-05-31");
    expect(d.topProducts).toEqual([{ productId: kurta, productName: "Kurta", ordersCount: 1, revenue: "10.00" }]);
  });

  it("names a product by its newest snapshot and breaks ties at the fifth place by name", async () => {
    const db = t.database.db;
    // June 2023, which no other test reads. The kurta was renamed between its orders.
    await placedOrder(db, "2023-06-02T15:00:00Z", "10.00", "delivered", { id: kurta, name: "Kurta" });
    await placedOrder(db, "2023-06-03T15:00:00Z", "10.00", "delivered", { id: kurta, name: "Kurta (new cut)" });
    await placedOrder(db, "2023-06-01T15:00:00Z", "10.00", "delivered", { id: kurta, name: "Kurta" });
    // Six deleted products tie on one order of 10.00, listed out of name order; one more sold for less.
    for (const [i, name] of ["Tie F", "Tie C", "Tie A", "Tie E", "Tie B", "Tie D"].entries())
      await placedOrder(db, `2023-06-1${i}T15:00:00Z`, "10.00", "processing", { id: null, name });
    await placedOrder(db, "2023-06-20T15:00:00Z", "5.00", "processing", { id: null, name: "Cheap" });
    const d = await dashboard("2023-06-01", "2023-06-30");
    expect(d.topProducts).toEqual([
      { productId: kurta, productName: "Kurta (new cut)", ordersCount: 3, revenue: "30.00" },
      ...["Tie A", "Tie B", "Tie C", "Tie D"].map((name) => ({
        productId: null,
        productName: name,
        ordersCount: 1,
        revenue: "10.00",
      })),
    ]);
  });

  it("splits months at New York's midnight, the previous period being as long", async () => {
    const feb = await dashboard("2026-02-01", "2026-02-28");
    // 22.22 (1 Feb 00:30) and 33.33 (28 Feb 23:30); not 11.11 (31 Jan) nor 44.44 (1 Mar).
    expect(feb.cards).toMatchObject({ ordersCount: 2, deliveredCount: 1, revenue: "55.55", revenueOrdersCount: 2 });
    expect(feb.previousRange).toMatchObject({ from: "2026-01-04", to: "2026-01-31" });
    expect(feb.previous).toMatchObject({ ordersCount: 1, revenue: "11.11" });
    expect(feb.byDay).toHaveLength(28);
    expect(feb.byDay[0]).toEqual({ date: "2026-02-01", ordersCount: 1, revenue: "22.22" });
    expect(feb.byDay[27]).toEqual({ date: "2026-02-28", ordersCount: 1, revenue: "33.33" });
    expect(feb.byDay.slice(1, 27).every((day) => day.ordersCount === 0 && day.revenue === "0.00")).toBe(true);
  });

  it("gives the spring-forward day its 23 hours", async () => {
    const d = await dashboard("2026-03-08", "2026-03-08");
    expect(d.range).toMatchObject({ startsAt: "2026-03-08T05:00:00.000Z", endsAt: "2026-03-09T04:00:00.000Z" });
    expect(d.cards).toMatchObject({ ordersCount: 2, revenue: "5.00" });
    expect(d.previous).toMatchObject({ ordersCount: 1, revenue: "1.00" });
    expect(d.change.revenue).toBe(400);
  });

  it("sums a whole year day by day to the same figures, zero days included", async () => {
    const d = await dashboard("2025-01-01", "2025-12-31");
    expect(d.byDay).toHaveLength(365);
    // 99.00, 5.25, 7.00 and 10.00 and 20.00 (31 Dec in New York).
    expect(d.cards).toMatchObject({ ordersCount: 5, revenue: "141.25", revenueOrdersCount: 5 });
    expect(d.byDay.reduce((n, day) => n + day.ordersCount, 0)).toBe(5);
    const cents = d.byDay.reduce((n, day) => n + Math.round(Number(day.revenue) * 100), 0);
    expect(cents).toBe(14125);
    expect(d.byDay.find((day) => day.date === "2025-12-31")).toEqual({
      date: "2025-12-31",
      ordersCount: 2,
      revenue: "30.00",
    });
    expect(d.previousRange).toMatchObject({ from: "2024-01-02", to: "2024-12-31" });
    expect(d.change.ordersCount).toBeNull();
  });

  it("counts customers and products as they are now, whatever the range", async () => {
    const d = await dashboard("2020-01-01", "2020-01-01");
    expect(d.cards).toMatchObject({
      ordersCount: 0,
      revenue: "0.00",
      totalCustomers: 3,
      premiumCount: 2,
      premiumUsers: 2,
    });
    // Kurta is live, Saree a draft, Lehenga expired an hour ago.
    expect(d.cards).toMatchObject({ activeProducts: 1, scheduledCount: 0, draftProducts: 1, expiredProducts: 1 });
  });

  it("sorts products by effective status in SQL exactly as the domain decides", async () => {
    const db = t.database.db;
    await db.delete(orders);
    await db.delete(products);
    const now = clock.now();
    const statuses: StoredProductStatus[] = ["draft", "scheduled", "active", "expired"];
    const publishes = [
      null,
      new Date(now.getTime() - HOUR),
      new Date(now.getTime() + HOUR),
      new Date(now.getTime() + 5 * HOUR),
    ];
    const expiries = [new Date(now.getTime() - HOUR), new Date(now.getTime()), new Date(now.getTime() + 2 * HOUR)];
    const expected = { active: 0, scheduled: 0, draft: 0, expired: 0 };
    for (const status of statuses)
      for (const publishAt of publishes)
        for (const expiresAt of expiries) {
          await insertProduct(db, { status, publishAt, expiresAt });
          expected[effectiveStatus({ status, publishAt, expiresAt }, now)] += 1;
        }
    const d = await dashboard("2026-01-02", "2026-01-02");
    expect({
      active: d.cards.activeProducts,
      scheduled: d.cards.scheduledCount,
      draft: d.cards.draftProducts,
      expired: d.cards.expiredProducts,
    }).toEqual(expected);
  });

  it.each([
    ["no dates", ""],
    ["no to", "?from=2026-01-01"],
    ["a date that does not exist", "?from=2026-02-30&to=2026-03-01"],
    ["a date-time", "?from=2026-01-01T00:00:00Z&to=2026-01-02"],
    ["from after to", "?from=2026-01-02&to=2026-01-01"],
    ["a range over ten years", "?from=2010-01-01&to=2026-01-01"],
    ["an unknown parameter", "?from=2026-01-01&to=2026-01-02&tz=UTC"],
  ])("answers 400 for %s", async (_label, query) => {
    const res = await t.app.inject({ method: "GET", url: `/api/admin/dashboard${query}`, headers: { cookie } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "BAD_REQUEST", message: expect.any(String) });
  });

  it("needs the admin", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/admin/dashboard?from=2026-01-01&to=2026-01-01" });
    expect(res.statusCode).toBe(401);
  });
});

describe("GET /api/admin/dashboard in the default time zone", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, manualClock("2026-01-02T15:00:00Z"));
  });
  afterAll(async () => {
    await t.close();
  });

  it("uses Asia/Singapore days when the store never chose a zone", async () => {
    const { cookie } = await adminSignIn(t.app);
    const [user] = await t.database.db
      .insert(users)
      .values({ fullName: "Dev Shah", email: "dev@example.com" })
      .returning();
    // 31 Dec 23:30 in Singapore, and 1 Jan 00:30.
    for (const at of ["2025-12-31T15:30:00Z", "2025-12-31T16:30:00Z"])
      await t.database.db.insert(orders).values({
        userId: user.id,
        isPaid: true,
        shippingCountry: "SG",
        shippingCost: "8.99",
        totalPrice: "18.99",
        shippingAddress: "12 Orchard Road",
        shippingPostalCode: "238801",
        productName: "Kurta",
        productPrice: "10.00",
        productDiscountedPrice: "10.00",
        productCategory: "regular",
        createdAt: new Date(at),
      });
    const res = await t.app.inject({
      method: "GET",
      url: "/api/admin/dashboard?from=2026-01-01&to=2026-01-01",
      headers: { cookie },
    });
    expect(res.json()).toMatchObject({
      timeZone: "Asia/Singapore",
      range: { startsAt: "2025-12-31T16:00:00.000Z", endsAt: "2026-01-01T16:00:00.000Z" },
      cards: { ordersCount: 1, revenue: "18.99" },
      previous: { ordersCount: 1, revenue: "18.99" },
      change: { ordersCount: 0, revenue: 0 },
    });
  });
});
