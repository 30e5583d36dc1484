import { count } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { injectedApiClient } from "../../testing/api-client";
import { insertProduct } from "../../testing/factories";
import { devSignIn } from "../../testing/sign-in";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { products, wishlist } from "../db/schema";

describe("wishlist", () => {
  let t: TestApp;
  let asha: string;
  let ben: string;
  beforeAll(async () => {
    t = await createTestApp();
    asha = await devSignIn(t.app, "asha@example.com");
    ben = await devSignIn(t.app, "ben@example.com");
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.database.db.delete(wishlist);
    await t.database.db.delete(products);
  });

  const call = (method: "GET" | "POST" | "DELETE", url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const items = async () => (await t.database.db.select({ n: count() }).from(wishlist))[0].n;

  it("requires a session for every call", async () => {
    for (const [method, url] of [
      ["GET", "/api/wishlist"],
      ["POST", "/api/wishlist"],
      ["DELETE", "/api/wishlist/1"],
      ["DELETE", "/api/wishlist/product/1"],
      ["GET", "/api/wishlist/check?productId=1"],
    ] as const) {
      const res = await call(method, url, "", method === "POST" ? { productId: 1 } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("is what the typed client generated from the document says it is", async () => {
    const p = await insertProduct(t.database.db, { name: "Typed saree" });
    const api = injectedApiClient(t.app, { cookie: asha });
    const added = await api.POST("/api/wishlist", { body: { productId: p.id } });
    expect(added.response.status).toBe(200);
    expect(added.data?.product.name).toBe("Typed saree");
    const checked = await api.GET("/api/wishlist/check", { params: { query: { productId: p.id } } });
    expect(checked.data).toEqual({ inWishlist: true, itemId: added.data?.id });
    const removed = await api.DELETE("/api/wishlist/product/{productId}", { params: { path: { productId: p.id } } });
    expect(removed.data).toEqual({ message: "Removed from wishlist" });
    // Refusals arrive typed as the error shape.
    const anonymous = await injectedApiClient(t.app).GET("/api/wishlist");
    expect([anonymous.response.status, anonymous.error?.message]).toEqual([401, expect.any(String)]);
  });

  it("adds idempotently, lists with the product embedded, and checks", async () => {
    const p = await insertProduct(t.database.db, { name: "Saved saree" });
    const first = await call("POST", "/api/wishlist", asha, { productId: p.id });
    expect(first.statusCode).toBe(200);
    const again = await call("POST", "/api/wishlist", asha, { productId: p.id });
    expect(again.json().id).toBe(first.json().id);
    expect(await items()).toBe(1);

    const list = await call("GET", "/api/wishlist", asha);
    expect(list.json()).toEqual([
      expect.objectContaining({
        id: first.json().id,
        productId: p.id,
        product: expect.objectContaining({ name: "Saved saree", status: "active" }),
      }),
    ]);
    expect((await call("GET", `/api/wishlist/check?productId=${p.id}`, asha)).json()).toEqual({
      inWishlist: true,
      itemId: first.json().id,
    });
    expect((await call("GET", `/api/wishlist/check?productId=${p.id}`, ben)).json()).toEqual({
      inWishlist: false,
      itemId: null,
    });
    expect((await call("GET", "/api/wishlist", ben)).json()).toEqual([]);
  });

  it("keeps expired and upcoming products with their status, refuses drafts and unknown products", async () => {
    const expired = await insertProduct(t.database.db, { expiresAt: new Date(Date.now() - 1000) });
    const upcoming = await insertProduct(t.database.db, {
      status: "scheduled",
      publishAt: new Date(Date.now() + 3_600_000),
    });
    const draft = await insertProduct(t.database.db, { status: "draft", publishAt: null });
    expect((await call("POST", "/api/wishlist", asha, { productId: expired.id })).statusCode).toBe(200);
    expect((await call("POST", "/api/wishlist", asha, { productId: upcoming.id })).statusCode).toBe(200);
    expect((await call("POST", "/api/wishlist", asha, { productId: draft.id })).statusCode).toBe(404);
    expect((await call("POST", "/api/wishlist", asha, { productId: 999_999 })).statusCode).toBe(404);
    expect((await call("POST", "/api/wishlist", asha, { productId: "abc" })).statusCode).toBe(400);
    const statuses = (await call("GET", "/api/wishlist", asha))
      .json()
      .map((i: { product: { status: string } }) => i.product.status);
    expect(statuses.sort()).toEqual(["expired", "scheduled"]);
  });

  it("removes by item and by product, only the shopper's own", async () => {
    const p = await insertProduct(t.database.db);
    const q = await insertProduct(t.database.db);
    const item = (await call("POST", "/api/wishlist", asha, { productId: p.id })).json();
    await call("POST", "/api/wishlist", asha, { productId: q.id });

    const bensTry = await call("DELETE", `/api/wishlist/${item.id}`, ben);
    expect(bensTry.statusCode).toBe(404);
    expect(bensTry.json().message).toBe("Item not found in wishlist");
    expect((await call("DELETE", `/api/wishlist/product/${q.id}`, ben)).statusCode).toBe(404);
    expect(await items()).toBe(2);

    expect((await call("DELETE", `/api/wishlist/${item.id}`, asha)).json()).toEqual({
      message: "Removed from wishlist",
    });
    expect((await call("DELETE", `/api/wishlist/product/${q.id}`, asha)).statusCode).toBe(200);
    expect(await items()).toBe(0);
    expect((await call("DELETE", `/api/wishlist/${item.id}`, asha)).statusCode).toBe(404);
  });
});
