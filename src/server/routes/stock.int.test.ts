import { randomUUID } from "node:crypto";
import { and, count, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { CONFIRM_REPEAT_HEADER, IDEMPOTENCY_KEY_HEADER } from "../../contracts/headers";
import type { Product } from "../../contracts/product";
import { insertProduct, makeOrderReady } from "../../testing/factories";
import { adminSignIn, devSignIn } from "../../testing/sign-in";
import { openSocket } from "../../testing/socket-client";
import { createTestApp, listenOnLoopback, type TestApp } from "../../testing/test-app";
import { orders, products, productStock, users } from "../db/schema";
import { seedDefaultShippingRates } from "../db/seed-demo";

// Limited drops (docs/decisions/018). PGlite runs one statement at a time, so the races below are
// real only on the PostgreSQL server; on PGlite they still check the counts.

// 49.00, no discount, + 8.99 SG shipping.
const TOTAL = 57.99;

describe("limited stock", () => {
  let t: TestApp;
  let base: string;
  let admin: string;
  let bearer: { authorization: string };
  /** Premium members with a complete Singapore address: their cookies. */
  const members: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    base = await listenOnLoopback(t.app);
    await seedDefaultShippingRates(t.database.db);
    const signedIn = await adminSignIn(t.app);
    admin = signedIn.cookie;
    bearer = { authorization: `Bearer ${signedIn.token}` };
    for (let i = 0; i < 40; i++) {
      const email = `member-${i}@example.com`;
      members.push(await devSignIn(t.app, email, `Member ${i}`));
      await makeOrderReady(t.database.db, email);
    }
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.database.db.delete(orders);
    await t.database.db.delete(products);
  });

  async function limitedProduct(stock: Record<string, number>, perMemberLimit: number | null = null) {
    const product = await insertProduct(t.database.db, {
      name: `Drop kurta ${randomUUID().slice(0, 6)}`,
      sizes: ["S", "M", "L"].filter((size) => size in stock),
      perMemberLimit,
    });
    await t.database.db
      .insert(productStock)
      .values(Object.entries(stock).map(([size, offered]) => ({ productId: product.id, size, offered })));
    return product;
  }

  const order = (
    cookie: string,
    productId: number,
    size: string,
    { key = randomUUID(), confirm = true }: { key?: string; confirm?: boolean } = {},
  ) =>
    t.app.inject({
      method: "POST",
      url: "/api/orders",
      headers: { cookie, [IDEMPOTENCY_KEY_HEADER]: key, ...(confirm ? { [CONFIRM_REPEAT_HEADER]: "1" } : {}) },
      payload: { productId, size, shippingCountry: "SG", shippingCost: 8.99, totalPrice: TOTAL },
    });

  const unitsOf = async (productId: number) =>
    Object.fromEntries(
      (await t.database.db.select().from(productStock).where(eq(productStock.productId, productId))).map((r) => [
        r.size,
        { offered: r.offered, sold: r.sold },
      ]),
    );
  const ordersIn = async (productId: number, size: string) =>
    (
      await t.database.db
        .select({ n: count() })
        .from(orders)
        .where(and(eq(orders.productId, productId), eq(orders.size, size), ne(orders.status, "cancelled")))
    )[0].n;

  it("sells exactly the units offered when 200 orders arrive at once, and says the rest are sold out", async () => {
    const product = await limitedProduct({ M: 7 });
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => order(members[i % members.length], product.id, "M")),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(7);
    expect(statuses.filter((s) => s === 409)).toHaveLength(193);
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json()).toMatchObject({ code: "SOLD_OUT", message: "Sold out in size M" });
    expect(await ordersIn(product.id, "M")).toBe(7);
    expect(await unitsOf(product.id)).toEqual({ M: { offered: 7, sold: 7 } });

    const shown = (await t.app.inject({ method: "GET", url: `/api/products/${product.id}` })).json();
    expect(shown.stockLeft).toEqual({ M: 0 });
    const listed = (await t.app.inject({ method: "GET", url: "/api/products" })).json() as { id: number }[];
    expect(listed.find((p) => p.id === product.id)).toMatchObject({ stockLeft: { M: 0 } });
  });

  it("holds a member to the product's limit when they tap 20 times at once, across sizes", async () => {
    const product = await limitedProduct({ S: 10, M: 10, L: 10 }, 1);
    const sizes = ["S", "M", "L"];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => order(members[0], product.id, sizes[i % 3])),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused).toHaveLength(19);
    for (const answer of refused)
      expect(answer.json()).toMatchObject({
        code: "LIMIT_REACHED",
        message: "You can order at most 1 of this product",
      });
    const sold = Object.values(await unitsOf(product.id)).reduce((sum, { sold }) => sum + sold, 0);
    expect(sold).toBe(1);
    // Another member is not held by it.
    expect((await order(members[1], product.id, "S")).statusCode).toBe(201);
  });

  it("keeps the repeat guard and idempotency keys: a replayed key takes no second unit", async () => {
    const product = await limitedProduct({ M: 3 });
    const key = randomUUID();
    expect((await order(members[0], product.id, "M", { key, confirm: false })).statusCode).toBe(201);
    expect((await order(members[0], product.id, "M", { key, confirm: false })).statusCode).toBe(200);
    expect((await order(members[0], product.id, "M", { key })).statusCode).toBe(200);
    const repeat = await order(members[0], product.id, "M", { confirm: false });
    expect(repeat.json()).toMatchObject({ code: "DUPLICATE_ORDER" });
    expect(await unitsOf(product.id)).toEqual({ M: { offered: 3, sold: 1 } });
  });

  it("answers a replay of the order that took the last unit with that order, and the next member with SOLD_OUT", async () => {
    const product = await limitedProduct({ M: 1 });
    const key = randomUUID();
    const first = await order(members[0], product.id, "M", { key });
    expect(first.statusCode).toBe(201);
    // Once the size is sold out a tap is refused before it queues for the size's units; a replayed key still
    // finds its order, confirmed as a repeat or not.
    for (const confirm of [false, true]) {
      const replay = await order(members[0], product.id, "M", { key, confirm });
      expect([replay.statusCode, replay.json().id]).toEqual([200, first.json().id]);
    }
    const late = await order(members[1], product.id, "M");
    expect([late.statusCode, late.json()]).toEqual([
      409,
      expect.objectContaining({ code: "SOLD_OUT", message: "Sold out in size M" }),
    ]);
    expect(await unitsOf(product.id)).toEqual({ M: { offered: 1, sold: 1 } });
  });

  it("gives a cancelled order's unit back once, however often the cancel is sent, by the shopper or the shop", async () => {
    const product = await limitedProduct({ M: 1, L: 1 });
    const mine = (await order(members[0], product.id, "M")).json() as { id: number };
    expect((await order(members[1], product.id, "M")).json()).toMatchObject({ code: "SOLD_OUT" });
    const cancels = await Promise.all(
      [1, 2, 3].map(() =>
        t.app.inject({ method: "PUT", url: `/api/orders/${mine.id}/cancel`, headers: { cookie: members[0] } }),
      ),
    );
    expect(cancels.map((c) => c.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await unitsOf(product.id)).toMatchObject({ M: { offered: 1, sold: 0 } });
    expect((await order(members[1], product.id, "M")).statusCode).toBe(201);

    const theirs = (await order(members[2], product.id, "L")).json() as { id: number };
    for (let i = 0; i < 2; i++)
      await t.app.inject({
        method: "PUT",
        url: `/api/admin/orders/${theirs.id}/cancel`,
        headers: bearer,
        payload: { reason: "Out of fabric" },
      });
    expect(await unitsOf(product.id)).toMatchObject({ L: { offered: 1, sold: 0 } });
  });

  it("gives back a deleted customer's units that never shipped, and keeps those shipped or delivered sold", async () => {
    const statuses = ["processing", "processed", "shipped", "delivered", "cancelled"] as const;
    const product = await limitedProduct({ M: statuses.length });
    const email = "leaving@example.com";
    const leaving = await devSignIn(t.app, email, "Leaving Member");
    await makeOrderReady(t.database.db, email);
    for (const status of statuses) {
      const placed = await order(leaving, product.id, "M");
      expect(placed.statusCode).toBe(201);
      const { id } = placed.json() as { id: number };
      await t.database.db.update(orders).set({ status }).where(eq(orders.id, id));
    }
    expect(await unitsOf(product.id)).toEqual({ M: { offered: 5, sold: 4 } });
    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const deleted = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/users/${user.id}`,
      headers: bearer,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await unitsOf(product.id)).toEqual({ M: { offered: 5, sold: 2 } });
  });

  it("lets the owner change the stock during a rush without losing a sale, and refuses to go below what is sold", async () => {
    const product = await limitedProduct({ S: 0, M: 20, L: 0 });
    const save = (stock: Record<string, number> | null) =>
      t.app.inject({
        method: "PUT",
        url: `/api/products/${product.id}`,
        headers: bearer,
        payload: {
          name: product.name,
          price: "49.00",
          images: product.images,
          category: "regular",
          sizes: ["S", "M", "L"],
          status: "active",
          expiresAt: product.expiresAt.toISOString(),
          stock,
          perMemberLimit: null,
        },
      });
    const rush = Array.from({ length: 60 }, (_, i) => order(members[i % members.length], product.id, "M"));
    const [changed] = await Promise.all([save({ M: 30, S: 5 }), ...rush]);
    expect(changed.statusCode).toBe(200);
    const units = await unitsOf(product.id);
    expect(units.M.offered).toBe(30);
    expect(units.M.sold).toBe(await ordersIn(product.id, "M"));
    expect(units.M.sold).toBeGreaterThanOrEqual(20);
    expect(changed.json().stock).toEqual({ M: 30, S: 5 });

    const tooLow = await save({ M: 3 });
    expect(tooLow.statusCode).toBe(409);
    expect(tooLow.json().message).toBe(`Stock cannot go below what is sold: ${units.M.sold} already sold in size M`);
    expect(tooLow.json().fieldErrors).toEqual({ "stock.M": [`${units.M.sold} already sold in size M`] });
    expect((await unitsOf(product.id)).M.offered).toBe(30);

    // Unlimited again: the rows go, and every size sells.
    expect((await save(null)).json()).toMatchObject({ stock: null, stockLeft: null });
    expect(await unitsOf(product.id)).toEqual({});
  });

  it("refuses stock for a size the product does not offer, and a negative count, changing nothing", async () => {
    const create = (limits: { stock: Record<string, number>; perMemberLimit?: number }) =>
      t.app.inject({
        method: "POST",
        url: "/api/products",
        headers: bearer,
        payload: {
          name: "Limited lehenga",
          price: "120.00",
          images: ["/demo/products/a.svg"],
          category: "regular",
          sizes: ["S", "M"],
          status: "active",
          expirationDays: 3,
          ...limits,
        },
      });
    const created = await create({ stock: { S: 2, XL: 4 } });
    expect(created.statusCode).toBe(400);
    expect(created.json().fieldErrors.stock).toEqual(["Stock names XL, which the product does not offer"]);
    const negative = await create({ stock: { S: -1 }, perMemberLimit: 0 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().fieldErrors).toMatchObject({
      "stock.S": ["Stock cannot be negative"],
      perMemberLimit: ["Limit per member must be at least 1"],
    });
    expect((await t.database.db.select({ n: count() }).from(products))[0].n).toBe(0);
  });

  it("tells a rush's units left in a few messages, the last one true, without reading the catalog again", async () => {
    const product = await limitedProduct({ M: 30 });
    const listed = async () =>
      (
        (await t.app.inject({ method: "GET", url: "/api/products" })).json() as {
          id: number;
          name: string;
          stockLeft: unknown;
        }[]
      ).find((p) => p.id === product.id);
    expect(await listed()).toMatchObject({ stockLeft: { M: 30 } });
    // Renamed behind the shop's back (no event): the cached list keeps the old name until something rebuilds it.
    await t.database.db.update(products).set({ name: "Renamed quietly" }).where(eq(products.id, product.id));
    const shopper = await openSocket(base);
    try {
      const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => order(members[i], product.id, "M")));
      expect(answers.filter((a) => a.statusCode !== 201).map((a) => a.body)).toEqual([]);
      await vi.waitFor(() => expect(shopper.messages.at(-1)).toMatchObject({ stockLeft: { M: 0 } }), {
        timeout: 10_000,
      });
      const updates = shopper.messages.filter((m) => m.type === "stock-updated");
      expect(updates.length).toBeLessThan(20);
      // The cached list took the new figure in place: the name is still the one it was built with.
      expect(await listed()).toMatchObject({ name: product.name, stockLeft: { M: 0 } });
    } finally {
      shopper.close();
    }
  });

  it("keeps a list read while units were announced, with the announced figures in it", async () => {
    const product = await limitedProduct({ M: 30 });
    t.app.catalog.invalidate();
    const reading = t.app.catalog.liveProductsBody("identity");
    // Announced (as live-events does on a stock-updated notification) while the list is being read.
    t.app.catalog.patchStock(product.id, { M: 12 });
    const first = JSON.parse((await reading).toString()) as Product[];
    expect(first.find((p) => p.id === product.id)).toMatchObject({ stockLeft: { M: 12 } });
    // Renamed behind the shop's back (no event): a list kept after that read still has the old name.
    await t.database.db.update(products).set({ name: "Renamed quietly" }).where(eq(products.id, product.id));
    const again = (await t.app.inject({ method: "GET", url: "/api/products" })).json() as Product[];
    expect(again.find((p) => p.id === product.id)).toMatchObject({ name: product.name, stockLeft: { M: 12 } });
  });

  it("tells every socket the units left, and the admins once that the product sold out", async () => {
    const product = await limitedProduct({ M: 1, L: 1 });
    const shopper = await openSocket(base);
    const owner = await openSocket(base, { cookie: admin });
    try {
      expect((await order(members[0], product.id, "M")).statusCode).toBe(201);
      expect(await shopper.next("stock-updated")).toEqual({
        type: "stock-updated",
        productId: product.id,
        stockLeft: { M: 0, L: 1 },
      });
      expect((await order(members[1], product.id, "L")).statusCode).toBe(201);
      expect(await owner.next("product-sold-out")).toEqual({
        type: "product-sold-out",
        productId: product.id,
        productName: product.name,
      });
      // A refused order changes nothing and announces nothing more.
      expect((await order(members[2], product.id, "L")).statusCode).toBe(409);
      await shopper.roundTrip();
      await owner.roundTrip();
      expect(owner.messages.filter((m) => m.type === "product-sold-out")).toHaveLength(1);
    } finally {
      shopper.close();
      owner.close();
    }
  });
});
