import { expectNoSeriousA11yViolations } from "../axe";
import { currentUser, orderableProduct, placeOrderByApi, saveShippingAddress } from "../shop/shop-api";
import { devSignIn, uniqueEmail } from "../shop/sign-in";
import { adminSignIn, expect, test, toasts } from "./admin-test";
import { DEFAULT_CURRENCY, formatMoney } from "../../src/domain/money";

test("customers: search, All / Premium / Regular, premium toggled live for the shopper, permanent delete", async ({
  page,
  browser,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "admin-customer");
  const fullName = `Customer Admin ${testInfo.workerIndex}`;

  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  try {
    await devSignIn(shopper, { email, fullName });
    const product = await orderableProduct(shopper);
    await shopper.goto(`/product/${product.id}`);
    await shopper.getByRole("button", { name: /^Order Now/ }).click();
    const membership = shopper.getByRole("dialog", { name: "Premium Membership" });
    // The dialog's main button: the plans where the store has them, else the demo membership.
    await expect(
      membership.getByRole("button", { name: /^(Upgrade to Premium|Become premium \(demo\))$/ }),
    ).toBeVisible();

    await adminSignIn(page);
    await page.goto("/admin/customers");
    await expect(page.getByRole("heading", { level: 1, name: "Customer Management" })).toBeVisible();
    await page.getByLabel("Search customers").fill(email);
    const row = page.getByRole("row").filter({ hasText: email });
    await expect(row).toContainText(fullName);
    await expect(row).toContainText("Regular");
    await expect(page).toHaveURL(/q=/);

    // The segment filter: a regular customer is not among the premium ones.
    await page.getByLabel("Show").selectOption("premium");
    await expect(page.getByRole("heading", { name: "No customers found." })).toBeVisible();
    await page.getByLabel("Show").selectOption("regular");
    await expect(row).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Premium on, from the details dialog: the shopper's open dialog turns into the member view.
    await row.getByRole("button", { name: `Details of ${fullName}` }).click();
    const details = page.getByRole("dialog", { name: fullName });
    const toggle = details.getByRole("switch", { name: "Premium member" });
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    await expect(details.getByText("No orders yet.")).toBeVisible();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-checked", "true");
    await expect(details.getByText(/Last changed by an admin/)).toBeVisible();
    await expect(membership.getByText("PREMIUM MEMBER", { exact: true })).toBeVisible();
    expect((await currentUser(shopper)).isPremium).toBe(true);
    await details.getByRole("button", { name: "Close" }).click();
    await page.getByLabel("Show").selectOption("premium");
    await expect(row).toContainText("Premium");

    // As a member the shopper orders; the details list it.
    await saveShippingAddress(shopper);
    const order = await placeOrderByApi(shopper, product, product.sizes[0]);
    await page.reload();
    await expect(row.getByRole("cell").nth(4)).toHaveText("1");
    // Total spent is money the shop has: nothing yet, the unpaid order owed apart.
    const owed = formatMoney(order.totalPrice, DEFAULT_CURRENCY);
    await expect(row.getByRole("cell").nth(5)).toHaveText(`$0.00${owed} unpaid`);
    await row.getByRole("button", { name: `Details of ${fullName}` }).click();
    await expect(details.getByText(`#${order.id} · ${product.name}`)).toBeVisible();
    const value = (term: string) =>
      details.getByRole("term").filter({ hasText: term }).locator("xpath=following-sibling::dd[1]");
    await expect(value("Total spent")).toHaveText("$0.00");
    await expect(value("Awaiting payment")).toHaveText(owed);
    await expectNoSeriousA11yViolations(page);
    await details.getByRole("button", { name: "Close" }).click();

    // Delete names what goes with the customer, and the shopper's session ends with it.
    await row.getByRole("button", { name: `Delete ${fullName}` }).click();
    const confirm = page.getByRole("dialog", { name: `Delete ${fullName}?` });
    await expect(confirm).toContainText("their 1 order, their wishlist and their sessions");
    await expect(confirm).toContainText("cannot be undone");
    await confirm.getByRole("button", { name: "Delete customer" }).click();
    await expect(confirm).toBeHidden();
    // The toast says it once, then what went.
    await expect(toasts(page)).toHaveText(/^Customer deleted/);
    await expect(toasts(page)).toContainText(`${fullName} and their 1 order are gone.`);
    await expect(page.getByRole("heading", { name: "No customers found." })).toBeVisible();
    expect((await shopper.request.get("/api/user")).status()).toBe(401);
    const orders = await page.request.get("/api/admin/orders");
    expect(((await orders.json()) as { id: number }[]).some((o) => o.id === order.id)).toBe(false);
  } finally {
    await shopperContext.close();
  }
});

