import { randomUUID } from "node:crypto";
import type { DataTag, QueryKey } from "@tanstack/react-query";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { z, type ZodType } from "zod";
import { customerOrderSchema, cardOnFileSchema } from "../contracts/order";
import { pricingTableSchema } from "../contracts/premium";
import { nextReleaseSchema, productListSchema, productSchema, upcomingProductListSchema } from "../contracts/product";
import { shopFromIndiaSchema, storeSettingsSchema } from "../contracts/settings";
import { authProvidersSchema, currentUserSchema, emailRemindersSchema, shippingRateSchema } from "../contracts/user";
import { wishlistItemSchema } from "../contracts/wishlist";
import { seedDefaultShippingRates, seedDemoData } from "../server/db/seed-demo";
import { insertProduct, makeOrderReady } from "./factories";
import { devSignIn } from "./sign-in";
import { createTestApp, listenOnLoopback, type TestApp } from "./test-app";
import { createQueryClient } from "../client/lib/api/query-client";
import {
  authProvidersQuery,
  cardOnFileQuery,
  emailRemindersQuery,
  nextReleaseQuery,
  ordersQuery,
  pricingTableQuery,
  productQuery,
  productsQuery,
  shippingRatesQuery,
  shopFromIndiaQuery,
  storeSettingsQuery,
  upcomingProductsQuery,
  wishlistQuery,
} from "../client/lib/api/shop-queries";
import { currentUserQuery } from "../client/lib/session/use-current-user";
import { dropAlertsQuery, remindersQuery } from "../client/lib/push/drop-alerts-queries";
import { dropAlertsSchema, remindersSchema } from "../contracts/push";

// The shop's reads declare their answer's type instead of parsing it (zod stays out of the first download).
// Here each one runs as the browser runs it (the app's query client and loader, over a real connection to
// the real app) and its answer is held to the contract's schema; `answerOf` also fails to compile when a
// query's declared type is not the schema's.

type Query<T> = { queryKey: DataTag<QueryKey, T, Error> };

let t: TestApp;
let base: string;
let cookie = "";
let productId: number;

beforeAll(async () => {
  t = await createTestApp();
  base = await listenOnLoopback(t.app);
  await seedDemoData(t.database.db, new Date());
  await seedDefaultShippingRates(t.database.db);
  productId = (await insertProduct(t.database.db, { price: "60.00", discountAmount: "12.50" })).id;
  cookie = await devSignIn(t.app, "reader@example.com", "Reader");
  await makeOrderReady(t.database.db, "reader@example.com");
  const saved = await t.app.inject({
    method: "POST",
    url: "/api/wishlist",
    headers: { cookie },
    payload: { productId },
  });
  expect(saved.statusCode).toBe(200);
  const ordered = await t.app.inject({
    method: "POST",
    url: "/api/orders",
    headers: { cookie, "idempotency-key": randomUUID() },
    payload: {
      productId,
      size: "M",
      shippingCountry: "SG",
      shippingCost: 8.99,
      totalPrice: 56.49,
      isPaid: false,
      status: "processing",
    },
  });
  expect(ordered.statusCode).toBe(201);
});

afterAll(async () => {
  await t.close();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The browser's part: the page's own address for the app's relative paths, and its session cookie. */
function browserFetch(withCookie: string) {
  const realFetch = globalThis.fetch;
  vi.stubGlobal("fetch", (input: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (withCookie) headers.set("cookie", withCookie);
    return realFetch(new URL(input, base), { ...init, headers });
  });
}

async function answerOf<T>(query: Query<T>, schema: ZodType<T>, withCookie = cookie): Promise<T> {
  browserFetch(withCookie);
  const answer = await createQueryClient().fetchQuery(query);
  return schema.parse(answer);
}

describe("the shop's reads", () => {
  it("read the catalog and one product with the contract's types", async () => {
    const products = await answerOf(productsQuery, productListSchema);
    expect(products.map((p) => p.id)).toContain(productId);
    expect((await answerOf(productQuery(productId), productSchema)).id).toBe(productId);
    await answerOf(nextReleaseQuery, nextReleaseSchema);
    await answerOf(upcomingProductsQuery, upcomingProductListSchema);
  });

  it("read the shopper's own data with the contract's types", async () => {
    expect((await answerOf(currentUserQuery, currentUserSchema.nullable()))?.email).toBe("reader@example.com");
    expect((await answerOf(wishlistQuery, z.array(wishlistItemSchema))).map((i) => i.productId)).toEqual([productId]);
    expect((await answerOf(ordersQuery, z.array(customerOrderSchema))).map((o) => o.productId)).toEqual([productId]);
    // This shop has no Stripe: orders take the manual path.
    expect(await answerOf(cardOnFileQuery, cardOnFileSchema)).toEqual({ card: null, unavailable: false });
    expect(await answerOf(emailRemindersQuery, emailRemindersSchema)).toEqual({ on: true });
  });

  it("read the shopper's drop alerts with the contract's types", async () => {
    const upcoming = await insertProduct(t.database.db, {
      status: "scheduled",
      publishAt: new Date(Date.now() + 24 * 3_600_000),
    });
    const asked = await t.app.inject({
      method: "POST",
      url: "/api/reminders",
      headers: { cookie },
      payload: { productId: upcoming.id },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect((await answerOf(remindersQuery, remindersSchema)).productIds).toEqual([upcoming.id]);
    expect((await answerOf(dropAlertsQuery, dropAlertsSchema)).mode).toBe("asked");
  });

  it("read the store's settings and content with the contract's types", async () => {
    expect((await answerOf(shippingRatesQuery, z.array(shippingRateSchema))).length).toBeGreaterThan(0);
    await answerOf(storeSettingsQuery, storeSettingsSchema);
    await answerOf(pricingTableQuery, pricingTableSchema);
    expect((await answerOf(shopFromIndiaQuery, shopFromIndiaSchema)).content).not.toBe("");
    await answerOf(authProvidersQuery, authProvidersSchema);
  });

  it("read a visitor as null, not as a failure", async () => {
    expect(await answerOf(currentUserQuery, currentUserSchema.nullable(), "")).toBeNull();
  });
});
