import type { Page } from "@playwright/test";
import type { Dashboard, SetupChecklist } from "../../src/contracts/dashboard";
import { DASHBOARD, SETUP_TITLE } from "../../src/client/admin/dashboard/dashboard-strings";
import { dateIn, presetRange, type DashboardPreset } from "../../src/domain/dashboard-range";
import { expectNoSeriousA11yViolations } from "../axe";
import { becomePremium, orderableProduct, placeOrderByApi, saveShippingAddress } from "../shop/shop-api";
import { devSignIn, uniqueEmail } from "../shop/sign-in";
import { adminSignIn, expect, test } from "./admin-test";

const PRESETS: [DashboardPreset, string][] = [
  ["today", "Today"],
  ["yesterday", "Yesterday"],
  ["last-7-days", "Last 7 Days"],
  ["last-30-days", "Last 30 Days"],
  ["month-to-date", "Month to Date"],
  ["year-to-date", "Year to Date"],
];

async function storeToday(page: Page): Promise<string> {
  const store = (await (await page.request.get("/api/settings/store")).json()) as { timeZone: string };
  return dateIn(new Date(), store.timeZone);
}

function dashboardAnswer(page: Page, from: string, to: string) {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      url.pathname === "/api/admin/dashboard" &&
      url.searchParams.get("from") === from &&
      url.searchParams.get("to") === to &&
      response.status() === 200
    );
  });
}

test("each Time Period asks for its days in the store's time zone and shows the cards", async ({ page }) => {
  await adminSignIn(page);
  const today = await storeToday(page);
  const initial = presetRange("last-30-days", today);
  const first = dashboardAnswer(page, initial.from, initial.to);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  const figures = (await (await first).json()) as Dashboard;

  const period = page.getByLabel("Time Period");
  await expect(period).toHaveValue("last-30-days");
  const summary = page.getByRole("list", { name: "Summary" });
  const orders = summary.getByRole("listitem").filter({ hasText: "Orders (Filtered)" });
  await expect(orders).toContainText(String(figures.cards.ordersCount));
  await expect(orders).toContainText(`${figures.cards.deliveredCount} delivered`);
  await expect(summary.getByRole("listitem").filter({ hasText: "Active Products" })).toContainText(
    `${figures.cards.scheduledCount} scheduled`,
  );
  await expect(summary.getByRole("listitem").filter({ hasText: "Revenue (Filtered)" })).toContainText(
    DASHBOARD.fromOrders(figures.cards.revenueOrdersCount),
  );
  await expect(summary.getByRole("listitem").filter({ hasText: "Total Customers" })).toContainText(
    `${figures.cards.premiumCount} premium`,
  );
  for (const title of ["Draft Products", "Expired Products", "Cancelled Orders", "Premium Users"]) {
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
  }
  await expect(page.getByRole("img", { name: /days?: .* from \d+ orders?\./ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Top 5 products" })).toBeVisible();
  await expect(page.getByText("Updated live")).toBeVisible();
  // Its times are the store's, and it says so.
  await expect(page.getByText("Dates and times are in the store's time zone (Asia/Singapore).")).toBeVisible();
  await expect(page.getByText(/^Last updated \d{2}:\d{2}:\d{2}$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Last 30 Days was read on opening and comes from the cache.
  for (const [preset, label] of PRESETS.filter(([preset]) => preset !== "last-30-days")) {
    const range = presetRange(preset, today);
    const answer = dashboardAnswer(page, range.from, range.to);
    await period.selectOption({ label });
    await answer;
    await expect(page).toHaveURL(new RegExp(`period=${preset}`));
  }
});

test("Custom Range asks for the chosen days and says which they are", async ({ page }) => {
  await adminSignIn(page);
  await page.goto("/admin");
  await page.getByLabel("Time Period").selectOption({ label: "Custom Range" });
  const answer = dashboardAnswer(page, "2026-01-01", "2026-02-28");
  await page.getByLabel("Start Date").fill("2026-01-01");
  await page.getByLabel("End Date").fill("2026-02-28");
  const figures = (await (await answer).json()) as Dashboard;
  await expect(page.getByText("Showing data from 1 Jan 2026 to 28 Feb 2026")).toBeVisible();
  expect(figures.byDay).toHaveLength(59);
  await expect(page.getByRole("img", { name: /59 days:/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The view is in the URL: a reload shows the same days.
  const again = dashboardAnswer(page, "2026-01-01", "2026-02-28");
  await page.reload();
  await again;
  await expect(page.getByLabel("Start Date")).toHaveValue("2026-01-01");
  await expect(page.getByText("Showing data from 1 Jan 2026 to 28 Feb 2026")).toBeVisible();
});

test("a new order updates the figures live", async ({ page, browser }, testInfo) => {
  await adminSignIn(page);
  const today = await storeToday(page);
  const first = dashboardAnswer(page, today, today);
  await page.goto("/admin?period=today");
  const before = (await (await first).json()) as Dashboard;
  const orders = page
    .getByRole("list", { name: "Summary" })
    .getByRole("listitem")
    .filter({ hasText: "Orders (Filtered)" });
  await expect(orders.getByText(String(before.cards.ordersCount), { exact: true })).toBeVisible();

  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  try {
    await devSignIn(shopper, { email: uniqueEmail(testInfo, "dash-live"), fullName: "Dash Live" });
    await becomePremium(shopper);
    await saveShippingAddress(shopper);
    const product = await orderableProduct(shopper);
    const refreshed = dashboardAnswer(page, today, today);
    await placeOrderByApi(shopper, product, product.sizes[0]);
    const after = (await (await refreshed).json()) as Dashboard;
    // The other worker may order too: at least this order more, and the card shows what the server said.
    expect(after.cards.ordersCount).toBeGreaterThan(before.cards.ordersCount);
    await expect(orders.getByText(String(after.cards.ordersCount), { exact: true })).toBeVisible();
    // Top 5's column headers never run together ("OrdersRevenue"): a visible gap between their words.
    const top = page.getByRole("table", { name: "Top 5 products" });
    await expect(top).toBeVisible();
    const gap = await top.evaluate((table) => {
      const textBox = (cell: Element) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return range.getBoundingClientRect();
      };
      const [, ordersHeader, revenueHeader] = table.querySelectorAll("thead th");
      return textBox(revenueHeader).left - textBox(ordersHeader).right;
    });
    expect(gap).toBeGreaterThanOrEqual(16);
  } finally {
    await shopperContext.close();
  }
});

test("the setup checklist names what the shop still needs and links to where it is done", async ({ page }) => {
  await adminSignIn(page);
  const checklist = (await (await page.request.get("/api/admin/setup-checklist")).json()) as SetupChecklist;
  await page.goto("/admin");
  const list = page.getByRole("region", { name: SETUP_TITLE });
  await expect(list).toBeVisible();
  // The demo store has its contact details and payment instructions; no pricing table, no shopper sign-in.
  await expect(list.getByText("Store details (done)")).toBeVisible();
  await expect(list.getByText("Payment instructions (done)")).toBeVisible();
  expect(checklist.steps).toContainEqual({ step: "pricing-table", done: false });
  await expect(list.getByText(/OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await list.getByRole("link", { name: "Membership pricing table" }).click();
  await expect(page).toHaveURL(/\/admin\/settings\?tab=membership$/);
});
