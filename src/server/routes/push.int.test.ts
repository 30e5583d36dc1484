import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProduct } from "../../testing/factories";
import { startPushService, type PushService } from "../../testing/push-service";
import { adminSignIn, devSignIn } from "../../testing/sign-in";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { manualClock } from "../clock";
import { pushSubscriptions } from "../db/schema";

const HOUR = 3_600_000;

describe("drop alert routes", () => {
  const clock = manualClock();
  let t: TestApp;
  let pushService: PushService;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp({ pushAllowLoopback: true }, clock);
    pushService = await startPushService();
    cookie = await devSignIn(t.app, "alerts@example.com", "Alerts");
  });
  afterAll(async () => {
    await t?.close();
    await pushService?.close();
  });

  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown, signedIn = true) =>
    t.app.inject({
      method,
      url,
      ...(signedIn ? { headers: { cookie } } : {}),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it("gives the VAPID public key to anyone, the same on every call", async () => {
    const first = await call("GET", "/api/push/public-key", undefined, false);
    expect(first.statusCode).toBe(200);
    expect(first.json().publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect((await call("GET", "/api/push/public-key")).json()).toEqual(first.json());
  });

  it("keeps and forgets a browser's subscription, and refuses what is not a push service", async () => {
    const subscription = pushService.subscribe();
    expect((await call("POST", "/api/push/subscriptions", subscription.json)).statusCode).toBe(200);
    // A second subscribe of the same endpoint replaces it.
    expect((await call("POST", "/api/push/subscriptions", subscription.json)).statusCode).toBe(200);
    const kept = await t.database.db.select().from(pushSubscriptions);
    expect(kept.map((row) => row.endpoint)).toEqual([subscription.endpoint]);

    const refused = await call("POST", "/api/push/subscriptions", {
      ...subscription.json,
      endpoint: "http://10.0.0.8/push/1",
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors.endpoint[0]).toMatch(/not a push service/);
    const badKey = await call("POST", "/api/push/subscriptions", {
      ...subscription.json,
      keys: { ...subscription.json.keys, auth: "short" },
    });
    expect(badKey.statusCode).toBe(400);
    expect((await call("POST", "/api/push/subscriptions", { endpoint: subscription.endpoint })).statusCode).toBe(400);
    // PostgreSQL's text refuses NUL: the contract says so first, as for every text a request sends.
    const nul = await call("DELETE", "/api/push/subscriptions", { endpoint: "a\u0000b" });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().fieldErrors.endpoint).toEqual(["endpoint cannot contain NUL characters"]);

    expect((await call("DELETE", "/api/push/subscriptions", { endpoint: subscription.endpoint })).statusCode).toBe(200);
    expect(await t.database.db.select().from(pushSubscriptions)).toEqual([]);
  });

  it("refuses a keys.p256dh that is not a point on P-256, and keeps nothing", async () => {
    const subscription = pushService.subscribe();
    const point = Buffer.from(subscription.json.keys.p256dh, "base64url");
    point[64] ^= 1;
    const compressed = Buffer.concat([Buffer.from([0x02]), point.subarray(1, 33), Buffer.alloc(32)]);
    for (const p256dh of [point.toString("base64url"), compressed.toString("base64url")]) {
      const refused = await call("POST", "/api/push/subscriptions", {
        ...subscription.json,
        keys: { ...subscription.json.keys, p256dh },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fieldErrors).toEqual({ "keys.p256dh": ["keys.p256dh is not a P-256 public key"] });
    }
    expect(await t.database.db.select().from(pushSubscriptions)).toEqual([]);
  });

  it("keeps a shopper's 10 newest browsers, the oldest going first", async () => {
    const browsers = Array.from({ length: 12 }, () => pushService.subscribe());
    for (const browser of browsers) {
      expect((await call("POST", "/api/push/subscriptions", browser.json)).statusCode).toBe(200);
      clock.advance(1000);
    }
    // Subscribing a kept browser again keeps its place.
    expect((await call("POST", "/api/push/subscriptions", browsers[2].json)).statusCode).toBe(200);
    const kept = await t.database.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions);
    expect(kept.map((row) => row.endpoint).sort()).toEqual(
      browsers
        .slice(2)
        .map((b) => b.endpoint)
        .sort(),
    );
    await t.database.db.delete(pushSubscriptions);
  });

  it("never hands one shopper's browser to another, and says so when asked to forget one that is not theirs", async () => {
    const subscription = pushService.subscribe();
    expect((await call("POST", "/api/push/subscriptions", subscription.json)).statusCode).toBe(200);
    const other = await devSignIn(t.app, "other-browser@example.com", "Other");
    const asOther = (method: "POST" | "DELETE", payload: object) =>
      t.app.inject({ method, url: "/api/push/subscriptions", headers: { cookie: other }, payload });
    const takeover = await asOther("POST", {
      ...subscription.json,
      keys: pushService.subscribe().json.keys,
    });
    expect(takeover.statusCode).toBe(409);
    expect(takeover.json().message).toBe("This browser's push subscription belongs to another account");
    const forget = await asOther("DELETE", { endpoint: subscription.endpoint });
    expect(forget.statusCode).toBe(404);
    expect(forget.json().message).toBe("This browser's drop alerts are not on for your account");
    const [kept] = await t.database.db.select().from(pushSubscriptions);
    expect(kept).toMatchObject({ endpoint: subscription.endpoint, p256dh: subscription.json.keys.p256dh });
    expect((await call("DELETE", "/api/push/subscriptions", { endpoint: subscription.endpoint })).statusCode).toBe(200);
    expect((await call("DELETE", "/api/push/subscriptions", { endpoint: subscription.endpoint })).statusCode).toBe(404);
  });

  it("refuses loopback http endpoints without PUSH_ALLOW_LOOPBACK, whatever NODE_ENV says", async () => {
    const strict = await createTestApp({ nodeEnv: "development" });
    try {
      const strictCookie = await devSignIn(strict.app, "strict@example.com", "Strict");
      const refused = await strict.app.inject({
        method: "POST",
        url: "/api/push/subscriptions",
        headers: { cookie: strictCookie },
        payload: pushService.subscribe().json,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fieldErrors.endpoint).toEqual([
        "This push endpoint is not a push service the shop sends to (not-https)",
      ]);
    } finally {
      await strict.close();
    }
  });

  it("takes reminders only for products still to come", async () => {
    const upcoming = await insertProduct(t.database.db, {
      status: "scheduled",
      publishAt: new Date(clock.now().getTime() + HOUR),
    });
    const live = await insertProduct(t.database.db);
    const draft = await insertProduct(t.database.db, { status: "draft" });

    const added = await call("POST", "/api/reminders", { productId: upcoming.id });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ productIds: [upcoming.id] });
    expect((await call("POST", "/api/reminders", { productId: upcoming.id })).json()).toEqual({
      productIds: [upcoming.id],
    });
    expect((await call("GET", "/api/reminders")).json()).toEqual({ productIds: [upcoming.id] });
    expect((await call("POST", "/api/reminders", { productId: live.id })).statusCode).toBe(409);
    expect((await call("POST", "/api/reminders", { productId: draft.id })).statusCode).toBe(404);
    expect((await call("POST", "/api/reminders", { productId: 2 ** 31 })).statusCode).toBe(400);
    expect((await call("POST", "/api/reminders", {})).statusCode).toBe(400);

    expect((await call("DELETE", `/api/reminders/${upcoming.id}`)).json()).toEqual({ productIds: [] });
    expect((await call("DELETE", "/api/reminders/nope")).statusCode).toBe(400);
  });

  it("keeps the shopper's drop alert mode, asked-for by default", async () => {
    expect((await call("GET", "/api/user/drop-alerts")).json()).toEqual({ mode: "asked" });
    expect((await call("PUT", "/api/user/drop-alerts", { mode: "all" })).json()).toEqual({ mode: "all" });
    expect((await call("GET", "/api/user/drop-alerts")).json()).toEqual({ mode: "all" });
    expect((await call("PUT", "/api/user/drop-alerts", { mode: "sometimes" })).statusCode).toBe(400);
  });

  it("shows the owner each scheduled product's reminders and the alert subscribers", async () => {
    const upcoming = await insertProduct(t.database.db, {
      status: "scheduled",
      publishAt: new Date(clock.now().getTime() + HOUR),
    });
    const live = await insertProduct(t.database.db);
    const other = await devSignIn(t.app, "reminded@example.com", "Reminded");
    for (const shopperCookie of [cookie, other])
      expect(
        (
          await t.app.inject({
            method: "POST",
            url: "/api/reminders",
            headers: { cookie: shopperCookie },
            payload: { productId: upcoming.id },
          })
        ).statusCode,
      ).toBe(200);
    // One shopper with two browsers is one subscriber; a shopper who turned alerts off is none.
    await call("PUT", "/api/user/drop-alerts", { mode: "asked" });
    for (let i = 0; i < 2; i++) await call("POST", "/api/push/subscriptions", pushService.subscribe().json);
    const offCookie = await devSignIn(t.app, "quiet@example.com", "Quiet");
    for (const [method, url, payload] of [
      ["POST", "/api/push/subscriptions", pushService.subscribe().json],
      ["PUT", "/api/user/drop-alerts", { mode: "off" }],
    ] as const)
      await t.app.inject({ method, url, headers: { cookie: offCookie }, payload });

    const { token } = await adminSignIn(t.app);
    const admin = { authorization: `Bearer ${token}` };
    const list = (await t.app.inject({ method: "GET", url: "/api/admin/products", headers: admin })).json() as {
      id: number;
      reminderCount: number | null;
    }[];
    expect(list.find((p) => p.id === upcoming.id)?.reminderCount).toBe(2);
    expect(list.find((p) => p.id === live.id)?.reminderCount).toBeNull();
    const form = await t.app.inject({ method: "GET", url: `/api/products/${upcoming.id}`, headers: admin });
    expect(form.json().reminderCount).toBe(2);
    const dashboard = await t.app.inject({
      method: "GET",
      url: "/api/admin/dashboard?from=2026-01-01&to=2026-01-01",
      headers: admin,
    });
    expect(dashboard.json().cards.alertSubscribers).toBe(1);
  });

  it("answers 401 to every shopper call when signed out", async () => {
    const subscription = pushService.subscribe();
    for (const [method, url, payload] of [
      ["POST", "/api/push/subscriptions", subscription.json],
      ["DELETE", "/api/push/subscriptions", { endpoint: subscription.endpoint }],
      ["GET", "/api/reminders", undefined],
      ["POST", "/api/reminders", { productId: 1 }],
      ["DELETE", "/api/reminders/1", undefined],
      ["GET", "/api/user/drop-alerts", undefined],
      ["PUT", "/api/user/drop-alerts", { mode: "off" }],
    ] as const)
      expect((await call(method, url, payload, false)).statusCode, `${method} ${url}`).toBe(401);
  });
});
