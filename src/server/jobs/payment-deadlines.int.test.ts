import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDEMPOTENCY_KEY_HEADER } from "../../contracts/headers";
import type { CustomerOrder } from "../../contracts/order";
import { paymentReminderPayloadSchema } from "../../contracts/push";
import { NOT_PAID_IN_TIME } from "../../domain/payment-deadline";
import { insertProduct, makeOrderReady } from "../../testing/factories";
import { startPushService, type PushService } from "../../testing/push-service";
import { adminSignIn, devSignIn } from "../../testing/sign-in";
import { openSocket } from "../../testing/socket-client";
import { createTestApp, listenOnLoopback, type TestApp } from "../../testing/test-app";
import { manualClock } from "../clock";
import { activityLog, orders, productStock, pushDeliveries } from "../db/schema";
import { seedDefaultShippingRates } from "../db/seed-demo";
import { recordPaymentReminders } from "../services/push/payment-reminders";

describe("the payment deadline", () => {
  // Orders take their time from the database (now()): the shop's clock starts there too, then moves on.
  const clock = manualClock(new Date());
  let t: TestApp;
  let base: string;
  let admin: { authorization: string };
  let pushService: PushService;

  beforeAll(async () => {
    pushService = await startPushService();
    t = await createTestApp({ pushAllowLoopback: true }, clock);
    base = await listenOnLoopback(t.app);
    await seedDefaultShippingRates(t.database.db);
    admin = { authorization: `Bearer ${(await adminSignIn(t.app)).token}` };
  });
  afterAll(async () => {
    await t?.close();
    await pushService?.close();
  });

  async function setDeadline(minutes: number | null) {
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/admin/settings/store",
      headers: admin,
      payload: { currency: "USD", timeZone: "Asia/Singapore", unpaidOrderDeadlineMinutes: minutes },
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  async function memberOrder() {
    const email = `deadline-${randomUUID()}@example.com`;
    const cookie = await devSignIn(t.app, email, "Deadline Member");
    await makeOrderReady(t.database.db, email);
    const product = await insertProduct(t.database.db, { sizes: ["M"] });
    await t.database.db.insert(productStock).values({ productId: product.id, size: "M", offered: 1 });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      headers: { cookie, [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
      payload: { productId: product.id, size: "M", shippingCountry: "SG", shippingCost: 8.99, totalPrice: 57.99 },
    });
    expect(res.statusCode, res.body).toBe(201);
    // A browser that allowed notifications (drop alerts), so the reminder goes to the device too.
    const device = pushService.subscribe();
    const subscribed = await t.app.inject({
      method: "POST",
      url: "/api/push/subscriptions",
      headers: { cookie },
      payload: device.json,
    });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    return { cookie, order: res.json<CustomerOrder>(), productId: product.id, device };
  }

  const unitsLeft = async (productId: number) => {
    const [row] = await t.database.db.select().from(productStock).where(eq(productStock.productId, productId));
    return row.offered - row.sold;
  };
  const moveOn = async (ms: number) => {
    clock.advance(ms);
    await t.app.jobs.settled();
  };

  it("reminds the shopper before it, then cancels the unpaid order as the shop and releases its unit", async () => {
    await setDeadline(60);
    const { cookie, order, productId, device } = await memberOrder();
    const paid = await memberOrder();
    const markPaid = await t.app.inject({
      method: "PUT",
      url: `/api/admin/orders/${paid.order.id}/paid`,
      headers: admin,
    });
    expect(markPaid.statusCode).toBe(200);
    const socket = await openSocket(base, { cookie });
    try {
      await t.app.jobs.settled();
      // 30 minutes before the hour is up (the order was placed a moment after the clock last stood).
      await moveOn(30 * 60_000 + 5_000);
      expect(await socket.next("paymentReminder")).toEqual({
        type: "paymentReminder",
        orderId: order.id,
        payBy: new Date(new Date(order.createdAt).getTime() + 60 * 60_000).toISOString(),
      });
      expect((await t.database.db.select().from(orders).where(eq(orders.id, order.id)))[0].status).toBe("processing");
      // And on the device, once, saying how long is left; the order paid by hand has nothing to be reminded of.
      const [push] = await pushService.waitForPushes(1);
      expect(push.subscriptionId).toBe(device.id);
      expect(paymentReminderPayloadSchema.parse(push.payload)).toEqual({
        type: "payment-reminder",
        title: "Payment due soon",
        body: `Pay for order #${order.id} within 30 minutes, or it is cancelled and its item released.`,
        url: "/orders",
        tag: `order:${order.id}`,
      });
      expect(push.topic).toBe(`order-${order.id}`);
      expect(pushService.received(paid.device.id)).toEqual([]);
      // Another instance recording the same reminder queues nothing more.
      const rows = () => t.database.db.select().from(pushDeliveries).where(eq(pushDeliveries.orderId, order.id));
      expect(await rows()).toHaveLength(1);
      const [placed] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
      await recordPaymentReminders(
        t.database.db,
        [{ orderId: order.id, userId: placed.userId!, payBy: new Date().toISOString() }],
        clock.now(),
      );
      expect(await rows()).toHaveLength(1);
      await moveOn(30 * 60_000);
      const [cancelled] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
      expect(cancelled).toMatchObject({
        status: "cancelled",
        cancelledBy: "shop",
        cancellationReason: NOT_PAID_IN_TIME,
      });
      expect(await unitsLeft(productId)).toBe(1);
      expect(await socket.next("orderStatusUpdate")).toMatchObject({ orderId: order.id, status: "cancelled" });
      // The order paid by hand is kept.
      expect((await t.database.db.select().from(orders).where(eq(orders.id, paid.order.id)))[0].status).toBe(
        "processing",
      );
      const logged = await t.database.db
        .select()
        .from(activityLog)
        .where(eq(activityLog.target, `order:${order.id}`));
      expect(logged.map((row) => [row.action, row.adminId])).toEqual([["order.not-paid-in-time", null]]);
    } finally {
      socket.close();
    }
  });

  it("cancels nothing while the deadline is off, and what is overdue as soon as it is set", async () => {
    await setDeadline(null);
    const { order } = await memberOrder();
    await moveOn(3 * 60 * 60_000);
    expect((await t.database.db.select().from(orders).where(eq(orders.id, order.id)))[0].status).toBe("processing");
    await setDeadline(120);
    await t.app.jobs.settled();
    expect((await t.database.db.select().from(orders).where(eq(orders.id, order.id)))[0].status).toBe("cancelled");
  });

  it("keeps the deadline when a save leaves it out, and refuses a time under a minute", async () => {
    await setDeadline(45);
    const kept = await t.app.inject({
      method: "PUT",
      url: "/api/admin/settings/store",
      headers: admin,
      payload: { currency: "USD", timeZone: "Asia/Singapore" },
    });
    expect(kept.json()).toMatchObject({ unpaidOrderDeadlineMinutes: 45 });
    const refused = await t.app.inject({
      method: "PUT",
      url: "/api/admin/settings/store",
      headers: admin,
      payload: { currency: "USD", timeZone: "Asia/Singapore", unpaidOrderDeadlineMinutes: 0 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors.unpaidOrderDeadlineMinutes).toEqual([
      "Enter a time of at least 1 minute and at most 30 days, or turn it off",
    ]);
  });
});
