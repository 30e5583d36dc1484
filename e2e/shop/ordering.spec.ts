import type { Page, TestInfo } from "@playwright/test";
import { finalPrice, orderTotal, shippingCostFor } from "../../src/domain/pricing";
import { formatMoney } from "../../src/domain/money";
import { EXPIRED_MESSAGE } from "../../src/domain/product-lifecycle";
import { expectNoSeriousA11yViolations } from "../axe";
import { APARTMENT_HINT } from "../../src/domain/address";
import {
  becomePremium,
  completeStripeCheckout,
  currentUser,
  orderableProduct,
  ordersOf,
  productWithStatus,
  saveShippingAddress,
  shippingRates,
  toasts,
} from "./shop-api";
import { expect, test } from "./shop-test";
import { devSignIn, uniqueEmail } from "./sign-in";

const orderButton = (page: Page) => page.getByRole("button", { name: /^Order Now/ });

/** A premium shopper with an address, on an orderable product (`offset` in the list) with its first size chosen. */
async function readyToOrder(page: Page, testInfo: TestInfo, who: { tag: string; fullName: string }, offset = 0) {
  await devSignIn(page, { email: uniqueEmail(testInfo, who.tag), fullName: who.fullName });
  await becomePremium(page);
  await saveShippingAddress(page);
  const product = await orderableProduct(page, offset);
  await page.goto(`/product/${product.id}`);
  await page
    .getByRole("radiogroup", { name: "Size" })
    .getByRole("radio", { name: product.sizes[0], exact: true })
    .check();
  return product;
}

test("a visitor's heart and Order Now both open Login Required, and signing in returns to the product", async ({
  page,
}, testInfo) => {
  const product = await orderableProduct(page);
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();

  await page.getByRole("button", { name: "Add to wishlist" }).click();
  const login = page.getByRole("dialog", { name: "Login Required" });
  await expect(login).toBeVisible();
  await expect(login).toContainText("You need to be logged in to add to wishlist");
  await login.getByRole("button", { name: "Cancel" }).click();
  await expect(login).toBeHidden();

  await orderButton(page).click();
  await expect(login).toBeVisible();
  await expect(login).toContainText("Please log in to place an order");
  await expectNoSeriousA11yViolations(page);
  await login.getByRole("link", { name: "Log In" }).click();
  await expect(page).toHaveURL(`/auth?next=${encodeURIComponent(`/product/${product.id}`)}`);
  await page.getByLabel("Email").fill(uniqueEmail(testInfo, "returning"));
  await page.getByLabel("Full name").fill("Returning Visitor");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`/product/${product.id}`);
  // Order Now was the last tap: its flow goes on to the next check (membership) over the product's page.
  await expect(page.getByRole("dialog", { name: "Premium Membership" })).toBeVisible();
  await expect(page.locator("h1")).toHaveText(product.name);
});

test("signed out meanwhile, Order Now says an order needs a login and opens Login Required", async ({
  page,
  expectHttpError,
}, testInfo) => {
  await readyToOrder(page, testInfo, { tag: "order-session", fullName: "Ishaan Ghosh" });
  await expect(orderButton(page)).toBeEnabled();

  // The session ends elsewhere; the page still believes the shopper is signed in.
  await page.context().clearCookies();
  expectHttpError("/api/orders", 401);
  // Then the shopper's data is read again (as after every order attempt), refused the same way.
  expectHttpError("/api/wishlist/check", 401);
  await orderButton(page).click();
  const login = page.getByRole("dialog", { name: "Login Required" });
  await expect(login).toBeVisible();
  await expect(login).toContainText("You need to be logged in to place an order");
});

