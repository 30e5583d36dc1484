import type { Browser, Page } from "@playwright/test";
import {
  CUSTOMER_PORTAL_MESSAGE,
  PAYMENT_DEADLINE_MESSAGE,
  WHATSAPP_NUMBER_MESSAGE,
} from "../../src/contracts/admin-settings";
import { freePort, startServerProcess, type ServerProcess } from "../../src/testing/server-process";
import { expectNoSeriousA11yViolations } from "../axe";
import { E2E_ADMIN } from "../servers";
import { adminSignIn, expect, test, toasts } from "./admin-test";

// A shop of its own: these tests change store-wide settings that the shop's other tests read.
test.describe.configure({ mode: "serial", timeout: 90_000 });

let server: ServerProcess;
let base: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startServerProcess(await freePort(), {
    DATA_DIR: "memory://",
    DATABASE_URL: "",
    DEMO_DATA: "1",
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
  });
  base = server.base;
});
test.afterAll(async () => {
  await server?.stop();
});

async function openTab(page: Page, tab: string, name: string) {
  await adminSignIn(page, { base });
  await page.goto(`${base}/admin/settings?tab=${tab}`);
  const panel = page.getByRole("tabpanel", { name });
  await expect(panel).toBeVisible();
  return panel;
}

/** A shopper in a browser of their own, signed in to this test's shop. */
async function shopperPage(browser: Browser, email: string) {
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  const response = await page.request.post(`${base}/api/auth/dev-login`, { data: { email, fullName: "Mira Sen" } });
  expect(response.status(), await response.text()).toBe(200);
  return { page, context, user: (await response.json()) as { id: number } };
}

test("Store Settings: saved; an open Help & Support and every amount in the shop and back office follow live", async ({
  page,
  browser,
}) => {
  // The shopper is already looking when the admin saves: Help & Support open on one page, Discover on another.
  const shopper = await shopperPage(browser, "store-settings@example.com");
  try {
    await shopper.page.goto("/profile");
    await shopper.page.getByRole("button", { name: "Help & Support" }).click();
    const help = shopper.page.getByRole("dialog", { name: "Help & Support" });
    await expect(help.getByRole("link", { name: /@/ })).toBeVisible();
    await expect(help.getByRole("link", { name: "help@settings.test" })).toHaveCount(0);
    const discover = await shopper.context.newPage();
    await discover.goto("/");
    const firstCard = discover.getByRole("main").getByRole("link").first();
    await expect(firstCard).toContainText("$");

    const panel = await openTab(page, "store", "Store Settings");
    await expect(panel.getByLabel("Currency")).toHaveValue("USD");
    await expectNoSeriousA11yViolations(page);

    // Refused in the form, before any request.
    await panel.getByLabel("Store email").fill("not-an-email");
    await panel.getByRole("button", { name: "Save changes" }).click();
    await expect(panel.getByText("Enter a valid email address")).toBeVisible();

    await panel.getByLabel("Store email").fill("help@settings.test");
    await panel.getByLabel("Store phone").fill("+65 6000 1234");
    await panel.getByLabel("Currency").selectOption("EUR");
    await panel.getByRole("button", { name: "Save changes" }).click();
    await expect(toasts(page).filter({ hasText: "Settings saved" })).toBeVisible();

    // No reload: the open dialog and the open Discover page hear of the save.
    await expect(help.getByRole("link", { name: "help@settings.test" })).toHaveAttribute(
      "href",
      "mailto:help@settings.test",
    );
    await expect(help.getByRole("link", { name: "+65 6000 1234" })).toBeVisible();
    await expect(firstCard).toContainText("€");
    await expect(firstCard).not.toContainText("$");

    // The product page's price, shipping line and Order Now button.
    await firstCard.click();
    await expect(discover.getByText(/^\+ €\d+\.\d{2} shipping$/)).toBeVisible();
    await expect(discover.getByRole("button", { name: /^Order Now - €\d+\.\d{2}$/ })).toBeVisible();
    await expect(discover.getByRole("main")).not.toContainText("$");
  } finally {
    await shopper.context.close();
  }

  // The back office writes amounts in the chosen currency: the dashboard and the product list.
  await page.goto(`${base}/admin?period=year-to-date`);
  await expect(
    page.getByRole("list", { name: "Summary" }).getByRole("listitem").filter({ hasText: "Revenue (Filtered)" }),
  ).toContainText("€");
  await page.goto(`${base}/admin/products`);
  const firstRow = page.getByRole("row").nth(1);
  await expect(firstRow).toContainText("€");
  await expect(firstRow).not.toContainText("$");

  // Singapore dollars, where the shop ships from, read as S$ (a bare $ would say US dollars).
  const store = await openTab(page, "store", "Store Settings");
  await store.getByLabel("Currency").selectOption("SGD");
  await store.getByRole("button", { name: "Save changes" }).click();
  await expect(toasts(page).filter({ hasText: "Settings saved" })).toBeVisible();
  await page.goto(`${base}/admin/products`);
  await expect(firstRow).toContainText(/S\$\d+\.\d{2}/);
});

