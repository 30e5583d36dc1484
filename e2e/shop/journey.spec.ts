import type { Locator, Page } from "@playwright/test";
import type { Product } from "../../src/contracts/product";
import { DEMO_STORE_SETTINGS } from "../../src/server/db/demo-catalog";
import { formatMoney } from "../../src/domain/money";
import { DEFAULT_TOAST_DURATION } from "../../src/client/lib/ui/use-toast";
import { finalPrice, orderTotal, shippingCostFor } from "../../src/domain/pricing";
import { SIZE_CHARTS } from "../../src/domain/size-chart";
import { expectNoSeriousA11yViolations } from "../axe";
import {
  becomePremium,
  currentUser,
  liveProducts,
  orderableProduct,
  ordersOf,
  saveShippingAddress,
  shippingRates,
  toasts,
  wishlistOf,
} from "./shop-api";
import { expect, test } from "./shop-test";
import { devSignIn, uniqueEmail } from "./sign-in";

// The shopper's journey without dead ends: each test is a person using the demo shop on a phone.

const orderButton = (page: Page) => page.getByRole("button", { name: /^Order Now/ });
const sizeRadio = (page: Page, size: string) =>
  page.getByRole("radiogroup", { name: "Size" }).getByRole("radio", { name: size, exact: true });

/** Opens a product page and waits until the server-rendered page has become the app (taps answered). */
async function openProduct(page: Page, product: Product, query = "") {
  await page.goto(`/product/${product.id}${query}`);
  // The app starts once the photo is painted: on a busy machine that can take a while.
  await expect(page.locator("#root")).not.toHaveAttribute("data-hydrating", { timeout: 20_000 });
  await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
}

async function readyToOrder(page: Page, email: string) {
  await devSignIn(page, { email, fullName: "Lakshmi Nair" });
  await becomePremium(page);
  await saveShippingAddress(page);
}

/** Two things on screen that do not overlap. */
async function expectApart(one: Locator, other: Locator) {
  const [a, b] = [(await one.boundingBox())!, (await other.boundingBox())!];
  const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlap, JSON.stringify({ a, b })).toBe(false);
}

test("an order in flight is never sent twice, and Undo cancels it as the shopper", async ({ page }, testInfo) => {
  await page.clock.install();
  await readyToOrder(page, uniqueEmail(testInfo, "undo"));
  const product = await orderableProduct(page, 2);
  await openProduct(page, product);
  await sizeRadio(page, product.sizes[0]).check();

  // The first order's request is held until the second tap has landed, so that tap meets an order on its way.
  const sent: string[] = [];
  let secondTapDone = () => {};
  const afterSecondTap = new Promise<void>((resolve) => (secondTapDone = resolve));
  await page.route("**/api/orders", async (route) => {
    if (route.request().method() === "POST") {
      sent.push(route.request().headers()["idempotency-key"]);
      await afterSecondTap;
    }
    await route.continue();
  });
  // While it is on its way the button says "Placing order…": the same button, found by either name.
  const button = page.getByRole("button", { name: /^(Order Now|Placing order)/ });
  await button.tap();
  await expect.poll(() => sent.length).toBe(1);
  await button.tap({ force: true });
  await button.dispatchEvent("click");
  secondTapDone();
  await expect(toasts(page)).toContainText("Order Placed Successfully");
  expect(sent).toHaveLength(1);
  expect(await ordersOf(page)).toHaveLength(1);

  // How to pay: the store's instructions, right after ordering.
  const placed = page.getByRole("region", { name: "Order placed" });
  await expect(placed).toContainText(DEMO_STORE_SETTINGS.paymentInstructions);

  // The toasts sit under the header: its icons stay in reach.
  const headerIcons = page.getByRole("navigation", { name: "Main" });
  await expectApart(toasts(page), headerIcons);

  await toasts(page).getByRole("button", { name: "Undo" }).tap();
  await expect(toasts(page)).toContainText("Order cancelled");
  await expectApart(toasts(page), headerIcons);
  // And it closes after its time (a tapped Undo once left every later toast held open).
  await page.clock.runFor(DEFAULT_TOAST_DURATION);
  await expect(toasts(page)).toHaveCount(0);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  const [order] = await ordersOf(page);
  expect(order).toMatchObject({ status: "cancelled", cancelledBy: "customer" });
  await expect(placed).toHaveCount(0);
});

