import { eq } from "drizzle-orm";
import { PublishingEffects } from "../../../testing/publishing-effects";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertProduct } from "../../../testing/factories";
import { openSocket, type TestSocket } from "../../../testing/socket-client";
import { createTestApp, type TestApp, listenOnLoopback } from "../../../testing/test-app";
import { admins, products } from "../../db/schema";
import {
  activateExpiredProducts,
  deleteProductsByStatus,
  draftLiveProducts,
  rescheduleProducts,
  scheduleProducts,
} from "./product-operations";
import { ensureAdmin } from "../admin-auth/admin-auth";
import type { AdminActor } from "../activity/activity-log";

const HOUR = 3_600_000;

describe("back-office operations announce their changes", () => {
  let t: TestApp;
  let base: string;
  let socket: TestSocket;
  let adminId: number;
  const actor = (): AdminActor => ({ adminId, ip: null, now: new Date() });
  beforeAll(async () => {
    t = await createTestApp();
    await ensureAdmin(t.database.db, "admin@example.com", "correct horse battery staple");
    [{ id: adminId }] = await t.database.db.select({ id: admins.id }).from(admins);
    base = await listenOnLoopback(t.app);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.database.db.delete(products);
    socket?.close();
    socket = await openSocket(base);
  });

  const list = async () => (await t.app.inject({ method: "GET", url: "/api/products" })).json() as { id: number }[];
  const window = () => ({ publishAt: new Date(Date.now() + HOUR), expiresAt: new Date(Date.now() + 8 * 24 * HOUR) });

  it("schedules drafts only, and says products-scheduled", async () => {
    const draft = await insertProduct(t.database.db, { status: "draft", publishAt: null });
    const live = await insertProduct(t.database.db);
    expect(
      await scheduleProducts(
        t.database.db,
        new PublishingEffects(t.app.events),
        [draft.id, live.id],
        window(),
        actor(),
      ),
    ).toBe(1);
    expect(await socket.next("products-scheduled")).toMatchObject({ count: 1 });
    const [row] = await t.database.db.select().from(products).where(eq(products.id, draft.id));
    expect(row.status).toBe("scheduled");
    await expect(
      scheduleProducts(
        t.database.db,
        new PublishingEffects(t.app.events),
        [draft.id],
        { publishAt: new Date(), expiresAt: new Date(0) },
        actor(),
      ),
    ).rejects.toThrow("The expiry must be after the publication time");
  });

  it("reactivates expired products with new times; the cached list follows at once", async () => {
    const expired = await insertProduct(t.database.db, { expiresAt: new Date(Date.now() - HOUR) });
    expect(await list()).toHaveLength(0);
    const now = { publishAt: new Date(), expiresAt: new Date(Date.now() + 24 * HOUR), publishNow: true };
    expect(
      await activateExpiredProducts(t.database.db, new PublishingEffects(t.app.events), [expired.id], now, actor()),
    ).toBe(1);
    expect(await socket.next("products-activated")).toMatchObject({ activatedCount: 1 });
    expect((await list()).map((p) => p.id)).toEqual([expired.id]);
  });

  it("reschedules upcoming products and names them", async () => {
    const upcoming = await insertProduct(t.database.db, {
      name: "Festive set",
      status: "scheduled",
      publishAt: new Date(Date.now() + HOUR),
    });
    const w = window();
    expect(
      await rescheduleProducts(t.database.db, new PublishingEffects(t.app.events), [upcoming.id], w, actor()),
    ).toBe(1);
    expect(await socket.next("products-rescheduled")).toMatchObject({
      products: [{ name: "Festive set", publishAt: w.publishAt.toISOString() }],
    });
  });

  it("moves live products to draft and says product-status-updated", async () => {
    const live = await insertProduct(t.database.db);
    expect(await list()).toHaveLength(1);
    expect(await draftLiveProducts(t.database.db, new PublishingEffects(t.app.events), [live.id], actor())).toBe(1);
    await socket.next("product-status-updated");
    expect(await list()).toHaveLength(0);
  });

  it("deletes by status and tells Discover to start over", async () => {
    await insertProduct(t.database.db);
    await insertProduct(t.database.db, { status: "draft", publishAt: null });
    expect(await deleteProductsByStatus(t.database.db, new PublishingEffects(t.app.events), "active", actor())).toBe(1);
    expect(await socket.next("customer-products-updated")).toMatchObject({ reason: "deleted" });
    expect(await t.database.db.select().from(products)).toHaveLength(1);
  });
});
