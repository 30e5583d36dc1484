import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { ORDER_CSV_COLUMNS } from "../../src/contracts/admin-orders";
import { parseCsv } from "../../src/domain/csv";
import { expectNoSeriousA11yViolations } from "../axe";
import { becomePremium, orderableProduct, placeOrderByApi, saveShippingAddress } from "../shop/shop-api";
import { devSignIn, uniqueEmail } from "../shop/sign-in";
import { adminSignIn, expect, test } from "./admin-test";

/** The order's card in the open group dialog. */
function orderCard(page: Page, id: number) {
  return page.getByRole("dialog").getByRole("listitem", { name: `Order #${id}`, exact: true });
}

/** The shopper's /orders row of one order (the row's details line names it). */
function shopperRow(shopper: Page, id: number) {
  return shopper.getByRole("listitem").filter({ hasText: `Order #${id}` });
}

test("an order group shows up live, is processed, shipped, paid and partly cancelled, and exports", async ({
  page,
  browser,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "admin-orders");
  const fullName = `Orders Admin ${testInfo.workerIndex}`;
  await adminSignIn(page);
  // Searching for this shopper keeps other tests' orders off the screen; the filter lives in the URL.
  await page.goto(`/admin/orders?q=${encodeURIComponent(email)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Order Management" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No matching orders" })).toBeVisible();
  await expect(page.getByText("No order groups match these filters.")).toBeVisible();
  await expect(page.getByLabel("Search")).toHaveValue(email);

  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  try {
    await devSignIn(shopper, { email, fullName });
    const user = await becomePremium(shopper);
    await saveShippingAddress(shopper);
    const product = await orderableProduct(shopper);
    const first = await placeOrderByApi(shopper, product, product.sizes[0]);
    const second = await placeOrderByApi(shopper, product, product.sizes[0]);
    const third = await placeOrderByApi(shopper, product, product.sizes[0]);
    await shopper.goto("/orders");
    await expect(shopperRow(shopper, first.id)).toContainText("Processing");

    // The new group arrives without a reload (the newOrder message refreshes the list).
    const row = page.getByRole("row").filter({ hasText: email });
    await expect(row).toContainText(fullName);
    await expect(row.getByRole("cell").nth(3)).toHaveText("3");
    await expect(row).toContainText("Processing");
    await expect(row).toContainText("Unpaid");
    const label = (await row.getByRole("cell").first().locator("div").first().textContent())!.trim();
    // The group's label (user id and MMdd) with the customer's name and the day beside it.
    await expect(row.getByRole("cell").first()).toContainText(`${fullName} · `);
    await expect(row.getByRole("cell").first()).toHaveText(/^\d+\d{4}.+ · \d{1,2} [A-Z][a-z]{2} \d{4}$/);
    expect(label.startsWith(String(user.id))).toBe(true);

    await row.getByRole("button", { name: `View order group ${label}` }).click();
    const dialog = page.getByRole("dialog", { name: `Order group ${label}` });
    await expect(dialog).toBeVisible();
    await expect(orderCard(page, first.id)).toContainText(product.name);
    await expect(orderCard(page, first.id)).toContainText("12 Orchard Road");
    await expect(orderCard(page, first.id)).toContainText("9123 4567");
    await expect(orderCard(page, first.id).getByRole("img", { name: product.name })).toBeVisible();
    await expect(orderCard(page, first.id).getByRole("button", { name: "Mark Shipped" })).toHaveCount(0);

    // Admin Cancel needs a non-blank reason; the shopper then sees the shop's cancellation and its reason.
    await orderCard(page, second.id).getByRole("button", { name: "Cancel Order" }).click();
    const cancelDialog = page.getByRole("dialog", { name: `Cancel order #${second.id}?` });
    await cancelDialog.getByLabel("Reason").fill("   ");
    await cancelDialog.getByRole("button", { name: "Cancel order" }).click();
    await expect(cancelDialog.getByText("A cancellation reason is required")).toBeVisible();
    await cancelDialog.getByLabel("Reason").fill("Out of stock in this size");
    await cancelDialog.getByRole("button", { name: "Cancel order" }).click();
    await expect(cancelDialog).toBeHidden();
    await expect(orderCard(page, second.id)).toContainText("Cancelled by the shop · Reason: Out of stock in this size");
    await expect(orderCard(page, second.id).getByRole("button")).toHaveCount(0);
    await expect(shopperRow(shopper, second.id)).toContainText("Cancelled by the shop: Out of stock in this size");

    // Bulk process after a confirmation: the two live orders, one at a time.
    await dialog.getByRole("button", { name: "Mark 2 processed" }).click();
    const confirmProcess = page.getByRole("dialog", { name: "Mark these orders processed?" });
    await confirmProcess.getByRole("button", { name: "Confirm" }).click();
    // (The toasts are outside the modal dialog, hidden from the accessibility tree while it is open.)
    await expect(confirmProcess).toBeHidden();
    await expect(orderCard(page, first.id).getByRole("button", { name: "Mark Processed" })).toHaveCount(0);
    await expect(shopperRow(shopper, first.id)).toContainText("Processed");
    await expect(shopperRow(shopper, third.id)).toContainText("Processed");

    // One step at a time: shipped, then delivered is the only next step offered.
    await orderCard(page, first.id).getByRole("button", { name: "Mark Shipped" }).click();
    await expect(orderCard(page, first.id).getByRole("button", { name: "Mark Delivered" })).toBeVisible();
    await expect(orderCard(page, first.id).getByRole("button", { name: "Mark Shipped" })).toHaveCount(0);
    await expect(shopperRow(shopper, first.id)).toContainText("Shipped");

    // Paid: one order by itself, then the rest of the group in bulk.
    await orderCard(page, first.id).getByRole("button", { name: "Mark as Paid" }).click();
    // Money only goes forward, so Mark as Paid asks first; cancelling the question changes nothing.
    const paidQuestion = page.getByRole("dialog", { name: `Mark order #${first.id} as paid?` });
    await paidQuestion.getByRole("button", { name: "Cancel" }).click();
    await expect(paidQuestion).toBeHidden();
    await expect(orderCard(page, first.id).getByRole("button", { name: "Mark as Paid" })).toBeVisible();
    await orderCard(page, first.id).getByRole("button", { name: "Mark as Paid" }).click();
    await paidQuestion.getByRole("button", { name: "Mark as Paid" }).click();
    await expect(orderCard(page, first.id).getByRole("button", { name: "Mark as Paid" })).toHaveCount(0);
    await dialog.getByRole("button", { name: "Mark 1 paid" }).click();
    await page
      .getByRole("dialog", { name: "Mark these orders paid?" })
      .getByRole("button", { name: "Confirm" })
      .click();
    await expect(dialog.getByRole("button", { name: /^Mark \d+ (paid|processed)$/ })).toHaveCount(0);
    await expect(shopper.getByText("Paid", { exact: true }).first()).toBeVisible();

    await dialog.getByRole("button", { name: "Close" }).click();
    // Shipped + processed + cancelled: "partially processed"; every live order paid: "paid".
    await expect(row).toContainText("Partially processed");
    await expect(row.getByRole("cell").nth(6)).toHaveText("Paid");
    await expectNoSeriousA11yViolations(page);

    // The filters pick whole groups and survive a reload.
    await page.getByLabel("Payment status").selectOption("unpaid");
    await expect(page).toHaveURL(/payment=unpaid/);
    await expect(page.getByText("No order groups match these filters.")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Payment status")).toHaveValue("unpaid");
    await page.getByLabel("Payment status").selectOption("paid");
    await page.getByLabel("Order status").selectOption("partially processed");
    await expect(row).toBeVisible();
    // An order status finds every group holding an order in it: this group's summary is not "cancelled".
    await page.getByLabel("Order status").selectOption("cancelled");
    await expect(row).toBeVisible();
    await page.getByLabel("Order status").selectOption("partially processed");
    await expect(row).toBeVisible();

    // Export: a real CSV of this screen's filters, UTF-8 with a BOM.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^orders-.*\.csv$/);
    const text = await readFile((await download.path())!, "utf8");
    expect(text.startsWith("\uFEFF")).toBe(true);
    const csv = parseCsv(text);
    expect(text.split("\r\n")[1], "no blank line after the header").not.toBe("");
    expect(csv.headers).toEqual([...ORDER_CSV_COLUMNS]);
    expect(csv.rows.map((r) => r.values["Order ID"]).sort()).toEqual(
      [first.id, second.id, third.id].map(String).sort(),
    );
    const cancelled = csv.rows.find((r) => r.values["Order ID"] === String(second.id))!.values;
    expect(cancelled).toMatchObject({
      "Customer Email": email,
      "Customer Name": fullName,
      Status: "cancelled",
      "Cancelled By": "admin",
      "Cancellation Reason": "Out of stock in this size",
    });
    const shipped = csv.rows.find((r) => r.values["Order ID"] === String(first.id))!.values;
    expect(shipped).toMatchObject({
      Status: "shipped",
      Paid: "Yes",
      "Payment Method": "Transfer",
      Product: product.name,
    });

    // The activity log tells it in sentences, with the order's number, never `order:2`.
    await page.goto("/admin/activity?action=order.paid");
    const log = page.getByRole("table", { name: "Activity log" });
    await expect(log.getByText(`You marked order #${first.id} as paid`)).toBeVisible();
    await page.goto("/admin/activity?action=order.cancel");
    await expect(log.getByText(`You cancelled order #${second.id}: Out of stock in this size`)).toBeVisible();
    await expect(log).not.toContainText(/order:\d/);
  } finally {
    await shopperContext.close();
  }
});

test("ten groups a page, with page buttons kept in the URL", async ({ page, browser }, testInfo) => {
  // Eleven shoppers share a name token, so a search for it shows exactly their eleven groups.
  const token = `Pager${testInfo.workerIndex}x${Date.now().toString(36)}`;
  for (let n = 1; n <= 11; n++) {
    const context = await browser.newContext();
    const shopper = await context.newPage();
    try {
      await devSignIn(shopper, { email: uniqueEmail(testInfo, `pager-${n}`), fullName: `${token} Shopper ${n}` });
      await becomePremium(shopper);
      await saveShippingAddress(shopper);
      const product = await orderableProduct(shopper);
      await placeOrderByApi(shopper, product, product.sizes[0]);
    } finally {
      await context.close();
    }
  }

  await adminSignIn(page);
  await page.goto(`/admin/orders?q=${token}`);
  const groups = page.getByRole("region", { name: "Order groups, one customer and day each" }).getByRole("row");
  await expect(groups).toHaveCount(11); // the header row and ten groups
  await expect(page.getByText("Showing 1-10 of 11 groups")).toBeVisible();
  const pages = page.getByRole("navigation", { name: "Order group pages" });
  await expect(pages.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  await expect(pages.getByRole("button", { name: "Previous" })).toBeDisabled();

  await pages.getByRole("button", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText("Showing 11-11 of 11 groups")).toBeVisible();
  await expect(groups).toHaveCount(2);
  // Newest first: the first shopper's group is the last one.
  await expect(groups.nth(1)).toContainText(`${token} Shopper 1`);
  await page.reload();
  await expect(page.getByText("Showing 11-11 of 11 groups")).toBeVisible();
  await expect(pages.getByRole("button", { name: "Next" })).toBeDisabled();
});

test.describe("on a desktop", () => {
  test.use({ viewport: { width: 1366, height: 850 }, isMobile: false, hasTouch: false });

  test("a busy day's group fills the screen with cancelled orders apart, and both payment filters find it", async ({
    page,
    browser,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, "busy-day");
    const shopperContext = await browser.newContext();
    const shopper = await shopperContext.newPage();
    let ids: number[];
    try {
      await devSignIn(shopper, { email, fullName: "Busy Day Shopper" });
      await becomePremium(shopper);
      await saveShippingAddress(shopper);
      const product = await orderableProduct(shopper);
      ids = [];
      for (let n = 0; n < 9; n++) ids.push((await placeOrderByApi(shopper, product, product.sizes[0])).id);
      expect((await shopper.request.put(`/api/orders/${ids[0]}/cancel`)).status()).toBe(200);
    } finally {
      await shopperContext.close();
    }
    await adminSignIn(page);
    expect((await page.request.put(`/api/admin/orders/${ids[1]}/paid`)).status()).toBe(200);

    // One paid order among unpaid ones: "Paid" and "Unpaid" both find the group, as "Partially paid" does.
    for (const payment of ["paid", "unpaid", "partially paid"]) {
      await page.goto(`/admin/orders?q=${encodeURIComponent(email)}&payment=${encodeURIComponent(payment)}`);
      await expect(page.getByRole("row").filter({ hasText: email }), payment).toBeVisible();
    }
    await page.getByLabel("Payment status").selectOption("paid");
    const row = page.getByRole("row").filter({ hasText: email });
    await row.getByRole("button", { name: /^View order group/ }).click();
    const dialog = page.getByRole("dialog");
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBeGreaterThan(1366 * 0.8);
    // Each order is one line of its own: photo, what and where, money, then status and actions.
    const card = orderCard(page, ids[2]);
    const [cardBox, actionBox] = [(await card.boundingBox())!, (await card.getByRole("button").first().boundingBox())!];
    expect(actionBox.y).toBeLessThan(cardBox.y + cardBox.height / 2);
    expect(actionBox.x).toBeGreaterThan(cardBox.x + cardBox.width / 2);
    const cancelled = dialog.getByRole("region", { name: "Cancelled (1)" });
    await expect(cancelled.getByRole("listitem")).toHaveCount(1);
    await expect(orderCard(page, ids[0])).toContainText("Cancelled by the customer");
    await expect(dialog.getByRole("region", { name: "Orders" }).getByRole("listitem")).toHaveCount(8);
    await expectNoSeriousA11yViolations(page);
  });
});
