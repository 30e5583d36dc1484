import type { Locator, Page } from "@playwright/test";
import type { Product } from "../../src/contracts/product";
import type { ShippingRate } from "../../src/contracts/user";
import { summarizeDescription } from "../../src/domain/description-summary";
import { postalCodeExample } from "../../src/domain/address";
import { finalPrice, orderTotal, saveAmount, shippingCostFor } from "../../src/domain/pricing";
import { formatMoney } from "../../src/domain/money";
import { SIZE_CHARTS } from "../../src/domain/size-chart";
import { expectNoSeriousA11yViolations } from "../axe";
import { productWithStatus } from "./shop-api";
import { expect, test } from "./shop-test";
import { devSignIn, uniqueEmail } from "./sign-in";

async function liveProducts(page: Page): Promise<Product[]> {
  const response = await page.request.get("/api/products");
  expect(response.ok()).toBe(true);
  return (await response.json()) as Product[];
}

/** A live product with a discount and at least three images: it exercises every part of the page. */
async function richProduct(page: Page): Promise<{ product: Product; index: number; products: Product[] }> {
  const products = await liveProducts(page);
  const index = products.findIndex((p) => p.images.length >= 3 && saveAmount(p.price, p.discountAmount) > 0);
  expect(index, "the demo catalog has a discounted product with several images").toBeGreaterThanOrEqual(0);
  return { product: products[index], index, products };
}

async function shippingRates(page: Page): Promise<ShippingRate[]> {
  return (await (await page.request.get("/api/shipping-rates/enabled")).json()) as ShippingRate[];
}

// A live product's page arrives rendered with its data (product-first-view.spec.ts); a coming-soon one does not.
test("a coming-soon product's link fetches the product's data once, alongside the page's code", async ({ page }) => {
  const product = await productWithStatus(page, "scheduled");
  const fetches: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === `/api/products/${product.id}`) fetches.push(request.url());
  });
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
  // The page's own request is answered by the preload the HTML started; a second fetch would mean it was wasted.
  expect(fetches).toHaveLength(1);
});

const currentDot = (page: Page) => page.locator('[aria-label^="Show image"][aria-current="true"]');

