import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { devSignIn } from "../../testing/sign-in";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { processedStripeEvents, settings, users } from "../db/schema";
import { SETTING_KEYS } from "../db/setting-keys";

const SECRET = "whsec_test_secret_for_the_shop";
let sequence = 0;

function stripeEvent(type: string, object: Record<string, unknown>, id = `evt_test_${++sequence}`) {
  return JSON.stringify({
    id,
    object: "event",
    type,
    api_version: "2025-01-27",
    created: 1_700_000_000,
    data: { object },
  });
}

describe("premium membership through Stripe", () => {
  let t: TestApp;
  let userId: number;
  beforeAll(async () => {
    t = await createTestApp({ stripeWebhookSecret: SECRET });
    const cookie = await devSignIn(t.app, "member@example.com", "Member");
    userId = (await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } })).json().id;
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.database.db.update(users).set({ isPremium: false, stripeCustomerId: null });
    await t.database.db.delete(processedStripeEvents);
  });

  const deliver = (payload: string, signature?: string | null) =>
    t.app.inject({
      method: "POST",
      url: "/api/stripe/webhook",
      headers: {
        "content-type": "application/json",
        ...(signature === null
          ? {}
          : { "stripe-signature": signature ?? Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }) }),
      },
      payload,
    });
  const member = async () => (await t.database.db.select().from(users).where(eq(users.id, userId)))[0];

  it("makes the shopper premium on a verified checkout, by client reference", async () => {
    const res = await deliver(
      stripeEvent("checkout.session.completed", {
        object: "checkout.session",
        client_reference_id: String(userId),
        customer: "cus_123",
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, duplicate: false });
    expect(await member()).toMatchObject({ isPremium: true, stripeCustomerId: "cus_123" });
  });

  it("finds the shopper by email when there is no reference", async () => {
    await deliver(
      stripeEvent("checkout.session.completed", {
        object: "checkout.session",
        customer_details: { email: "Member@Example.com" },
        customer: "cus_9",
      }),
    );
    expect(await member()).toMatchObject({ isPremium: true, stripeCustomerId: "cus_9" });
  });

  it.each([
    ["a missing signature", null],
    [
      "a signature made with another secret",
      Stripe.webhooks.generateTestHeaderString({ payload: "{}", secret: "whsec_wrong" }),
    ],
    ["a garbled signature", "t=1,v1=deadbeef"],
  ])("refuses %s with 400 and changes nothing", async (_label, signature) => {
    const payload = stripeEvent("checkout.session.completed", {
      object: "checkout.session",
      client_reference_id: String(userId),
    });
    const res = await deliver(payload, signature);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Stripe/);
    expect((await member()).isPremium).toBe(false);
    expect(await t.database.db.select().from(processedStripeEvents)).toHaveLength(0);
  });

  it("refuses a body changed after signing", async () => {
    const payload = stripeEvent("checkout.session.completed", {
      object: "checkout.session",
      client_reference_id: "999",
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    const res = await deliver(payload.replace('"999"', `"${userId}"`), signature);
    expect(res.statusCode).toBe(400);
    expect((await member()).isPremium).toBe(false);
  });

  it("applies the same event delivered 5 times concurrently once", async () => {
    const payload = stripeEvent("checkout.session.completed", {
      object: "checkout.session",
      client_reference_id: String(userId),
      customer: "cus_once",
    });
    const results = await Promise.all(Array.from({ length: 5 }, () => deliver(payload)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(results.filter((r) => r.json().duplicate === false)).toHaveLength(1);
    expect(await t.database.db.select().from(processedStripeEvents)).toHaveLength(1);
    // A later cancellation is applied; redelivering the old checkout does not bring premium back.
    await deliver(
      stripeEvent("customer.subscription.deleted", {
        object: "subscription",
        customer: "cus_once",
        status: "canceled",
      }),
    );
    expect((await member()).isPremium).toBe(false);
    expect((await deliver(payload)).json().duplicate).toBe(true);
    expect((await member()).isPremium).toBe(false);
  });

  it("follows subscription updates and deletion", async () => {
    await t.database.db.update(users).set({ stripeCustomerId: "cus_sub" }).where(eq(users.id, userId));
    const update = (status: string) =>
      deliver(stripeEvent("customer.subscription.updated", { object: "subscription", customer: "cus_sub", status }));
    await update("active");
    expect((await member()).isPremium).toBe(true);
    await update("past_due");
    expect((await member()).isPremium).toBe(false);
    await update("trialing");
    expect((await member()).isPremium).toBe(true);
    await deliver(
      stripeEvent("customer.subscription.deleted", { object: "subscription", customer: "cus_sub", status: "canceled" }),
    );
    expect((await member()).isPremium).toBe(false);
  });

  it("answers 404 when webhooks are not configured", async () => {
    const bare = await createTestApp();
    const payload = stripeEvent("checkout.session.completed", {});
    const res = await bare.app.inject({
      method: "POST",
      url: "/api/stripe/webhook",
      headers: {
        "content-type": "application/json",
        "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
      },
      payload,
    });
    expect(res.statusCode).toBe(404);
    await bare.close();
  });

  describe("pricing table", () => {
    const store = (value: string) =>
      t.database.db
        .insert(settings)
        .values({ key: SETTING_KEYS.stripePricingTable, value })
        .onConflictDoUpdate({ target: settings.key, set: { value } });
    const read = async () => (await t.app.inject({ method: "GET", url: "/api/settings/stripe-pricing-table" })).json();

    it("is absent until configured", async () => {
      expect(await read()).toEqual({ pricingTableId: null, publishableKey: null });
    });

    it("answers only the two Stripe ids of a valid embed", async () => {
      await store(`<script async src="https://js.stripe.com/v3/pricing-table.js"></script>
        <stripe-pricing-table pricing-table-id="prctbl_1QabcDEF234" publishable-key="pk_test_51abcDEF234"></stripe-pricing-table>`);
      expect(await read()).toEqual({ pricingTableId: "prctbl_1QabcDEF234", publishableKey: "pk_test_51abcDEF234" });
    });

    it("never passes malformed or hostile code to the page", async () => {
      await store(
        `<script src="https://evil.example/steal.js"></script><stripe-pricing-table pricing-table-id="prctbl_1QabcDEF234" publishable-key="pk_test_51abcDEF234"></stripe-pricing-table>`,
      );
      expect(await read()).toEqual({ pricingTableId: null, publishableKey: null });
      await store(
        `<stripe-pricing-table pricing-table-id="prctbl_1Q<img onerror=alert(1)>" publishable-key="pk_test_51abcDEF234"></stripe-pricing-table>`,
      );
      const res = await t.app.inject({ method: "GET", url: "/api/settings/stripe-pricing-table" });
      expect(res.body).not.toContain("<");
      expect(res.json()).toEqual({ pricingTableId: null, publishableKey: null });
    });
  });
});
