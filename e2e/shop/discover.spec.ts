import type { Page } from "@playwright/test";
import type { Product } from "../../src/contracts/product";
import { finalPrice } from "../../src/domain/pricing";
import { formatMoney } from "../../src/domain/money";
import { expectNoSeriousA11yViolations } from "../axe";
import { liveProducts } from "./shop-api";
import { expect, test } from "./shop-test";

const catalogCards = (page: Page) => page.getByRole("list", { name: "Products" }).getByRole("listitem");

test("the individual view shows one product, its countdown, a position counter and links to its neighbours", async ({
  page,
}) => {
  const products = await liveProducts(page);
  expect(products.length).toBeGreaterThan(2);
  await page.goto("/");

  const [first, second] = products;
  await expect(page.getByRole("heading", { level: 2, name: first.name })).toBeVisible();
  await expect(page.getByText(`1 of ${products.length}`, { exact: true })).toBeVisible();
  await expect(
    page
      .getByRole("main")
      .getByText(formatMoney(finalPrice(first.price, first.discountAmount)))
      .first(),
  ).toBeVisible();
  await expect(page.getByRole("timer").first()).toContainText(/Ends in\s*(\d+d )?(\d+h )?(\d+m )?\d+s/);

  // Nothing before the first product; the next one opens its own page.
  await expect(page.getByRole("link", { name: "Previous", disabled: true })).toBeVisible();
  await expect(page.getByRole("link", { name: `Next: ${second.name}` })).toHaveAttribute(
    "href",
    `/product/${second.id}`,
  );
  await expect(page.getByRole("link", { name: first.name })).toHaveAttribute("href", `/product/${first.id}`);

  await expectNoSeriousA11yViolations(page);

  // The index is remembered: after opening the second product, Discover shows it.
  await page.getByRole("link", { name: `Next: ${second.name}` }).click();
  await expect(page).toHaveURL(`/product/${second.id}`);
  await expect(page.getByRole("heading", { level: 1, name: second.name })).toBeVisible();
  await page.getByRole("link", { name: "Back to Discover" }).click();
  await expect(page.getByText(`2 of ${products.length}`, { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: second.name })).toBeVisible();
});

test("the catalog view is a two-column grid of cards with image, name, final price and the struck original", async ({
  page,
}) => {
  const products = await liveProducts(page);
  await page.goto("/");
  await page.getByRole("button", { name: "Catalog View" }).click();
  await expect(page.getByRole("button", { name: "Individual View" })).toBeVisible();

  const cards = catalogCards(page);
  await expect(cards).toHaveCount(products.length);

  // Two columns: the first two cards share a row, the third starts the next one.
  const [a, b, c] = await Promise.all([0, 1, 2].map((i) => cards.nth(i).boundingBox()));
  expect(a && b && c).toBeTruthy();
  expect(Math.abs(a!.y - b!.y)).toBeLessThan(2);
  expect(b!.x).toBeGreaterThan(a!.x + a!.width - 1);
  expect(c!.y).toBeGreaterThan(a!.y + a!.height - 1);

  const index = products.findIndex((p) => finalPrice(p.price, p.discountAmount) < finalPrice(p.price));
  expect(index, "the demo catalog has a discounted product").toBeGreaterThanOrEqual(0);
  const discounted = products[index];
  const card = cards.nth(index);
  await expect(card.getByRole("link")).toHaveAttribute("href", `/product/${discounted.id}`);
  await expect(card.getByRole("heading", { name: discounted.name })).toBeVisible();
  // Screen readers hear which price is which.
  await expect(
    card.getByText(`Price ${formatMoney(finalPrice(discounted.price, discounted.discountAmount))}`, { exact: true }),
  ).toBeVisible();
  await expect(card.locator("s")).toHaveText(`Original price ${formatMoney(discounted.price)}`);
  await expect(card.locator("img")).toHaveAttribute("src", discounted.images[0]);
  // Names are clamped to two lines.
  expect(await card.getByRole("heading").evaluate((h) => getComputedStyle(h).webkitLineClamp)).toBe("2");

  await expectNoSeriousA11yViolations(page);

  // The choice of view is remembered.
  await page.reload();
  await expect(page.getByRole("button", { name: "Individual View" })).toBeVisible();
  await expect(catalogCards(page)).toHaveCount(products.length);
});