test("a product shows its badge, prices, shipping, delivery, summary and order total", async ({ page }) => {
  const { product, index, products } = await richProduct(page);
  const rates = await shippingRates(page);
  await page.goto(`/product/${product.id}`);

  await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(product.name));
  await expect(page.getByText(`${index + 1} of ${products.length} products`)).toBeVisible();
  await expect(page.getByRole("timer")).toContainText(/Ends in/);

  const final = finalPrice(product.price, product.discountAmount);
  await expect(page.getByRole("main").getByText(`Price ${formatMoney(final)}`, { exact: true })).toBeVisible();
  await expect(page.getByRole("main").locator("s")).toContainText(formatMoney(product.price));
  await expect(page.getByText(`Save ${formatMoney(saveAmount(product.price, product.discountAmount))}`)).toBeVisible();

  // Signed out: the SG rate, or 1.90 without one.
  const shipping = shippingCostFor(rates, null);
  await expect(page.getByText(`+ ${formatMoney(shipping)} shipping`)).toBeVisible();
  await expect(page.getByText("Standard delivery: in 12 to 14 days")).toBeVisible();
  await expect(page.getByText(summarizeDescription(product.description))).toBeVisible();
  await expect(page.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
  await expect(
    page.getByRole("button", { name: `Order Now - ${formatMoney(orderTotal(final, shipping))}` }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Discover" })).toHaveAttribute("href", "/");

  await expectNoSeriousA11yViolations(page);
});

test("shipping follows the signed-in shopper's country", async ({ page }, testInfo) => {
  const { product } = await richProduct(page);
  const rates = await shippingRates(page);
  const other = rates.find((r) => r.countryCode !== "SG" && r.rate !== rates.find((s) => s.countryCode === "SG")?.rate);
  expect(other, "another enabled country with its own rate").toBeDefined();

  await devSignIn(page, { email: uniqueEmail(testInfo, "product"), fullName: "Asha Rao" });
  const update = await page.request.put("/api/user/shipping", {
    data: {
      address: "12 Orchard Road",
      apartment: "#05-12",
      postalCode: postalCodeExample(other!.countryCode) ?? "238801",
      country: other!.countryCode,
      phone: "9123 4567",
    },
  });
  expect(update.status(), await update.text()).toBe(200);

  await page.goto(`/product/${product.id}`);
  const shipping = shippingCostFor(rates, other!.countryCode);
  await expect(page.getByText(`+ ${formatMoney(shipping)} shipping`)).toBeVisible();
  const total = orderTotal(finalPrice(product.price, product.discountAmount), shipping);
  await expect(page.getByRole("button", { name: `Order Now - ${formatMoney(total)}` })).toBeVisible();
});

test("the carousel moves by arrows, dots, keys and swipes, and wraps around", async ({ page }) => {
  const { product } = await richProduct(page);
  const count = product.images.length;
  await page.goto(`/product/${product.id}`);
  const carousel = page.getByRole("region", { name: `${product.name} images` });
  await expect(carousel).toBeVisible();
  await expect(currentDot(page)).toHaveAttribute("aria-label", `Show image 1 of ${count}`);
  // The server's markup shows the carousel before React runs it.
  await expect(page.locator("#root")).not.toHaveAttribute("data-hydrating", { timeout: 20_000 });

  // Wrap-around both ways.
  await carousel.getByRole("button", { name: "Previous image" }).click();
  await expect(currentDot(page)).toHaveAttribute("aria-label", `Show image ${count} of ${count}`);
  await carousel.getByRole("button", { name: "Next image" }).click();
  await expect(currentDot(page)).toHaveAttribute("aria-label", `Show image 1 of ${count}`);

  await carousel.getByRole("button", { name: `Show image 3 of ${count}` }).click();
  await expect(currentDot(page)).toHaveAttribute("aria-label", `Show image 3 of ${count}`);
  // Only the image shown can be reached; the others are inert.
  await expect(carousel.locator('[aria-roledescription="slide"][inert]')).toHaveCount(count - 1);
  await expect(carousel.locator('[aria-roledescription="slide"]:not([inert])')).toHaveAccessibleName(`3 of ${count}`);

  // Arrow keys while focus is in the carousel.
  await carousel.getByRole("button", { name: `Zoom image 3 of ${count}` }).focus();
  await page.keyboard.press("ArrowLeft");
  await expect(currentDot(page)).toHaveAttribute("aria-label", `Show image 2 of ${count}`);

  // A swipe (drag) to the left shows the next image.
  await swipe(page, carousel, -1);
  await expect(currentDot(page)).toHaveAttribute("aria-label", `Show image 3 of ${count}`);
});

async function swipe(page: Page, target: Locator, direction: 1 | -1) {
  const box = await target.boundingBox();
  if (!box) throw new Error("nothing to swipe");
  const y = box.y + box.height * 0.6;
  const from = box.x + box.width * (direction < 0 ? 0.8 : 0.2);
  await page.mouse.move(from, y);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++) await page.mouse.move(from + direction * i * 30, y);
  await page.mouse.up();
}

/** Two fingers on the zoom stage through Chromium's touch input, from one spread to another. */
async function pinch(page: Page, stage: Locator, fromSpread: number, toSpread: number) {
  const box = await stage.boundingBox();
  if (!box) throw new Error("no zoom stage");
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  const points = (spread: number) => [
    { x: cx - spread / 2, y: cy, id: 1 },
    { x: cx + spread / 2, y: cy, id: 2 },
  ];
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: points(fromSpread) });
  for (let i = 1; i <= 6; i++) {
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchMove",
      touchPoints: points(fromSpread + ((toSpread - fromSpread) * i) / 6),
    });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

