import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProduct, makeOrderReady } from "../../testing/factories";
import { devSignIn } from "../../testing/sign-in";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { orders, users, wishlist } from "../db/schema";
import { seedDefaultShippingRates } from "../db/seed-demo";

/** One shopper's rows, by the ids the shopper routes take. */
type Owned = { wishlistItemIds: number[]; wishlistProductIds: number[]; orderIds: number[] };

/**
 * Every shopper route that takes an id answers another shopper's id with 404 (never 403, which
 * would confirm the row exists) and changes nothing of theirs. The sweep walks the route table, so a new
 * shopper route with an id fails the first test until it is listed here.
 */
describe("a shopper's ids are theirs alone (IDOR sweep)", () => {
  let t: TestApp;
  let asha: string;
  let ben: string;
  let ashaOwns: Owned;
  let benOwns: Owned;

  /** Routes whose id names a row that belongs to one shopper, and how to fill it from their rows. */
  const OWNED: Record<string, { method: string; url: (o: Owned, i: number) => string }> = {
    "DELETE /api/wishlist/:id": { method: "DELETE", url: (o, i) => `/api/wishlist/${o.wishlistItemIds[i]}` },
    "DELETE /api/wishlist/product/:productId": {
      method: "DELETE",
      url: (o, i) => `/api/wishlist/product/${o.wishlistProductIds[i]}`,
    },
    "PUT /api/orders/:id/cancel": { method: "PUT", url: (o, i) => `/api/orders/${o.orderIds[i]}/cancel` },
    "POST /api/orders/:id/payment/confirmation": {
      method: "POST",
      url: (o, i) => `/api/orders/${o.orderIds[i]}/payment/confirmation`,
    },
    "POST /api/orders/:id/payment/check": {
      method: "POST",
      url: (o, i) => `/api/orders/${o.orderIds[i]}/payment/check`,
    },
  };
  /**
   * Routes whose id names a public row (a product anyone may read): no owner to protect. A reminder is keyed by
   * the signed-in shopper and the product, so its route can only ever reach the caller's own. A media key names a
   * product photo the shop serves to everyone.
   */
  const PUBLIC = new Set([
    "GET /api/products/:id",
    "DELETE /api/reminders/:productId",
    "GET /media/:key",
    "GET /media/:key/:width",
  ]);

  const ownedBy = async (email: string): Promise<Owned> => {
    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const items = await t.database.db
      .select({ id: wishlist.id, productId: wishlist.productId })
      .from(wishlist)
      .where(eq(wishlist.userId, user.id))
      .orderBy(asc(wishlist.id));
    const placed = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.userId, user.id))
      .orderBy(asc(orders.id));
    return {
      wishlistItemIds: items.map((i) => i.id),
      wishlistProductIds: items.map((i) => i.productId),
      orderIds: placed.map((o) => o.id),
    };
  };
  /** Everything of a shopper's, as stored: what must not change. */
  const rowsOf = async (email: string) => {
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    return {
      user,
      wishlist: await t.database.db
        .select()
        .from(wishlist)
        .where(eq(wishlist.userId, user.id))
        .orderBy(asc(wishlist.id)),
      orders: await t.database.db.select().from(orders).where(eq(orders.userId, user.id)).orderBy(asc(orders.id)),
    };
  };
  const call = (method: string, url: string, cookie: string, payload?: object) =>
    t.app.inject({ method: method as "GET", url, headers: { cookie }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp();
    await seedDefaultShippingRates(t.database.db);
    asha = await devSignIn(t.app, "asha@example.com", "Asha");
    ben = await devSignIn(t.app, "ben@example.com", "Ben");
    for (const [cookie, email] of [
      [asha, "asha@example.com"],
      [ben, "ben@example.com"],
    ] as const) {
      await makeOrderReady(t.database.db, email);
      // Two saved products and two orders each: one of each for the id route, one for the product route.
      for (let i = 0; i < 2; i++) {
        const product = await insertProduct(t.database.db, { price: "49.00", sizes: [] });
        expect((await call("POST", "/api/wishlist", cookie, { productId: product.id })).statusCode).toBe(200);
        const order = await call("POST", "/api/orders", cookie, {
          productId: product.id,
          shippingCountry: "SG",
          shippingCost: "8.99",
          totalPrice: "57.99",
        });
        expect(order.statusCode, order.body).toBe(201);
      }
    }
    ashaOwns = await ownedBy("asha@example.com");
    benOwns = await ownedBy("ben@example.com");
  });
  afterAll(async () => {
    await t.close();
  });

  it("knows every shopper route that takes an id", () => {
    const withIds = t.app.routeTable
      .filter((route) => route.config?.adminTree !== true && route.url.includes(":"))
      .flatMap((route) => [route.method].flat().map((method) => `${method} ${route.url}`))
      .filter((name) => !name.startsWith("HEAD "));
    expect(withIds.filter((name) => !(name in OWNED) && !PUBLIC.has(name))).toEqual([]);
    // The control: the table does hold the routes the sweep knows.
    expect(withIds).toEqual(expect.arrayContaining([...Object.keys(OWNED), ...PUBLIC]));
  });

  it("answers 404 to one shopper for every id of another's, and changes nothing of theirs", async () => {
    const before = await rowsOf("ben@example.com");
    for (const [name, route] of Object.entries(OWNED)) {
      for (let i = 0; i < 2; i++) {
        const res = await call(route.method, route.url(benOwns, i), asha);
        expect(res.statusCode, `${name} with Ben's id, as Asha: ${res.body}`).toBe(404);
        expect(res.json().code).toBe("NOT_FOUND");
      }
    }
    expect(await rowsOf("ben@example.com")).toEqual(before);
  });

  it("shows one shopper none of another's rows in their lists and checks", async () => {
    const list = (await call("GET", "/api/wishlist", asha)).json() as { id: number }[];
    expect(list.map((item) => item.id).sort()).toEqual([...ashaOwns.wishlistItemIds].sort());
    const placed = (await call("GET", "/api/orders", asha)).json() as { id: number }[];
    expect(placed.map((order) => order.id).sort()).toEqual([...ashaOwns.orderIds].sort());
    for (const productId of benOwns.wishlistProductIds) {
      const check = await call("GET", `/api/wishlist/check?productId=${productId}`, asha);
      expect(check.json()).toEqual({ inWishlist: false, itemId: null });
    }
  });

  it("lets a shopper use the same routes on their own ids (the control)", async () => {
    for (const [name, route] of Object.entries(OWNED)) {
      // The id route takes the first saved product, the product route the second: each is removed once.
      const i = name === "DELETE /api/wishlist/product/:productId" ? 1 : 0;
      const res = await call(route.method, route.url(ashaOwns, i), asha);
      // Her order is found; no card payment of it waits for her bank (this shop has no Stripe).
      const expected = name.endsWith("/payment/confirmation") ? 409 : 200;
      expect(res.statusCode, `${name} with Asha's own id: ${res.body}`).toBe(expected);
    }
    // Ben's rows were never touched by any of it.
    expect(await ownedBy("ben@example.com")).toEqual(benOwns);
  });
});
