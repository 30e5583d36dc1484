import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { BrowserContext, Page, WebSocket } from "@playwright/test";
import Stripe from "stripe";
import { databaseEventPublisher } from "../../src/server/events";
import { PublishingEffects } from "../../src/testing/publishing-effects";
import { productInputSchema } from "../../src/contracts/admin-products";
import { changeOrderStatus } from "../../src/server/services/orders/admin-order-status";
import { updateProduct } from "../../src/server/services/products/admin-products";
import { draftLiveProducts, rescheduleProducts } from "../../src/server/services/products/product-operations";
import { products, productStock, users } from "../../src/server/db/schema";
import { insertProduct } from "../../src/testing/factories";
import { LIVE_WEBHOOK_SECRET, serverDatabaseUrl, startLiveShop } from "../live-server";
import { SHIPPING_ADDRESS, stripeCheckoutEvent, toasts } from "./shop-api";
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
  const payload = stripeCheckoutEvent(userId);
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

test("two shoppers, one unit: the second sees it sell out on their phone without a reload", async ({ browser }) => {
  const product = await insertProduct(live.database.db, {
    name: `Last one kurta ${randomUUID().slice(0, 8)}`,
    price: "40.00",
    sizes: ["M"],
  });
  await live.database.db.insert(productStock).values({ productId: product.id, size: "M", offered: 1 });
  const shoppers: { context: BrowserContext; page: Page }[] = [];
  for (const who of ["first", "second"]) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const { page, userId } = await signedInPage(context, `live-stock-${who}-${randomUUID()}@example.com`);
    await stripeCheckout(page, userId);
    expect((await page.request.put(`${live.base}/api/user/shipping`, { data: SHIPPING_ADDRESS })).status()).toBe(200);
    await page.goto(`${live.base}/product/${product.id}`);
    await expect(page.locator("#root")).not.toHaveAttribute("data-hydrating", { timeout: 20_000 });
    shoppers.push({ context, page });
  }
  const [first, second] = shoppers;
  const sizeM = (page: Page) => page.getByRole("radiogroup", { name: "Size" }).getByRole("radio");
  await expect(sizeM(second.page)).toHaveAccessibleName("M Only 1 left");
  await sizeM(second.page).check();

  await sizeM(first.page).check();
  await first.page.getByRole("button", { name: /^Order Now/ }).tap();
  await expect(toasts(first.page)).toContainText("Order Placed Successfully");

  // The second shopper's page changes by itself: the size, the photo's badge and the button.
  await expect(sizeM(second.page)).toHaveAccessibleName("M Sold out");
  await expect(sizeM(second.page)).toBeDisabled();
  await expect(sizeM(second.page)).not.toBeChecked();
  await expect(second.page.getByRole("button", { name: "Sold out" })).toBeDisabled();
  await expect(second.page.getByText("Sold out", { exact: true }).first()).toBeVisible();
  for (const { context } of shoppers) await context.close();
});

test("a size that sells out while the address is typed is named when Save and order is tapped", async ({ browser }) => {
  const product = await insertProduct(live.database.db, {
    name: `Typing kurta ${randomUUID().slice(0, 8)}`,
    price: "40.00",
    sizes: ["S", "M"],
  });
  await live.database.db.insert(productStock).values({ productId: product.id, size: "M", offered: 1 });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const other = await browser.newContext();
  try {
    // A member without an address: Order Now opens the address dialog.
    const { page, userId } = await signedInPage(context, `live-typing-${randomUUID()}@example.com`);
    await stripeCheckout(page, userId);
    await page.goto(`${live.base}/product/${product.id}`);
    await expect(page.locator("#root")).not.toHaveAttribute("data-hydrating", { timeout: 20_000 });
    const sizeM = page.getByRole("radiogroup", { name: "Size" }).getByRole("radio", { name: /^M/ });
    await sizeM.check();
    await page.getByRole("button", { name: /^Order Now/ }).tap();
    const dialog = page.getByRole("dialog", { name: "Complete Your Shipping Address" });
    await dialog.getByLabel("Address", { exact: true }).fill(SHIPPING_ADDRESS.address);

    // Someone else takes the last M meanwhile.
    const buyer = await signedInPage(other, `live-typing-buyer-${randomUUID()}@example.com`);
    await stripeCheckout(buyer.page, buyer.userId);
    expect((await buyer.page.request.put(`${live.base}/api/user/shipping`, { data: SHIPPING_ADDRESS })).status()).toBe(
      200,
    );
    const bought = await buyer.page.request.post(`${live.base}/api/orders`, {
      headers: { "idempotency-key": randomUUID() },
      data: { productId: product.id, size: "M", shippingCountry: "SG", shippingCost: 8.99, totalPrice: 48.99 },
    });
    expect(bought.status(), await bought.text()).toBe(201);
    // The open dialog hides the page from the accessibility tree; the size under it is disabled by itself.
    await expect(page.locator('input[type="radio"][value="M"]')).toBeDisabled();

    await dialog.getByLabel("Apartment / Suite").fill(SHIPPING_ADDRESS.apartment);
    await dialog.getByLabel("Postal Code").fill(SHIPPING_ADDRESS.postalCode);
    await dialog.getByLabel("Phone Number").fill(SHIPPING_ADDRESS.phone);
    await dialog.getByRole("button", { name: /^Save and order/ }).tap();
    await expect(toasts(page).filter({ hasText: "Sold out in size M" })).toBeVisible();
    await expect(page.getByText("Sold out in size M", { exact: true }).last()).toBeVisible();
    await expect(page.getByText("Please select a size", { exact: true })).toHaveCount(0);
    // Nothing was ordered; the address was kept, so choosing S and tapping again orders.
    await page.getByRole("radiogroup", { name: "Size" }).getByRole("radio", { name: /^S/ }).check();
    await expect(page.getByText("Sold out in size M", { exact: true })).toHaveCount(0);
    await page.getByRole("button", { name: /^Order Now/ }).tap();
    await expect(toasts(page)).toContainText("Order Placed Successfully");
  } finally {
    await context.close();
    await other.close();
  }
});

