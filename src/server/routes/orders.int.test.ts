import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { orderConflictBodySchema } from "../../contracts/error";
import { customerOrderSchema } from "../../contracts/order";
import { COMPLETE_ADDRESS, insertProduct, makeOrderReady } from "../../testing/factories";
import { devSignIn } from "../../testing/sign-in";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { manualClock } from "../clock";
import { customerSessions, orders, products, settings, shippingRates, users } from "../db/schema";
import { seedDefaultShippingRates } from "../db/seed-demo";
import { SETTING_KEYS } from "../db/setting-keys";
import { CANNOT_CANCEL_ORDER } from "../services/orders/orders";

const HOUR = 3_600_000;

describe("single-tap ordering", () => {
  let t: TestApp;
  let asha: string;
  let ben: string;
  let productId: number;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDefaultShippingRates(t.database.db);
    asha = await devSignIn(t.app, "asha@example.com", "Asha");
    ben = await devSignIn(t.app, "ben@example.com", "Ben");
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.database.db.delete(orders);
    await t.database.db.delete(products);
    await makeOrderReady(t.database.db, "asha@example.com");
    await makeOrderReady(t.database.db, "ben@example.com");
    // 60.00 - 12.50 = 47.50, + 8.99 SG shipping = 56.49
    productId = (
      await insertProduct(t.database.db, {
        name: "Indigo kurta",
        price: "60.00",
        discountAmount: "12.50",
        sizes: ["S", "M", "L"],
      })
    ).id;
  });

  const order = (cookie: string, body: Record<string, unknown> = {}, key: string | null = randomUUID()) =>
    t.app.inject({
      method: "POST",
      url: "/api/orders",
      headers: { cookie, ...(key ? { "idempotency-key": key } : {}) },
      payload: {
        productId,
        size: "M",
        shippingCountry: "SG",
        shippingCost: 8.99,
        totalPrice: 56.49,
        isPaid: false,
        status: "processing",
        ...body,
      },
    });
  const orderCount = async () => (await t.database.db.select({ n: count() }).from(orders))[0].n;

  it("places an order with server-computed money and the full snapshot", async () => {
    const res = await order(asha);
    expect(res.statusCode).toBe(201);
    const o = customerOrderSchema.parse(res.json());
    expect(o).toMatchObject({
      productId,
      productName: "Indigo kurta",
      productPrice: "60.00",
      productDiscountAmount: "12.50",
      productDiscountedPrice: "47.50",
      size: "M",
      shippingCountry: "SG",
      shippingCost: "8.99",
      totalPrice: "56.49",
      isPaid: false,
      status: "processing",
    });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, o.id));
    expect(row).toMatchObject({
      shippingAddress: COMPLETE_ADDRESS.address,
      shippingApartment: COMPLETE_ADDRESS.apartment,
      shippingPostalCode: COMPLETE_ADDRESS.postalCode,
      shippingPhone: COMPLETE_ADDRESS.phone,
      productSku: expect.stringMatching(/^TEST-/),
      productCategory: "regular",
    });
  });

  it("accepts the total as text and within half a cent", async () => {
    expect((await order(asha, { totalPrice: "56.49", shippingCost: "8.99" })).statusCode).toBe(201);
    expect((await order(asha, { size: "L", totalPrice: 56.494 })).statusCode).toBe(201);
  });

  it("charges the shopper's own country rate, or Singapore's when theirs is not enabled", async () => {
    await t.database.db.update(users).set({ country: "US" }).where(eq(users.email, "asha@example.com"));
    const us = await order(asha, { shippingCountry: "US", shippingCost: 12.99, totalPrice: 60.49 });
    expect(us.statusCode).toBe(201);
    await t.database.db.update(shippingRates).set({ enabled: false }).where(eq(shippingRates.countryCode, "US"));
    const fallback = await order(asha, { size: "S", shippingCountry: "US", shippingCost: 8.99, totalPrice: 56.49 });
    expect(fallback.statusCode).toBe(201);
    await t.database.db.update(shippingRates).set({ enabled: true }).where(eq(shippingRates.countryCode, "US"));
    await t.database.db.update(users).set({ country: "SG" }).where(eq(users.email, "asha@example.com"));
  });

  it.each([
    ["total", { totalPrice: 1.0 }],
    ["shipping cost", { shippingCost: 0, totalPrice: 47.5 }],
    ["shipping cost shifted into the price", { shippingCost: 1.9, totalPrice: 56.49 }],
  ])("refuses a tampered %s with 409 and stores nothing", async (_label, body) => {
    const res = await order(asha, body);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("The price has changed: the total is now $56.49 ($8.99 shipping)");
    expect(await orderCount()).toBe(0);
  });

  it("writes the new total in the store's currency", async () => {
    await t.database.db
      .insert(settings)
      .values({ key: SETTING_KEYS.storeSettings, value: JSON.stringify({ currency: "EUR" }) });
    try {
      const res = await order(asha, { totalPrice: 1.0 });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe("The price has changed: the total is now €56.49 (€8.99 shipping)");
    } finally {
      await t.database.db.delete(settings).where(eq(settings.key, SETTING_KEYS.storeSettings));
    }
  });

  it("requires a session", async () => {
    const res = await order("");
    expect(res.statusCode).toBe(401);
  });

  it("answers 404 for an unknown product and 400 for an unknown size or country", async () => {
    expect((await order(asha, { productId: 999_999 })).statusCode).toBe(404);
    const size = await order(asha, { size: "XXXL" });
    expect(size.statusCode).toBe(400);
    expect(size.json().message).toBe("Size XXXL is not available for this product");
    const missingSize = await order(asha, { size: null });
    expect(missingSize.statusCode).toBe(400);
    expect(missingSize.json().message).toBe("Please select a size");
    expect((await order(asha, { shippingCountry: "ZZ" })).statusCode).toBe(400);
    expect((await order(asha, { shippingCountry: "Singapore" })).statusCode).toBe(400);
    expect(await orderCount()).toBe(0);
  });

  it("refuses products that are not live with the spec's messages", async () => {
    const now = Date.now();
    const expired = await insertProduct(t.database.db, { expiresAt: new Date(now - HOUR) });
    const draft = await insertProduct(t.database.db, { status: "draft", publishAt: null });
    const scheduled = await insertProduct(t.database.db, {
      status: "scheduled",
      publishAt: new Date("2099-03-05T10:00:00Z"),
      expiresAt: new Date("2099-03-12T10:00:00Z"),
    });
    const messages = [];
    for (const p of [expired, draft, scheduled]) {
      const res = await order(asha, { productId: p.id, totalPrice: 57.99 });
      expect(res.statusCode).toBe(409);
      messages.push(res.json().message);
    }
    expect(messages).toEqual([
      "This item has expired and is no longer available",
      "This item is not yet available for purchase",
      "This item will be available on March 5, 2099 at 10:00 AM UTC",
    ]);
    expect(await orderCount()).toBe(0);
  });

  it("requires premium membership (403, the spec's text)", async () => {
    await makeOrderReady(t.database.db, "ben@example.com", { isPremium: false });
    const res = await order(ben);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("Premium membership required");
    expect(await orderCount()).toBe(0);
  });

  it("requires a complete shipping address", async () => {
    await makeOrderReady(t.database.db, "ben@example.com", {
      address: { ...COMPLETE_ADDRESS, address: "  ab ", postalCode: "1" },
    });
    const res = await order(ben);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Please complete your shipping address");
  });

  it("checks in the spec's order: lifecycle before premium, premium before size, size before address", async () => {
    await makeOrderReady(t.database.db, "ben@example.com", {
      isPremium: false,
      address: { ...COMPLETE_ADDRESS, address: "" },
    });
    const expired = await insertProduct(t.database.db, { expiresAt: new Date(Date.now() - HOUR) });
    expect((await order(ben, { productId: expired.id, size: null })).statusCode).toBe(409);
    expect((await order(ben, { size: null })).statusCode).toBe(403);
    await makeOrderReady(t.database.db, "ben@example.com", { address: { ...COMPLETE_ADDRESS, address: "" } });
    expect((await order(ben, { size: null })).json().message).toBe("Please select a size");
    expect((await order(ben)).json().message).toBe("Please complete your shipping address");
  });

  it("turns 20 concurrent taps with one Idempotency-Key into exactly one order", async () => {
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 20 }, () => order(asha, {}, key)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(19);
    expect(new Set(results.map((r) => r.json().id)).size).toBe(1);
    expect(await orderCount()).toBe(1);
  });

  it("answers a repeated tap with its first order even after the product changed", async () => {
    const key = randomUUID();
    const first = await order(asha, {}, key);
    expect(first.statusCode).toBe(201);
    await t.database.db
      .update(products)
      .set({ price: "75.00", expiresAt: new Date(Date.now() - HOUR) })
      .where(eq(products.id, productId));
    const repeat = await order(asha, {}, key);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual(first.json());
    // Without the key, the same tap now meets the expired product.
    expect((await order(asha, {}, null)).statusCode).toBe(409);
    expect(await orderCount()).toBe(1);
  });

  it("refuses an Idempotency-Key reused for another size or product with 422, and places nothing", async () => {
    const key = randomUUID();
    const first = await order(asha, {}, key);
    expect(first.statusCode).toBe(201);
    const other = await insertProduct(t.database.db, { name: "Ochre kurta", price: "60.00", discountAmount: "12.50" });
    for (const body of [{ size: "L" }, { productId: other.id, size: null }]) {
      const reused = await order(asha, body, key);
      expect(reused.statusCode, JSON.stringify(body)).toBe(422);
      expect(reused.json()).toMatchObject({ code: "IDEMPOTENCY_KEY_REUSED" });
    }
    // A refused check answers the same way: the key still names another order.
    await t.database.db
      .update(products)
      .set({ expiresAt: new Date(Date.now() - HOUR) })
      .where(eq(products.id, other.id));
    expect((await order(asha, { productId: other.id, size: null }, key)).statusCode).toBe(422);
    // The same request, its size written with spaces, is still the first order's repeat.
    const repeat = await order(asha, { size: " M " }, key);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual(first.json());
    expect(await orderCount()).toBe(1);
  });

  it("refuses an expired session", async () => {
    await t.database.db.update(customerSessions).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await order(asha);
    expect(res.statusCode).toBe(401);
    expect(await orderCount()).toBe(0);
    asha = await devSignIn(t.app, "asha@example.com", "Asha");
    ben = await devSignIn(t.app, "ben@example.com", "Ben");
  });

  it("keys idempotency per user: the same key from two shoppers makes two orders", async () => {
    const key = randomUUID();
    expect((await order(asha, {}, key)).statusCode).toBe(201);
    expect((await order(ben, {}, key)).statusCode).toBe(201);
    expect(await orderCount()).toBe(2);
  });

  it("refuses a malformed Idempotency-Key and unknown fields", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      headers: { cookie: asha, "idempotency-key": "not-a-uuid" },
      payload: { productId, size: "M", shippingCountry: "SG", shippingCost: 8.99, totalPrice: 56.49 },
    });
    expect(res.statusCode).toBe(400);
    expect((await order(asha, { isPaid: true })).statusCode).toBe(400);
    expect((await order(asha, { userId: 1 })).statusCode).toBe(400);
    expect(await orderCount()).toBe(0);
  });

  it("lists only the shopper's own orders, newest first", async () => {
    const first = (await order(asha)).json().id;
    const second = (await order(asha, { size: "L" })).json().id;
    await order(ben);
    const res = await t.app.inject({ method: "GET", url: "/api/orders", headers: { cookie: asha } });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((o: { id: number }) => o.id)).toEqual([second, first]);
    expect((await t.app.inject({ method: "GET", url: "/api/orders" })).statusCode).toBe(401);
  });

  it("cancels own processing unpaid orders only", async () => {
    const mine = (await order(asha)).json().id;
    const bens = (await order(ben)).json().id;
    const cancel = (cookie: string, id: number | string) =>
      t.app.inject({ method: "PUT", url: `/api/orders/${id}/cancel`, headers: { cookie } });

    const notMine = await cancel(asha, bens);
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().message).toBe("Order not found");
    const [bensRow] = await t.database.db.select().from(orders).where(eq(orders.id, bens));
    expect(bensRow.status).toBe("processing");

    const ok = await cancel(asha, mine);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      message: "Order cancelled",
      order: { id: mine, status: "cancelled", cancelledBy: "customer" },
    });
    expect((await cancel(asha, mine)).statusCode).toBe(409);

    const paid = (await order(asha)).json().id;
    await t.database.db.update(orders).set({ isPaid: true }).where(eq(orders.id, paid));
    const refused = await cancel(asha, paid);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CANNOT_CANCEL_ORDER);
    expect((await cancel(asha, "x")).statusCode).toBe(400);
  });
});

