import { CANNOT_CANCEL_ORDER } from "../../src/server/services/orders/orders";
import { formatMoney } from "../../src/domain/money";
import { expectNoSeriousA11yViolations } from "../axe";
import { becomePremium, orderableProduct, placeOrderByApi, saveShippingAddress, toasts } from "./shop-api";
import { expect, test } from "./shop-test";
import { devSignIn, uniqueEmail } from "./sign-in";

test("a shopper without orders sees the empty state", async ({ page }, testInfo) => {
  await devSignIn(page, { email: uniqueEmail(testInfo, "no-orders"), fullName: "Tara Nair" });
  await page.goto("/orders");
  await expect(page.getByRole("heading", { level: 1, name: "Your Orders" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No orders yet" })).toBeVisible();
  await expect(page.getByText("Start shopping to see your orders here")).toBeVisible();
  await expect(page.getByRole("link", { name: "Your Orders" })).toHaveAttribute("aria-current", "page");
  await expectNoSeriousA11yViolations(page);
});

test("orders are grouped by day with status, payment and a total without cancelled orders, and can be cancelled", async ({
  page,
}, testInfo) => {
  await devSignIn(page, { email: uniqueEmail(testInfo, "orders"), fullName: "Dev Malhotra" });
  await becomePremium(page);
  await saveShippingAddress(page);
  const first = await orderableProduct(page, 0);
  const second = await orderableProduct(page, 1);
  const older = await placeOrderByApi(page, first, first.sizes[0]);
  const newer = await placeOrderByApi(page, second, second.sizes[1] ?? second.sizes[0]);

  await page.goto("/orders");
  const group = page.getByRole("region", { name: "Today" });
  await expect(group).toBeVisible();
  await expect(group.getByText("2 orders")).toBeVisible();
  await expect(group.locator("header")).toContainText("Processing");
  await expect(group.locator("footer")).toContainText("Unpaid");
  await expect(group.locator("footer")).toContainText(formatMoney(Number(older.totalPrice) + Number(newer.totalPrice)));
  await expect(page.getByText("Showing 1 - 1 of 1")).toBeVisible();
  await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();

  // Newest first within the day.
  const names = group.getByRole("heading", { level: 3 });
  await expect(names).toHaveText([second.name, first.name]);
  await expect(group.getByRole("listitem").first()).toContainText(`Size ${newer.size}`);
  await expectNoSeriousA11yViolations(page);

  // Cancel the newer order, after the confirmation.
  await group.getByRole("button", { name: `Cancel order #${newer.id}, ${second.name}` }).click();
  const confirm = page.getByRole("dialog", { name: "Cancel Order" });
  await expect(confirm).toContainText("Are you sure you want to cancel this order?");
  await confirm.getByRole("button", { name: "Keep Order" }).click();
  await expect(confirm).toBeHidden();
  await group.getByRole("button", { name: `Cancel order #${newer.id}, ${second.name}` }).click();
  await confirm.getByRole("button", { name: "Cancel Order" }).click();
  await expect(confirm).toBeHidden();
  await expect(toasts(page)).toContainText("Order cancelled");

  const newerRow = group.getByRole("listitem").filter({ hasText: second.name });
  await expect(newerRow).toContainText("Cancelled");
  await expect(newerRow.getByRole("button", { name: /^Cancel order/ })).toHaveCount(0);
  // The total leaves the cancelled order out; the group is still processing and unpaid.
  await expect(group.locator("footer")).toContainText(formatMoney(older.totalPrice));
  await expect(group.locator("header")).toContainText("Processing");

  // Cancelling the last one: the whole day reads cancelled.
  await group.getByRole("button", { name: `Cancel order #${older.id}, ${first.name}` }).click();
  await confirm.getByRole("button", { name: "Cancel Order" }).click();
  await expect(group.locator("header")).toContainText("Cancelled");
  await expect(group.locator("footer")).toContainText("Cancelled");
  await expect(group.locator("footer")).toContainText("$0.00");
});

test("a failed cancel says so", async ({ page, expectHttpError }, testInfo) => {
  await devSignIn(page, { email: uniqueEmail(testInfo, "cancel-fail"), fullName: "Zoya Ali" });
  await becomePremium(page);
  await saveShippingAddress(page);
  const product = await orderableProduct(page);
  const order = await placeOrderByApi(page, product, product.sizes[0]);
  // This page hears nothing live (its socket goes nowhere), like a tab whose connection dropped.
  await page.routeWebSocket(/\/ws$/, () => {});
  await page.goto("/orders");
  await expect(page.getByRole("heading", { level: 3, name: product.name })).toBeVisible();

  // Cancelled elsewhere (another tab) without this page knowing: the server refuses the second cancel.
  const elsewhere = await page.request.put(`/api/orders/${order.id}/cancel`);
  expect(elsewhere.status()).toBe(200);
  expectHttpError(`/api/orders/${order.id}/cancel`, 409);
  await page.getByRole("button", { name: `Cancel order #${order.id}, ${product.name}` }).click();
  await page.getByRole("dialog", { name: "Cancel Order" }).getByRole("button", { name: "Cancel Order" }).click();
  await expect(toasts(page)).toContainText("Failed to cancel order");
  await expect(toasts(page)).toContainText(CANNOT_CANCEL_ORDER);
  // The list is read again and shows the truth.
  await expect(page.getByRole("region", { name: "Today" }).getByRole("listitem")).toContainText("Cancelled");
});