test("a heart and an order tapped signed out are finished after signing in, never ordered without a tap", async ({
  page,
}, testInfo) => {
  test.slow();
  const products = await liveProducts(page);
  const hearted = products[3];
  const product = products.find((p) => p.sizes.length > 1 && p.id !== hearted.id)!;

  await openProduct(page, hearted);
  await page.getByRole("button", { name: "Add to wishlist" }).click();
  await page.getByRole("dialog", { name: "Login Required" }).getByRole("link", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/auth\?next=/);
  // On a phone the sign-in that works (dev sign-in here, no Google) is in view without scrolling.
  const signIn = page.getByRole("button", { name: "Sign in" });
  const box = (await signIn.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  const google = page.getByRole("button", { name: "Continue with Google" });
  await expect(google).toBeDisabled();
  expect((await google.boundingBox())!.y).toBeGreaterThan(box.y);
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel("Email").fill(uniqueEmail(testInfo, "resume"));
  await page.getByLabel("Full name").fill("Resuming Visitor");
  await signIn.click();
  await expect(page).toHaveURL(`/product/${hearted.id}`);
  await expect(page.getByRole("button", { name: "Remove from wishlist" })).toBeVisible();
  await expect.poll(async () => (await wishlistOf(page)).map((item) => item.productId)).toEqual([hearted.id]);

  // Signed out again, a size chosen, Order Now: after signing in the size is still chosen and the flow goes on
  // to its next check (membership), without ordering. The heart's re-reads finish first: one answered after
  // the sign-out would be a 401 in the console of a page that is going away.
  await page.waitForLoadState("networkidle");
  await page.goto("/api/logout");
  await expect(page).toHaveURL("/");
  await openProduct(page, product);
  await sizeRadio(page, product.sizes[1]).check();
  await orderButton(page).click();
  await page.getByRole("dialog", { name: "Login Required" }).getByRole("link", { name: "Log In" }).click();
  await page.getByLabel("Email").fill(uniqueEmail(testInfo, "resume-order"));
  await page.getByLabel("Full name").fill("Resuming Orderer");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`/product/${product.id}`);
  const premium = page.getByRole("dialog", { name: "Premium Membership" });
  await expect(premium).toBeVisible();
  // Behind the modal dialog the size group is hidden from the accessibility tree, so it is found by its value.
  await expect(page.locator(`input[name="size"][value="${product.sizes[1]}"]`)).toBeChecked();

  // The demo shop has no pricing table: the demo membership is the dialog's main button, through Stripe's own
  // path, and the order goes on from there without another tap on Order Now.
  await expect(premium.getByRole("button", { name: "Upgrade to Premium" })).toHaveCount(0);
  await premium.getByRole("button", { name: "Become premium (demo)" }).click();
  const rates = await shippingRates(page);
  const total = orderTotal(finalPrice(product.price, product.discountAmount), shippingCostFor(rates, "SG"));
  // No address yet: saving it from the order flow is the tap that orders.
  await expect(premium).toBeHidden();
  expect((await currentUser(page)).isPremium).toBe(true);
  const address = page.getByRole("dialog", { name: "Complete Your Shipping Address" });
  const save = address.getByRole("button", { name: `Save and order - ${formatMoney(total)}` });
  await expect(save).toBeDisabled();
  expect(await ordersOf(page)).toEqual([]);
  await address.getByLabel("Address", { exact: true }).fill("12 Orchard Road");
  await address.getByLabel("Postal Code").fill("12");
  await address.getByLabel("Phone Number").fill("9123 4567");
  await address.getByLabel("Postal Code").blur();
  await expect(address.getByText("Postal code must be at least 3 characters").first()).toBeVisible();
  await expect(address.getByText("To save: Postal code must be at least 3 characters.")).toBeVisible();
  await address.getByLabel("Postal Code").fill("");
  await expect(address.getByText("Postal code is required").first()).toBeVisible();
  await address.getByLabel("Postal Code").fill("238801");
  await save.click();
  await expect(toasts(page)).toContainText("Order Placed Successfully");
  expect(await ordersOf(page)).toMatchObject([{ productId: product.id, size: product.sizes[1] }]);
});