test("the zoom view shows position and zoom, zooms by buttons, keys, double-click and pinch, pans, and resets", async ({
  page,
}) => {
  const { product } = await richProduct(page);
  const count = product.images.length;
  await page.goto(`/product/${product.id}`);
  await page.getByRole("button", { name: `Zoom image 1 of ${count}` }).click();

  const viewer = page.getByRole("dialog", { name: product.name });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText(`1/${count}`)).toBeVisible();
  const percent = viewer.getByText(/^(Zoom )?\d+%$/);
  await expect(percent).toHaveText("Zoom 100%");

  await viewer.getByRole("button", { name: "Zoom in" }).click();
  await expect(percent).toHaveText("Zoom 150%");
  await viewer.getByRole("button", { name: "Reset Zoom" }).click();
  await expect(percent).toHaveText("Zoom 100%");

  const stage = viewer.getByTestId("zoom-stage");
  await stage.dblclick();
  await expect(percent).toHaveText("Zoom 200%");

  // Drag to pan the enlarged image.
  const image = stage.locator("img");
  const before = await image.evaluate((img) => img.style.transform);
  const box = (await stage.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2 + 40, { steps: 5 });
  await page.mouse.up();
  await expect.poll(() => image.evaluate((img) => img.style.transform)).not.toBe(before);

  await stage.dblclick();
  await expect(percent).toHaveText("Zoom 100%");

  // Pinch: twice the spread is twice the zoom, and it stops at 300% and 50%.
  await pinch(page, stage, 100, 200);
  await expect(percent).toHaveText("Zoom 200%");
  await pinch(page, stage, 50, 400);
  await expect(percent).toHaveText("Zoom 300%");
  await pinch(page, stage, 300, 30);
  await expect(percent).toHaveText("Zoom 50%");

  // Keys: + zooms in, 0 resets.
  await page.keyboard.press("0");
  await expect(percent).toHaveText("Zoom 100%");
  await page.keyboard.press("+");
  await expect(percent).toHaveText("Zoom 150%");

  // A new image starts unzoomed, and the position wraps around.
  await viewer.getByRole("button", { name: "Next image" }).click();
  await expect(viewer.getByText(`2/${count}`)).toBeVisible();
  await expect(percent).toHaveText("Zoom 100%");
  await viewer.getByRole("button", { name: "Previous image" }).click();
  await viewer.getByRole("button", { name: "Previous image" }).click();
  await expect(viewer.getByText(`${count}/${count}`)).toBeVisible();

  // Closing throws the zoom away; the carousel shows the image the viewer was on.
  await viewer.getByRole("button", { name: "Zoom in" }).click();
  await expect(percent).toHaveText("Zoom 150%");
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  await expect(currentDot(page)).toHaveAttribute("aria-label", `Show image ${count} of ${count}`);
  await page.getByRole("button", { name: `Zoom image ${count} of ${count}` }).click();
  await expect(viewer.getByText(/^(Zoom )?\d+%$/)).toHaveText("Zoom 100%");
  await expectNoSeriousA11yViolations(page);
});

test("the size chart opens in a dialog with the XS to 3XL measurements", async ({ page }) => {
  const product = (await liveProducts(page)).find((p) => p.category === "regular");
  expect(product, "the demo catalog has a regular-size product").toBeDefined();
  if (!product) return;
  await page.goto(`/product/${product.id}`);
  await page.getByRole("button", { name: "Size Chart" }).click();

  const dialog = page.getByRole("dialog", { name: "Size Chart" });
  await expect(dialog).toBeVisible();
  const rows = dialog.getByRole("row");
  await expect(rows).toHaveCount(SIZE_CHARTS.regular.sizes.length + 1);
  for (const label of ["Bust", "Shoulder", "Bottom Waist", "Bottom Length"]) {
    await expect(dialog.getByRole("columnheader", { name: label })).toBeVisible();
  }
  await expect(dialog.getByRole("row", { name: /^XS\b/ })).toHaveText(/XS\s*34\s*13\.5\s*26\s*37/);
  await expect(dialog.getByRole("row", { name: /^3XL\b/ })).toHaveText(/3XL\s*46\s*16\.5\s*38\s*37/);
  await expectNoSeriousA11yViolations(page);

  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Size Chart" })).toBeFocused();
});

test("Previous Item and Next Item move through the list, and the size choice starts over", async ({ page }) => {
  const products = await liveProducts(page);
  const index = products.findIndex(
    (p, i) => i > 0 && i < products.length - 1 && p.sizes.length > 0 && products[i + 1].sizes.length > 0,
  );
  const [previous, product, next] = products.slice(index - 1, index + 2);
  await page.goto(`/product/${product.id}`);

  const sizes = page.getByRole("radiogroup", { name: "Size" });
  await sizes.getByRole("radio", { name: product.sizes[0] }).check();
  await expect(sizes.getByRole("radio", { name: product.sizes[0] })).toBeChecked();

  await page.getByRole("link", { name: "Next Item" }).click();
  await expect(page).toHaveURL(`/product/${next.id}`);
  await expect(page.getByRole("heading", { level: 1, name: next.name })).toBeVisible();
  await expect(page.getByText(`${index + 2} of ${products.length} products`)).toBeVisible();
  await expect(page.getByRole("radiogroup", { name: "Size" }).getByRole("radio", { checked: true })).toHaveCount(0);
  // The page starts at its top, not where the last one was scrolled to.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.getByRole("link", { name: "Previous Item" }).click();
  await page.getByRole("link", { name: "Previous Item" }).click();
  await expect(page).toHaveURL(`/product/${previous.id}`);
  await expect(page.getByRole("heading", { level: 1, name: previous.name })).toBeVisible();
});

