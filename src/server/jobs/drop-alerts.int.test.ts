import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { dropLivePayloadSchema } from "../../contracts/push";
import { insertProduct, markImageCopied } from "../../testing/factories";
import { checkAnswersAgainstDocument } from "../../testing/openapi-contract";
import { startPushService, type PushService, type TestSubscription } from "../../testing/push-service";
import { adminSignIn, devSignIn } from "../../testing/sign-in";
import { testConfig } from "../../testing/test-app";
import { createTestDatabase } from "../../testing/test-database";
import { testDatabaseTarget } from "../../testing/test-env";
import { buildApp } from "../app";
import { manualClock } from "../clock";
import { recordDrops } from "../services/push/drop-alerts";
import { type Database, openDatabase } from "../db/client";
import { products, pushDeliveries, pushSubscriptions } from "../db/schema";
import type { DropAlertMode } from "../../contracts/push";

const HOUR = 3_600_000;

/** One instance of the shop on a database (several may share one), on its own manual clock. */
async function startInstance(
  database: Database,
  clock: ReturnType<typeof manualClock>,
  logStream?: { write(line: string): void },
) {
  const app = await buildApp({
    config: testConfig({ pushAllowLoopback: true, ...(logStream ? { logLevel: "warn" } : {}) }),
    database,
    clock,
    ...(logStream ? { logStream } : {}),
  });
  checkAnswersAgainstDocument(app);
  await app.ready();
  return app;
}

