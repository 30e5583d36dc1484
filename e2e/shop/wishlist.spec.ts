import { expectNoSeriousA11yViolations } from "../axe";
import { orderableProduct, productWithStatus, toasts, wishlistOf } from "./shop-api";
import { expect, test } from "./shop-test";
import { devSignIn, uniqueEmail } from "./sign-in";

test("the heart adds and removes, and Your Favorites shows the saved product", async ({ page }, testInfo) => {
  await devSignIn(page, { email: uniqueEmail(testInfo, "heart"), fullName: "Anika Bose" });
  const product = await orderableProduct(page);
  await page.goto(`/product/${product.id}`);
  const saved = page.getByRole("list", { name: "Saved products" }).getByRole("listitem");

  await page.getByRole("button", { name: "Add to wishlist" }).click();
  await expect(toasts(page)).toContainText("Added to wishlist");
  await expect(page.getByRole("button", { name: "Remove from wishlist" })).toBeVisible();
  expect((await wishlistOf(page)).map((i) => i.productId)).toEqual([product.id]);

  // The toast covers the header on a phone; the shopper dismisses it to reach the icons.
  await toasts(page).getByRole("button", { name: "Close" }).click();
  await page.getByRole("link", { name: "Your Favorites" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your Favorites" })).toBeVisible();
  const row = saved.filter({ hasText: product.name });
  await expect(row.getByRole("progressbar", { name: "Time elapsed" })).toBeVisible();
  await expect(row.getByText(/^Available now · ends /)).toBeVisible();
  await expect(row.getByText(/^(\d+d \d+h|\d+h \d+m|\d+m)$/)).toBeVisible();
  await expect(row.getByText("Expired", { exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Tapping the item opens the product, with the way back to the wishlist.
  await row.getByRole("link", { name: product.name }).click();
  await expect(page).toHaveURL(`/product/${product.id}?from=wishlist`);
  await expect(page.getByRole("link", { name: "Back to Your Favorites" })).toBeVisible();

  await page.getByRole("button", { name: "Remove from wishlist" }).click();
  await expect(toasts(page)).toContainText("Removed from wishlist");
  await expect(page.getByRole("button", { name: "Add to wishlist" })).toBeVisible();

  await toasts(page).getByRole("button", { name: "Close" }).click();
  await page.getByRole("link", { name: "Back to Your Favorites" }).click();
  await expect(page.getByRole("heading", { name: "Your wishlist is empty" })).toBeVisible();
});

test("Your Favorites badges expired and coming products, removes items, and ends empty", async ({ page }, testInfo) => {
  await devSignIn(page, { email: uniqueEmail(testInfo, "favorites"), fullName: "Ira Sen" });
  const expired = await productWithStatus(page, "expired");
  const scheduled = await productWithStatus(page, "scheduled");
  for (const product of [expired, scheduled]) {
    const response = await page.request.post("/api/wishlist", { data: { productId: product.id } });
    expect(response.status(), await response.text()).toBe(200);
  }

  await page.goto("/wishlist");
  await expect(page.getByText("2 saved pieces")).toBeVisible();
  const saved = page.getByRole("list", { name: "Saved products" }).getByRole("listitem");
  const expiredRow = saved.filter({ hasText: expired.name });
  const scheduledRow = saved.filter({ hasText: scheduled.name });
  await expect(expiredRow.getByText("Expired", { exact: true }).first()).toBeVisible();
  await expect(expiredRow.getByText("This item has expired and is no longer available")).toBeVisible();
  await expect(expiredRow.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
  await expect(scheduledRow.getByText("Coming Soon", { exact: true })).toBeVisible();
  await expect(scheduledRow.getByText(/^This item will be available on /)).toBeVisible();
  await expect(scheduledRow.getByRole("progressbar")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await expiredRow.getByRole("button", { name: `Remove ${expired.name} from wishlist` }).click();
  await expect(toasts(page)).toContainText("Removed from wishlist");
  await expect(expiredRow).toHaveCount(0);
  await expect(page.getByText("1 saved piece")).toBeVisible();

  await scheduledRow.getByRole("button", { name: `Remove ${scheduled.name} from wishlist` }).click();
  await expect(page.getByRole("heading", { name: "Your wishlist is empty" })).toBeVisible();
  await expect(page.getByText("Browse products and heart the ones you like")).toBeVisible();
  expect(await wishlistOf(page)).toEqual([]);
  await page.getByRole("link", { name: "Discover Products" }).click();
  await expect(page).toHaveURL("/");
});

test("signed out meanwhile, the heart's remove asks to log in again", async ({ page, expectHttpError }, testInfo) => {
  await devSignIn(page, { email: uniqueEmail(testInfo, "heart-session"), fullName: "Nila Roy" });
  const product = await orderableProduct(page);
  const saved = await page.request.post("/api/wishlist", { data: { productId: product.id } });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.goto(`/product/${product.id}`);
  const heart = page.getByRole("button", { name: "Remove from wishlist" });
  await expect(heart).toBeVisible();

  // The session ends elsewhere (signed out in another tab); this page still shows the saved heart.
  await page.context().clearCookies();
  expectHttpError(`/api/wishlist/product/${product.id}`, 401);
  expectHttpError("/api/wishlist/check", 401);
  await heart.click();
  const login = page.getByRole("dialog", { name: "Login Required" });
  await expect(login).toBeVisible();
  await expect(login).toContainText("You need to be logged in to remove from wishlist");
  await expect(toasts(page).filter({ hasText: "Failed to remove from wishlist" })).toHaveCount(0);
});

test("a failed remove on Your Favorites says Failed to remove item, and why", async ({
  page,
  expectHttpError,
}, testInfo) => {
  await devSignIn(page, { email: uniqueEmail(testInfo, "remove-failed"), fullName: "Devika Rao" });
  const product = await orderableProduct(page);
  const saved = await page.request.post("/api/wishlist", { data: { productId: product.id } });
  expect(saved.status(), await saved.text()).toBe(200);
  const { id } = (await saved.json()) as { id: number };
  await page.goto("/wishlist");
  const row = page
    .getByRole("list", { name: "Saved products" })
    .getByRole("listitem")
    .filter({ hasText: product.name });
  await expect(row).toBeVisible();

  await page.context().clearCookies();
  expectHttpError(`/api/wishlist/${id}`, 401);
  expectHttpError("/api/wishlist", 401);
  expectHttpError("/api/orders", 401);
  await row.getByRole("button", { name: `Remove ${product.name} from wishlist` }).click();
  const failed = toasts(page).filter({ hasText: "Failed to remove item" });
  await expect(failed).toBeVisible();
  await expect(failed).toContainText("You need to be logged in to remove from wishlist");
  // Nobody is signed in any more: the screen sends the shopper to sign in.
  await expect(page).toHaveURL(/\/auth/);
});
