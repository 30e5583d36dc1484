import { formatMoney } from "../../src/domain/money";
import { becomePremium, orderableProduct, placeOrderByApi, saveShippingAddress } from "../shop/shop-api";
import { devSignIn, uniqueEmail } from "../shop/sign-in";
import { adminSignIn, expect, test, toasts } from "./admin-test";

test("a shopper's new order and its cancellation show up live on an open admin page", async ({
  page,
  browser,
}, testInfo) => {
  await adminSignIn(page);
  await page.goto("/admin/activity");
  await expect(page.getByRole("heading", { level: 1, name: "Activity" })).toBeVisible();

  // The shopper, in a browser of their own.
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  try {
    const fullName = `Live Alert ${testInfo.workerIndex}`;
    await devSignIn(shopper, { email: uniqueEmail(testInfo, "admin-alert"), fullName });
    await becomePremium(shopper);
    await saveShippingAddress(shopper);
    const product = await orderableProduct(shopper);
    const order = await placeOrderByApi(shopper, product, product.sizes[0]);

    const toast = toasts(page).filter({ hasText: `${fullName} ordered` });
    await expect(toast).toContainText("New order");
    await expect(toast).toContainText(`${fullName} ordered ${product.name} for ${formatMoney(order.totalPrice)}.`);

    // The shopper cancels: the admin hears about the order's new status.
    const cancel = await shopper.request.put(`/api/orders/${order.id}/cancel`);
    expect(cancel.status(), await cancel.text()).toBe(200);
    await expect(toasts(page).filter({ hasText: `Order #${order.id} is now cancelled.` })).toContainText(
      "Order status updated",
    );
  } finally {
    await shopperContext.close();
  }
});
