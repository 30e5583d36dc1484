import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupChecklistSchema } from "../../../contracts/dashboard";
import { insertProduct } from "../../../testing/factories";
import { adminSignIn } from "../../../testing/sign-in";
import { createTestApp, type TestApp } from "../../../testing/test-app";
import { admins, productStock } from "../../db/schema";
import { seedDefaultShippingRates } from "../../db/seed-demo";

const EMBED = `<script async src="https://js.stripe.com/v3/pricing-table.js"></script>
<stripe-pricing-table pricing-table-id="prctbl_1Checklist" publishable-key="pk_test_51Checklist"></stripe-pricing-table>`;

describe("the dashboard's setup checklist", () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDefaultShippingRates(t.database.db);
    cookie = (await adminSignIn(t.app)).cookie;
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (method: "GET" | "PUT" | "POST", url: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const done = async () => {
    const res = await call("GET", "/api/admin/setup-checklist");
    expect(res.statusCode, res.body).toBe(200);
    const { steps } = setupChecklistSchema.parse(res.json());
    return Object.fromEntries(steps.map((s) => [s.step, s.done]));
  };

  it("starts with every step to do, and ticks each as the owner does it", async () => {
    expect(await done()).toEqual({
      "store-details": false,
      "shipping-rates": false,
      "payment-instructions": false,
      // Nothing limited is for sale yet: no deadline to suggest.
      "payment-deadline": true,
      "pricing-table": false,
      "two-factor": false,
      "shopper-sign-in": false,
    });

    const store = {
      storeName: "Chanderi Lane",
      storeEmail: "hello@chanderilane.example.com",
      storePhone: "+65 6291 4827",
      currency: "USD",
      timeZone: "Asia/Singapore",
    };
    expect((await call("PUT", "/api/admin/settings/store", store)).statusCode).toBe(200);
    expect(await done()).toMatchObject({ "store-details": true, "payment-instructions": false });
    const paying = { ...store, paymentInstructions: "PayNow to UEN 201912345K" };
    expect((await call("PUT", "/api/admin/settings/store", paying)).statusCode).toBe(200);
    const rates = { rates: [{ countryCode: "SG", countryName: "Singapore", rate: "8.99", enabled: true }] };
    expect((await call("POST", "/api/admin/shipping-rates", rates)).statusCode).toBe(200);
    const table = { stripePricingTableCode: EMBED };
    expect((await call("PUT", "/api/admin/settings/stripe-pricing-table", table)).statusCode).toBe(200);
    await t.database.db.update(admins).set({ twoFactorEnabled: true });
    // A limited size on sale: an unpaid order would hold its unit, so a deadline is suggested, then set.
    const product = await insertProduct(t.database.db, { sizes: ["M"] });
    await t.database.db.insert(productStock).values({ productId: product.id, size: "M", offered: 5 });
    expect(await done()).toMatchObject({ "payment-deadline": false });
    const deadline = { ...paying, unpaidOrderDeadlineMinutes: 90 };
    expect((await call("PUT", "/api/admin/settings/store", deadline)).statusCode).toBe(200);

    expect(await done()).toEqual({
      "store-details": true,
      "shipping-rates": true,
      "payment-instructions": true,
      "payment-deadline": true,
      "pricing-table": true,
      "two-factor": true,
      // Set on the server (OIDC_*), never in the back office.
      "shopper-sign-in": false,
    });
  });

  it("counts shopper sign-in as done when an OpenID Connect client is configured", async () => {
    const withOidc = await createTestApp({
      oidc: { issuer: "http://127.0.0.1:9/", clientId: "shop", clientSecret: "secret" },
      devLogin: "off",
    });
    try {
      const admin = await adminSignIn(withOidc.app);
      const res = await withOidc.app.inject({
        method: "GET",
        url: "/api/admin/setup-checklist",
        headers: { cookie: admin.cookie },
      });
      expect(res.json().steps).toContainEqual({ step: "shopper-sign-in", done: true });
    } finally {
      await withOidc.close();
    }
  });

  it("is the admin's alone", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/admin/setup-checklist" })).statusCode).toBe(401);
  });
});
