import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProduct, makeOrderReady } from "../testing/factories";
import { type PushService, startPushService, type TestSubscription } from "../testing/push-service";
import { openSocket, type TestSocket } from "../testing/socket-client";
import { PUSH_SERVICE_SHOP_ENV } from "../testing/script-shop-env";
import { freePort, type ServerProcess, startServerProcess } from "../testing/server-process";
import { createTestDatabase } from "../testing/test-database";
import { testDatabaseTarget } from "../testing/test-env";
import type { Database } from "./db/client";
import { products } from "./db/schema";
import { EVENTS_CHANNEL } from "./events";

const SECRET = "whsec_two_instances";
const ADMIN = { email: "admin@example.com", password: "two instances, one shop" };

/** One real server process on the shared database. */
async function startInstance(databaseUrl: string): Promise<ServerProcess> {
  return startServerProcess(await freePort(), {
    DATABASE_URL: databaseUrl,
    STRIPE_WEBHOOK_SECRET: SECRET,
    DEMO_DATA: "0",
    ...PUSH_SERVICE_SHOP_ENV,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
}

async function devSignIn(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/dev-login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, fullName: email.split("@")[0] }),
  });
  return (res.headers.get("set-cookie") ?? "").split(";")[0];
}

/** A shopper signed in on one instance whose browser is subscribed to every drop. */
async function subscribeToEveryDrop(pushService: PushService, base: string, email: string): Promise<TestSubscription> {
  const cookie = await devSignIn(base, email);
  const subscription = pushService.subscribe();
  for (const [method, url, body] of [
    ["POST", "/api/push/subscriptions", subscription.json],
    ["PUT", "/api/user/drop-alerts", { mode: "all" }],
  ] as const) {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { "content-type": "application/json", cookie, origin: base },
      body: JSON.stringify(body),
    });
    expect(res.status, `${method} ${url}`).toBe(200);
  }
  return subscription;
}

/** A 30.00 product, no size, shipped to Singapore (8.99): the new order's id. */
async function placeOrder(base: string, cookie: string, productId: number): Promise<number> {
  const placed = await fetch(`${base}/api/orders`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie, "idempotency-key": randomUUID() },
    body: JSON.stringify({ productId, shippingCountry: "SG", shippingCost: 8.99, totalPrice: 38.99 }),
  });
  expect(placed.status).toBe(201);
  return (await placed.json()).id;
}