test("the customers table sorts by a heading from the keyboard, and says how it is sorted", async ({
  page,
  browser,
}, testInfo) => {
  const token = `sort${testInfo.workerIndex}${Date.now().toString(36)}`;
  // Signed up in this order, so the server's newest-first list starts with Alpha, and a name sort moves it.
  for (const name of ["Beta", "Alpha", "Gamma"]) {
    const context = await browser.newContext();
    try {
      await devSignIn(await context.newPage(), {
        email: uniqueEmail(testInfo, `${token}-${name}`),
        fullName: `${token} ${name}`,
      });
    } finally {
      await context.close();
    }
  }

  await adminSignIn(page);
  await page.goto(`/admin/customers?q=${token}`);
  const table = page.getByRole("table", { name: "Customers" });
  const names = table.getByRole("row").locator("td:first-child");
  await expect(names).toHaveText([`${token} Gamma`, `${token} Alpha`, `${token} Beta`]);

  const nameHeader = table.getByRole("columnheader", { name: "Name" });
  await expect(nameHeader).toHaveAttribute("aria-sort", "none");
  await nameHeader.getByRole("button", { name: "Name" }).focus();
  await page.keyboard.press("Enter");
  await expect(nameHeader).toHaveAttribute("aria-sort", "ascending");
  await expect(names).toHaveText([`${token} Alpha`, `${token} Beta`, `${token} Gamma`]);
  await page.keyboard.press("Space");
  await expect(nameHeader).toHaveAttribute("aria-sort", "descending");
  await expect(names).toHaveText([`${token} Gamma`, `${token} Beta`, `${token} Alpha`]);
  await expectNoSeriousA11yViolations(page);
});

test("a demo membership reads as one, and a customer without orders is deleted without counting them", async ({
  page,
  browser,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "demo-member");
  const fullName = `Demo Member ${testInfo.workerIndex}`;
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  try {
    await devSignIn(shopper, { email, fullName });
    expect((await shopper.request.post("/api/premium/demo")).status()).toBe(200);
  } finally {
    await shopperContext.close();
  }
  await adminSignIn(page);
  await page.goto(`/admin/customers?q=${encodeURIComponent(email)}`);
  const row = page.getByRole("row").filter({ hasText: email });
  await row.getByRole("button", { name: `Details of ${fullName}` }).click();
  const details = page.getByRole("dialog", { name: fullName });
  await expect(details.getByText(/^Last changed by the demo membership \(no payment\) on /)).toBeVisible();
  await expect(details).not.toContainText("Stripe");
  await details.getByRole("button", { name: "Close" }).click();

  await row.getByRole("button", { name: `Delete ${fullName}` }).click();
  const confirm = page.getByRole("dialog", { name: `Delete ${fullName}?` });
  await expect(confirm).toContainText(`${fullName}'s account together with their wishlist and their sessions`);
  await confirm.getByRole("button", { name: "Delete customer" }).click();
  await expect(toasts(page)).toContainText(`${fullName} is gone.`);

  // The activity log still names them, and its details read as words, not JSON.
  await page.goto("/admin/activity?action=customer.delete");
  const log = page.getByRole("table", { name: "Activity log" });
  const entry = log.getByRole("row").filter({ hasText: `You deleted customer ${fullName}` });
  await expect(entry).toBeVisible();
  await entry.getByText("Details").click();
  await expect(entry).toContainText("Wishlist items:");
  await expect(entry).not.toContainText(/[{}"]|wishlistItems/);
});
