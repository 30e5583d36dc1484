import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Page } from "@playwright/test";
import { productStock, settings, stripeCustomers, users } from "../../src/server/db/schema";
import { SETTING_KEYS } from "../../src/server/db/setting-keys";
import { insertProduct, makeOrderReady } from "../../src/testing/factories";
import { startStripeApi, type FakeCard, type StripeApi } from "../../src/testing/stripe-api";
import { stripeEventPayload, stripeSignature, subscriptionCheckout } from "../../src/testing/stripe-webhook";
import { LIVE_WEBHOOK_SECRET, serverDatabaseUrl, startLiveShop } from "../live-server";
import { toasts } from "./shop-api";
import { expect, test } from "./shop-test";

// The card on file is charged at the tap (decision 071): a shop of its own, whose Stripe is the fake on
// loopback (src/testing/stripe-api.ts), driven by the real SDK. Stripe.js is replaced by a double, here only.
const serverUrl = await serverDatabaseUrl();
test.skip(
  serverUrl === null,
  "needs a PostgreSQL server (TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test)",
);
test.describe.configure({ mode: "serial", timeout: 60_000 });

let stripe: StripeApi;
let live: Awaited<ReturnType<typeof startLiveShop>>;
test.beforeAll(async () => {
  stripe = await startStripeApi();
  live = await startLiveShop(serverUrl as string, {
    demoData: false,
    env: { STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_API_URL: stripe.url },
  });
  // The publishable key Stripe.js is started with comes from the membership's pricing table.
  await live.database.db.insert(settings).values({
    key: SETTING_KEYS.stripePricingTable,
    value: `<stripe-pricing-table pricing-table-id="prctbl_e2e12345" publishable-key="pk_test_e2e12345"></stripe-pricing-table>`,
  });
});
test.afterAll(async () => {
  await live?.close();
  await stripe?.close();
});

/** A premium member with an address whose membership's Stripe customer holds this card, on a one-unit product. */
async function memberOnProduct(page: Page, card: FakeCard) {
  const email = `card-${randomUUID()}@example.com`;
  const signedIn = await page.request.post(`${live.base}/api/auth/dev-login`, {
    data: { email, fullName: "Card Member" },
  });
  expect(signedIn.status()).toBe(200);
  await makeOrderReady(live.database.db, email);
  const [user] = await live.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const customerId = stripe.addCustomer([card]);
  await live.database.db.insert(stripeCustomers).values({
    customerId,
    userId: user.id,
    isPremium: true,
    verdictCreated: 1,
    verdictEventId: `evt_${randomUUID()}`,
  });
  const product = await insertProduct(live.database.db, { name: `Drop tee ${randomUUID().slice(0, 6)}`, sizes: ["M"] });
  await live.database.db.insert(productStock).values({ productId: product.id, size: "M", offered: 1 });
  await page.goto(`${live.base}/product/${product.id}`);
  await page.getByRole("radiogroup", { name: "Size" }).getByRole("radio", { name: /^M\b/ }).check();
  return { product, customerId };
}

const orderNow = (page: Page) => page.getByRole("button", { name: /^Order Now/ }).click();

