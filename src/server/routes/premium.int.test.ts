import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEMO_MEMBERSHIP_PATH } from "../../contracts/premium";
import { adminSignIn, cookiesFrom, devSignIn } from "../../testing/sign-in";
import { stripeEventPayload, stripeSignature, subscriptionCheckout } from "../../testing/stripe-webhook";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { processedStripeEvents, settings, stripeCustomers, users } from "../db/schema";
import { EVENTS_CHANNEL, envelopesOf } from "../events";
import { SETTING_KEYS } from "../db/setting-keys";

const SECRET = "whsec_test_secret_for_the_shop";
let sequence = 0;
/** Stripe's `created` of the events below: a fixed moment, plus the seconds a test names. */
const T = 1_700_000_000;

function stripeEvent(type: string, object: Record<string, unknown>, created = T, id = `evt_test_${++sequence}`) {
  return stripeEventPayload({ id, type, created, object });
}
const subscription = (customer: string, status: string) => ({ object: "subscription", customer, status });

describe("premium membership through Stripe", () => {
  let t: TestApp;
  let userId: number;
  let otherId: number;
  beforeAll(async () => {
    t = await createTestApp({ stripeWebhookSecret: SECRET });
    const cookie = await devSignIn(t.app, "member@example.com", "Member");
    userId = (await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } })).json().id;
    const other = await devSignIn(t.app, "other@example.com", "Other");
    otherId = (await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: other } })).json().id;
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.database.db.update(users).set({ isPremium: false, premiumSource: null, premiumChangedAt: null });
    await t.database.db.delete(stripeCustomers);
    await t.database.db.delete(processedStripeEvents);
  });

  const deliver = (payload: string, signature?: string | null) =>
    t.app.inject({
      method: "POST",
      url: "/api/stripe/webhook",
      headers: {
        "content-type": "application/json",
        ...(signature === null ? {} : { "stripe-signature": signature ?? stripeSignature(payload, SECRET) }),
      },
      payload,
    });
  /** Delivers each payload in turn, every one expected to be accepted. */
  const deliverAll = async (...payloads: string[]) => {
    for (const payload of payloads) {
      const res = await deliver(payload);
      expect(res.statusCode, res.body).toBe(200);
    }
  };
  const member = async () => (await t.database.db.select().from(users).where(eq(users.id, userId)))[0]!;
  const isPremium = async () => (await member()).isPremium;
  const customerOf = async (customerId: string) =>
    (await t.database.db.select().from(stripeCustomers).where(eq(stripeCustomers.customerId, customerId)))[0];
  const processedCount = async () => (await t.database.db.select().from(processedStripeEvents)).length;

  it("makes the shopper premium on a paid subscription checkout, by client reference", async () => {
    const res = await deliver(
      stripeEvent("checkout.session.completed", subscriptionCheckout({ customer: "cus_123", userId })),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, duplicate: false });
    expect(await member()).toMatchObject({ isPremium: true, premiumSource: "stripe" });
    expect(await customerOf("cus_123")).toMatchObject({ userId, isPremium: true, verdictCreated: T });
  });

  it("finds the shopper by email when there is no reference", async () => {
    await deliverAll(
      stripeEvent(
        "checkout.session.completed",
        subscriptionCheckout({ customer: "cus_9", email: "Member@Example.com" }),
      ),
    );
    expect(await isPremium()).toBe(true);
    expect(await customerOf("cus_9")).toMatchObject({ userId });
  });

  it("reads a client reference too large for an id as no reference, and falls back to the email", async () => {
    await deliverAll(
      stripeEvent(
        "checkout.session.completed",
        subscriptionCheckout({ customer: "cus_big", userId: 2 ** 31, email: "member@example.com" }),
      ),
    );
    expect(await isPremium()).toBe(true);
  });

  it.each([
    ["a missing signature", null],
    ["a signature made with another secret", stripeSignature("{}", "whsec_wrong")],
    ["a garbled signature", "t=1,v1=deadbeef"],
  ])("refuses %s with 400 and changes nothing", async (_label, signature) => {
    const payload = stripeEvent("checkout.session.completed", subscriptionCheckout({ customer: "cus_x", userId }));
    const res = await deliver(payload, signature);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Stripe/);
    expect(await isPremium()).toBe(false);
    expect(await processedCount()).toBe(0);
  });

  it("refuses a body changed after signing", async () => {
    const payload = stripeEvent("checkout.session.completed", subscriptionCheckout({ customer: "cus_x", userId: 999 }));
    const res = await deliver(payload.replace('"999"', `"${userId}"`), stripeSignature(payload, SECRET));
    expect(res.statusCode).toBe(400);
    expect(await isPremium()).toBe(false);
  });

  it("refuses a signature older than the tolerance (a replayed request) and accepts a recent one", async () => {
    const now = Math.floor(Date.now() / 1000);
    const payload = stripeEvent("checkout.session.completed", subscriptionCheckout({ customer: "cus_old", userId }));
    const stale = await deliver(payload, stripeSignature(payload, SECRET, now - 400));
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toMatch(/tolerance/);
    expect(await processedCount()).toBe(0);
    expect(await isPremium()).toBe(false);
    const recent = await deliver(payload, stripeSignature(payload, SECRET, now - 60));
    expect(recent.statusCode).toBe(200);
    expect(await isPremium()).toBe(true);
  });

  it.each([
    ["without created", JSON.stringify({ id: "evt_no_created", type: "invoice.paid", data: { object: {} } })],
    ["a subscription without its customer", stripeEvent("customer.subscription.updated", { status: "active" })],
    [
      "a subscription checkout without its customer",
      stripeEvent("checkout.session.completed", { ...subscriptionCheckout(), customer: null }),
    ],
    [
      "a NUL character in a field the shop stores",
      stripeEvent(
        "checkout.session.completed",
        subscriptionCheckout({ customer: "cus_\u0000", email: "member@example.com" }),
      ),
    ],
  ])("answers 400 to a signed event %s, and records nothing", async (_label, payload) => {
    const res = await deliver(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Stripe/);
    expect(await processedCount()).toBe(0);
  });

  it("applies the same event delivered 5 times concurrently once", async () => {
    const payload = stripeEvent("checkout.session.completed", subscriptionCheckout({ customer: "cus_once", userId }));
    const results = await Promise.all(Array.from({ length: 5 }, () => deliver(payload)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(results.filter((r) => r.json().duplicate === false)).toHaveLength(1);
    expect(await processedCount()).toBe(1);
    // A later cancellation is applied; redelivering the old checkout does not bring premium back.
    await deliverAll(stripeEvent("customer.subscription.deleted", subscription("cus_once", "canceled"), T + 10));
    expect(await isPremium()).toBe(false);
    expect((await deliver(payload)).json().duplicate).toBe(true);
    expect(await isPremium()).toBe(false);
  });

  it("follows subscription updates and deletion", async () => {
    await deliverAll(stripeEvent("checkout.session.completed", subscriptionCheckout({ customer: "cus_sub", userId })));
    const update = (status: string, at: number) =>
      deliverAll(stripeEvent("customer.subscription.updated", subscription("cus_sub", status), T + at));
    await update("past_due", 1);
    expect(await isPremium()).toBe(false);
    await update("active", 2);
    expect(await isPremium()).toBe(true);
    await update("unpaid", 3);
    expect(await isPremium()).toBe(false);
    await update("trialing", 4);
    expect(await isPremium()).toBe(true);
    await deliverAll(stripeEvent("customer.subscription.deleted", subscription("cus_sub", "canceled"), T + 5));
    expect(await isPremium()).toBe(false);
  });

  describe("events in created order, however they arrive", () => {
    it("an older 'active' delivered after 'deleted' changes nothing, though it is recorded", async () => {
      await deliverAll(
        stripeEvent("checkout.session.completed", subscriptionCheckout({ customer: "cus_late", userId }), T),
        stripeEvent("customer.subscription.deleted", subscription("cus_late", "canceled"), T + 300),
      );
      expect(await isPremium()).toBe(false);
      const late = await deliver(
        stripeEvent("customer.subscription.updated", subscription("cus_late", "active"), T + 200),
      );
      expect(late.json()).toEqual({ received: true, duplicate: false });
      expect(await isPremium()).toBe(false);
      expect(await processedCount()).toBe(3);
      expect(await customerOf("cus_late")).toMatchObject({ isPremium: false, verdictCreated: T + 300 });
    });

    it("an older 'deleted' delivered after a renewal changes nothing", async () => {
      await deliverAll(
        stripeEvent("checkout.session.completed", subscriptionCheckout({ customer: "cus_renew", userId }), T),
        stripeEvent("customer.subscription.updated", subscription("cus_renew", "active"), T + 300),
        stripeEvent("customer.subscription.deleted", subscription("cus_renew", "canceled"), T + 100),
      );
      expect(await isPremium()).toBe(true);
    });

    it("remembers what Stripe said about a customer before the checkout that names the shopper arrives", async () => {
      // Cancelled later than the checkout, but delivered first: the checkout must not make them premium.
      await deliverAll(
        stripeEvent("customer.subscription.deleted", subscription("cus_early", "canceled"), T + 300),
        stripeEvent("checkout.session.completed", subscriptionCheckout({ customer: "cus_early", userId }), T),
      );
      expect(await isPremium()).toBe(false);
      expect(await customerOf("cus_early")).toMatchObject({ userId, isPremium: false });

      // Active before an unpaid checkout is delivered: the shopper is premium as soon as they are known.
      await deliverAll(
        stripeEvent("customer.subscription.updated", subscription("cus_known", "active"), T + 20),
        stripeEvent(
          "checkout.session.completed",
          subscriptionCheckout({ customer: "cus_known", userId: otherId, paymentStatus: "unpaid" }),
          T + 10,
        ),
      );
      const [other] = await t.database.db.select().from(users).where(eq(users.id, otherId));
      expect(other!.isPremium).toBe(true);
    });

    it("ends in the same state for every arrival order of one customer's events", async () => {
      const events = [
        stripeEvent("checkout.session.completed", subscriptionCheckout({ customer: "cus_perm", userId }), T),
        stripeEvent("customer.subscription.updated", subscription("cus_perm", "past_due"), T + 30),
        stripeEvent("customer.subscription.updated", subscription("cus_perm", "active"), T + 60),
        stripeEvent("customer.subscription.deleted", subscription("cus_perm", "canceled"), T + 90),
      ];
      const orders = [
        [0, 1, 2, 3],
        [3, 2, 1, 0],
        [2, 3, 0, 1],
        [1, 3, 0, 2],
        [3, 0, 2, 1],
      ];
      for (const order of orders) {
        await t.database.db.delete(stripeCustomers);
        await t.database.db.delete(processedStripeEvents);
        await t.database.db.update(users).set({ isPremium: false });
        await deliverAll(...order.map((i) => events[i]!));
        expect({ order, isPremium: await isPremium() }).toEqual({ order, isPremium: false });
        // Without the cancellation, the last word is the renewal, wherever it came.
        await t.database.db.delete(stripeCustomers);
        await t.database.db.delete(processedStripeEvents);
        await deliverAll(...order.filter((i) => i !== 3).map((i) => events[i]!));
        expect({ order, isPremium: await isPremium() }).toEqual({ order, isPremium: true });
      }
    });

    it("at the same second, a grant wins over a revocation whichever arrives first", async () => {
      const pastDue = stripeEvent("customer.subscription.updated", subscription("cus_tie", "past_due"), T + 5);
      const active = stripeEvent("customer.subscription.updated", subscription("cus_tie", "active"), T + 5);
      await deliverAll(
        stripeEvent("checkout.session.completed", subscriptionCheckout({ customer: "cus_tie", userId }), T),
        active,
        pastDue,
      );
      expect(await isPremium()).toBe(true);

      await t.database.db.delete(stripeCustomers);
      await t.database.db.delete(processedStripeEvents);
      await t.database.db.update(users).set({ isPremium: false });
      await deliverAll(
        pastDue,
        stripeEvent("checkout.session.completed", subscriptionCheckout({ customer: "cus_tie", userId }), T),
        active,
      );
      expect(await isPremium()).toBe(true);
    });

    it("keeps a shopper premium while any of their Stripe customers is", async () => {
      await deliverAll(
        stripeEvent("checkout.session.completed", subscriptionCheckout({ customer: "cus_first", userId }), T),
        stripeEvent("checkout.session.completed", subscriptionCheckout({ customer: "cus_second", userId }), T + 50),
        stripeEvent("customer.subscription.deleted", subscription("cus_first", "canceled"), T + 100),
      );
      expect(await isPremium()).toBe(true);
      await deliverAll(stripeEvent("customer.subscription.deleted", subscription("cus_second", "canceled"), T + 150));
      expect(await isPremium()).toBe(false);
    });
  });

  describe("which checkouts grant premium", () => {
    it("not one still waiting for its payment; its async success grants, its async failure does not", async () => {
      const unpaid = subscriptionCheckout({ customer: "cus_sepa", userId, paymentStatus: "unpaid" });
      await deliverAll(stripeEvent("checkout.session.completed", unpaid, T));
      expect(await isPremium()).toBe(false);
      expect(await customerOf("cus_sepa")).toMatchObject({ userId, isPremium: null });
      await deliverAll(
        stripeEvent("checkout.session.async_payment_succeeded", { ...unpaid, payment_status: "paid" }, T + 86_400),
      );
      expect(await member()).toMatchObject({ isPremium: true, premiumSource: "stripe" });

      await deliverAll(
        stripeEvent(
          "checkout.session.completed",
          subscriptionCheckout({ customer: "cus_failing", userId: otherId, paymentStatus: "unpaid" }),
          T,
        ),
        stripeEvent(
          "checkout.session.async_payment_failed",
          subscriptionCheckout({ customer: "cus_failing", userId: otherId, paymentStatus: "unpaid" }),
          T + 86_400,
        ),
      );
      const [other] = await t.database.db.select().from(users).where(eq(users.id, otherId));
      expect(other!.isPremium).toBe(false);
      expect(await customerOf("cus_failing")).toMatchObject({ userId: otherId, isPremium: false });
    });

    it("an async failure after a grant ends premium; a later success brings it back", async () => {
      const session = subscriptionCheckout({ customer: "cus_async", userId, paymentStatus: "unpaid" });
      await deliverAll(
        stripeEvent("checkout.session.async_payment_succeeded", session, T + 10),
        stripeEvent("checkout.session.async_payment_failed", session, T + 20),
      );
      expect(await isPremium()).toBe(false);
      await deliverAll(stripeEvent("customer.subscription.updated", subscription("cus_async", "active"), T + 30));
      expect(await isPremium()).toBe(true);
    });

    it("one that needs no payment (a free trial, a full discount)", async () => {
      await deliverAll(
        stripeEvent(
          "checkout.session.completed",
          subscriptionCheckout({ customer: "cus_trial", userId, paymentStatus: "no_payment_required" }),
        ),
      );
      expect(await isPremium()).toBe(true);
    });

    it.each([
      ["a one-off payment", { mode: "payment" }],
      ["a card setup", { mode: "setup", paymentStatus: "no_payment_required" }],
    ])("not %s, which does not tie the customer to the shopper either", async (_label, fields) => {
      await deliverAll(
        stripeEvent("checkout.session.completed", subscriptionCheckout({ customer: "cus_oneoff", userId, ...fields })),
        stripeEvent("customer.subscription.updated", subscription("cus_oneoff", "active"), T + 10),
      );
      expect(await isPremium()).toBe(false);
      expect(await processedCount()).toBe(2);
    });
  });

  it("tells the shopper when premium starts and ends, not at every renewal", async () => {
    const told: string[] = [];
    const stop = await t.database.listen(
      EVENTS_CHANNEL,
      (payload) => {
        for (const envelope of envelopesOf(payload)) {
          if ("audience" in envelope && envelope.audience === "user" && envelope.userId === userId) {
            told.push(envelope.message.type);
          }
        }
      },
      () => {},
    );
    try {
      await deliverAll(
        stripeEvent("checkout.session.completed", subscriptionCheckout({ customer: "cus_told", userId }), T),
        stripeEvent("customer.subscription.updated", subscription("cus_told", "active"), T + 2_592_000),
        stripeEvent("customer.subscription.deleted", subscription("cus_told", "canceled"), T + 5_184_000),
      );
      // Notifications arrive in the order sent: once the last is here, any for the renewal would be too.
      await expect.poll(() => told.at(-1)).toBe("premium_status_removed");
      expect(told).toEqual(["premium_status_updated", "premium_status_removed"]);
    } finally {
      await stop();
    }
  });

  it("lets an admin delete a customer Stripe knows, and forgets the tie", async () => {
    const cookie = await devSignIn(t.app, "leaving@example.com", "Leaving");
    const leavingId = (await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } })).json().id;
    await deliverAll(
      stripeEvent("checkout.session.completed", subscriptionCheckout({ customer: "cus_leaving", userId: leavingId })),
    );
    const admin = await adminSignIn(t.app);
    const res = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/users/${leavingId}`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(await customerOf("cus_leaving")).toBeUndefined();
    // Stripe may still send news about the customer: recorded, and nobody is affected.
    await deliverAll(stripeEvent("customer.subscription.deleted", subscription("cus_leaving", "canceled"), T + 10));
  });

  it("answers 404 when webhooks are not configured", async () => {
    const bare = await createTestApp();
    const payload = stripeEvent("checkout.session.completed", {});
    const res = await bare.app.inject({
      method: "POST",
      url: "/api/stripe/webhook",
      headers: { "content-type": "application/json", "stripe-signature": stripeSignature(payload, SECRET) },
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

describe("Become premium (demo)", () => {
  let t: TestApp;
  beforeAll(async () => {
    // As on this machine's embedded demo: dev sign-in only from loopback.
    t = await createTestApp({ devLogin: "this-machine" });
  });
  afterAll(async () => {
    await t.close();
  });

  const signIn = async (email: string) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/dev-login",
      payload: { email, fullName: "Demo Shopper" },
      remoteAddress: "127.0.0.1",
    });
    expect(res.statusCode).toBe(200);
    return { cookie: cookiesFrom(res), id: res.json().id as number };
  };
  const join = (cookie: string, remoteAddress = "127.0.0.1") =>
    t.app.inject({ method: "POST", url: DEMO_MEMBERSHIP_PATH, headers: { cookie }, remoteAddress });

  it("makes the shopper a member through the Stripe webhook's own path, and tells their sockets", async () => {
    const { cookie, id } = await signIn("demo@example.com");
    const told: string[] = [];
    const stop = await t.database.listen(
      EVENTS_CHANNEL,
      (payload) => {
        for (const envelope of envelopesOf(payload)) {
          if ("audience" in envelope && envelope.audience === "user" && envelope.userId === id)
            told.push(envelope.message.type);
        }
      },
      () => {},
    );
    try {
      const res = await join(cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id, isPremium: true });
      const [user] = await t.database.db.select().from(users).where(eq(users.id, id));
      expect(user).toMatchObject({ isPremium: true, premiumSource: "stripe" });
      expect(await t.database.db.select().from(stripeCustomers)).toEqual([
        expect.objectContaining({ customerId: `cus_demo_${id}`, userId: id, isPremium: true }),
      ]);
      const [event] = await t.database.db.select().from(processedStripeEvents);
      expect(event).toMatchObject({ type: "checkout.session.completed", eventId: expect.stringMatching(/^evt_demo_/) });
      await expect.poll(() => told).toEqual(["premium_status_updated"]);
      // A second tap changes nothing more.
      expect((await join(cookie)).json()).toMatchObject({ isPremium: true });
    } finally {
      await stop();
    }
  });

  it("answers 404 wherever dev sign-in is not allowed, and 401 without a shopper", async () => {
    const { cookie, id } = await signIn("remote@example.com");
    const remote = await join(cookie, "203.0.113.7");
    expect(remote.statusCode).toBe(404);
    expect((await t.database.db.select().from(users).where(eq(users.id, id)))[0].isPremium).toBe(false);
    expect((await join("")).statusCode).toBe(401);

    const production = await createTestApp({ devLogin: "off" });
    try {
      const res = await production.app.inject({
        method: "POST",
        url: DEMO_MEMBERSHIP_PATH,
        remoteAddress: "127.0.0.1",
      });
      expect(res.statusCode).toBe(404);
      expect(await production.database.db.select().from(stripeCustomers)).toEqual([]);
    } finally {
      await production.close();
    }
  });
});
