import { randomUUID } from "node:crypto";
import type { BrowserContext, Page } from "@playwright/test";
import Stripe from "stripe";
import { databaseEventPublisher } from "../../src/server/events";
import { changeOrderStatus } from "../../src/server/services/admin-orders";
import { insertProduct } from "../../src/testing/factories";
import { LIVE_WEBHOOK_SECRET, serverDatabaseUrl, startLiveShop } from "../live-server";
import { SHIPPING_ADDRESS } from "./shop-api";
import { expect, test } from "./shop-test";

// These tests restart a server and act as a second instance, so they run a shop of their own on a
// PostgreSQL server (as production does); npm test says loudly when there is none.
const serverUrl = await serverDatabaseUrl();
test.skip(
  serverUrl === null,
  "needs a PostgreSQL server (TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test)",
);
test.describe.configure({ mode: "serial", timeout: 90_000 });

let live: Awaited<ReturnType<typeof startLiveShop>>;
test.beforeAll(async () => {
  live = await startLiveShop(serverUrl as string);
});
test.afterAll(async () => {
  await live?.close();
});

async function signedInPage(context: BrowserContext, email: string): Promise<{ page: Page; userId: number }> {
  const page = await context.newPage();
  const response = await page.request.post(`${live.base}/api/auth/dev-login`, {
    data: { email, fullName: "Live Shopper" },
  });
  expect(response.status()).toBe(200);
  return { page, userId: ((await response.json()) as { id: number }).id };
}

async function stripeCheckout(page: Page, userId: number) {
  const payload = JSON.stringify({
    id: `evt_${randomUUID().replaceAll("-", "")}`,
    object: "event",
    type: "checkout.session.completed",
    data: { object: { client_reference_id: String(userId) } },
  });
  const response = await page.request.post(`${live.base}/api/stripe/webhook`, {
    headers: {
      "content-type": "application/json",
      "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: LIVE_WEBHOOK_SECRET }),
    },
    data: payload,
  });
  expect(response.status()).toBe(200);
}

test("a premium upgrade shows up in the shopper's other open pages without a reload", async ({ browser }) => {
  const email = `live-premium-${randomUUID()}@example.com`;
  const [a, b] = [await browser.newContext(), await browser.newContext()];
  const pageA = await signedInPage(a, email);
  const pageB = await signedInPage(b, email);
  for (const { page } of [pageA, pageB]) {
    await page.goto(`${live.base}/profile`);
    await expect(page.getByText("Live Shopper").first()).toBeVisible();
  }
  await stripeCheckout(pageA.page, pageA.userId);
  for (const { page } of [pageA, pageB])
    await expect(page.getByText("Premium Upgrade!").first()).toBeVisible({ timeout: 10_000 });
  await a.close();
  await b.close();
});

test("an order status change made through the order service reaches the orders page without a reload", async ({
  browser,
}) => {
  const email = `live-orders-${randomUUID()}@example.com`;
  const [a, b] = [await browser.newContext(), await browser.newContext()];
  const { page, userId } = await signedInPage(a, email);
  const other = await signedInPage(b, email);
  await stripeCheckout(page, userId);
  expect((await page.request.put(`${live.base}/api/user/shipping`, { data: SHIPPING_ADDRESS })).status()).toBe(200);
  const product = await insertProduct(live.database.db, {
    name: `Live order kurta ${randomUUID().slice(0, 8)}`,
    price: "40.00",
    sizes: [],
  });
  const placed = await page.request.post(`${live.base}/api/orders`, {
    headers: { "idempotency-key": randomUUID() },
    data: { productId: product.id, shippingCountry: "SG", shippingCost: 8.99, totalPrice: 48.99 },
  });
  expect(placed.status()).toBe(201);
  const { id } = (await placed.json()) as { id: number };

  for (const p of [page, other.page]) {
    await p.goto(`${live.base}/orders`);
    await expect(p.getByText(product.name)).toBeVisible();
  }
  // The back office will call this service; here the test is the other instance that calls it.
  const publisher = databaseEventPublisher(live.database);
  const actor = { adminId: null, ip: null, now: new Date() };
  await changeOrderStatus(live.database.db, publisher, id, "processed", actor);
  await changeOrderStatus(live.database.db, publisher, id, "shipped", actor);
  for (const p of [page, other.page]) await expect(p.getByText("Shipped").first()).toBeVisible({ timeout: 10_000 });
  await a.close();
  await b.close();
});

async function scheduleRelease(name: string, inMs: number) {
  await insertProduct(live.database.db, { name, status: "scheduled", publishAt: new Date(Date.now() + inMs) });
  // What an admin route publishes after changing products: every instance re-plans its timer.
  await databaseEventPublisher(live.database).publish({ control: "catalog-changed" });
}

test("the Discover list shows a product the moment it goes live", async ({ page }) => {
  await page.goto(`${live.base}/`);
  await page.getByRole("button", { name: "Catalog View" }).click();
  const name = `Just dropped ${randomUUID().slice(0, 8)}`;
  await scheduleRelease(name, 3000);
  await expect(page.getByText(name)).toHaveCount(0);
  await expect(page.getByText(name)).toBeVisible({ timeout: 15_000 });
});

/**
 * Settles when the page opens a new socket to /ws and registers on it: a connection made from now on, so
 * after a restart it is the reconnect. Attempts refused while the server is down never send a frame.
 */
function nextSocketRegistration(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on("websocket", (socket) => {
      if (!new URL(socket.url()).pathname.endsWith("/ws")) return;
      socket.on("framesent", ({ payload }) => {
        if (typeof payload === "string" && payload.includes('"register"')) resolve();
      });
    });
  });
}

test("after the server restarts, the page reconnects by itself and keeps updating", async ({ page, pageErrors }) => {
  await page.goto(`${live.base}/`);
  await page.getByRole("button", { name: "Catalog View" }).click();
  const reconnected = nextSocketRegistration(page);
  await live.restart();
  // The page notices the drop and reconnects by itself (it retries every 3 s); wait for that socket.
  await reconnected;
  const name = `After restart ${randomUUID().slice(0, 8)}`;
  await scheduleRelease(name, 2000);
  await expect(page.getByText(name)).toBeVisible({ timeout: 30_000 });
  // While the server was down, Chromium logged each refused reconnect and each request the closing
  // server answered 503 ("shutting down"): expected in this test, and only here.
  const outage = [
    /^console\.error: WebSocket connection to 'ws:\/\/localhost:\d+\/ws' failed: .*ERR_CONNECTION_REFUSED$/,
    /^console\.error: Failed to load resource: net::ERR_CONNECTION_(REFUSED|RESET)$/,
    /^console\.error: Failed to load resource: the server responded with a status of 503 \(Service Unavailable\)$/,
  ];
  for (let i = pageErrors.length - 1; i >= 0; i--)
    if (outage.some((p) => p.test(pageErrors[i]))) pageErrors.splice(i, 1);
});