test("the payment deadline is set in hours and minutes, refused at zero, and turned off again", async ({ page }) => {
  const store = await openTab(page, "store", "Store Settings");
  const deadline = store.getByRole("group", { name: "Unpaid orders are cancelled after" });
  const off = deadline.getByLabel("Keep unpaid orders until I cancel them");
  await expect(off).toBeChecked();
  await off.uncheck();
  await deadline.getByLabel("Hours").fill("0");
  await deadline.getByLabel("Minutes").fill("0");
  await store.getByRole("button", { name: "Save changes" }).click();
  await expect(deadline).toContainText(PAYMENT_DEADLINE_MESSAGE);
  await deadline.getByLabel("Hours").fill("1");
  await deadline.getByLabel("Minutes").fill("30");
  await store.getByRole("button", { name: "Save changes" }).click();
  await expect(toasts(page).filter({ hasText: "Settings saved" })).toBeVisible();
  const saved = await page.request.get(`${base}/api/settings/store`);
  expect(((await saved.json()) as { unpaidOrderDeadlineMinutes: number }).unpaidOrderDeadlineMinutes).toBe(90);
  await page.reload();
  await expect(deadline.getByLabel("Minutes")).toHaveValue("30");
  await expectNoSeriousA11yViolations(page);
  await off.check();
  await store.getByRole("button", { name: "Save changes" }).click();
  await expect(toasts(page).filter({ hasText: "Settings saved" }).first()).toBeVisible();
  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get(`${base}/api/settings/store`)).json()) as {
            unpaidOrderDeadlineMinutes: number | null;
          }
        ).unpaidOrderDeadlineMinutes,
    )
    .toBeNull();
});

test("Stripe's customer portal link is taken only as an https address, and given to members", async ({ page }) => {
  const store = await openTab(page, "store", "Store Settings");
  const link = store.getByLabel("Card change link");
  await link.fill("billing.stripe.com/p/login/abc");
  await store.getByRole("button", { name: "Save changes" }).click();
  await expect(store).toContainText(CUSTOMER_PORTAL_MESSAGE);
  await link.fill("https://billing.stripe.com/p/login/abc");
  await store.getByRole("button", { name: "Save changes" }).click();
  await expect(toasts(page).filter({ hasText: "Settings saved" })).toBeVisible();
  const saved = (await (await page.request.get(`${base}/api/settings/store`)).json()) as { customerPortalUrl: string };
  expect(saved.customerPortalUrl).toBe("https://billing.stripe.com/p/login/abc");
  await link.fill("");
  await store.getByRole("button", { name: "Save changes" }).click();
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`${base}/api/settings/store`)).json()) as { customerPortalUrl: string | null })
          .customerPortalUrl,
    )
    .toBeNull();
});

