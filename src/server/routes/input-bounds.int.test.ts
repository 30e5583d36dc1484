import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_ROW_ID } from "../../contracts/ids";
import { COMPLETE_ADDRESS, insertProduct, makeOrderReady } from "../../testing/factories";
import { adminSignIn, devSignIn } from "../../testing/sign-in";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { users } from "../db/schema";
import { seedDefaultShippingRates } from "../db/seed-demo";

/**
 * Every id is bounded to the integer columns (contracts/ids.ts) and every free-text field to a
 * length, without NUL characters (domain/text-input.ts). Before, an id above 2^31 reached PostgreSQL and
 * answered 500, and so did a NUL in an address or a sign-in name; a 900 KB address was saved.
 */
describe("ids and free text are bounded before they reach the database", () => {
  let t: TestApp;
  let shopper: string;
  let admin: string;
  const ID_MESSAGE = `must be a whole number from 1 to ${MAX_ROW_ID}`;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDefaultShippingRates(t.database.db);
    shopper = await devSignIn(t.app, "bounds@example.com", "Bounded Shopper");
    await makeOrderReady(t.database.db, "bounds@example.com");
    admin = (await adminSignIn(t.app)).token;
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (method: string, url: string, payload?: unknown) =>
    t.app.inject({
      method: method as "GET",
      url,
      headers: { cookie: shopper, authorization: `Bearer ${admin}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const messagesOf = (body: { fieldErrors?: Record<string, string[]> }) => Object.values(body.fieldErrors ?? {}).flat();

  it("answers 400 for an id path parameter outside 1..2^31-1 on every route, never a 500", async () => {
    const routes = t.app.routeTable.flatMap((route) =>
      [route.method].flat().map((method) => ({ method, url: route.url })),
    );
    const withIds = routes.filter(({ url, method }) => /:\w*id\b/i.test(url) && method !== "HEAD");
    // The control: the sweep sees the routes the issue named and the admin's.
    expect(withIds.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        "GET /api/products/:id",
        "DELETE /api/wishlist/:id",
        "DELETE /api/wishlist/product/:productId",
        "PUT /api/orders/:id/cancel",
        "PUT /api/admin/orders/:id/status",
        "DELETE /api/admin/users/:id",
        "PUT /api/admin/alternate-descriptions/:id",
      ]),
    );
    for (const { method, url } of withIds) {
      for (const id of [String(2 ** 31), String(2 ** 53 + 2), "0", "-1", "1.5", "1e400", "x"]) {
        const res = await send(method, url.replace(/:\w+/g, id), method === "GET" ? undefined : {});
        expect(res.statusCode, `${method} ${url} with ${id}: ${res.body}`).toBe(400);
        expect(res.json().message, `${method} ${url} with ${id}`).toContain(ID_MESSAGE);
      }
    }
  });

  it("answers 400 for an id in a query or a body outside the column's range", async () => {
    const product = await insertProduct(t.database.db);
    const tooLarge = 2 ** 31;
    const cases: [string, string, unknown][] = [
      ["GET", `/api/wishlist/check?productId=${tooLarge}`, undefined],
      ["POST", "/api/wishlist", { productId: tooLarge }],
      ["POST", "/api/orders", { productId: tooLarge, shippingCountry: "SG", shippingCost: 8.99, totalPrice: 57.99 }],
      ["POST", "/api/admin/user-premium", { userId: tooLarge, isPremium: true }],
      ["POST", "/api/admin/products/bulk-draft", { productIds: [product.id, tooLarge] }],
      [
        "POST",
        "/api/admin/shipping-rates",
        { rates: [{ id: tooLarge, countryCode: "SG", rate: "8.99", enabled: true }] },
      ],
    ];
    for (const [method, url, payload] of cases) {
      const res = await send(method, url, payload);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(400);
      expect(messagesOf(res.json()).join(" "), `${method} ${url}`).toContain(ID_MESSAGE);
    }
  });

  it("refuses NUL characters in the address fields and saves nothing", async () => {
    for (const [field, message] of [
      ["address", "Address cannot contain NUL characters"],
      ["apartment", "Apartment cannot contain NUL characters"],
      ["postalCode", "Postal code cannot contain NUL characters"],
      ["phone", "Phone number cannot contain NUL characters"],
    ] as const) {
      const res = await send("PUT", "/api/user/shipping", { ...COMPLETE_ADDRESS, [field]: "12345\u0000678" });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.json().fieldErrors[field], field).toContain(message);
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.email, "bounds@example.com"));
    expect(row.address).toBe(COMPLETE_ADDRESS.address);
  });

  it("refuses a 900 KB address with the field's limit and keeps the saved one", async () => {
    const res = await send("PUT", "/api/user/shipping", { ...COMPLETE_ADDRESS, address: "x".repeat(900 * 1024) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.address).toEqual(["Address is at most 300 characters"]);
    const longest = await send("PUT", "/api/user/shipping", { ...COMPLETE_ADDRESS, address: "x".repeat(300) });
    expect(longest.statusCode, longest.body).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, "bounds@example.com"));
    expect(row.address).toBe("x".repeat(300));
  });

  it("refuses a NUL in the dev sign-in name and creates nobody", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/dev-login",
      payload: { email: "nul@example.com", fullName: "Nul\u0000Person" },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fieldErrors.fullName).toEqual(["Name cannot contain NUL characters"]);
    expect(await t.database.db.select().from(users).where(eq(users.email, "nul@example.com"))).toEqual([]);
  });

  it("refuses a NUL in an order's size or shipping country", async () => {
    const product = await insertProduct(t.database.db);
    const base = { productId: product.id, shippingCountry: "SG", shippingCost: 8.99, totalPrice: 57.99 };
    const size = await send("POST", "/api/orders", { ...base, size: "M\u0000" });
    expect(size.statusCode, size.body).toBe(400);
    expect(size.json().fieldErrors.size).toEqual(["Size cannot contain NUL characters"]);
    const country = await send("POST", "/api/orders", { ...base, shippingCountry: "S\u0000" });
    expect(country.statusCode, country.body).toBe(400);
    expect(country.json().fieldErrors.shippingCountry).toEqual(["Shipping country must be a two-letter country code"]);
  });

  it("refuses half of a surrogate pair, which PostgreSQL's JSON refuses in the activity log", async () => {
    // Found by the fuzzer: the store address went into the activity log's jsonb changes and answered 500.
    const store = await send("PUT", "/api/admin/settings/store", {
      currency: "USD",
      timeZone: "Asia/Singapore",
      storeAddress: "1 Main St \ud800",
    });
    expect(store.statusCode, store.body).toBe(400);
    expect(store.json().fieldErrors.storeAddress).toEqual([
      "Store address contains a character that is not valid text",
    ]);
    const product = {
      name: "Kurta",
      price: "49.00",
      category: "regular",
      status: "draft",
      expirationDays: 7,
    };
    const image = await send("POST", "/api/products", {
      ...product,
      images: ["https://cdn.example/\ud800.jpg"],
      sizes: ["M"],
    });
    expect(image.statusCode, image.body).toBe(400);
    expect(image.json().fieldErrors.images).toEqual(["One or more image URLs are not valid URLs"]);
    const size = await send("POST", "/api/products", {
      ...product,
      images: ["https://cdn.example/a.jpg"],
      sizes: ["M\udc00"],
    });
    expect(size.statusCode, size.body).toBe(400);
    expect(size.json().fieldErrors.sizes).toEqual(["Size labels contains a character that is not valid text"]);
    const address = await send("PUT", "/api/user/shipping", { ...COMPLETE_ADDRESS, address: "12 Orchard \ud83d Road" });
    expect(address.statusCode, address.body).toBe(400);
    expect(address.json().fieldErrors.address).toEqual(["Address contains a character that is not valid text"]);
  });

  it("refuses a NUL in admin text that is stored as sent", async () => {
    const res = await send("PUT", "/api/admin/settings/stripe-pricing-table", {
      stripePricingTableCode: '<stripe-pricing-table pricing-table-id="prctbl_1\u0000">',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fieldErrors.stripePricingTableCode).toEqual([
      "Stripe pricing table code cannot contain NUL characters",
    ]);
  });
});
