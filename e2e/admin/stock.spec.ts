import { randomBytes } from "node:crypto";
import type { Product } from "../../src/contracts/product";
import { becomePremium, placeOrderByApi, saveShippingAddress } from "../shop/shop-api";
import { devSignIn, uniqueEmail } from "../shop/sign-in";
import { adminSignIn, expect, test, toasts } from "./admin-test";

// Limited drops from the owner's side: the form's quantity per size and limit per
// member, sold and left on the list, the Sold out filter, and the live toast when the last unit sells.
test.use({ viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false });

test("the owner limits a product's sizes, sees units sell on the list, and hears once it sells out", async ({
  page,
  browser,
  expectHttpError,
}, testInfo) => {
  const name = `E2E ${randomBytes(3).toString("hex")} Limited Kurta`;
  await adminSignIn(page);
  await page.goto("/admin/products/add");
  await page.getByLabel("Product name").fill(name);
  await page.getByLabel("Price", { exact: true }).fill("30.00");
  await page.getByLabel("Description", { exact: true }).fill("Only a few were made.");
  await page.getByLabel("Image URL 1").fill("/demo/products/coral-ikat-cotton-kurta-1.svg");
  await page.getByRole("checkbox", { name: "S", exact: true }).check();
  await page.getByRole("checkbox", { name: "M", exact: true }).check();
  await page.getByLabel("Quantity of S").fill("1");
  await page.getByLabel("Quantity of M").fill("-2");
  await page.getByLabel("Limit per member").fill("1");
  await page.getByLabel("Save as draft").uncheck();
  await page.getByRole("button", { name: "Save Product" }).click();
  // A wrong quantity is named, and nothing is saved until it is fixed.
  await expect(page.getByText("Stock cannot be negative")).toBeVisible();
  await expect(page).toHaveURL("/admin/products/add");
  await page.getByLabel("Quantity of M").fill("1");
  await page.getByRole("button", { name: "Save Product" }).click();
  await expect(page).toHaveURL("/admin/products");

  await page.getByRole("searchbox", { name: "Search" }).fill(name);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("S: 0 sold, 1 left");
  await expect(row).toContainText("M: 0 sold, 1 left");

  // Two shoppers buy the two units while the owner watches the list.
  const product = ((await (await page.request.get("/api/products")).json()) as Product[]).find(
    (p) => p.name === name,
  ) as Product;
  const shopperContext = await browser.newContext();
  try {
    for (const size of ["S", "M"]) {
      const shopper = await shopperContext.newPage();
      await shopperContext.clearCookies();
      await devSignIn(shopper, { email: uniqueEmail(testInfo, `stock-${size}`), fullName: `Shopper ${size}` });
      await becomePremium(shopper);
      await saveShippingAddress(shopper);
      await placeOrderByApi(shopper, product, size);
      await shopper.close();
    }
  } finally {
    await shopperContext.close();
  }
  await expect(toasts(page).filter({ hasText: `${name} has sold out` })).toBeVisible();
  await expect(row).toContainText("S: 1 sold, 0 left");
  await expect(row).toContainText("M: 1 sold, 0 left");
  await page.getByLabel("Status").selectOption({ label: "Sold out" });
  await expect(page.getByRole("row").filter({ hasText: name })).toBeVisible();
  await expect(page.getByText("Showing 1-1 of 1 product", { exact: true })).toBeVisible();

  // The form shows what sold, and refuses a quantity below it.
  await row.getByRole("link", { name: `Edit ${name}` }).click();
  await expect(page.getByText("1 sold, 0 left").first()).toBeVisible();
  await page.getByLabel("Quantity of S").fill("0");
  expectHttpError(`/api/products/${product.id}`, 409);
  await page.getByRole("button", { name: "Save Product" }).click();
  await expect(page.getByText("1 already sold in size S").first()).toBeVisible();
});