test("a member's tap pays with the card on file, and Your Orders says how", async ({ page }) => {
  await memberOnProduct(page, { behaviour: "succeeds", brand: "visa", last4: "4242" });
  await orderNow(page);
  await expect(toasts(page).filter({ hasText: "Paid with Visa ending 4242" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Order placed" })).toContainText("Paid with Visa ending 4242.");
  await page.goto(`${live.base}/orders`);
  await page
    .getByRole("button", { name: /Order details/ })
    .first()
    .click();
  await expect(page.getByText("Paid with Visa ending 4242")).toBeVisible();
});

test("a declined card cancels the order at once and says the bank's reason", async ({ page, expectHttpError }) => {
  const { product } = await memberOnProduct(page, { behaviour: "declined" });
  expectHttpError("/api/orders", 409);
  await orderNow(page);
  const toast = toasts(page).filter({ hasText: "Card declined" });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("Your card has insufficient funds.");
  const [stock] = await live.database.db.select().from(productStock).where(eq(productStock.productId, product.id));
  expect(stock.offered - stock.sold).toBe(1);
});

test("a payment the bank wants confirmed waits in Your Orders until the shopper confirms it", async ({ page }) => {
  const { customerId } = await memberOnProduct(page, { behaviour: "authentication_required" });
  // Stripe.js's double: the bank's check passes at once.
  await page.exposeFunction("passBankCheck", () => {
    stripe.completeAuthentication(stripe.paymentIntents(customerId)[0].id);
  });
  await page.route("https://js.stripe.com/v3/", (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: "window.Stripe = () => ({ handleNextAction: async () => { await window.passBankCheck(); return {}; } });",
    }),
  );
  await orderNow(page);
  await expect(page.getByRole("region", { name: "Order placed" })).toContainText("confirm the payment");
  await page.goto(`${live.base}/orders`);
  await page.getByRole("button", { name: "Confirm payment" }).click();
  await expect(toasts(page).filter({ hasText: "Paid with Visa ending 4242" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Confirm payment" })).toHaveCount(0);
});

test("the profile shows the card on file and where to change it: the store's email, or Stripe's portal", async ({
  page,
}) => {
  await memberOnProduct(page, { behaviour: "succeeds", brand: "mastercard", last4: "4444" });
  await page.goto(`${live.base}/profile`);
  const line = page.getByText("Orders are charged to your Mastercard ending 4444.");
  await expect(line).toBeVisible();
  await expect(line.getByRole("link")).toHaveAttribute("href", /^mailto:/);
  const portal = "https://billing.stripe.com/p/login/test_e2e";
  await live.database.db
    .insert(settings)
    .values({ key: SETTING_KEYS.storeSettings, value: JSON.stringify({ customerPortalUrl: portal }) })
    .onConflictDoUpdate({ target: settings.key, set: { value: JSON.stringify({ customerPortalUrl: portal }) } });
  await page.reload();
  const change = line.getByRole("link", { name: "Change card" });
  await expect(change).toHaveAttribute("href", portal);
  await expect(change).toHaveAttribute("target", "_blank");
});

test("joining in the premium dialog shows there the card the member's orders will be charged to", async ({ page }) => {
  // Stripe's pricing table is on the internet, which tests do not reach: a stand-in defines the element.
  await page.route("https://js.stripe.com/v3/pricing-table.js", (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: `customElements.define("stripe-pricing-table", class extends HTMLElement {});`,
    }),
  );
  const email = `joiner-${randomUUID()}@example.com`;
  await page.request.post(`${live.base}/api/auth/dev-login`, { data: { email, fullName: "New Member" } });
  const [user] = await live.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  await page.goto(`${live.base}/profile`);
  await page.getByRole("button", { name: "Upgrade to Premium" }).click();
  const dialog = page.getByRole("dialog", { name: "Premium Membership" });
  await expect(dialog).toContainText("Only Premium members can place orders");
  // The checkout completes in Stripe's table: Stripe tells the shop, whose answer reaches the open dialog.
  const customer = stripe.addCustomer([{ behaviour: "succeeds", brand: "amex", last4: "0005" }]);
  const payload = stripeEventPayload({
    id: `evt_${randomUUID().replaceAll("-", "")}`,
    type: "checkout.session.completed",
    created: Math.floor(Date.now() / 1000),
    object: subscriptionCheckout({ customer, userId: user.id }),
  });
  const paid = await page.request.post(`${live.base}/api/stripe/webhook`, {
    headers: { "content-type": "application/json", "stripe-signature": stripeSignature(payload, LIVE_WEBHOOK_SECRET) },
    data: payload,
  });
  expect(paid.status()).toBe(200);
  await expect(dialog).toContainText("Thank you for being a member.");
  await expect(dialog).toContainText("Orders are charged to your American Express ending 0005.");
});
