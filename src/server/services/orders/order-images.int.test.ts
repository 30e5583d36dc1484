import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaUrl } from "../../../domain/media";
import { insertProduct, makeOrderReady, markImageCopied } from "../../../testing/factories";
import { adminSignIn, devSignIn } from "../../../testing/sign-in";
import { createTestApp, type TestApp } from "../../../testing/test-app";
import { seedDefaultShippingRates } from "../../db/seed-demo";
import { orders } from "../../db/schema";

/**
 * Every answer that shows a shopper (or the back office) what was ordered gives the shop's
 * own /media copy of each image once it is made, while the order's snapshot keeps the address the product had
 * (decision 043). The copy is put in place here as the ingest worker leaves it (media-ingest.int.test.ts
 * copies over a real socket); the test app does not copy, so nothing reaches for the made-up host.
 */
describe("what was ordered, with the shop's copies of its images", () => {
  let t: TestApp;
  let asha: string;
  let bearer: { authorization: string };
  const photoUrl = "https://images.supplier.test/kurta.jpg";
  const ownPath = "/demo/products/coral-ikat-cotton-kurta-1.svg";
  let copy = "";

  beforeAll(async () => {
    t = await createTestApp();
    await seedDefaultShippingRates(t.database.db);
    asha = await devSignIn(t.app, "asha@example.com", "Asha");
    await makeOrderReady(t.database.db, "asha@example.com");
    bearer = { authorization: `Bearer ${(await adminSignIn(t.app)).token}` };
  });
  afterAll(async () => {
    await t.close();
  });

  // Each order in its own size: the repeat guard would ask about a second one of the same.
  const order = (productId: number, size: string, idempotencyKey = randomUUID()) =>
    t.app.inject({
      method: "POST",
      url: "/api/orders",
      headers: { cookie: asha, "idempotency-key": idempotencyKey },
      payload: { productId, size, shippingCountry: "SG", shippingCost: 8.99, totalPrice: 57.99 },
    });
  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: "GET", url, headers });

  it("gives shoppers, order answers and the back office the /media copy; the snapshot keeps the address", async () => {
    const shopper = { cookie: asha };
    const { id: productId } = await insertProduct(t.database.db, {
      price: "49.00",
      sizes: ["S", "M"],
      images: [photoUrl, ownPath],
    });
    const before = await order(productId, "S");
    expect(before.statusCode, before.body).toBe(201);
    // Not copied yet: the address the admin gave.
    expect(before.json().productImages).toEqual([photoUrl, ownPath]);
    const firstId = before.json().id as number;

    copy = mediaUrl(await markImageCopied(t.database.db, photoUrl));

    // Placed after the copy: the answer to the tap, and the answer to the same tap repeated.
    const idempotencyKey = randomUUID();
    const placed = await order(productId, "M", idempotencyKey);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().productImages).toEqual([copy, ownPath]);
    const repeated = await order(productId, "M", idempotencyKey);
    expect(repeated.statusCode, repeated.body).toBe(200);
    expect(repeated.json().productImages).toEqual([copy, ownPath]);

    // The shopper's order history, for the order placed before the copy as well.
    const history = (await get("/api/orders", shopper)).json() as { id: number; productImages: string[] }[];
    expect(history.map((o) => o.productImages)).toEqual([
      [copy, ownPath],
      [copy, ownPath],
    ]);
    // The wishlist shows the product as shoppers see it.
    await t.app.inject({ method: "POST", url: "/api/wishlist", headers: shopper, payload: { productId } });
    const saved = await get("/api/wishlist", shopper);
    expect(saved.json()[0].product.images).toEqual([copy, ownPath]);

    // The back office's answers that show what was ordered: the list, the day groups, the customer's page
    // and the answer of each transition.
    const userId = (await get("/api/user", shopper)).json().id as number;
    for (const url of ["/api/admin/orders", "/api/admin/order-groups", `/api/admin/users/${userId}`]) {
      const res = await get(url, bearer);
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
      expect(res.body, url).toContain(`"${copy}"`);
      expect(res.body, url).not.toContain(photoUrl);
    }
    const paid = await t.app.inject({
      method: "PUT",
      url: `/api/admin/orders/${firstId}/paid`,
      headers: bearer,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().productImages).toEqual([copy, ownPath]);

    // The shopper's cancel answers with the order as the history shows it.
    const cancelled = await t.app.inject({
      method: "PUT",
      url: `/api/orders/${placed.json().id}/cancel`,
      headers: shopper,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().order.productImages).toEqual([copy, ownPath]);

    // The snapshot itself keeps the address the product had.
    const snapshots = await t.database.db.select({ images: orders.productImages }).from(orders);
    expect(snapshots.map((row) => row.images)).toEqual([
      [photoUrl, ownPath],
      [photoUrl, ownPath],
    ]);
  });
});