test("Unsaved changes: a tab switch, a link, the back button and closing the page ask first; a save ends it; tabs are in the history", async ({
  page,
}) => {
  await adminSignIn(page, { base });
  await page.goto(`${base}/admin`);
  // Into the settings inside the app, so the back button stays in the page.
  await page.getByRole("link", { name: "Two-factor sign-in" }).click();
  await expect(page).toHaveURL(`${base}/admin/settings?tab=security`);
  await page.getByRole("tab", { name: "Store Settings" }).click();
  const panel = page.getByRole("tabpanel", { name: "Store Settings" });
  const storeName = panel.getByLabel("Store name");
  const original = await storeName.inputValue();
  const edited = `${original} (edited)`;
  await storeName.fill(edited);
  const leave = page.getByRole("dialog", { name: "Leave without saving?" });

  // Another tab asks; keeping the edit stays on this tab with the text as typed.
  await page.getByRole("tab", { name: "Membership" }).click();
  await leave.getByRole("button", { name: "Keep editing" }).click();
  await expect(leave).toBeHidden();
  await expect(page.getByRole("tab", { name: "Store Settings" })).toHaveAttribute("aria-selected", "true");
  await expect(storeName).toHaveValue(edited);

  // A link in the menu asks too.
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("link", { name: "Orders" }).click();
  await leave.getByRole("button", { name: "Keep editing" }).click();
  await expect(leave).toBeHidden();
  await page.getByRole("button", { name: "Close menu" }).click();
  await expect(page).toHaveURL(`${base}/admin/settings?tab=store`);
  await expect(storeName).toHaveValue(edited);

  // So does the browser's back button: the page and its address stay.
  await page.goBack({ waitUntil: "commit" });
  await leave.getByRole("button", { name: "Keep editing" }).click();
  await expect(page).toHaveURL(`${base}/admin/settings?tab=store`);
  await expect(storeName).toHaveValue(edited);

  // Closing the page gets the browser's own question.
  const closing = page.waitForEvent("dialog");
  await page.close({ runBeforeUnload: true });
  const question = await closing;
  expect(question.type()).toBe("beforeunload");
  await question.dismiss();
  await expect(storeName).toHaveValue(edited);

  // After saving nothing asks.
  await panel.getByRole("button", { name: "Save changes" }).click();
  await expect(toasts(page).filter({ hasText: "Settings saved" })).toBeVisible();
  await page.getByRole("tab", { name: "Membership" }).click();
  await expect(page.getByRole("tabpanel", { name: "Membership" })).toBeVisible();
  await expect(leave).toHaveCount(0);

  // The name put back, and back to the dashboard without a question.
  await page.getByRole("tab", { name: "Store Settings" }).click();
  await expect(storeName).toHaveValue(edited);
  await storeName.fill(original);
  const putBack = page.waitForResponse((r) => r.url().endsWith("/api/admin/settings/store") && r.ok());
  await panel.getByRole("button", { name: "Save changes" }).click();
  await putBack;
  // Each tab is in the history: Back goes to the tab before, and out of the settings after the first.
  await page.goBack();
  await expect(page).toHaveURL(`${base}/admin/settings?tab=membership`);
  await expect(page.getByRole("tab", { name: "Membership" })).toHaveAttribute("aria-selected", "true");
  for (const tab of ["store", "security"]) {
    await page.goBack();
    await expect(page).toHaveURL(`${base}/admin/settings?tab=${tab}`);
  }
  await page.goBack();
  await expect(page).toHaveURL(`${base}/admin`);
  await expect(leave).toHaveCount(0);
});

test("Shipping Rates: an unlisted country comes at 25.99 and off; saved rates reach the shop live", async ({
  page,
  browser,
}) => {
  const shopper = await shopperPage(browser, "shipping-rates@example.com");
  try {
    await shopper.page.goto("/profile");
    await shopper.page.getByRole("button", { name: "Add Address" }).click();
    const country = shopper.page.getByLabel("Country");
    await expect(country.locator("option", { hasText: "India" })).toHaveCount(0);

    const panel = await openTab(page, "shipping-rates", "Shipping Rates");
    await expect(panel.getByLabel("Rate for Singapore")).toHaveValue("8.99");
    await expectNoSeriousA11yViolations(page);
    await panel.getByLabel("Add a country").selectOption({ label: "India" });
    await panel.getByRole("button", { name: "Add", exact: true }).click();
    await expect(panel.getByLabel("Rate for India")).toHaveValue("25.99");
    await expect(panel.getByRole("switch", { name: "Ship to India" })).not.toBeChecked();
    await panel.getByLabel("Rate for India").fill("21.50");
    await panel.getByRole("switch", { name: "Ship to India" }).check();
    await panel.getByLabel("Rate for Singapore").fill("");
    await panel.getByRole("button", { name: "Save shipping rates" }).click();
    await expect(toasts(page).filter({ hasText: "Shipping rates updated" })).toBeVisible();
    await expect(panel.getByLabel("Rate for Singapore")).toHaveValue(/^0(\.00)?$/);

    // The shopper's open form hears of it and offers India, with no reload.
    await expect(country.locator("option", { hasText: "India" })).toHaveCount(1);
    const enabled = (await (await shopper.page.request.get(`${base}/api/shipping-rates/enabled`)).json()) as {
      countryCode: string;
      rate: string;
    }[];
    expect(enabled.find((rate) => rate.countryCode === "IN")?.rate).toMatch(/^21\.50?$/);
  } finally {
    await shopper.context.close();
  }
});