test("the address dialog's close button never covers a field, wherever it is scrolled", async ({ page }, testInfo) => {
  await devSignIn(page, { email: uniqueEmail(testInfo, "close"), fullName: "Vikram Rao" });
  await becomePremium(page);
  const product = await orderableProduct(page);
  await openProduct(page, product);
  await sizeRadio(page, product.sizes[0]).check();
  await orderButton(page).click();
  const dialog = page.getByRole("dialog", { name: "Complete Your Shipping Address" });
  await expect(dialog.getByLabel("Phone Number")).toBeVisible();
  // The fields scroll inside the dialog's body; the close button sits in a strip above it, so whatever the
  // scroll position, nothing in the body is under the button.
  // Measured once the dialog's opening animation has ended: mid-zoom, the two boxes are read at different scales.
  await dialog.evaluate((element) =>
    Promise.all(
      element
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
  const body = dialog.locator(".overflow-y-auto");
  for (const top of [0, 120, 10_000]) {
    const { closeBottom, scrollerTop } = await body.evaluate((element, to) => {
      element.scrollTo(0, to);
      const close = element.closest('[role="dialog"]')!.querySelector('button[aria-label="Close"]')!;
      return { closeBottom: close.getBoundingClientRect().bottom, scrollerTop: element.getBoundingClientRect().top };
    }, top);
    expect(closeBottom).toBeLessThanOrEqual(scrollerTop);
  }
  await expect(body).toHaveJSProperty("scrollTop", await body.evaluate((e) => e.scrollHeight - e.clientHeight));
});

test("Your Orders opens each order's details and says how to pay an unpaid one", async ({ page }, testInfo) => {
  await readyToOrder(page, uniqueEmail(testInfo, "details"));
  const product = await orderableProduct(page, 3);
  await openProduct(page, product);
  await sizeRadio(page, product.sizes[0]).check();
  await orderButton(page).click();
  await expect(toasts(page)).toContainText("Order Placed Successfully");

  await page.goto("/orders");
  const row = page.getByRole("listitem").filter({ hasText: product.name });
  await expect(row.getByRole("region", { name: "How to pay" })).toContainText(DEMO_STORE_SETTINGS.paymentInstructions);
  await row.getByRole("button", { name: "Order details" }).click();
  const user = await currentUser(page);
  const details = row.locator("dl");
  for (const text of ["Size", product.sizes[0], "Ships to", user.address!, user.postalCode!, "Unpaid", "Processing"]) {
    await expect(details).toContainText(text);
  }
  await expectNoSeriousA11yViolations(page);
});

test("the store's name, not Drop, is what a shopper reads", async ({ page }) => {
  const product = await orderableProduct(page);
  const response = await page.request.get(`/product/${product.id}`);
  expect(await response.text()).toContain(`<title>${product.name} · ${DEMO_STORE_SETTINGS.storeName}</title>`);
  await page.goto("/");
  await expect(page.getByRole("link", { name: DEMO_STORE_SETTINGS.storeName })).toBeVisible();
  await expect(page).toHaveTitle(`Discover · ${DEMO_STORE_SETTINGS.storeName}`);
  await page.goto("/terms-of-service");
  await expect(page.getByRole("main")).toContainText(`Welcome to ${DEMO_STORE_SETTINGS.storeName}.`);
  await expect(page.getByRole("main")).not.toContainText(/\bDrop\b/);
  await page.goto("/privacy-policy");
  await expect(page.getByRole("main")).not.toContainText(/\bDrop\b/);
});

test("the size chart follows the product's category and marks its sizes", async ({ page }) => {
  const kids = (await liveProducts(page)).find((p) => p.category === "kids" && p.sizes.length > 0)!;
  await openProduct(page, kids);
  await page.getByRole("button", { name: "Size Chart" }).click();
  const dialog = page.getByRole("dialog", { name: "Size Chart" });
  await expect(dialog.getByRole("row")).toHaveCount(SIZE_CHARTS.kids.sizes.length + 1);
  for (const label of ["Chest", "Waist", "Height"]) {
    await expect(dialog.getByRole("columnheader", { name: label })).toBeVisible();
  }
  await expect(dialog.getByRole("columnheader", { name: "Bust" })).toHaveCount(0);
  for (const size of kids.sizes) {
    await expect(dialog.getByRole("rowheader", { name: `${size} (this piece)` })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);
});

test("a swipe or an arrow key moves between products, with the counter following", async ({ page }) => {
  const products = await liveProducts(page);
  await page.goto("/");
  await page.evaluate(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
  await page.reload();
  const counter = page.getByText(new RegExp(`^\\d+ of ${products.length}$`));
  await expect(counter).toHaveText(`1 of ${products.length}`);

  const swipe = async (selector: string, dx: number) => {
    const area = (await page.locator(selector).first().boundingBox())!;
    const y = area.y + Math.min(area.height / 2, 200);
    const x = area.x + area.width / 2;
    await page.locator(selector).first().dispatchEvent("pointerdown", {
      pointerType: "touch",
      isPrimary: true,
      pointerId: 7,
      clientX: x,
      clientY: y,
    });
    await page
      .locator(selector)
      .first()
      .dispatchEvent("pointerup", {
        pointerType: "touch",
        isPrimary: true,
        pointerId: 7,
        clientX: x + dx,
        clientY: y + 4,
      });
  };
  await swipe("article", -120);
  await expect(counter).toHaveText(`2 of ${products.length}`);
  await page.keyboard.press("ArrowRight");
  await expect(counter).toHaveText(`3 of ${products.length}`);
  await page.keyboard.press("ArrowLeft");
  await expect(counter).toHaveText(`2 of ${products.length}`);

  // On a product page the details swipe between products; the photos keep their own swipe.
  await openProduct(page, products[1]);
  await expect(page.getByText(`2 of ${products.length} products`)).toBeVisible();
  await swipe("h1", -120);
  await expect(page).toHaveURL(`/product/${products[2].id}`);
  await expect(page.getByText(`3 of ${products.length} products`)).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(page).toHaveURL(`/product/${products[1].id}`);
});
