import { randomUUID } from "node:crypto";
import { PublishingEffects } from "../../testing/publishing-effects";
import type { Socket } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProduct, makeOrderReady } from "../../testing/factories";
import { adminSignIn, devSignIn } from "../../testing/sign-in";
import { openSocket, settleSockets } from "../../testing/socket-client";
import { createTestApp, type TestApp, listenOnLoopback } from "../../testing/test-app";
import { SERVER_TIMEOUTS } from "../app";
import { manualClock } from "../clock";
import { seedDefaultShippingRates } from "../db/seed-demo";
import { SOCKET_NEEDS_UPGRADE } from "../routes/socket";
import { changeOrderStatus, markOrderPaid } from "../services/orders/admin-order-status";

const SECRET = "whsec_realtime_test";
const HOUR = 3_600_000;
// The order services as a server-side tool calls them: no admin, no address.
const SERVER_ACTOR = { adminId: null, ip: null, now: new Date() };

describe("live updates over /ws", () => {
  // The app's time stands still unless a test moves it.
  const clock = manualClock();
  let t: TestApp;
  let base: string;
  let asha: string;
  let ben: string;
  let ashaId: number;

  beforeAll(async () => {
    t = await createTestApp({ stripeWebhookSecret: SECRET }, clock);
    await seedDefaultShippingRates(t.database.db);
    base = await listenOnLoopback(t.app);
    asha = await devSignIn(t.app, "asha@example.com", "Asha");
    ben = await devSignIn(t.app, "ben@example.com", "Ben");
    const id = async (cookie: string) =>
      (await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } })).json().id as number;
    ashaId = await id(asha);
  });
  afterAll(async () => {
    await t.close();
  });

  // Stripe's `created`: each event a second after the last, so they apply in the order sent.
  let created = 1_700_000_000;
  const webhook = (type: string, object: Record<string, unknown>) => {
    created += 1;
    const payload = JSON.stringify({ id: `evt_${randomUUID()}`, object: "event", type, created, data: { object } });
    return t.app.inject({
      method: "POST",
      url: "/api/stripe/webhook",
      headers: {
        "content-type": "application/json",
        "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
      },
      payload,
    });
  };

  it("refuses a socket opened from another site", async () => {
    await expect(openSocket(base, { cookie: asha, origin: "https://evil.example" })).rejects.toThrow(
      "upgrade refused: 403",
    );
  });

  it("answers a plain GET /ws (no upgrade) with a 404 in the error shape", async () => {
    const res = await t.app.inject({ method: "GET", url: "/ws", headers: { cookie: asha } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: SOCKET_NEEDS_UPGRADE, code: "NOT_FOUND" });
  });

  it("delivers premium changes to that shopper only, whatever email a socket registers with", async () => {
    const ashaSocket = await openSocket(base, { cookie: asha });
    const benSocket = await openSocket(base, { cookie: ben });
    const anonymous = await openSocket(base);
    // Ben claims to be Asha: identity comes from the session, so this changes nothing.
    benSocket.socket.send(JSON.stringify({ type: "register", email: "asha@example.com" }));
    await benSocket.roundTrip();
    expect(
      (
        await webhook("checkout.session.completed", {
          mode: "subscription",
          payment_status: "paid",
          client_reference_id: String(ashaId),
          customer: "cus_rt",
        })
      ).statusCode,
    ).toBe(200);
    expect(await ashaSocket.next("premium_status_updated")).toMatchObject({
      message: expect.stringContaining("premium"),
    });
    await webhook("customer.subscription.deleted", { customer: "cus_rt", status: "canceled" });
    expect(await ashaSocket.next("premium_status_removed")).toBeDefined();
    await settleSockets(t.app.events, [benSocket, anonymous]);
    expect(benSocket.messages).toEqual([]);
    expect(anonymous.messages).toEqual([]);
    for (const s of [ashaSocket, benSocket, anonymous]) s.close();
  });

  it("bounds how long a request may take, but not an open socket", async () => {
    expect(t.app.server).toMatchObject({
      requestTimeout: SERVER_TIMEOUTS.requestTimeout,
      headersTimeout: SERVER_TIMEOUTS.http.headersTimeout,
      keepAliveTimeout: SERVER_TIMEOUTS.keepAliveTimeout,
      timeout: SERVER_TIMEOUTS.connectionTimeout,
    });
    const upgraded = new Promise<Socket>((resolve) =>
      t.app.server.once("upgrade", (_request, socket) => resolve(socket as Socket)),
    );
    const s = await openSocket(base, { cookie: asha });
    // No idle timeout once upgraded: a quiet socket lives until the heartbeat finds its peer gone.
    expect((await upgraded).timeout).toBe(0);
    s.close();
  });

  it("only logs invalid messages, and closes frames over 64 KB with 1009", async () => {
    const s = await openSocket(base, { cookie: asha });
    s.socket.send("not json");
    s.socket.send(JSON.stringify({ type: "launch-missiles" }));
    await s.roundTrip();
    expect(s.socket.readyState).toBe(s.socket.OPEN);
    s.socket.send("x".repeat(64 * 1024 + 1));
    expect((await s.closed).code).toBe(1009);
  });

  it("closes the shopper's sockets at logout", async () => {
    const cookie = await devSignIn(t.app, "leaving@example.com");
    const s = await openSocket(base, { cookie });
    const other = await openSocket(base, { cookie: asha });
    await t.app.inject({ method: "GET", url: "/api/logout", headers: { cookie } });
    expect((await s.closed).code).toBe(4401);
    expect(other.socket.readyState).toBe(other.socket.OPEN);
    other.close();
  });

  it("tells the owner about status and payment changes made through the order services", async () => {
    await makeOrderReady(t.database.db, "asha@example.com");
    const product = await insertProduct(t.database.db, { price: "40.00", sizes: [] });
    const placed = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      headers: { cookie: asha, "idempotency-key": randomUUID() },
      payload: { productId: product.id, shippingCountry: "SG", shippingCost: 8.99, totalPrice: 48.99 },
    });
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().id as number;
    const ashaSocket = await openSocket(base, { cookie: asha });
    const benSocket = await openSocket(base, { cookie: ben });

    await changeOrderStatus(t.database.db, new PublishingEffects(t.app.events), orderId, "processed", SERVER_ACTOR);
    expect(await ashaSocket.next("orderStatusUpdate")).toMatchObject({
      orderId,
      status: "processed",
      data: { orderId, status: "processed" },
    });
    await markOrderPaid(t.database.db, new PublishingEffects(t.app.events), orderId, SERVER_ACTOR);
    expect(await ashaSocket.next("orderPaymentUpdate")).toMatchObject({ orderId, status: "paid" });
    await settleSockets(t.app.events, [ashaSocket, benSocket]);
    expect(benSocket.messages).toEqual([]);
    // newOrder is for admins only.
    expect(ashaSocket.messages.some((m) => m.type === "newOrder")).toBe(false);
    ashaSocket.close();
    benSocket.close();
  });

  it("tells admin sockets about new orders and every order change, and closes them at admin logout", async () => {
    const admin = await adminSignIn(t.app);
    const adminSocket = await openSocket(base, { cookie: admin.cookie });
    // The admin's client registers with its email; identity still comes from the session cookie.
    adminSocket.socket.send(JSON.stringify({ type: "register", email: "admin@example.com" }));
    const forgedAdmin = await openSocket(base, { cookie: ben });
    forgedAdmin.socket.send(JSON.stringify({ type: "register", email: "admin@example.com" }));
    await makeOrderReady(t.database.db, "asha@example.com");
    const product = await insertProduct(t.database.db, { name: "Admin sees this", price: "40.00", sizes: [] });

    const placed = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      headers: { cookie: asha, "idempotency-key": randomUUID() },
      payload: { productId: product.id, shippingCountry: "SG", shippingCost: 8.99, totalPrice: 48.99 },
    });
    const orderId = placed.json().id as number;
    expect(await adminSocket.next("newOrder")).toMatchObject({
      type: "newOrder",
      data: { orderId, userId: ashaId, customerName: "Asha", productName: "Admin sees this", totalPrice: "48.99" },
    });
    await changeOrderStatus(t.database.db, new PublishingEffects(t.app.events), orderId, "processed", SERVER_ACTOR);
    expect(await adminSocket.next("orderStatusUpdate")).toMatchObject({ orderId, status: "processed" });
    await markOrderPaid(t.database.db, new PublishingEffects(t.app.events), orderId, SERVER_ACTOR);
    expect(await adminSocket.next("orderPaymentUpdate")).toMatchObject({ orderId, status: "paid" });
    await settleSockets(t.app.events, [forgedAdmin]);
    expect(forgedAdmin.messages).toEqual([]);

    await t.app.inject({ method: "POST", url: "/api/admin/logout", headers: { cookie: admin.cookie, origin: base } });
    expect((await adminSocket.closed).code).toBe(4401);
    forgedAdmin.close();
  });

  it("pushes products-activated when a scheduled product's time comes, with no admin action", async () => {
    const s = await openSocket(base);
    const before = (await t.app.inject({ method: "GET", url: "/api/products" })).json().length;
    const publishAt = new Date(clock.now().getTime() + 1500);
    await insertProduct(t.database.db, {
      status: "scheduled",
      publishAt,
      expiresAt: new Date(publishAt.getTime() + HOUR),
    });
    // A product change made outside the services reaches the instance like this (admin routes publish it).
    await t.app.events.publish({ control: "catalog-changed" });
    // The moment comes. Whether or not the instance has heard of the product yet, it announces it once.
    clock.advance(1500 + 1000);
    expect(await s.next("products-activated")).toMatchObject({ activatedCount: 1 });
    expect((await t.app.inject({ method: "GET", url: "/api/products" })).json()).toHaveLength(before + 1);
    s.close();
  });

  it("delivers every event published in one tick, in order, however many payloads they need", async () => {
    const s = await openSocket(base, { cookie: asha });
    // About 40 KB of events: more than one NOTIFY payload (under 8000 bytes each) must carry them.
    const published = Array.from({ length: 300 }, (_, i) =>
      t.app.events.publish({
        audience: "user",
        userId: ashaId,
        message: {
          type: "orderStatusUpdate",
          orderId: i,
          status: "processed",
          data: { orderId: i, status: "processed" },
        },
      }),
    );
    await Promise.all(published);
    // Read one by one as they arrive, however long a busy machine takes to deliver them.
    const received = [];
    for (let i = 0; i < 300; i++) received.push(await s.next("orderStatusUpdate"));
    expect(received).toHaveLength(300);
    expect(received.map((m) => m.orderId)).toEqual([...Array(300).keys()]);
    expect(s.messages.filter((m) => m.type === "orderStatusUpdate")).toHaveLength(300);
    const huge = {
      audience: "everyone" as const,
      message: { type: "products-activated" as const, activatedCount: 1, padding: "x".repeat(9000) },
    };
    // A huge event is refused alone; the one published beside it still arrives.
    const [refused, delivered] = await Promise.allSettled([
      t.app.events.publish(huge as never),
      t.app.events.publish({
        audience: "user",
        userId: ashaId,
        message: { type: "orderPaymentUpdate", orderId: 1, status: "paid", data: { orderId: 1, isPaid: true } },
      }),
    ]);
    expect(refused).toMatchObject({
      status: "rejected",
      reason: expect.objectContaining({ message: expect.stringContaining("too big for NOTIFY") }),
    });
    expect(delivered.status).toBe("fulfilled");
    expect(await s.next("orderPaymentUpdate")).toMatchObject({ orderId: 1 });
    s.close();
  });

  it("answers a server-rendered page's register with resync only if everyone was sent a change after its data was read", async () => {
    clock.advance(1000);
    const readAt = clock.now().getTime();
    const register = (s: { socket: { send(text: string): void } }, since: number) =>
      s.socket.send(JSON.stringify({ type: "register", email: "asha@example.com", since }));

    const nothingMissed = await openSocket(base, { cookie: asha });
    register(nothingMissed, readAt);
    await nothingMissed.roundTrip();
    expect(nothingMissed.messages).toEqual([]);

    // A change for one shopper is not on a page the server rendered; a change for everyone may be.
    clock.advance(1000);
    const listening = await openSocket(base, { cookie: asha });
    await t.app.events.publish({
      audience: "user",
      userId: ashaId,
      message: { type: "orderPaymentUpdate", orderId: 2, status: "paid", data: { orderId: 2, isPaid: true } },
    });
    await listening.next("orderPaymentUpdate");
    const afterOwnChange = await openSocket(base, { cookie: asha });
    register(afterOwnChange, readAt);
    await afterOwnChange.roundTrip();
    expect(afterOwnChange.messages).toEqual([]);

    await t.app.events.publish({ audience: "everyone", message: { type: "store-settings-updated" } });
    await listening.next("store-settings-updated");
    const missed = await openSocket(base, { cookie: asha });
    register(missed, readAt);
    expect(await missed.next("resync")).toEqual({ type: "resync" });

    // A page read after that change, and a socket that says nothing of when its data was read, missed nothing.
    clock.advance(1000);
    const readLater = await openSocket(base, { cookie: asha });
    register(readLater, clock.now().getTime());
    const noSince = await openSocket(base, { cookie: asha });
    noSince.socket.send(JSON.stringify({ type: "register", email: "asha@example.com" }));
    await Promise.all([readLater.roundTrip(), noSince.roundTrip()]);
    expect([...readLater.messages, ...noSince.messages]).toEqual([]);
    for (const s of [nothingMissed, listening, afterOwnChange, missed, readLater, noSince]) s.close();
  });
});