test("Alternate Descriptions: validation, create, switch off, edit, delete after confirmation", async ({ page }) => {
  const panel = await openTab(page, "alternate-descriptions", "Alternate Descriptions");
  await panel.getByRole("button", { name: "Add description" }).click();
  await expect(toasts(page).filter({ hasText: "Validation error" })).toBeVisible();

  await panel.getByLabel("Title").fill("Monsoon linen");
  await panel.getByLabel("Description").fill("Breathable linen for humid days.");
  await panel.getByRole("button", { name: "Add description" }).click();
  await expect(toasts(page).filter({ hasText: "Description added" })).toBeVisible();
  const item = panel.getByRole("listitem").filter({ hasText: "Monsoon linen" });
  await expect(item).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const publicTitles = async () =>
    ((await (await page.request.get(`${base}/api/alternate-descriptions`)).json()) as { title: string }[]).map(
      (d) => d.title,
    );
  expect(await publicTitles()).toContain("Monsoon linen");

  await item.getByRole("switch", { name: "Active: Monsoon linen" }).uncheck();
  await expect(toasts(page).filter({ hasText: "Description updated" })).toBeVisible();
  expect(await publicTitles()).not.toContain("Monsoon linen");

  await item.getByRole("button", { name: "Edit Monsoon linen" }).click();
  const edit = page.getByRole("dialog", { name: "Edit alternate description" });
  await edit.getByLabel("Title").fill("Monsoon linen, lined");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit).toBeHidden();
  const renamed = panel.getByRole("listitem").filter({ hasText: "Monsoon linen, lined" });
  await expect(renamed).toBeVisible();

  await renamed.getByRole("button", { name: "Delete Monsoon linen, lined" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this description?" });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(renamed).toBeVisible();
  await renamed.getByRole("button", { name: "Delete Monsoon linen, lined" }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toasts(page).filter({ hasText: "Description deleted" })).toBeVisible();
  await expect(renamed).toHaveCount(0);
});

test("Shop from India: saved content and button reach the shop's dialog; switched off, the shop says so", async ({
  page,
  browser,
}) => {
  const panel = await openTab(page, "shop-from-india", "Shop from India");
  await expectNoSeriousA11yViolations(page);
  await panel.getByLabel("WhatsApp number").fill("12345");
  await panel.getByRole("button", { name: "Save changes" }).click();
  await expect(panel.getByText(WHATSAPP_NUMBER_MESSAGE)).toBeVisible();

  await panel.getByLabel("Content").fill("We shop in Jaipur for you. <b>not bold</b>");
  await panel.getByLabel("WhatsApp number").fill("+91 98765 43210");
  await panel.getByLabel("Button text").fill("Chat with us");
  await panel.getByRole("button", { name: "Save changes" }).click();
  await expect(toasts(page).filter({ hasText: "Shop from India saved" })).toBeVisible();

  const shopper = await shopperPage(browser, "india-settings@example.com");
  try {
    await shopper.page.goto("/profile");
    await shopper.page.getByRole("button", { name: "Shop from India" }).click();
    const dialog = shopper.page.getByRole("dialog", { name: "Shop from India" });
    await expect(dialog).toContainText("We shop in Jaipur for you. <b>not bold</b>");
    await expect(dialog.getByRole("link", { name: /Chat with us/ })).toHaveAttribute(
      "href",
      "https://wa.me/919876543210",
    );
    await dialog.getByRole("button", { name: "Close" }).click();

    await panel.getByRole("switch", { name: "Show Shop from India in the shop" }).uncheck();
    await panel.getByRole("button", { name: "Save changes" }).click();
    await expect(toasts(page).filter({ hasText: "Shop from India saved" })).toBeVisible();
    // The same page, opened again without a reload.
    await shopper.page.getByRole("button", { name: "Shop from India" }).click();
    await expect(shopper.page.getByRole("dialog", { name: "Shop from India" })).toContainText(
      "Shop from India information is not available at the moment.",
    );
  } finally {
    await shopper.context.close();
  }
});

const EMBED = `<script async src="https://js.stripe.com/v3/pricing-table.js"></script>
<stripe-pricing-table pricing-table-id="prctbl_1Settings" publishable-key="pk_test_51Settings"></stripe-pricing-table>`;

/** Stripe's script is on the internet, which tests do not reach: a stand-in defines the element. */
async function standInForStripesTable(page: Page) {
  await page.route("https://js.stripe.com/v3/pricing-table.js", (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: `customElements.define("stripe-pricing-table", class extends HTMLElement {
        connectedCallback() { this.textContent = "Stripe plans " + this.getAttribute("pricing-table-id"); }
      });`,
    }),
  );
}