// Several instances share one PostgreSQL server; the embedded database runs the same code in one process.
describe.runIf(testDatabaseTarget().kind === "postgres")("two server instances on one PostgreSQL", () => {
  let database: Database & { url?: string };
  let a: ServerProcess;
  let b: ServerProcess;
  let releaseAt: Date;
  // Open from the start, so they are there when the release comes, however long the other tests take.
  let releaseWatchers: [TestSocket, TestSocket];
  // Shoppers who chose every drop, subscribed through either instance before the release.
  let pushService: PushService;
  let alerted: TestSubscription[];

  beforeAll(async () => {
    database = await createTestDatabase();
    const product = await insertProduct(database.db, {
      name: "Timed release",
      status: "scheduled",
      publishAt: new Date(Date.now() + 3_600_000),
    });
    const url = database.url ?? "";
    [a, b] = await Promise.all([startInstance(url), startInstance(url)]);
    releaseWatchers = await Promise.all([openSocket(a.base), openSocket(b.base)]);
    pushService = await startPushService();
    alerted = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        subscribeToEveryDrop(pushService, i % 2 ? a.base : b.base, `alerts${i}@example.com`),
      ),
    );
    // Goes live by time alone, a few seconds from now: after the instances started (however long that took on a
    // busy machine) and after the subscriptions, which hear only of drops from when they were made on. Moved
    // as an admin's save would, telling every instance the catalog changed.
    releaseAt = new Date(Date.now() + 8_000);
    await database.db.update(products).set({ publishAt: releaseAt }).where(eq(products.id, product.id));
    await database.rows(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify({ control: "catalog-changed" })})`);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await pushService?.close();
    await database?.close();
  });

  it("delivers a webhook received by A to the shopper's socket on B", async () => {
    const cookie = await devSignIn(a.base, "multi@example.com");
    const me = await (await fetch(`${a.base}/api/user`, { headers: { cookie } })).json();
    const onB = await openSocket(b.base, { cookie });
    const payload = JSON.stringify({
      id: `evt_${randomUUID()}`,
      object: "event",
      type: "checkout.session.completed",
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          mode: "subscription",
          payment_status: "paid",
          customer: "cus_multi",
          client_reference_id: String(me.id),
        },
      },
    });
    const res = await fetch(`${a.base}/api/stripe/webhook`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
      },
      body: payload,
    });
    expect(res.status).toBe(200);
    expect(await onB.next("premium_status_updated")).toBeDefined();
    onB.close();
  });

  it("delivers an order change made on A to the owner's socket on B", async () => {
    const cookie = await devSignIn(a.base, "orders@example.com");
    await makeOrderReady(database.db, "orders@example.com");
    const product = await insertProduct(database.db, { price: "30.00", sizes: [] });
    const onB = await openSocket(b.base, { cookie });
    const id = await placeOrder(a.base, cookie, product.id);
    const cancelled = await fetch(`${a.base}/api/orders/${id}/cancel`, { method: "PUT", headers: { cookie } });
    expect(cancelled.status).toBe(200);
    expect(await onB.next("orderStatusUpdate")).toMatchObject({ orderId: id, status: "cancelled" });
    onB.close();
  });

  it("delivers an order placed through A to an admin socket on B", async () => {
    const login = await fetch(`${b.base}/api/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: b.base },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
    const adminCookie = (login.headers.get("set-cookie") ?? "").split(";")[0];
    const adminOnB = await openSocket(b.base, { cookie: adminCookie });
    adminOnB.socket.send(JSON.stringify({ type: "register", email: ADMIN.email }));

    const cookie = await devSignIn(a.base, "admin-watch@example.com");
    await makeOrderReady(database.db, "admin-watch@example.com");
    const product = await insertProduct(database.db, { name: "Seen by the admin", price: "30.00", sizes: [] });
    const id = await placeOrder(a.base, cookie, product.id);
    expect(await adminOnB.next("newOrder")).toMatchObject({
      data: { orderId: id, productName: "Seen by the admin", totalPrice: "38.99" },
    });
    adminOnB.close();
  });

  it("has both instances push a product going live by time alone, and serve it", async () => {
    const [onA, onB] = releaseWatchers;
    const wait = Math.max(0, releaseAt.getTime() - Date.now()) + 5000;
    const [fromA, fromB] = await Promise.all([
      onA.next("products-activated", wait),
      onB.next("products-activated", wait),
    ]);
    expect(fromA).toMatchObject({ activatedCount: 1 });
    expect(fromB).toMatchObject({ activatedCount: 1 });
    for (const base of [a.base, b.base]) {
      const names = ((await (await fetch(`${base}/api/products`)).json()) as { name: string }[]).map((p) => p.name);
      expect(names).toContain("Timed release");
    }
    onA.close();
    onB.close();
  }, 30_000);

  it("has the two instances send each subscription one push for the timed release", async () => {
    const wait = Math.max(0, releaseAt.getTime() - Date.now()) + 10_000;
    await pushService.waitForPushes(alerted.length, wait);
    // Both instances keep polling: a few more rounds of each send nothing again.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    for (const subscription of alerted)
      expect(pushService.received(subscription.id).map((push) => push.payload)).toEqual([
        expect.objectContaining({ type: "drop-live", title: "Timed release" }),
      ]);
    expect(pushService.refusals).toEqual([]);
  }, 40_000);

  it("resynchronises when its database listener reconnects", async () => {
    const onA = await openSocket(a.base);
    await database.rows(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%'`,
    );
    expect(await onA.next("resync", 10_000)).toBeDefined();
    onA.close();
  }, 20_000);
});