/** Waits, in real time, until `done` holds: a push travels over a real socket. */
async function until(done: () => boolean | Promise<boolean>, timeoutMs = 10_000, what = "the condition") {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

let shoppers = 0;

describe("drop alerts over a real push service", () => {
  let database: Database & { url?: string };
  let pushService: PushService;
  let clock: ReturnType<typeof manualClock>;
  let app: FastifyInstance;
  const extraApps: FastifyInstance[] = [];
  const extraDatabases: Database[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });
  afterEach(async () => {
    await app?.close();
    for (const other of extraApps.splice(0)) await other.close();
    for (const other of extraDatabases.splice(0)) await other.close();
    await pushService?.close();
    // Each test's drops stay in its own past: the next test starts from clean tables.
    await database.db.delete(pushSubscriptions);
    await database.db.delete(products);
  });

  async function begin() {
    pushService = await startPushService();
    clock = manualClock();
    app = await startInstance(database, clock);
  }

  /** A signed-in shopper with one subscribed browser, a mode, and reminders for some products. */
  async function shopper(mode: DropAlertMode, remind: number[] = [], on: FastifyInstance = app) {
    shoppers += 1;
    const cookie = await devSignIn(on, `shopper${shoppers}@example.com`, `Shopper ${shoppers}`);
    const subscription = pushService.subscribe();
    const call = async (method: "POST" | "PUT", url: string, payload: object) => {
      const res = await on.inject({ method, url, headers: { cookie }, payload });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
    };
    await call("POST", "/api/push/subscriptions", subscription.json);
    await call("PUT", "/api/user/drop-alerts", { mode });
    for (const productId of remind) await call("POST", "/api/reminders", { productId });
    return subscription;
  }

  const scheduled = (publishAt: Date, name?: string) =>
    insertProduct(database.db, { status: "scheduled", publishAt, ...(name ? { name } : {}) });
  const inAnHour = () => new Date(clock.now().getTime() + HOUR);
  const payloadsOf = (subscription: TestSubscription) =>
    pushService.received(subscription.id).map((push) => dropLivePayloadSchema.parse(push.payload));

  it("sends each asked-for subscription one encrypted push when its product goes live, and every drop to 'all'", async () => {
    await begin();
    const releaseAt = inAnHour();
    const kurta = await scheduled(releaseAt, "Indigo kurta");
    const later = await scheduled(new Date(releaseAt.getTime() + HOUR), "Later kurta");
    const asked = await shopper("asked", [kurta.id]);
    const askedLater = await shopper("asked", [later.id]);
    const everything = await shopper("all");
    const off = await shopper("off", [kurta.id]);

    clock.set(new Date(releaseAt.getTime() + 1000));
    await pushService.waitForPushes(2);
    for (const subscription of [asked, everything])
      expect(payloadsOf(subscription)).toEqual([
        {
          type: "drop-live",
          title: "Indigo kurta",
          body: "Now live: tap to shop it",
          url: `/product/${kurta.id}`,
          image: expect.stringMatching(/^http:\/\/localhost:3000\/demo\/products\/.+\.svg$/),
        },
      ]);
    const [push] = pushService.received(asked.id);
    expect(push.topic).toMatch(/^drop-[0-9a-z]+$/);
    expect(push.vapidKey).toBe(app.dropAlerts.publicKey);
    expect(pushService.received(askedLater.id)).toEqual([]);
    // Marked sent before the clock jumps an hour: a lease outlived by its send would be claimed again.
    await until(async () => (await pendingDeliveries()) === 0, 5000, "no pending deliveries");

    clock.set(new Date(releaseAt.getTime() + HOUR + 1000));
    await pushService.waitForPushes(4);
    expect(payloadsOf(askedLater).map((p) => p.url)).toEqual([`/product/${later.id}`]);
    expect(payloadsOf(everything).map((p) => p.url)).toEqual([`/product/${kurta.id}`, `/product/${later.id}`]);
    // As above: the pushes are marked sent before the clock jumps past their leases (the push service answers
    // before the shop writes that it did).
    await until(async () => (await pendingDeliveries()) === 0, 5000, "no pending deliveries");
    // Many rounds later, nothing was sent twice and "off" heard nothing.
    clock.advance(60_000);
    clock.advance(60_000);
    await until(async () => (await pendingDeliveries()) === 0, 5000, "no pending deliveries");
    expect(pushService.received()).toHaveLength(4);
    expect(pushService.received(off.id)).toEqual([]);
    expect(pushService.refusals).toEqual([]);
  });

  /** The instance has recorded what the push service answered: no delivery is out on a send. */
  async function settled() {
    await until(
      async () => (await database.db.select().from(pushDeliveries)).every((row) => row.leaseUntil === null),
      5000,
      "the answers to be recorded",
    );
  }

  async function pendingDeliveries() {
    const rows = await database.db.select().from(pushDeliveries);
    return rows.filter((row) => row.status === "pending").length;
  }

  it("sends a drop once however often the browser turns alerts off and on, and never to a browser subscribed after it", async () => {
    await begin();
    const releaseAt = inAnHour();
    const product = await scheduled(releaseAt, "Toggled kurta");
    const cookie = await devSignIn(app, "toggling@example.com", "Toggling");
    const browser = pushService.subscribe();
    const call = async (method: "POST" | "PUT" | "DELETE", url: string, payload: object) => {
      const res = await app.inject({ method, url, headers: { cookie }, payload });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
    };
    await call("PUT", "/api/user/drop-alerts", { mode: "all" });
    await call("POST", "/api/push/subscriptions", browser.json);

    clock.set(new Date(releaseAt.getTime() + 1000));
    await pushService.waitForPushes(1);
    await until(async () => (await pendingDeliveries()) === 0, 5000, "no pending deliveries");
    const late = await shopper("all");
    for (let toggle = 0; toggle < 5; toggle += 1) {
      await call("DELETE", "/api/push/subscriptions", { endpoint: browser.endpoint });
      await call("POST", "/api/push/subscriptions", browser.json);
      // Every round of the instance runs (at least every 5 s), well inside the drop's look-back.
      clock.advance(5_100);
      await recordDrops(database.db, clock.now());
      await until(async () => (await pendingDeliveries()) === 0, 5000, "no pending deliveries");
    }
    // The first row's delivery went with it; the browser's rows since were made after the drop.
    expect(await database.db.select().from(pushDeliveries)).toEqual([]);
    expect(payloadsOf(browser).map((p) => p.url)).toEqual([`/product/${product.id}`]);
    expect(pushService.received(late.id)).toEqual([]);
  });

  it("shows the shop's own copy of the product's photo once it is copied, never the supplier's", async () => {
    await begin();
    const source = "https://cdn.example.com/drop-alert-photo.jpg";
    const releaseAt = inAnHour();
    await insertProduct(database.db, { status: "scheduled", publishAt: releaseAt, images: [source] });
    const key = await markImageCopied(database.db, source);
    const subscription = await shopper("all");
    clock.set(new Date(releaseAt.getTime() + 1000));
    await pushService.waitForPushes(1);
    expect(payloadsOf(subscription)[0].image).toBe(`http://localhost:3000/media/${key}`);
  });

  it("sends one push opening the shop for several products of one shopper at the same moment", async () => {
    await begin();
    const releaseAt = inAnHour();
    const drop = [];
    for (const name of ["Coral", "Teal", "Ochre"]) drop.push(await scheduled(releaseAt, `${name} kurta`));
    const everything = await shopper("all");
    const askedOne = await shopper("asked", [drop[1].id]);

    clock.set(new Date(releaseAt.getTime() + 1000));
    await pushService.waitForPushes(2);
    expect(payloadsOf(everything)).toEqual([
      expect.objectContaining({
        title: "3 new products are live",
        url: "/",
        body: "Coral kurta, Teal kurta, Ochre kurta",
      }),
    ]);
    expect(payloadsOf(askedOne)).toEqual([
      expect.objectContaining({ title: "Teal kurta", url: `/product/${drop[1].id}` }),
    ]);
  });

  it("sends a product the owner reactivates at once, without waiting for a publish time", async () => {
    await begin();
    const everything = await shopper("all");
    const expired = await insertProduct(database.db, {
      status: "active",
      name: "Back again",
      publishAt: new Date(clock.now().getTime() - 3 * 24 * HOUR),
      expiresAt: new Date(clock.now().getTime() - HOUR),
    });
    const { token } = await adminSignIn(app);
    const reactivated = await app.inject({
      method: "PUT",
      url: `/api/admin/products/${expired.id}/reactivate`,
      headers: { authorization: `Bearer ${token}` },
      payload: { expiresAt: new Date(clock.now().getTime() + 24 * HOUR).toISOString() },
    });
    expect(reactivated.statusCode, reactivated.body).toBe(200);
    // The reactivation wakes drop alerts as it commits: the clock does not move, not even to the next poll.
    await pushService.waitForPushes(1);
    expect(payloadsOf(everything)).toEqual([
      expect.objectContaining({ title: "Back again", url: `/product/${expired.id}` }),
    ]);
  });

  it("sends the first push of a drop within a second of its moment: Publish now, and a publish time", async () => {
    await begin();
    const everything = await shopper("all");
    const draft = await insertProduct(database.db, { status: "draft", publishAt: null, name: "Published now" });
    const { token } = await adminSignIn(app);
    const published = await app.inject({
      method: "POST",
      url: "/api/admin/products/schedule",
      headers: { authorization: `Bearer ${token}` },
      payload: {
        productIds: [draft.id],
        publishNow: true,
        expiresAt: new Date(clock.now().getTime() + 24 * HOUR).toISOString(),
      },
    });
    expect(published.statusCode, published.body).toBe(200);
    // The clock stands still: "Publish now" woke drop alerts as it committed.
    await pushService.waitForPushes(1);
    expect(payloadsOf(everything).map((p) => p.title)).toEqual(["Published now"]);

    // A scheduled product: the go-live notices wake drop alerts at the moment, not at the next poll.
    await settled();
    const releaseAt = new Date(clock.now().getTime() + 7_000);
    await scheduled(releaseAt, "On time");
    clock.set(new Date(releaseAt.getTime() + 999));
    await pushService.waitForPushes(2);
    expect(payloadsOf(everything).map((p) => p.title)).toEqual(["Published now", "On time"]);
  });

  it("sends nothing for a product drafted or deleted before it went live, and moves a rescheduled one", async () => {
    await begin();
    const releaseAt = inAnHour();
    const drafted = await scheduled(releaseAt);
    const deleted = await scheduled(releaseAt);
    const moved = await scheduled(releaseAt);
    const control = await scheduled(releaseAt);
    const subscription = await shopper("asked", [drafted.id, deleted.id, moved.id]);
    const witness = await shopper("asked", [control.id]);
    await database.db.update(products).set({ status: "draft" }).where(eq(products.id, drafted.id));
    await database.db.delete(products).where(eq(products.id, deleted.id));
    const movedTo = new Date(releaseAt.getTime() + 2 * HOUR);
    await database.db.update(products).set({ publishAt: movedTo }).where(eq(products.id, moved.id));

    clock.set(new Date(releaseAt.getTime() + 1000));
    await pushService.waitForPushes(1);
    expect(pushService.received(witness.id)).toHaveLength(1);
    clock.advance(30_000);
    await until(async () => (await pendingDeliveries()) === 0, 5000, "no pending deliveries");
    expect(pushService.received(subscription.id)).toEqual([]);

    clock.set(new Date(movedTo.getTime() + 1000));
    await pushService.waitForPushes(2);
    expect(payloadsOf(subscription)).toEqual([expect.objectContaining({ url: `/product/${moved.id}` })]);
  });

  it("forgets a subscription the push service calls gone, and retries 429 and 5xx until it is accepted", async () => {
    await begin();
    const releaseAt = inAnHour();
    const product = await scheduled(releaseAt);
    const gone = await shopper("all");
    const busy = await shopper("all");
    const failing = await shopper("all");
    pushService.answerNext(gone.id, 410);
    pushService.answerNext(busy.id, 429);
    pushService.answerNext(failing.id, 500, 503);

    clock.set(new Date(releaseAt.getTime() + 1000));
    await until(() => pushService.answers(busy.id).length === 1 && pushService.answers(failing.id).length === 1);
    await settled();
    await until(async () => {
      const left = await database.db.select().from(pushSubscriptions);
      return !left.some((row) => row.endpoint === gone.endpoint);
    });
    // Backoff: 5 s, then 10 s; each retry waits for the clock.
    clock.advance(5_100);
    await pushService.waitForPushes(1);
    expect(payloadsOf(busy)).toEqual([expect.objectContaining({ url: `/product/${product.id}` })]);
    await until(() => pushService.answers(failing.id).length === 2);
    await settled();
    clock.advance(10_100);
    await pushService.waitForPushes(2);
    expect(pushService.answers(failing.id)).toEqual([500, 503, 201]);
    expect(pushService.answers(busy.id)).toEqual([429, 201]);
    expect(pushService.answers(gone.id)).toEqual([410]);
  });

  it("gives a push up after ten minutes of failures, and logs it", async () => {
    pushService = await startPushService();
    clock = manualClock();
    const logged: string[] = [];
    app = await startInstance(database, clock, { write: (line) => void logged.push(line) });
    const releaseAt = inAnHour();
    await scheduled(releaseAt);
    const down = await shopper("all");
    pushService.answerNext(down.id, ...Array<number>(20).fill(503));
    clock.set(new Date(releaseAt.getTime() + 1000));
    await until(() => pushService.answers(down.id).length > 0, 5000, "the first attempt");
    for (let round = 0; round < 12; round += 1) {
      await settled();
      if ((await pendingDeliveries()) === 0) break;
      const seen = pushService.answers(down.id).length;
      clock.advance(2 * 60_000);
      await until(() => pushService.answers(down.id).length > seen, 5000, "another attempt");
    }
    const [delivery] = await database.db.select().from(pushDeliveries);
    expect(delivery).toMatchObject({ status: "failed", reason: "the push service answered HTTP 503" });
    expect(pushService.answers(down.id).length).toBeLessThan(12);
    const entries = logged.map((line) => JSON.parse(line) as { level: number; msg: string; status?: number });
    expect(entries).toEqual([expect.objectContaining({ level: 40, msg: "drop-alerts: given up", status: 503 })]);
  });

  it("does not let a slow endpoint delay the others", async () => {
    await begin();
    const releaseAt = inAnHour();
    await scheduled(releaseAt);
    const slow = await shopper("all");
    pushService.slow(slow.id, 4000);
    const quick = await Promise.all([shopper("all"), shopper("all"), shopper("all")]);

    const start = Date.now();
    clock.set(new Date(releaseAt.getTime() + 1000));
    await pushService.waitForPushes(3, 3000);
    expect(Date.now() - start).toBeLessThan(3000);
    for (const subscription of quick) expect(pushService.received(subscription.id)).toHaveLength(1);
    expect(pushService.received(slow.id)).toEqual([]);
    await pushService.waitForPushes(4, 8000);
  });

  it("sends nothing twice across a restart in the middle of a batch", async () => {
    await begin();
    const releaseAt = inAnHour();
    await scheduled(releaseAt);
    const subscriptions = await Promise.all(Array.from({ length: 40 }, () => shopper("all")));
    for (const subscription of subscriptions) pushService.slow(subscription.id, 300);

    clock.set(new Date(releaseAt.getTime() + 1000));
    await until(() => pushService.answers(subscriptions[0].id).length + pushService.received().length > 0);
    // A SIGTERM: the instance stops claiming and lets the sends in flight finish.
    await app.close();
    const beforeRestart = pushService.received().length;
    // More than two rounds of MAX_IN_FLIGHT (16): some were sent before the restart, some are left for after it.
    expect(beforeRestart).toBeGreaterThan(0);
    expect(beforeRestart).toBeLessThan(40);
    const restartClock = manualClock(clock.now());
    app = await startInstance(database, restartClock);
    restartClock.advance(10_000);
    await pushService.waitForPushes(40);
    restartClock.advance(10_000);
    await until(async () => (await pendingDeliveries()) === 0, 5000, "no pending deliveries");
    for (const subscription of subscriptions) expect(pushService.received(subscription.id)).toHaveLength(1);
  });

  it("has two instances on one database send each push once", async () => {
    await begin();
    const releaseAt = inAnHour();
    await scheduled(releaseAt);
    // On PostgreSQL the second instance has its own connections; the embedded database runs it in-process.
    const target = testDatabaseTarget();
    const otherDatabase =
      target.kind === "postgres" && database.url ? openDatabase({ kind: "postgres", url: database.url }) : null;
    if (otherDatabase) extraDatabases.push(otherDatabase);
    const otherClock = manualClock(clock.now());
    const other = await startInstance(otherDatabase ?? database, otherClock);
    extraApps.push(other);
    const subscriptions = await Promise.all(
      Array.from({ length: 24 }, (_, i) => shopper("all", [], i % 2 ? app : other)),
    );

    const at = new Date(releaseAt.getTime() + 1000);
    clock.set(at);
    otherClock.set(at);
    await pushService.waitForPushes(24);
    clock.advance(10_000);
    otherClock.advance(10_000);
    await until(async () => (await pendingDeliveries()) === 0, 5000, "no pending deliveries");
    expect(pushService.received()).toHaveLength(24);
    for (const subscription of subscriptions) expect(pushService.received(subscription.id)).toHaveLength(1);
    // Both signed with the one key pair kept in the database.
    expect(other.dropAlerts.publicKey).toBe(app.dropAlerts.publicKey);
  });
});
