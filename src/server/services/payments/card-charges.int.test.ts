import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { IDEMPOTENCY_KEY_HEADER } from "../../../contracts/headers";
import type { CustomerOrder } from "../../../contracts/order";
import { manualClock } from "../../clock";
import {
  activityLog,
  cardCharges,
  orders,
  products,
  productStock,
  settings,
  stripeCustomers,
  users,
} from "../../db/schema";
import { SETTING_KEYS } from "../../db/setting-keys";
import { seedDefaultShippingRates } from "../../db/seed-demo";
import { insertProduct, makeOrderReady } from "../../../testing/factories";
import { adminSignIn, devSignIn } from "../../../testing/sign-in";
import { startStripeApi, type FakeCard, type StripeApi } from "../../../testing/stripe-api";
import { stripeEventPayload, stripeSignature } from "../../../testing/stripe-webhook";
import { createTestApp, type TestApp } from "../../../testing/test-app";

const TOTAL = 57.99;
const WEBHOOK_SECRET = "whsec_card_charges";

describe("paying at the tap with the card on file", () => {
  const clock = manualClock("2026-11-29T10:00:00Z");
  let stripe: StripeApi;
  let t: TestApp;
  let member = 0;

  beforeAll(async () => {
    stripe = await startStripeApi();
    t = await createTestApp(
      { stripe: { secretKey: stripe.secretKey, apiUrl: stripe.url }, stripeWebhookSecret: WEBHOOK_SECRET },
      clock,
    );
    await t.app.ready();
    await seedDefaultShippingRates(t.database.db);
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });
  beforeEach(() => stripe.answerNext());
  afterEach(async () => {
    stripe.slow(0);
    await t.app.jobs.settled();
    await t.database.db.delete(orders);
    await t.database.db.delete(products);
  });

  /** A premium member whose membership's Stripe customer holds these cards: their cookie and customer. */
  async function memberWith(cards: FakeCard[], options?: { noDefault?: boolean }) {
    member += 1;
    const email = `card-member-${member}@example.com`;
    const cookie = await devSignIn(t.app, email, `Card Member ${member}`);
    await makeOrderReady(t.database.db, email);
    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const customerId = stripe.addCustomer(cards, options);
    await t.database.db.insert(stripeCustomers).values({
      customerId,
      userId: user.id,
      isPremium: true,
      verdictCreated: 1,
      verdictEventId: `evt_${randomUUID()}`,
    });
    return { cookie, customerId, userId: user.id };
  }

  async function limitedProduct(units = 1) {
    const product = await insertProduct(t.database.db, { name: `Drop tee ${randomUUID().slice(0, 6)}`, sizes: ["M"] });
    await t.database.db.insert(productStock).values({ productId: product.id, size: "M", offered: units });
    return product;
  }

  const tap = (cookie: string, productId: number, key = randomUUID()) =>
    t.app.inject({
      method: "POST",
      url: "/api/orders",
      headers: { cookie, [IDEMPOTENCY_KEY_HEADER]: key },
      payload: { productId, size: "M", shippingCountry: "SG", shippingCost: 8.99, totalPrice: TOTAL },
    });

  const unitsLeft = async (productId: number) =>
    (await t.database.db.select().from(productStock).where(eq(productStock.productId, productId))).map(
      (row) => row.offered - row.sold,
    )[0];
  const orderRow = async (id: number) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];

  it("charges the default card once, marks the order paid by card and logs it", async () => {
    const { cookie, customerId } = await memberWith([{ behaviour: "succeeds", brand: "visa", last4: "4242" }]);
    const product = await limitedProduct();
    const key = randomUUID();
    const answer = await tap(cookie, product.id, key);
    expect(answer.statusCode).toBe(201);
    const order = answer.json<CustomerOrder>();
    expect(order).toMatchObject({ isPaid: true, payment: { state: "paid", method: "card", card: "Visa ending 4242" } });
    const [charge] = stripe.charges(customerId);
    expect(charge).toMatchObject({
      amount: 5799,
      currency: "usd",
      customer: customerId,
      off_session: true,
      metadata: { orderId: String(order.id) },
    });
    expect(await orderRow(order.id)).toMatchObject({ paymentIntentId: charge.id, paymentMethod: "card" });
    // A repeated tap answers with the order and charges nothing more.
    const again = await tap(cookie, product.id, key);
    expect(again.statusCode).toBe(200);
    expect(again.json<CustomerOrder>().payment.state).toBe("paid");
    expect(stripe.paymentIntents(customerId)).toHaveLength(1);
    const logged = await t.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.target, `order:${order.id}`));
    expect(logged.map((row) => [row.action, row.adminId])).toEqual([["order.card-paid", null]]);
  });

  it("uses the customer's first card when none is the default", async () => {
    const { cookie } = await memberWith([{ behaviour: "succeeds", brand: "mastercard", last4: "4444" }], {
      noDefault: true,
    });
    const answer = await tap(cookie, (await limitedProduct()).id);
    expect(answer.json<CustomerOrder>().payment.card).toBe("Mastercard ending 4444");
  });

  it("cancels a declined order at once, returns its unit and tells the shopper the bank's reason", async () => {
    const { cookie, customerId } = await memberWith([{ behaviour: "declined" }]);
    const product = await limitedProduct();
    const answer = await tap(cookie, product.id);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ code: "PAYMENT_DECLINED" });
    expect(answer.json<{ message: string }>().message).toContain("Your card has insufficient funds.");
    const [row] = await t.database.db.select().from(orders);
    expect(row).toMatchObject({ status: "cancelled", cancelledBy: "shop", cancellationReason: "Card declined" });
    expect(row.isPaid).toBe(false);
    expect(await unitsLeft(product.id)).toBe(1);
    expect(stripe.charges(customerId)).toHaveLength(0);
  });

  it("keeps an order the bank wants confirmed placed, unpaid and waiting", async () => {
    const { cookie, customerId } = await memberWith([{ behaviour: "authentication_required" }]);
    const product = await limitedProduct();
    const answer = await tap(cookie, product.id);
    expect(answer.statusCode).toBe(201);
    const order = answer.json<CustomerOrder>();
    expect(order).toMatchObject({ status: "processing", isPaid: false, payment: { state: "needs_authentication" } });
    expect(await unitsLeft(product.id)).toBe(0);
    expect((await orderRow(order.id)).paymentIntentId).toBe(stripe.paymentIntents(customerId)[0].id);
  });

  /** Stripe's signed payment_intent.succeeded event, as its webhook delivers it. */
  function paymentIntentSucceeded(id: string, object: Record<string, unknown>) {
    const payload = stripeEventPayload({ id, type: "payment_intent.succeeded", created: 1, object });
    return t.app.inject({
      method: "POST",
      url: "/api/stripe/webhook",
      headers: { "content-type": "application/json", "stripe-signature": stripeSignature(payload, WEBHOOK_SECRET) },
      payload,
    });
  }

  it("pays the waiting order when Stripe says the shopper's bank check passed, once however often it says so", async () => {
    const { cookie, customerId } = await memberWith([{ behaviour: "authentication_required", last4: "3184" }]);
    const order = (await tap(cookie, (await limitedProduct()).id)).json<CustomerOrder>();
    const intent = stripe.completeAuthentication(stripe.paymentIntents(customerId)[0].id);
    for (const id of ["evt_auth_1", "evt_auth_1", "evt_auth_2"])
      expect((await paymentIntentSucceeded(`${id}_${order.id}`, { ...intent })).statusCode).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ isPaid: true, paymentMethod: "card", cardLast4: "3184" });
    const logged = await t.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.target, `order:${order.id}`));
    expect(logged.map((row) => row.action)).toEqual(["order.card-paid"]);
  });

  it("hands the shopper's browser the waiting payment to confirm, then stores what Stripe says after", async () => {
    await t.database.db
      .insert(settings)
      .values({
        key: SETTING_KEYS.stripePricingTable,
        value: `<stripe-pricing-table pricing-table-id="prctbl_abcdefgh12" publishable-key="pk_test_abcdefgh12"></stripe-pricing-table>`,
      })
      .onConflictDoNothing();
    const { cookie, customerId } = await memberWith([{ behaviour: "authentication_required" }]);
    const order = (await tap(cookie, (await limitedProduct()).id)).json<CustomerOrder>();
    const confirm = (id: number) =>
      t.app.inject({ method: "POST", url: `/api/orders/${id}/payment/confirmation`, headers: { cookie } });
    const check = (id: number) =>
      t.app.inject({ method: "POST", url: `/api/orders/${id}/payment/check`, headers: { cookie } });
    const toConfirm = await confirm(order.id);
    expect(toConfirm.statusCode, toConfirm.body).toBe(200);
    const [intent] = stripe.paymentIntents(customerId);
    expect(toConfirm.json()).toEqual({ clientSecret: intent.client_secret, publishableKey: "pk_test_abcdefgh12" });
    // Not yet confirmed: still waiting.
    expect((await check(order.id)).json<CustomerOrder>().payment.state).toBe("needs_authentication");
    stripe.completeAuthentication(intent.id);
    expect((await check(order.id)).json<CustomerOrder>().payment).toEqual({
      state: "paid",
      method: "card",
      card: "Visa ending 4242",
    });
    // Nothing waits any more; and another shopper's order is not found.
    expect((await confirm(order.id)).statusCode).toBe(409);
    const other = await memberWith([{ behaviour: "succeeds" }]);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: `/api/orders/${order.id}/payment/check`,
          headers: { cookie: other.cookie },
        })
      ).statusCode,
    ).toBe(404);
  });

  it("ignores a payment_intent event for a charge the shop did not make", async () => {
    const { customerId } = await memberWith([{ behaviour: "succeeds" }]);
    const answer = await paymentIntentSucceeded("evt_foreign", {
      id: "pi_not_ours",
      customer: customerId,
      metadata: {},
    });
    // Stripe knows no such PaymentIntent: received, and nothing is changed.
    expect(answer.statusCode).toBe(200);
    expect(await t.database.db.select().from(orders)).toEqual([]);
  });

  it("asks Stripe to send a payment_intent event again while it cannot read the PaymentIntent", async () => {
    stripe.answerNext(503);
    const answer = await paymentIntentSucceeded("evt_unread", { id: "pi_unread", metadata: {} });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({ code: "UNAVAILABLE" });
  });

  it("places the order unpaid when Stripe fails, and the job charges it later with the same PaymentIntent key", async () => {
    const { cookie, customerId } = await memberWith([{ behaviour: "succeeds" }]);
    const product = await limitedProduct();
    // The customer is read, then the charge itself is answered 500.
    stripe.answerNext("ok", 500);
    const answer = await tap(cookie, product.id);
    expect(answer.statusCode).toBe(201);
    const order = answer.json<CustomerOrder>();
    expect(order.payment.state).toBe("charging");
    expect(stripe.charges(customerId)).toHaveLength(0);
    clock.advance(20_000);
    await t.app.jobs.settled();
    expect(await orderRow(order.id)).toMatchObject({ isPaid: true, paymentMethod: "card" });
    expect(stripe.charges(customerId)).toHaveLength(1);
    const [row] = await t.database.db.select().from(cardCharges).where(eq(cardCharges.orderId, order.id));
    expect(row.status).toBe("settled");
  });

  it("never charges twice when Stripe's answer to the charge is lost: the job asks again and stores it", async () => {
    const { cookie, customerId } = await memberWith([{ behaviour: "succeeds" }]);
    const product = await limitedProduct();
    // The customer is read; the charge is made, then its answer is lost on the way back, and so is the answer
    // to the SDK's own one retry of a closed connection (the same key: Stripe replays the charge it made).
    stripe.answerNext("ok", "lose", "lose");
    const answer = await tap(cookie, product.id);
    expect(answer.statusCode).toBe(201);
    expect(answer.json<CustomerOrder>().payment.state).toBe("charging");
    expect(stripe.charges(customerId)).toHaveLength(1);
    clock.advance(20_000);
    await t.app.jobs.settled();
    const order = await orderRow(answer.json<CustomerOrder>().id);
    expect(order.isPaid).toBe(true);
    expect(stripe.paymentIntents(customerId)).toHaveLength(1);
    expect(order.paymentIntentId).toBe(stripe.charges(customerId)[0].id);
  });

  it("answers the tap without waiting out a Stripe that hangs, and leaves the charge to the job", async () => {
    const { cookie } = await memberWith([{ behaviour: "succeeds" }]);
    stripe.slow(4_000);
    const answer = await tap(cookie, (await limitedProduct()).id);
    // The tap gives each call to Stripe 3 s and moves on; the job finishes the charge.
    expect(answer.statusCode).toBe(201);
    expect(answer.json<CustomerOrder>().payment.state).toBe("charging");
  });

  const cancelAsShopper = (cookie: string, orderId: number) =>
    t.app.inject({ method: "PUT", url: `/api/orders/${orderId}/cancel`, headers: { cookie } });

  it("refunds a card-paid order its shopper cancels, once, and says so on the order", async () => {
    const { cookie, customerId } = await memberWith([{ behaviour: "succeeds", last4: "1881" }]);
    const product = await limitedProduct();
    const order = (await tap(cookie, product.id)).json<CustomerOrder>();
    const cancelled = await cancelAsShopper(cookie, order.id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<{ order: CustomerOrder }>().order.payment.state).toBe("refunding");
    expect(await unitsLeft(product.id)).toBe(1);
    await t.app.jobs.settled();
    const [charge] = stripe.charges(customerId);
    expect(stripe.refunds().filter((refund) => refund.payment_intent === charge.id)).toHaveLength(1);
    const orders = await t.app.inject({ method: "GET", url: "/api/orders", headers: { cookie } });
    expect(orders.json<CustomerOrder[]>()[0].payment).toEqual({
      state: "refunded",
      method: "card",
      card: "Visa ending 1881",
    });
    // Cancelling again changes nothing and refunds nothing more.
    expect((await cancelAsShopper(cookie, order.id)).statusCode).toBe(409);
    clock.advance(60 * 60_000);
    await t.app.jobs.settled();
    expect(stripe.refunds().filter((refund) => refund.payment_intent === charge.id)).toHaveLength(1);
    const logged = await t.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.target, `order:${order.id}`));
    expect(logged.map((row) => row.action)).toEqual(["order.card-paid", "order.refund"]);
  });

  it("refunds a charge that Stripe made after the shopper had cancelled the order", async () => {
    const { cookie, customerId } = await memberWith([{ behaviour: "succeeds" }]);
    stripe.answerNext("ok", "lose", "lose");
    const order = (await tap(cookie, (await limitedProduct()).id)).json<CustomerOrder>();
    expect(order.payment.state).toBe("charging");
    expect((await cancelAsShopper(cookie, order.id)).statusCode).toBe(200);
    clock.advance(20_000);
    await t.app.jobs.settled();
    const [charge] = stripe.charges(customerId);
    expect(stripe.refunds().filter((refund) => refund.payment_intent === charge.id)).toHaveLength(1);
    expect(await orderRow(order.id)).toMatchObject({ status: "cancelled", isPaid: false, paymentIntentId: charge.id });
    expect((await orderRow(order.id)).refundedAt).not.toBeNull();
  });

  it("refunds a card-paid order the owner cancels, and logs both", async () => {
    const { cookie, customerId } = await memberWith([{ behaviour: "succeeds" }]);
    const order = (await tap(cookie, (await limitedProduct()).id)).json<CustomerOrder>();
    const owner = await adminSignIn(t.app);
    const cancelled = await t.app.inject({
      method: "PUT",
      url: `/api/admin/orders/${order.id}/cancel`,
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { reason: "Damaged in the studio" },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await t.app.jobs.settled();
    const [charge] = stripe.charges(customerId);
    expect(stripe.refunds().filter((refund) => refund.payment_intent === charge.id)).toHaveLength(1);
    const logged = await t.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.target, `order:${order.id}`));
    expect(logged.map((row) => row.action)).toEqual(["order.card-paid", "order.cancel", "order.refund"]);
  });

  it("tells a member which card their orders are charged to, and says when Stripe cannot be asked", async () => {
    const { cookie } = await memberWith([{ behaviour: "succeeds", brand: "amex", last4: "0005" }]);
    const read = () => t.app.inject({ method: "GET", url: "/api/user/card-on-file", headers: { cookie } });
    expect((await read()).json()).toEqual({ card: "American Express ending 0005", unavailable: false });
    stripe.answerNext(503);
    expect((await read()).json()).toEqual({ card: null, unavailable: true });
  });

  it("leaves members without a Stripe customer on the manual path", async () => {
    const email = `manual-${randomUUID()}@example.com`;
    const cookie = await devSignIn(t.app, email, "Manual Member");
    await makeOrderReady(t.database.db, email);
    const answer = await tap(cookie, (await limitedProduct()).id);
    expect(answer.statusCode).toBe(201);
    expect(answer.json<CustomerOrder>().payment).toEqual({ state: "unpaid", method: null, card: null });
    expect(await t.database.db.select().from(cardCharges)).toEqual([]);
  });
});