test("Membership: required, a foreign script refused with the reason, Stripe's table saved, previewed and in the shop", async ({
  page,
  browser,
  expectHttpError,
}) => {
  expectHttpError("/api/admin/settings/stripe-pricing-table", 400);
  await standInForStripesTable(page);
  const panel = await openTab(page, "membership", "Membership");
  await expect(panel).toContainText("Pricing table is being configured. Please check back soon.");
  await expectNoSeriousA11yViolations(page);

  await panel.getByRole("button", { name: "Save changes" }).click();
  await expect(panel.getByText("Stripe pricing table code is required").first()).toBeVisible();

  await panel.getByLabel("Pricing table embed code").fill('<script src="http://127.0.0.1:9/evil.js"></script>');
  await panel.getByRole("button", { name: "Save changes" }).click();
  await expect(toasts(page).filter({ hasText: "Error saving Stripe configuration" })).toBeVisible();
  // The server's reason lands on its field, which gets focus.
  await expect(panel.getByLabel("Pricing table embed code")).toBeFocused();
  await expect(panel.getByLabel("Pricing table embed code")).toHaveAttribute("aria-invalid", "true");

  await panel.getByLabel("Pricing table embed code").fill(EMBED);
  await panel.getByRole("button", { name: "Save changes" }).click();
  await expect(toasts(page).filter({ hasText: "Stripe configuration saved" })).toBeVisible();
  await expect(panel.locator("stripe-pricing-table")).toHaveText("Stripe plans prctbl_1Settings");
  const shopView = (await (await page.request.get(`${base}/api/settings/stripe-pricing-table`)).json()) as object;
  expect(shopView).toMatchObject({ pricingTableId: "prctbl_1Settings", publishableKey: "pk_test_51Settings" });

  // A shopper who is not a member is offered the saved table in the Premium dialog.
  const shopper = await shopperPage(browser, "membership-settings@example.com");
  try {
    await standInForStripesTable(shopper.page);
    await shopper.page.goto("/profile");
    await shopper.page.getByRole("button", { name: "Upgrade to Premium" }).click();
    const premium = shopper.page.getByRole("dialog", { name: "Premium Membership" });
    await expect(premium.locator("stripe-pricing-table")).toHaveText("Stripe plans prctbl_1Settings");
    await expect(premium.locator("stripe-pricing-table")).toHaveAttribute(
      "client-reference-id",
      String(shopper.user.id),
    );
  } finally {
    await shopper.context.close();
  }
});

test("Notifications: the choices are saved on the server", async ({ page }) => {
  const panel = await openTab(page, "notifications", "Notifications");
  await expect(panel.getByRole("switch", { name: "Show a toast for new orders" })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await panel.getByRole("switch", { name: "Play a sound for new orders" }).check();
  await expect(toasts(page).filter({ hasText: "Notification settings saved" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("switch", { name: "Play a sound for new orders" })).toBeChecked();
  expect(await (await page.request.get(`${base}/api/admin/notification-preferences`)).json()).toEqual({
    newOrderToast: true,
    sound: true,
    browserNotifications: false,
  });
});

test("Premium Members: listed with since-date and source, searchable, premium removed after confirmation", async ({
  page,
  browser,
}) => {
  const shopper = await shopperPage(browser, "premium-member@example.com");
  try {
    await adminSignIn(page, { base });
    const made = await page.request.post(`${base}/api/admin/user-premium`, {
      data: { userId: shopper.user.id, isPremium: true },
    });
    expect(made.status(), await made.text()).toBe(200);

    const panel = await openTab(page, "premium-members", "Premium Members");
    await panel.getByLabel("Search members").fill("premium-member@");
    const member = panel.getByRole("row").filter({ hasText: "premium-member@example.com" });
    // The Source and Member since columns: granted here, today on the store's clock.
    await expect(member.getByRole("cell", { name: "Admin", exact: true })).toBeVisible();
    await expect(member.locator("time")).toHaveText(/^\d{1,2} [A-Z][a-z]{2,3} \d{4}$/);
    await expect(panel.getByText("1 member")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await member.getByRole("button", { name: "Remove premium from Mira Sen" }).click();
    await page
      .getByRole("dialog", { name: "Remove premium membership?" })
      .getByRole("button", { name: "Remove premium" })
      .click();
    await expect(toasts(page).filter({ hasText: "Premium removed" })).toBeVisible();
    await expect(panel.getByText("No premium members match this search.")).toBeVisible();
    const user = (await (await shopper.page.request.get(`${base}/api/user`)).json()) as { isPremium: boolean };
    expect(user.isPremium).toBe(false);
  } finally {
    await shopper.context.close();
  }
});
