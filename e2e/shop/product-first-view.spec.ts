import type { Page } from "@playwright/test";
import type { Product } from "../../src/contracts/product";
import { formatCountdown } from "../../src/domain/countdown";
import { finalPrice, saveAmount } from "../../src/domain/pricing";
import { formatMoney } from "../../src/domain/money";
import { layoutShiftsOf, recordLayoutShifts } from "./layout-shifts";
import { liveProducts } from "./shop-api";
import { expect, test } from "./shop-test";
import { DEMO_STORE_SETTINGS } from "../../src/server/db/demo-catalog";

// A product page opened from a link arrives rendered by the server (src/server/plugins/client-app.ts) and
// React takes over that markup (hydration). Console errors fail every test (e2e/fixtures.ts), and React
// reports any difference between the server's markup and its own first render as one.

/** A live product with a discount and several photos, which shows every part of the page. */
async function richProduct(page: Page): Promise<{ product: Product; index: number; count: number }> {
  const products = await liveProducts(page);
  const index = products.findIndex((p) => p.images.length >= 2 && saveAmount(p.price, p.discountAmount) > 0);
  expect(index, "the demo catalog has a discounted product with several photos").toBeGreaterThanOrEqual(0);
  return { product: products[index], index, count: products.length };
}

/**
 * Holds back every script of the app until `release()`: what the page shows meanwhile is the server's HTML
 * alone. Layout shifts are recorded from the start (an init script, which runs before the page's own).
 */
async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await recordLayoutShifts(page);
  return { release };
}

/** Requests the page makes to these API paths. */
function countRequests(page: Page, paths: string[]): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (paths.includes(path)) seen.push(path);
  });
  return seen;
}

test("a shared product link shows the photo, name and price before any script runs, and hydrating keeps them in place", async ({
  page,
}) => {
  const { product, index, count } = await richProduct(page);
  const refetches = countRequests(page, [`/api/products/${product.id}`, "/api/settings/store"]);
  const scripts = await holdScripts(page);
  await page.goto(`/product/${product.id}`, { waitUntil: "commit" });

  // The server's HTML alone: the first photo loaded, the name and the price in the store's currency.
  const photo = page.getByRole("img", { name: `${product.name}, image 1 of ${product.images.length}` });
  await expect(photo).toHaveAttribute("src", product.images[0]);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const heading = page.getByRole("heading", { level: 1, name: product.name });
  await expect(heading).toBeVisible();
  const price = page
    .getByRole("main")
    .getByText(`Price ${formatMoney(finalPrice(product.price, product.discountAmount))}`);
  await expect(price).toBeVisible();
  await expect(page).toHaveTitle(`${product.name} · ${DEMO_STORE_SETTINGS.storeName}`);
  // No script has run: the position in the catalog needs the list, which only the app asks for.
  await expect(page.getByText(`${index + 1} of ${count} products`)).toHaveCount(0);

  const photoElement = await photo.elementHandle();
  const headingElement = await heading.elementHandle();
  const photoBox = await photo.boundingBox();
  const headingBox = await heading.boundingBox();
  expect(photoBox!.height).toBeGreaterThan(200);

  // Until the page has hydrated it takes no taps (a tap on a button React does not handle yet would be lost).
  await expect(page.locator("#root")).toHaveAttribute("data-hydrating", "");

  scripts.release();
  // Hydrated and live: the app has fetched the catalog and the shopper (signed out here).
  await expect(page.getByText(`${index + 1} of ${count} products`)).toBeVisible();
  await expect(page.getByRole("button", { name: /^Order Now - / })).toBeEnabled();

  // React kept the server's elements (it would have replaced them after a mismatch) where they were.
  expect(await photoElement!.evaluate((img) => img.isConnected)).toBe(true);
  expect(await headingElement!.evaluate((h) => h.isConnected)).toBe(true);
  expect(await photo.evaluate((img, kept) => img === kept, photoElement)).toBe(true);
  expect(await photo.boundingBox()).toEqual(photoBox);
  expect(await heading.boundingBox()).toEqual(headingBox);
  expect(await layoutShiftsOf(page)).toEqual([]);
  // The product and the store settings came with the page: nothing asked for them again.
  expect(refetches).toEqual([]);

  // And the page works: the carousel moves.
  await expect(page.locator("#root")).not.toHaveAttribute("data-hydrating");
  await page.getByRole("button", { name: "Next image" }).click();
  await expect(page.locator('[aria-label^="Show image"][aria-current="true"]')).toHaveAccessibleName(
    `Show image 2 of ${product.images.length}`,
  );
});

test("a tap the moment a server-rendered page takes taps is not lost", async ({ page }) => {
  const { product } = await richProduct(page);
  const count = product.images.length;
  // Taps the carousel's "Previous image" as soon as the page takes taps: in the same task that lifts the
  // gate, before the components started by hydration (the carousel's embla) have rendered again.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const root = document.getElementById("root");
      if (!root || root.hasAttribute("data-hydrating")) return;
      observer.disconnect();
      document.querySelector<HTMLButtonElement>('button[aria-label="Previous image"]')?.click();
    }).observe(document, { attributes: true, attributeFilter: ["data-hydrating"], subtree: true });
  });
  await page.goto(`/product/${product.id}`);
  await expect(page.locator('[aria-label^="Show image"][aria-current="true"]')).toHaveAccessibleName(
    `Show image ${count} of ${count}`,
  );
  await expect(page.getByRole("img", { name: `${product.name}, image ${count} of ${count}` })).toBeInViewport();
});

test("hydrating a server-rendered page leaves the shopper where they scrolled", async ({ page }) => {
  const { product } = await richProduct(page);
  const scripts = await holdScripts(page);
  await page.goto(`/product/${product.id}`, { waitUntil: "commit" });
  await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 300));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBe(300);

  scripts.release();
  await expect(page.getByRole("button", { name: /^Order Now - / })).toBeEnabled();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test("from a server-rendered page, the next product opens as before and the countdown runs", async ({ page }) => {
  const products = await liveProducts(page);
  const [first, second] = products;
  await page.goto(`/product/${first.id}`);
  await expect(page.getByText(`1 of ${products.length} products`)).toBeVisible();
  const timer = page.getByRole("timer");
  const shown = await timer.textContent();
  await expect(timer).not.toHaveText(shown!);

  await page.getByRole("link", { name: "Next Item" }).click();
  await expect(page).toHaveURL(`/product/${second.id}`);
  await expect(page.getByRole("heading", { level: 1, name: second.name })).toBeVisible();
  await expect(page).toHaveTitle(`${second.name} · ${DEMO_STORE_SETTINGS.storeName}`);
  await expect(page.getByText(`2 of ${products.length} products`)).toBeVisible();
});

test("a shopper whose clock is not the server's gets the page as rendered, then the countdown by their clock", async ({
  page,
}) => {
  const { product } = await richProduct(page);
  const ahead = 10 * 60 * 1000;
  expect(Date.parse(product.expiresAt), "the product stays live for the test").toBeGreaterThan(Date.now() + 6 * ahead);
  // Hydrating by the browser's clock would write another countdown than the server's markup: an error.
  await page.clock.install({ time: Date.now() + ahead });
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole("button", { name: /^Order Now - / })).toBeEnabled();

  const timeLeft = async () => formatCountdown(Date.parse(product.expiresAt) - (await page.evaluate(() => Date.now())));
  await expect
    .poll(async () => (await page.getByRole("timer").textContent()) === `Ends in ${await timeLeft()}`)
    .toBe(true);
});