test("coming back from a product puts the catalog at the same scroll position", async ({ page }) => {
  const products = await liveProducts(page);
  await page.goto("/");
  await page.getByRole("button", { name: "Catalog View" }).click();
  const cards = catalogCards(page);
  await expect(cards).toHaveCount(products.length);

  const target = Math.min(products.length - 3, 13);
  await cards.nth(target).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 120);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
  const scrolledTo = await page.evaluate(() => window.scrollY);

  await cards.nth(target).getByRole("link").click();
  await expect(page).toHaveURL(`/product/${products[target].id}`);
  await expect(page.getByRole("heading", { level: 1, name: products[target].name })).toBeVisible();

  // Through the header's back link...
  await page.getByRole("link", { name: "Back to Discover" }).click();
  await expect(cards).toHaveCount(products.length);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeCloseTo(scrolledTo, -1);

  // ...and through the browser's back button.
  await cards.nth(target).getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: products[target].name })).toBeVisible();
  await page.goBack();
  await expect(cards).toHaveCount(products.length);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeCloseTo(scrolledTo, -1);
});

test("a broken image on a card shows a local fashion placeholder", async ({ page, expectHttpError }) => {
  const [first] = await liveProducts(page);
  const broken = first.images[0];
  expectHttpError(broken, 404);
  await page.route(`**${broken}`, (route) => route.fulfill({ status: 404, contentType: "text/plain", body: "gone" }));
  await page.goto("/");

  const image = page.getByRole("link", { name: first.name }).locator("img");
  await expect(image).toHaveAttribute("src", /^\/placeholders\/fashion-[1-4]\.svg$/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test("nothing moves when the first list arrives: the toolbar's row is kept while it loads", async ({ page }) => {
  // The list is held until the loading state is on screen, so the test sees the page go from one to the other.
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/products$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto("/");
  await expect(page.getByRole("status", { name: "Loading products" })).toBeVisible();
  const main = page.getByRole("main");
  const loading = await main.boundingBox();
  release();
  await expect(page.getByRole("button", { name: /^(Catalog|Individual) View$/ })).toBeVisible();
  expect((await main.boundingBox())?.y).toBe(loading?.y);
});

test("upcoming drops have a Coming soon row on Discover, each opening a page whose bar offers Remind me", async ({
  page,
}) => {
  const upcoming = (await (await page.request.get("/api/products/upcoming")).json()) as Product[];
  expect(upcoming.length, "the demo catalog has scheduled products").toBeGreaterThan(0);
  const [soonest] = upcoming;
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 2, name: (await liveProducts(page))[0].name })).toBeVisible();

  // The row's code comes with the first touch of the page.
  await page.getByRole("main").dispatchEvent("pointerdown");
  const row = page.getByRole("list", { name: "Coming soon" });
  const card = row.getByRole("listitem").filter({ hasText: soonest.name });
  await card.scrollIntoViewIfNeeded();
  // The go-live time, on the shopper's clock.
  const goLive = await page.evaluate(
    (at) => new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(new Date(at)),
    soonest.publishAt!,
  );
  await expect(card.getByText(`Live ${goLive}`)).toBeVisible();
  await expect(card.getByRole("button", { name: `Remind me: ${soonest.name}` })).toBeVisible();
  await expect(row.getByRole("listitem")).toHaveCount(upcoming.length);
  await expectNoSeriousA11yViolations(page);

  await card.getByRole("link", { name: soonest.name }).click();
  await expect(page).toHaveURL(`/product/${soonest.id}`);
  await expect(page.getByRole("heading", { level: 1, name: soonest.name })).toBeVisible();
  // Nothing to order yet: the bottom bar holds the reminder, in view and on top of everything.
  await expect(page.getByRole("button", { name: /^Order Now/, disabled: false })).toHaveCount(0);
  const remind = page.getByRole("button", { name: "Remind me" });
  await expect(remind).toBeInViewport();
  await remind.click({ trial: true });
});
