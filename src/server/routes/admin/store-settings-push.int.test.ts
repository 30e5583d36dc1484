import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminSignIn } from "../../../testing/sign-in";
import { openSocket, settleSockets, type TestSocket } from "../../../testing/socket-client";
import { createTestApp, type TestApp, listenOnLoopback } from "../../../testing/test-app";

const SETTINGS = {
  storeName: "Chanderi Lane",
  storeEmail: "hello@chanderilane.example.com",
  storePhone: "+65 6291 4827",
  currency: "GBP",
  storeAddress: "27 Buffalo Road, Singapore 219795",
  storeDescription: "Indian ethnic wear, shipped from Singapore.",
  timeZone: "Asia/Singapore",
};

describe("saving the store settings tells every open page", () => {
  let t: TestApp;
  let cookie: string;
  let socket: TestSocket;

  const save = (payload: Record<string, unknown>) =>
    t.app.inject({ method: "PUT", url: "/api/admin/settings/store", headers: { cookie }, payload });

  beforeAll(async () => {
    t = await createTestApp();
    const base = await listenOnLoopback(t.app);
    cookie = (await adminSignIn(t.app)).cookie;
    // A signed-out shopper's page: Help & Support and prices are public.
    socket = await openSocket(base);
  });
  beforeEach(async () => {
    await settleSockets(t.app.events, [socket]);
    socket.messages.length = 0;
  });
  afterAll(async () => {
    socket.close();
    await t.close();
  });

  it("pushes store-settings-updated once the new settings can be read", async () => {
    const res = await save(SETTINGS);
    expect(res.statusCode, res.body).toBe(200);
    expect(await socket.next("store-settings-updated")).toEqual({ type: "store-settings-updated" });
    // What the page then reads is already the saved value.
    const shop = await t.app.inject({ method: "GET", url: "/api/settings/store" });
    expect(shop.json()).toMatchObject({ storePhone: SETTINGS.storePhone, currency: "GBP" });
  });

  it("pushes nothing when the save is refused", async () => {
    const res = await save({ ...SETTINGS, currency: "AUD" });
    expect(res.statusCode).toBe(400);
    await settleSockets(t.app.events, [socket]);
    expect(socket.messages).toEqual([]);
  });
});
