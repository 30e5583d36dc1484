import { DEFAULT_CURRENCY, formatMoney } from "../../src/domain/money";
import { expectNoSeriousA11yViolations } from "../axe";
import { becomePremium, orderableProduct, placeOrderByApi, saveShippingAddress } from "../shop/shop-api";
import { devSignIn, uniqueEmail } from "../shop/sign-in";
import { adminSignIn, expect, test } from "./admin-test";

test("the owner's Emails page shows a shopper's order confirmation as the shopper gets it", async ({
  page,
  browser,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "emailed");
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  let order: Awaited<ReturnType<typeof placeOrderByApi>>;
  try {
    await devSignIn(shopper, { email, fullName: "Emailed Shopper" });
    await becomePremium(shopper);
    await saveShippingAddress(shopper);
    const product = await orderableProduct(shopper);
    order = await placeOrderByApi(shopper, product, product.sizes[0]);
  } finally {
    await shopperContext.close();
  }

  await adminSignIn(page);
  await page.goto("/admin/emails");
  await expect(page.getByRole("heading", { level: 1, name: "Emails" })).toBeVisible();
  // The e2e shop has no SMTP_URL: the message is kept, not sent. The outbox polls, so it may take a moment.
  const subject = `Order #${order.id} confirmed: ${order.productName}`;
  const row = page.getByRole("row").filter({ hasText: subject });
  await expect(async () => {
    await page.reload();
    await expect(row).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(row).toContainText(email);
  await expect(row).toContainText("Kept, not sent");
  await expectNoSeriousA11yViolations(page);

  await row.getByRole("button", { name: `View ${subject}` }).click();
  const dialog = page.getByRole("dialog", { name: subject });
  await expect(dialog).toContainText(email);
  // Shown, never run: the frame is sandboxed, so the test reads what it was given rather than reaching in.
  const frame = dialog.locator("iframe");
  await expect(frame).toHaveAttribute("sandbox", "");
  await expect(frame).toHaveAttribute("srcdoc", /Thank you for your order/);
  const total = formatMoney(order.totalPrice, DEFAULT_CURRENCY);
  await expect(frame).toHaveAttribute("srcdoc", new RegExp(`Total</td><td[^>]*>${total.replace("$", "\\$")}<`));
  await dialog.getByText("Plain text").click();
  await expect(dialog.locator("pre")).toContainText(`Order: #${order.id}`);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});