test("a signed-in shopper who is not premium gets the upsell, not an order", async ({ page }, testInfo) => {
  await devSignIn(page, { email: uniqueEmail(testInfo, "upsell"), fullName: "Meera Iyer" });
  const product = await orderableProduct(page);
  await page.goto(`/product/${product.id}`);

  // Premium is checked before the size: no size chosen, still the upsell.
  await orderButton(page).click();
  const premium = page.getByRole("dialog", { name: "Premium Membership" });
  await expect(premium).toBeVisible();
  for (const perk of [
    "Priority shipping and handling",
    "Exclusive access to new collections",
    "Premium customer support",
  ]) {
    await expect(premium.getByText(perk)).toBeVisible();
  }
  await expect(premium.getByText("PREMIUM MEMBER", { exact: true })).toHaveCount(0);
  // The demo shop has no pricing table configured: its main button is what works there, the demo membership.
  await expect(premium.getByText("Pricing table is being configured. Please check back soon.")).toBeVisible();
  await expect(premium.getByRole("button", { name: "Become premium (demo)" })).toBeVisible();
  await expect(premium.getByRole("button", { name: "Upgrade to Premium" })).toHaveCount(0);
  await expect(page.locator("stripe-pricing-table")).toHaveCount(0);
  await expect(page.locator('script[src*="js.stripe.com"]')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.keyboard.press("Escape");
  await expect(premium).toBeHidden();
  await expect(orderButton(page)).toBeFocused();
  expect(await ordersOf(page)).toEqual([]);
});

test("an expired product says why it cannot be ordered", async ({ page }, testInfo) => {
  await devSignIn(page, { email: uniqueEmail(testInfo, "expired"), fullName: "Kabir Das" });
  const expired = await productWithStatus(page, "expired");
  await page.goto(`/product/${expired.id}`);
  await orderButton(page).click();
  await expect(toasts(page)).toContainText("Cannot place order");
  await expect(toasts(page)).toContainText(EXPIRED_MESSAGE);
  // Not orderable is decided before premium: no upsell for a product nobody can buy.
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("a signed Stripe webhook makes the shopper premium while the dialog is open", async ({
  page,
  request,
}, testInfo) => {
  await devSignIn(page, { email: uniqueEmail(testInfo, "webhook"), fullName: "Farah Khan" });
  const user = await currentUser(page);
  const product = await orderableProduct(page);
  await page.goto(`/product/${product.id}`);
  await orderButton(page).click();
  const premium = page.getByRole("dialog", { name: "Premium Membership" });
  await expect(premium.getByRole("button", { name: "Become premium (demo)" })).toBeVisible();

  await completeStripeCheckout(request, user.id);

  // Pushed over the socket: the dialog turns into the member view and the toast says so.
  await expect(premium.getByText("PREMIUM MEMBER", { exact: true })).toBeVisible();
  await expect(premium.getByRole("button", { name: "Become premium (demo)" })).toHaveCount(0);
  // The toast sits outside the open (modal) dialog, so it is looked up by its text.
  await expect(page.getByText("Premium Upgrade!", { exact: true })).toBeVisible();
  expect((await currentUser(page)).isPremium).toBe(true);
});

test("a premium shopper picks a size, completes the address in the dialog, and orders", async ({ page }, testInfo) => {
  await devSignIn(page, { email: uniqueEmail(testInfo, "order"), fullName: "Rohan Mehta" });
  await becomePremium(page);
  const product = await orderableProduct(page);
  const rates = await shippingRates(page);
  await page.goto(`/product/${product.id}`);

  // No size yet.
  await orderButton(page).click();
  await expect(toasts(page)).toContainText("Size required");
  await expect(toasts(page)).toContainText("Please select a size before placing your order");
  const sizes = page.getByRole("radiogroup", { name: "Size" });
  await expect(sizes.getByRole("radio").first()).toBeFocused();
  const size = product.sizes[0];
  await sizes.getByRole("radio", { name: size, exact: true }).check();

  // No address yet.
  await orderButton(page).click();
  const dialog = page.getByRole("dialog", { name: "Complete Your Shipping Address" });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Saving the address from the order flow is the tap that orders: the button says so, with the total.
  const shipping = shippingCostFor(rates, "SG");
  const total = orderTotal(finalPrice(product.price, product.discountAmount), shipping);
  const save = dialog.getByRole("button", { name: `Save and order - ${formatMoney(total)}` });
  await expect(save).toBeDisabled();
  // The fields get the phone's screen: every one of them shows above the Save bar, none under it.
  const saveTop = (await save.boundingBox())!.y;
  for (const field of ["Address", "Apartment / Suite", "Postal Code", "Country", "Phone Number"]) {
    const box = (await dialog.getByLabel(field, { exact: true }).boundingBox())!;
    expect(box.y + box.height, `${field} shows above Save`).toBeLessThanOrEqual(saveTop);
  }
  // The unit number is asked for, not required: the hint says so and an empty one is accepted below.
  await expect(dialog.getByText(APARTMENT_HINT)).toBeVisible();
  await expect(dialog.getByText(/^To save: /)).toBeVisible();
  await dialog.getByLabel("Address", { exact: true }).fill("12 Orchard Road");
  await dialog.getByLabel("Postal Code").fill("238801");
  await expect(dialog.getByLabel("Country")).toHaveValue("SG");
  await dialog.getByLabel("Phone Number").fill("123");
  await expect(dialog.getByText("Phone number must be at least 8 digits", { exact: true })).toBeVisible();
  await expect(save).toBeDisabled();
  await dialog.getByLabel("Phone Number").fill("9123 4567");
  await expect(dialog.getByText(/^To save: /)).toHaveCount(0);
  await save.click();
  await expect(dialog).toBeHidden();
  await expect(toasts(page)).toContainText("Order Placed Successfully");
  await expect(orderButton(page)).toHaveText(`Order Now - ${formatMoney(total)}`);

  const orders = await ordersOf(page);
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({
    productId: product.id,
    size,
    status: "processing",
    isPaid: false,
    shippingCountry: "SG",
  });
  expect(Number(orders[0].totalPrice)).toBeCloseTo(total, 2);

  // The new order is on Your Orders (the toast over the header is dismissed first).
  await toasts(page).getByRole("button", { name: "Close" }).click();
  await page.getByRole("link", { name: "Your Orders", exact: true }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Today" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: product.name })).toBeVisible();
});

test("a double tap places one order; another tap asks 'Order another?' and only a yes orders again", async ({
  page,
  expectHttpError,
}, testInfo) => {
  const product = await readyToOrder(page, testInfo, { tag: "double", fullName: "Isha Patel" }, 1);

  const keys: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname === "/api/orders") keys.push(r.headers()["idempotency-key"]);
  });

  await orderButton(page).dblclick();
  await expect(toasts(page)).toContainText("Order Placed Successfully");
  await expect(orderButton(page)).toBeEnabled();
  expect(await ordersOf(page)).toHaveLength(1);
  expect(keys).toHaveLength(1);

  // Minutes later, the same product and size: the server's repeat guard asks first.
  expectHttpError("/api/orders", 409);
  await orderButton(page).click();
  const again = page.getByRole("dialog", { name: "Order another?" });
  await expect(again).toContainText(`You ordered ${product.name} in size ${product.sizes[0]} just now`);
  await again.getByRole("button", { name: "Keep one" }).click();
  await expect(again).toBeHidden();
  expect(await ordersOf(page)).toHaveLength(1);

  await orderButton(page).click();
  await again.getByRole("button", { name: /^Order another/ }).click();
  await expect.poll(async () => (await ordersOf(page)).length).toBe(2);
  // One key for the first order; one for the second intent, kept through its question and its confirmation.
  expect(keys).toHaveLength(4);
  expect(new Set(keys).size).toBe(2);
  expect(keys[1]).not.toBe(keys[0]);
  expect(keys.slice(1)).toEqual([keys[1], keys[1], keys[1]]);
});

test("Order Now tapped offline says so at once and orders nothing, then or when the network returns", async ({
  page,
  context,
}, testInfo) => {
  await readyToOrder(page, testInfo, { tag: "offline", fullName: "Offline Orderer" });
  await expect(orderButton(page)).toBeEnabled();
  // Nothing in flight when the network goes: a read cut off (the heart's check, a photo) logs a load failure,
  // and a heart whose check has not answered ignores taps.
  await page.waitForLoadState("networkidle");
  const heart = page.getByRole("button", { name: "Add to wishlist" });

  await context.setOffline(true);
  await orderButton(page).tap();
  await expect(toasts(page)).toContainText("You are offline");
  await expect(toasts(page)).toContainText("Nothing was ordered");
  // Not waiting to send it later: the button is free for a new tap.
  await expect(orderButton(page)).toBeEnabled();
  await expect(page.getByText("Placing order…")).toHaveCount(0);
  // A heart tapped offline is not shown as saved, and says why.
  await heart.tap();
  await expect(toasts(page)).toContainText("Failed to add to wishlist");
  await expect(toasts(page)).toContainText("You are offline, so nothing was saved.");
  await expect(heart).toBeVisible();
  await context.setOffline(false);
  expect(await ordersOf(page)).toEqual([]);
});