test("a per-member limit shows before the tap, and Order Now says once it is reached", async ({ browser }) => {
  const product = await insertProduct(live.database.db, {
    name: `One each kurta ${randomUUID().slice(0, 8)}`,
    price: "40.00",
    sizes: ["S", "M"],
    perMemberLimit: 1,
  });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  try {
    const { page, userId } = await signedInPage(context, `live-limit-${randomUUID()}@example.com`);
    await stripeCheckout(page, userId);
    expect((await page.request.put(`${live.base}/api/user/shipping`, { data: SHIPPING_ADDRESS })).status()).toBe(200);
    await page.goto(`${live.base}/product/${product.id}`);
    await expect(page.locator("#root")).not.toHaveAttribute("data-hydrating", { timeout: 20_000 });
    await expect(page.getByText("1 per member", { exact: true })).toBeVisible();

    await page.getByRole("radiogroup", { name: "Size" }).getByRole("radio", { name: /^S/ }).check();
    await page.getByRole("button", { name: /^Order Now/ }).tap();
    await expect(toasts(page)).toContainText("Order Placed Successfully");
    // Another size is the same product: the limit counts them all.
    await page.getByRole("radiogroup", { name: "Size" }).getByRole("radio", { name: /^M/ }).check();
    await expect(page.getByRole("button", { name: "Limit reached (1 per member)" })).toBeDisabled();

    // Undone, the order no longer counts.
    await toasts(page).getByRole("button", { name: "Undo" }).tap();
    await expect(page.getByRole("button", { name: /^Order Now/ })).toBeEnabled();
  } finally {
    await context.close();
  }
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
  const publisher = new PublishingEffects(databaseEventPublisher(live.database));
  const actor = { adminId: null, ip: null, now: new Date() };
  await changeOrderStatus(live.database.db, publisher, id, "processed", actor);
  await changeOrderStatus(live.database.db, publisher, id, "shipped", actor);
  for (const p of [page, other.page]) await expect(p.getByText("Shipped").first()).toBeVisible({ timeout: 10_000 });
  await a.close();
  await b.close();
});

test("an open product page follows its own product: a new price, back to draft, a new release time", async ({
  page,
  expectHttpError,
}) => {
  // The back office calls these services; here the test is the other instance that calls them.
  const publisher = new PublishingEffects(databaseEventPublisher(live.database));
  const actor = () => ({ adminId: null, ip: null, now: new Date() });
  const suffix = randomUUID().slice(0, 8);

  const opened = await insertProduct(live.database.db, { name: `Open page kurta ${suffix}`, price: "40.00" });
  await page.goto(`${live.base}/product/${opened.id}`);
  await expect(page.getByRole("heading", { level: 1, name: opened.name })).toBeVisible();
  const price = page
    .getByRole("main")
    .getByText(/^\$\d+\.\d{2}$/)
    .first();
  await expect(price).toHaveText("$40.00");

  // customer-products-updated: the admin saved a new price.
  const input = productInputSchema.parse({
    name: opened.name,
    description: opened.description,
    price: "35.00",
    images: opened.images,
    category: opened.category,
    sizes: opened.sizes,
    status: "active",
    expiresAt: opened.expiresAt.toISOString(),
  });
  await updateProduct(live.database.db, publisher, opened.id, input, actor());
  await expect(price).toHaveText("$35.00");

  // product-status-updated: back to draft, which a shopper cannot see any more.
  expectHttpError(`/api/products/${opened.id}`, 404);
  await draftLiveProducts(live.database.db, publisher, [opened.id], actor());
  await expect(page.getByRole("heading", { level: 1, name: "Product Not Found" })).toBeVisible();

  // products-rescheduled: the release moves, and the open page says the new date.
  const day = 24 * 60 * 60 * 1000;
  const scheduled = await insertProduct(live.database.db, {
    name: `Later kurta ${suffix}`,
    status: "scheduled",
    publishAt: new Date(Date.now() + 2 * day),
    expiresAt: new Date(Date.now() + 4 * day),
  });
  await page.goto(`${live.base}/product/${scheduled.id}`);
  const when = page.getByText(/^This item will be available on /);
  await expect(when).toBeVisible();
  const before = await when.textContent();
  const publishAt = new Date(Date.now() + 6 * day);
  await rescheduleProducts(
    live.database.db,
    publisher,
    [scheduled.id],
    { publishAt, expiresAt: new Date(publishAt.getTime() + 2 * day) },
    actor(),
  );
  await expect(when).not.toHaveText(before ?? "");
});