test("the first product has no previous item and the last no next item", async ({ page }) => {
  const products = await liveProducts(page);
  await page.goto(`/product/${products[0].id}`);
  await expect(page.getByRole("link", { name: "Previous Item", disabled: true })).toBeVisible();
  await page.goto(`/product/${products[products.length - 1].id}`);
  await expect(page.getByRole("link", { name: "Next Item", disabled: true })).toBeVisible();
});

test("a missing product shows Product Not Found with the way back to Discover", async ({ page, expectHttpError }) => {
  expectHttpError("/api/products/987654", 404);
  await page.goto("/product/987654");
  await expect(page.getByRole("heading", { level: 1, name: "Product Not Found" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "Back to Discovery" }).click();
  await expect(page).toHaveURL("/");

  // An id that cannot exist is not even asked for.
  await page.goto("/product/not-a-number");
  await expect(page.getByRole("heading", { level: 1, name: "Product Not Found" })).toBeVisible();
});

test("a broken product image is replaced by a local fashion placeholder", async ({ page, expectHttpError }) => {
  const { product } = await richProduct(page);
  const broken = product.images[0];
  expectHttpError(broken, 404);
  await page.route(`**${broken}`, (route) => route.fulfill({ status: 404, contentType: "text/plain", body: "gone" }));
  await page.goto(`/product/${product.id}`);

  const image = page.getByRole("img", { name: `${product.name}, image 1 of ${product.images.length}` });
  await expect(image).toHaveAttribute("src", /^\/placeholders\/fashion-[1-4]\.svg$/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // The other images are untouched.
  await page.getByRole("button", { name: "Next image" }).click();
  await expect(page.getByRole("img", { name: `${product.name}, image 2 of ${product.images.length}` })).toHaveAttribute(
    "src",
    product.images[1],
  );
});

test("opened from the wishlist, the way back leads to the wishlist", async ({ page }) => {
  const products = await liveProducts(page);
  const [product, next] = products;
  await page.goto(`/product/${product.id}?from=wishlist`);
  await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Your Favorites" })).toHaveAttribute("href", "/wishlist");
  await expect(page.getByRole("link", { name: "Next Item" })).toHaveAttribute(
    "href",
    `/product/${next.id}?from=wishlist`,
  );
});

test("a scheduled product says when it will be available", async ({ page }) => {
  let scheduled: Product | undefined;
  for (let id = 1; id <= 60 && !scheduled; id++) {
    const response = await page.request.get(`/api/products/${id}`);
    if (response.ok()) {
      const product = (await response.json()) as Product;
      if (product.status === "scheduled") scheduled = product;
    }
  }
  expect(scheduled, "the demo catalog has a scheduled product").toBeDefined();
  await page.goto(`/product/${scheduled!.id}`);
  await expect(page.getByRole("heading", { level: 1, name: scheduled!.name })).toBeVisible();
  await expect(page.getByText("Coming Soon", { exact: true })).toBeVisible();
  await expect(page.getByText(/^This item will be available on /)).toBeVisible();
  // Not in the live list: no position badge.
  await expect(page.getByText(/ of \d+ products$/)).toHaveCount(0);
});

test("Back closes an open dialog before it leaves the page", async ({ page }) => {
  const [product] = await liveProducts(page);
  await page.goto("/");
  await page.getByRole("link", { name: product.name }).first().click();
  await expect(page).toHaveURL(`/product/${product.id}`);
  await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();

  await page.getByRole("button", { name: "Size Chart" }).click();
  const chart = page.getByRole("dialog", { name: "Size Chart" });
  await expect(chart).toBeVisible();
  await page.goBack();
  await expect(chart).toBeHidden();
  await expect(page).toHaveURL(`/product/${product.id}`);

  // Closed by its own button, the dialog leaves nothing behind: the next Back leaves the page.
  await page.getByRole("button", { name: "Size Chart" }).click();
  await expect(chart).toBeVisible();
  await chart.getByRole("button", { name: "Close" }).click();
  await expect(chart).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL("/");
});
