import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { AdminEmailDetail, AdminEmailList } from "../../contracts/admin-emails";
import { IDEMPOTENCY_KEY_HEADER } from "../../contracts/headers";
import type { CustomerOrder } from "../../contracts/order";
import { insertProduct, makeOrderReady } from "../../testing/factories";
import { checkAnswersAgainstDocument } from "../../testing/openapi-contract";
import { adminSignIn, devSignIn } from "../../testing/sign-in";
import { type SmtpServer, startSmtpServer } from "../../testing/smtp-server";
import { startStripeApi, type StripeApi } from "../../testing/stripe-api";
import { testConfig } from "../../testing/test-app";
import { createTestDatabase } from "../../testing/test-database";
import { testDatabaseTarget } from "../../testing/test-env";
import { buildApp } from "../app";
import { manualClock } from "../clock";
import type { Database } from "../db/client";
import { emailOutbox, stripeCustomers, users } from "../db/schema";
import { seedDefaultShippingRates } from "../db/seed-demo";

let shoppers = 0;

describe("the email outbox", () => {
  let database: Database;
  let smtp: SmtpServer;
  // Orders take their time from the shop's clock; the outbox is due from the order's time.
  const clock = manualClock(new Date());
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDefaultShippingRates(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await smtp?.close();
  });

  async function instance(smtpUrl: string | null, stripe?: StripeApi) {
    const app = await buildApp({
      config: testConfig({
        email: { smtpUrl, from: "shop@example.com" },
        ...(stripe ? { stripe: { secretKey: stripe.secretKey, apiUrl: stripe.url } } : {}),
      }),
      database,
      clock,
    });
    checkAnswersAgainstDocument(app);
    await app.ready();
    apps.push(app);
    return app;
  }

  /** A member's order of a fresh product, placed through the API as the tap does. */
  async function placeOrder(app: FastifyInstance, name = "Indigo kurta", stripeCustomer?: string, status = 201) {
    shoppers += 1;
    const email = `mail-${shoppers}-${randomUUID().slice(0, 6)}@example.com`;
    const cookie = await devSignIn(app, email, `Asha ${shoppers}`);
    await makeOrderReady(database.db, email);
    if (stripeCustomer) {
      const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      await database.db.insert(stripeCustomers).values({
        customerId: stripeCustomer,
        userId: user.id,
        isPremium: true,
        verdictCreated: 1,
        verdictEventId: `evt_${randomUUID()}`,
      });
    }
    const product = await insertProduct(database.db, { name, sizes: ["M"] });
    const res = await app.inject({
      method: "POST",
      url: "/api/orders",
      headers: { cookie, [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
      payload: { productId: product.id, size: "M", shippingCountry: "SG", shippingCost: 8.99, totalPrice: 57.99 },
    });
    expect(res.statusCode, res.body).toBe(status);
    return { email, cookie, order: res.json<CustomerOrder>() };
  }

  const rowsOf = (orderId: number) => database.db.select().from(emailOutbox).where(eq(emailOutbox.orderId, orderId));
  const moveOn = async (app: FastifyInstance, ms: number) => {
    clock.advance(ms);
    await app.jobs.settled();
  };

  it("sends an order's confirmation once, with its total, the same in HTML and text, under a stable Message-ID", async () => {
    smtp = await startSmtpServer();
    const app = await instance(smtp.url);
    const { email, order } = await placeOrder(app);
    const [message] = await smtp.waitForMessages(1);
    expect(message.to).toEqual([email]);
    expect(message.from).toBe("shop@example.com");
    expect(message.subject).toBe(`Order #${order.id} confirmed: Indigo kurta`);
    expect(message.messageId).toMatch(/^<order-email-\d+@localhost>$/);
    for (const body of [message.text, message.html]) {
      expect(body).toContain("$57.99");
      expect(body).toContain("Size M");
      expect(body).toContain("12 Orchard Road");
    }
    await app.jobs.settled();
    const [row] = await rowsOf(order.id);
    expect(row).toMatchObject({ kind: "order-placed", status: "done", outcome: "sent", attempts: 1 });
    // A restart finds nothing left to send.
    await app.close();
    apps.splice(0);
    const again = await instance(smtp.url);
    await moveOn(again, 60_000);
    expect(smtp.received()).toHaveLength(1);
  });

  it("tries again after a 451 and sends once; gives up on a 550 with the reason, and the next message still goes", async () => {
    smtp = await startSmtpServer();
    const app = await instance(smtp.url);
    smtp.answerNext(451);
    const first = await placeOrder(app);
    await app.jobs.settled();
    expect(smtp.received()).toHaveLength(0);
    expect((await rowsOf(first.order.id))[0]).toMatchObject({ status: "pending", attempts: 1 });
    await moveOn(app, 31_000);
    await smtp.waitForMessages(1);

    const bounced = await placeOrder(app);
    smtp.refuseRecipient(bounced.email);
    const next = await placeOrder(app);
    await smtp.waitForMessages(2);
    await app.jobs.settled();
    expect(smtp.received().map((m) => m.to[0])).toEqual([first.email, next.email]);
    const [gaveUp] = await rowsOf(bounced.order.id);
    expect(gaveUp.status).toBe("failed");
    expect(gaveUp.reason).toContain("550");
  });

  it("tells the shopper when the owner ships or cancels, and why; a shopper's own cancel says so", async () => {
    smtp = await startSmtpServer();
    const app = await instance(smtp.url);
    const admin = { authorization: `Bearer ${(await adminSignIn(app)).token}` };
    const shipped = await placeOrder(app);
    const cancelled = await placeOrder(app);
    const own = await placeOrder(app);
    await smtp.waitForMessages(3);
    const put = async (url: string, payload?: object) => {
      const res = await app.inject({ method: "PUT", url, headers: admin, ...(payload ? { payload } : {}) });
      expect(res.statusCode, res.body).toBe(200);
    };
    await put(`/api/admin/orders/${shipped.order.id}/status`, { status: "processed" });
    await put(`/api/admin/orders/${shipped.order.id}/status`, { status: "shipped" });
    await put(`/api/admin/orders/${cancelled.order.id}/cancel`, { reason: "Out of stock at the weaver" });
    const mine = await app.inject({
      method: "PUT",
      url: `/api/orders/${own.order.id}/cancel`,
      headers: { cookie: own.cookie },
    });
    expect(mine.statusCode, mine.body).toBe(200);
    const received = await smtp.waitForMessages(6);
    const to = (email: string) => received.filter((m) => m.to[0] === email).map((m) => m.subject);
    expect(to(shipped.email)).toEqual([
      `Order #${shipped.order.id} confirmed: Indigo kurta`,
      `Order #${shipped.order.id} is on its way`,
    ]);
    const cancelMessage = received.find((m) => m.subject === `Order #${cancelled.order.id} cancelled`)!;
    expect(cancelMessage.text).toContain("We cancelled this order: Out of stock at the weaver");
    expect(received.find((m) => m.subject === `Order #${own.order.id} cancelled`)!.text).toContain(
      "You cancelled this order.",
    );
  });

  it("confirms a card paid at the tap as paid, once; a declined tap, which said nothing was ordered, sends nothing", async () => {
    smtp = await startSmtpServer();
    const stripe = await startStripeApi();
    try {
      const app = await instance(smtp.url, stripe);
      const paid = await placeOrder(app, "Card kurta", stripe.addCustomer([{ behaviour: "succeeds" }]));
      await placeOrder(app, "Declined kurta", stripe.addCustomer([{ behaviour: "declined" }]), 409);
      const [message] = await smtp.waitForMessages(1);
      // "Payment received" waited for the confirmation, which said it was paid.
      await app.jobs.settled();
      await moveOn(app, 60_000);
      expect(smtp.received()).toHaveLength(1);
      expect(message.to).toEqual([paid.email]);
      expect(message.text).toContain("Paid with Visa ending 4242.");
      const kinds = await database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.orderId, paid.order.id))
        .orderBy(emailOutbox.id);
      expect(kinds.map((row) => [row.kind, row.outcome, row.skippedBecause])).toEqual([
        ["order-placed", "sent", null],
        ["order-paid", "skipped", "its order's confirmation said it was paid"],
      ]);
    } finally {
      await stripe.close();
    }
  });

  it("reminds by email before the deadline, with a one-click unsubscribe that works signed out and asks first on GET", async () => {
    smtp = await startSmtpServer();
    const app = await instance(smtp.url);
    const admin = { authorization: `Bearer ${(await adminSignIn(app)).token}` };
    const deadline = await app.inject({
      method: "PUT",
      url: "/api/admin/settings/store",
      headers: admin,
      payload: { currency: "USD", timeZone: "Asia/Singapore", unpaidOrderDeadlineMinutes: 60 },
    });
    expect(deadline.statusCode, deadline.body).toBe(200);
    try {
      const first = await placeOrder(app, "Reminded kurta");
      await smtp.waitForMessages(1);
      await app.jobs.settled();
      await moveOn(app, 30 * 60_000 + 5_000);
      // Earlier tests' unpaid orders are reminded too: this order's reminder is the one read here.
      const subject = `Payment due soon: order #${first.order.id}`;
      await expect.poll(() => smtp.received().some((m) => m.subject === subject)).toBe(true);
      const reminder = smtp.received().find((m) => m.subject === subject)!;
      expect(reminder.text).toContain("Please pay by");
      const link = /<(http[^>]+)>/.exec(reminder.rawHeaders["list-unsubscribe"] ?? "")?.[1];
      expect(link).toMatch(/^http:\/\/localhost:3000\/api\/email\/unsubscribe\?token=\d+\.[\w-]{43}$/);
      expect(reminder.rawHeaders["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
      expect(reminder.text).toContain(link);
      const path = new URL(link!).pathname + new URL(link!).search;
      const reminders = () =>
        app.inject({ method: "GET", url: "/api/user/email-reminders", headers: { cookie: first.cookie } });
      // A mail scanner opening the link changes nothing: the page asks.
      const asked = await app.inject({ method: "GET", url: path });
      expect(asked.statusCode).toBe(200);
      expect(asked.body).toContain("Stop payment reminder emails?");
      expect((await reminders()).json()).toEqual({ on: true });
      // The mail provider's button: a POST with no cookie.
      const done = await app.inject({
        method: "POST",
        url: path,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "List-Unsubscribe=One-Click",
      });
      expect(done.statusCode).toBe(200);
      expect(done.body).toContain("unsubscribed");
      expect((await reminders()).json()).toEqual({ on: false });
      const forged = await app.inject({ method: "POST", url: path.replace(/.$/, (c) => (c === "A" ? "B" : "A")) });
      expect(forged.statusCode).toBe(400);

      // The profile's switch turns them back on, and takes only true or false.
      const put = (on: unknown) =>
        app.inject({
          method: "PUT",
          url: "/api/user/email-reminders",
          headers: { cookie: first.cookie },
          payload: { on },
        });
      expect((await put("yes")).statusCode).toBe(400);
      expect((await put(true)).json()).toEqual({ on: true });
    } finally {
      await app.inject({
        method: "PUT",
        url: "/api/admin/settings/store",
        headers: admin,
        payload: { currency: "USD", timeZone: "Asia/Singapore", unpaidOrderDeadlineMinutes: null },
      });
    }
  });

  it("keeps every message without SMTP: the owner's Emails page lists and shows it", async () => {
    const app = await instance(null);
    const { order } = await placeOrder(app, "Kept kurta");
    await app.jobs.settled();
    const [row] = await rowsOf(order.id);
    expect(row).toMatchObject({ status: "done", outcome: "kept" });
    const admin = { authorization: `Bearer ${(await adminSignIn(app)).token}` };
    const list = await app.inject({ method: "GET", url: "/api/admin/emails", headers: admin });
    expect(list.statusCode).toBe(200);
    const listed = list.json<AdminEmailList>().emails.find((e) => e.orderId === order.id);
    expect(listed).toMatchObject({ state: "kept", subject: `Order #${order.id} confirmed: Kept kurta` });
    const one = await app.inject({ method: "GET", url: `/api/admin/emails/${listed!.id}`, headers: admin });
    const detail = one.json<AdminEmailDetail>();
    expect(detail.html).toContain("Kept kurta");
    expect(detail.text).toContain("$57.99");
    expect((await app.inject({ method: "GET", url: "/api/admin/emails" })).statusCode).toBe(401);
    expect((await app.inject({ method: "GET", url: "/api/admin/emails/999999", headers: admin })).statusCode).toBe(404);
  });

  it.skipIf(testDatabaseTarget().kind !== "postgres")(
    "sends each message once from two instances sharing the database",
    async () => {
      smtp = await startSmtpServer();
      const one = await instance(smtp.url);
      const two = await instance(smtp.url);
      const placed = [];
      for (let i = 0; i < 6; i++) placed.push(await placeOrder(i % 2 === 0 ? one : two));
      await smtp.waitForMessages(6);
      await Promise.all([one.jobs.settled(), two.jobs.settled()]);
      clock.advance(60_000);
      await Promise.all([one.jobs.settled(), two.jobs.settled()]);
      expect(smtp.received()).toHaveLength(6);
      expect(new Set(smtp.received().map((m) => m.messageId)).size).toBe(6);
    },
  );
});