describe("the repeat guard: one member, one product and size, once in 10 minutes unless confirmed", () => {
  let t: TestApp;
  let asha: string;
  let productId: number;
  const clock = manualClock("2026-11-26T04:00:00Z");

  beforeAll(async () => {
    t = await createTestApp({}, clock);
    await seedDefaultShippingRates(t.database.db);
    asha = await devSignIn(t.app, "asha@example.com", "Asha");
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    clock.set("2026-11-26T04:00:00Z");
    await t.database.db.delete(orders);
    await t.database.db.delete(products);
    await makeOrderReady(t.database.db, "asha@example.com");
    productId = (
      await insertProduct(t.database.db, {
        name: "Indigo kurta",
        price: "60.00",
        discountAmount: "12.50",
        sizes: ["S", "M"],
        expiresAt: new Date("2026-12-31T00:00:00Z"),
      })
    ).id;
  });

  const order = ({
    size = "M",
    key = randomUUID(),
    confirm = false,
  }: { size?: string; key?: string; confirm?: boolean } = {}) =>
    t.app.inject({
      method: "POST",
      url: "/api/orders",
      headers: { cookie: asha, "idempotency-key": key, ...(confirm ? { "x-confirm-repeat": "1" } : {}) },
      payload: { productId, size, shippingCountry: "SG", shippingCost: 8.99, totalPrice: 56.49 },
    });
  const orderIds = async () => (await t.database.db.select({ id: orders.id }).from(orders)).map((o) => o.id).sort();

  it("answers a second order of the same product and size with 409 DUPLICATE_ORDER naming the first", async () => {
    const first = await order();
    expect(first.statusCode).toBe(201);
    clock.advance(3 * 60_000 + 20_000);
    const again = await order();
    expect(again.statusCode).toBe(409);
    expect(orderConflictBodySchema.parse(again.json())).toEqual({
      code: "DUPLICATE_ORDER",
      message: `You ordered Indigo kurta in size M 3 minutes ago (order #${first.json().id}).`,
      orderId: first.json().id,
      orderedAt: "2026-11-26T04:00:00.000Z",
    });
    expect(await orderIds()).toEqual([first.json().id]);
  });

  it("places the second order when the member confirms it, and guards the newest one after", async () => {
    const first = (await order()).json().id;
    const confirmed = await order({ confirm: true });
    expect(confirmed.statusCode).toBe(201);
    const third = await order();
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({ orderId: confirmed.json().id });
    expect(await orderIds()).toEqual([first, confirmed.json().id]);
  });

  it("lets another size, and the same size after 10 minutes, through without asking", async () => {
    expect((await order()).statusCode).toBe(201);
    expect((await order({ size: "S" })).statusCode).toBe(201);
    clock.advance(9 * 60_000 + 59_000);
    expect((await order()).statusCode).toBe(409);
    clock.advance(1_000);
    expect((await order()).statusCode).toBe(201);
  });

  it("does not count a cancelled order, whoever cancelled it", async () => {
    const first = (await order()).json().id;
    const cancel = await t.app.inject({ method: "PUT", url: `/api/orders/${first}/cancel`, headers: { cookie: asha } });
    expect(cancel.statusCode).toBe(200);
    const second = await order();
    expect(second.statusCode).toBe(201);
    // The shop cancelling (any UPDATE to cancelled) frees it as well.
    await t.database.db
      .update(orders)
      .set({ status: "cancelled", cancelledBy: "admin" })
      .where(eq(orders.id, second.json().id));
    expect((await order()).statusCode).toBe(201);
  });

  it("still answers a repeated key with its first order, cancelled or not, and never with the guard", async () => {
    const key = randomUUID();
    const first = await order({ key });
    expect((await order({ key })).json()).toEqual(first.json());
    expect((await order({ key, confirm: true })).json()).toEqual(first.json());
    await t.app.inject({ method: "PUT", url: `/api/orders/${first.json().id}/cancel`, headers: { cookie: asha } });
    const afterCancel = await order({ key });
    expect(afterCancel.statusCode).toBe(200);
    expect(afterCancel.json()).toMatchObject({ id: first.json().id, status: "cancelled" });
    expect(await orderIds()).toEqual([first.json().id]);
    // The replay took no claim: a new tap is free to order again.
    expect((await order()).statusCode).toBe(201);
  });

  it("turns 20 concurrent taps with 20 different keys into one order and 19 refusals", async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => order()));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(19);
    expect(new Set(refused.map((r) => r.json().code))).toEqual(new Set(["DUPLICATE_ORDER"]));
    expect(await orderIds()).toHaveLength(1);
  });

  it("turns 20 concurrent confirmed taps with one key into one order", async () => {
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 20 }, () => order({ key, confirm: true })));
    expect(new Set(results.map((r) => r.json().id)).size).toBe(1);
    expect(await orderIds()).toHaveLength(1);
  });
});
