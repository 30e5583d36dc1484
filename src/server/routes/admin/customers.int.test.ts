import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { customerDetailSchema, customerListSchema } from "../../../contracts/admin-customers";
import { premiumMemberListSchema } from "../../../contracts/admin-settings";
import { insertProduct } from "../../../testing/factories";
import { adminSignIn, devSignIn } from "../../../testing/sign-in";
import { openSocket, settleSockets } from "../../../testing/socket-client";
import { createTestApp, type TestApp, listenOnLoopback } from "../../../testing/test-app";
import { manualClock } from "../../clock";
import { activityLog, customerSessions, orders, users, wishlist } from "../../db/schema";

describe("admin customers", () => {
  const clock = manualClock("2026-03-10T04:00:00.000Z");
  let t: TestApp;
  let base: string;
  let bearer: Record<string, string>;
  let adminId: number;

  beforeAll(async () => {
    t = await createTestApp({}, clock);
    base = await listenOnLoopback(t.app);
    const admin = await adminSignIn(t.app);
    bearer = { authorization: `Bearer ${admin.token}` };
    adminId = (await t.app.inject({ method: "GET", url: "/api/admin/user", headers: bearer })).json().id;
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.database.db.delete(users);
    await t.database.db.delete(activityLog);
  });

  const shopper = async (email: string, name: string) => {
    const cookie = await devSignIn(t.app, email, name);
    const id = (await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } })).json().id as number;
    return { id, cookie };
  };
  const order = (
    userId: number,
    totalPrice: string,
    status: "processing" | "cancelled" = "processing",
    isPaid = false,
  ) => ({
    userId,
    status,
    isPaid,
    shippingCountry: "SG",
    shippingCost: "8.99",
    totalPrice,
    shippingAddress: "12 Orchard Road",
    shippingPostalCode: "238801",
    productName: "Kurta",
    productPrice: "60.00",
    productDiscountedPrice: "47.50",
    productCategory: "regular" as const,
  });
  type Method = "GET" | "POST" | "DELETE";
  const call = (method: Method, url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: bearer, ...(payload === undefined ? {} : { payload: payload as object }) });
  const activity = () => t.database.db.select().from(activityLog).orderBy(activityLog.id);

  it("lists customers with their order count, what they paid and what they owe, cancelled orders excluded", async () => {
    const asha = await shopper("asha@example.com", "Asha Rao");
    const ben = await shopper("ben@example.com", "Ben Tan");
    await t.database.db
      .insert(orders)
      .values([
        order(asha.id, "0.10", "processing", true),
        order(asha.id, "0.20"),
        order(asha.id, "0.40"),
        order(asha.id, "500.00", "cancelled", true),
      ]);
    const res = await call("GET", "/api/admin/users");
    expect(res.statusCode).toBe(200);
    const list = customerListSchema.parse(res.json());
    // "Total spent" is money the shop has: the paid orders; the unpaid ones are owed, apart.
    expect(list.map((c) => [c.id, c.fullName, c.email, c.orderCount, c.totalSpent, c.totalUnpaid])).toEqual([
      [ben.id, "Ben Tan", "ben@example.com", 0, "0.00", "0.00"],
      [asha.id, "Asha Rao", "asha@example.com", 3, "0.10", "0.60"],
    ]);
    expect(list[0]).toMatchObject({ isPremium: false, premiumSource: null, premiumChangedAt: null });
    expect(list[0]).not.toHaveProperty("password");
    expect(list[0]).not.toHaveProperty("oidcSubject");

    const detail = await call("GET", `/api/admin/users/${asha.id}`);
    expect(detail.statusCode).toBe(200);
    const customer = customerDetailSchema.parse(detail.json());
    expect(customer).toMatchObject({ id: asha.id, orderCount: 3, totalSpent: "0.10", totalUnpaid: "0.60" });
    expect(customer.recentOrders.map((o) => o.totalPrice).sort()).toEqual(["0.10", "0.20", "0.40", "500.00"]);
    expect(customer.recentOrders[0]).toMatchObject({ customerName: "Asha Rao", customerEmail: "asha@example.com" });
  });

  it("names a demo membership as such, never as a Stripe payment", async () => {
    const demo = await shopper("demo@example.com", "Demo Member");
    const admin = await shopper("admin-made@example.com", "Admin Made");
    const granted = await t.app.inject({ method: "POST", url: "/api/premium/demo", headers: { cookie: demo.cookie } });
    expect(granted.statusCode, granted.body).toBe(200);
    expect((await call("POST", "/api/admin/user-premium", { userId: admin.id, isPremium: true })).statusCode).toBe(200);
    const customer = customerDetailSchema.parse((await call("GET", `/api/admin/users/${demo.id}`)).json());
    expect(customer).toMatchObject({ isPremium: true, premiumSource: "demo" });
    const members = premiumMemberListSchema.parse((await call("GET", "/api/admin/premium-members")).json());
    expect(members.map((m) => [m.id, m.premiumSource]).sort()).toEqual(
      [
        [demo.id, "demo"],
        [admin.id, "admin"],
      ].sort(),
    );
  });

  it("answers 404 for an unknown customer and 400 for an id that is not one", async () => {
    expect((await call("GET", "/api/admin/users/2147483647")).statusCode).toBe(404);
    expect((await call("DELETE", "/api/admin/users/2147483647")).statusCode).toBe(404);
    for (const id of ["99999999999", "0", "-1", "abc", "1.5"]) {
      expect((await call("GET", `/api/admin/users/${id}`)).statusCode, id).toBe(400);
      expect((await call("DELETE", `/api/admin/users/${id}`)).statusCode, id).toBe(400);
    }
  });

  it("turns premium on and off, telling that shopper's sockets only, and logs who did it", async () => {
    const asha = await shopper("asha@example.com", "Asha Rao");
    const ben = await shopper("ben@example.com", "Ben Tan");
    const ashaSocket = await openSocket(base, { cookie: asha.cookie });
    const benSocket = await openSocket(base, { cookie: ben.cookie });

    const on = await call("POST", "/api/admin/user-premium", { userId: asha.id, isPremium: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({
      id: asha.id,
      isPremium: true,
      premiumSource: "admin",
      premiumChangedAt: clock.now().toISOString(),
    });
    expect(await ashaSocket.next("premium_status_updated")).toMatchObject({ message: expect.any(String) });
    const me = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: asha.cookie } });
    expect(me.json().isPremium).toBe(true);

    // Already premium: nothing changes, nothing is announced or logged.
    expect((await call("POST", "/api/admin/user-premium", { userId: asha.id, isPremium: true })).statusCode).toBe(200);

    clock.advance(60_000);
    const off = await call("POST", "/api/admin/user-premium", { userId: asha.id, isPremium: false });
    expect(off.json()).toMatchObject({ isPremium: false, premiumChangedAt: clock.now().toISOString() });
    expect(await ashaSocket.next("premium_status_removed")).toBeDefined();
    await settleSockets(t.app.events, [ashaSocket, benSocket]);
    expect(benSocket.messages).toEqual([]);
    expect(ashaSocket.messages.map((m) => m.type)).toEqual(["premium_status_updated", "premium_status_removed"]);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: asha.cookie } })).json().isPremium,
    ).toBe(false);

    expect((await activity()).map((a) => [a.action, a.adminId, a.target, a.changes])).toEqual([
      [
        "customer.premium",
        adminId,
        `customer:${asha.id}`,
        { before: { isPremium: false }, after: { isPremium: true } },
      ],
      [
        "customer.premium",
        adminId,
        `customer:${asha.id}`,
        { before: { isPremium: true }, after: { isPremium: false } },
      ],
    ]);
    ashaSocket.close();
    benSocket.close();
  });

  it("refuses a bad premium request with 400 and an unknown customer with 404, changing nothing", async () => {
    const asha = await shopper("asha@example.com", "Asha Rao");
    for (const body of [
      {},
      { userId: asha.id },
      { userId: String(asha.id), isPremium: true },
      { userId: asha.id, isPremium: "yes" },
      { userId: 2 ** 31, isPremium: true },
      { userId: asha.id, isPremium: true, extra: 1 },
    ]) {
      const res = await call("POST", "/api/admin/user-premium", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await call("POST", "/api/admin/user-premium", { userId: 2 ** 31 - 1, isPremium: true })).statusCode).toBe(
      404,
    );
    const [row] = await t.database.db.select().from(users).where(eq(users.id, asha.id));
    expect(row.isPremium).toBe(false);
    expect(await activity()).toEqual([]);
  });

  it("deletes a customer with their orders, wishlist and sessions in one go, and closes their sockets", async () => {
    const asha = await shopper("asha@example.com", "Asha Rao");
    const secondSession = await devSignIn(t.app, "asha@example.com", "Asha Rao");
    const ben = await shopper("ben@example.com", "Ben Tan");
    const product = await insertProduct(t.database.db);
    await t.database.db
      .insert(orders)
      .values([order(asha.id, "10.00"), order(asha.id, "20.00"), order(ben.id, "5.00")]);
    await t.database.db.insert(wishlist).values([
      { userId: asha.id, productId: product.id },
      { userId: ben.id, productId: product.id },
    ]);
    const ashaSocket = await openSocket(base, { cookie: asha.cookie });
    const ashaOther = await openSocket(base, { cookie: secondSession });
    const benSocket = await openSocket(base, { cookie: ben.cookie });

    const res = await call("DELETE", `/api/admin/users/${asha.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: "Customer deleted",
      deletedOrders: 2,
      deletedWishlistItems: 1,
      endedSessions: 2,
    });
    expect((await ashaSocket.closed).code).toBe(4401);
    expect((await ashaOther.closed).code).toBe(4401);
    expect(benSocket.socket.readyState).toBe(benSocket.socket.OPEN);

    const db = t.database.db;
    expect(await db.select().from(users).where(eq(users.id, asha.id))).toEqual([]);
    expect(await db.select().from(orders).where(eq(orders.userId, asha.id))).toEqual([]);
    expect(await db.select().from(wishlist).where(eq(wishlist.userId, asha.id))).toEqual([]);
    expect(await db.select().from(customerSessions).where(eq(customerSessions.userId, asha.id))).toEqual([]);
    expect(await db.select().from(orders).where(eq(orders.userId, ben.id))).toHaveLength(1);
    expect(await db.select().from(wishlist).where(eq(wishlist.userId, ben.id))).toHaveLength(1);
    for (const cookie of [asha.cookie, secondSession])
      expect((await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: ben.cookie } })).statusCode).toBe(
      200,
    );

    const log = await activity();
    expect(log.map((a) => [a.action, a.adminId, a.target, a.changes])).toEqual([
      [
        "customer.delete",
        adminId,
        `customer:${asha.id}`,
        { before: { fullName: "Asha Rao", orders: 2, wishlistItems: 1, sessions: 2 } },
      ],
    ]);
    expect(JSON.stringify(log)).not.toContain("asha@example.com");
    // The activity screen names whom the entry was about, the customer being gone.
    const entries = (await call("GET", "/api/admin/activity?action=customer.delete")).json().entries;
    expect(entries.map((e: { targetName: string | null }) => e.targetName)).toEqual(["Asha Rao"]);
    expect((await call("DELETE", `/api/admin/users/${asha.id}`)).statusCode).toBe(404);
    await settleSockets(t.app.events, [benSocket]);
    expect(benSocket.messages).toEqual([]);
    benSocket.close();
  });
});