test("a saved product that went back to draft keeps its row, with its Draft badge and footer, and no dead link", async ({
  page,
}) => {
  const publisher = new PublishingEffects(databaseEventPublisher(live.database));
  const shopper = await signedInPage(page.context(), `draft-wish-${randomUUID()}@example.com`);
  const product = await insertProduct(live.database.db, { name: `Drafted kurta ${randomUUID().slice(0, 8)}` });
  const saved = await shopper.page.request.post(`${live.base}/api/wishlist`, { data: { productId: product.id } });
  expect(saved.status(), await saved.text()).toBe(200);
  await draftLiveProducts(live.database.db, publisher, [product.id], { adminId: null, ip: null, now: new Date() });

  await shopper.page.goto(`${live.base}/wishlist`);
  const row = shopper.page.getByRole("list", { name: "Saved products" }).getByRole("listitem");
  await expect(row.getByRole("heading", { name: product.name })).toBeVisible();
  await expect(row.getByText("Draft", { exact: true })).toBeVisible();
  await expect(row.getByText("This item is not yet available for purchase")).toBeVisible();
  // Its page would only say "Product Not Found": the row is not a way there.
  await expect(row.getByRole("link")).toHaveCount(0);
  await row.getByRole("heading", { name: product.name }).click();
  await expect(shopper.page).toHaveURL(`${live.base}/wishlist`);
  await expect(row.getByRole("button", { name: `Remove ${product.name} from wishlist` })).toBeVisible();
});

test("a product gone from the shop before the page heard of it: Order Now says the product data is not available", async ({
  page,
  expectHttpError,
}) => {
  const shopper = await signedInPage(page.context(), `gone-${randomUUID()}@example.com`);
  await live.database.db.update(users).set({ isPremium: true }).where(eq(users.id, shopper.userId));
  expect((await shopper.page.request.put(`${live.base}/api/user/shipping`, { data: SHIPPING_ADDRESS })).status()).toBe(
    200,
  );
  const product = await insertProduct(live.database.db, {
    name: `Vanishing kurta ${randomUUID().slice(0, 8)}`,
    sizes: [],
  });
  await shopper.page.goto(`${live.base}/product/${product.id}`);
  await expect(shopper.page.getByRole("button", { name: /^Order Now - / })).toBeEnabled();

  // Removed behind the page's back: no message tells it (as when its socket is still reconnecting).
  await live.database.db.delete(products).where(eq(products.id, product.id));
  expectHttpError("/api/orders", 404);
  expectHttpError(`/api/products/${product.id}`, 404);
  await shopper.page.getByRole("button", { name: /^Order Now - / }).click();
  const toast = shopper.page.getByRole("region", { name: /notifications/i }).getByRole("listitem");
  await expect(toast).toContainText("Product not available");
  await expect(toast).toContainText("Product data not available");
  // And the page reads the product again, which is gone.
  await expect(shopper.page.getByRole("heading", { level: 1, name: "Product Not Found" })).toBeVisible();
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
  // Far enough ahead that the page is certainly read before it, even on a loaded machine.
  await scheduleRelease(name, 5000);
  await expect(page.getByText(name)).toHaveCount(0);
  await expect(page.getByText(name)).toBeVisible({ timeout: 15_000 });
});

/**
 * The page's /ws sockets opened from now on that have registered and are still open. A socket the stopping
 * server accepted during its shutdown registers too, then closes: only one still open after the restart is the
 * reconnect to the new server. Attempts refused while the server is down never send a frame.
 */
function registeredSockets(page: Page): Set<WebSocket> {
  const open = new Set<WebSocket>();
  page.on("websocket", (socket) => {
    if (!new URL(socket.url()).pathname.endsWith("/ws")) return;
    socket.on("framesent", ({ payload }) => {
      if (typeof payload === "string" && payload.includes('"register"')) open.add(socket);
    });
    socket.on("close", () => open.delete(socket));
  });
  return open;
}

test("after the server restarts, the page reconnects by itself and keeps updating", async ({ page, pageErrors }) => {
  await page.goto(`${live.base}/`);
  await page.getByRole("button", { name: "Catalog View" }).click();
  const registered = registeredSockets(page);
  await live.restart();
  // The page notices the drop and reconnects by itself (it retries every 3 s); wait for that socket.
  await expect.poll(() => registered.size, { timeout: 20_000 }).toBeGreaterThan(0);
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
