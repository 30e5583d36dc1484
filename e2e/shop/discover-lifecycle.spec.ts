import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { products } from "../../src/server/db/schema";
import { databaseEventPublisher } from "../../src/server/events";
import { insertProduct } from "../../src/testing/factories";
import { DROP_ALERT_STRINGS as S } from "../../src/client/lib/push/drop-alerts-strings";
import { startPushService } from "../../src/testing/push-service";
import { expectNoSeriousA11yViolations } from "../axe";
import { serverDatabaseUrl, startLiveShop } from "../live-server";
import { pushManagerOf } from "../push-manager";
import { uniqueEmail } from "./sign-in";
import { expect, test } from "./shop-test";

// Discover's states when nothing is live and its self-refresh at release and expiry moments, on a real
// shop whose catalog each test sets (a shop of its own on a PostgreSQL server, without demo data).
const serverUrl = await serverDatabaseUrl();
test.skip(
  serverUrl === null,
  "needs a PostgreSQL server (TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test)",
);
test.describe.configure({ mode: "serial", timeout: 60_000 });

let live: Awaited<ReturnType<typeof startLiveShop>>;
test.beforeAll(async () => {
  live = await startLiveShop(serverUrl as string, { demoData: false });
});
test.afterAll(async () => {
  await live?.close();
});
test.beforeEach(async () => {
  await live.database.db.delete(products);
  // What an admin route publishes after changing products: the shop drops its cached list.
  await databaseEventPublisher(live.database).publish({ control: "catalog-changed" });
});

const inSeconds = (s: number) => new Date(Date.now() + s * 1000);
const uniqueName = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;

test("a failed load says so and can be retried", async ({ page, expectHttpError }) => {
  const name = uniqueName("Back again");
  await insertProduct(live.database.db, { name, expiresAt: inSeconds(86_400) });
  // A real failure: the catalog's table is briefly not where the shop's queries look for it.
  await live.database.rows(sql`alter table products rename to products_away`);
  expectHttpError("/api/products", 500);
  expectHttpError("/api/products/next-release", 500);
  try {
    await page.goto(`${live.base}/`);
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
    await expect(page.getByText("We couldn't load the products. Please try again.")).toBeVisible();
  } finally {
    await live.database.rows(sql`alter table products_away rename to products`);
  }
  await page.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByRole("heading", { name })).toBeVisible();
});

test("a failed refresh keeps the list on screen and says so in a toast", async ({ page, expectHttpError }) => {
  const name = uniqueName("Still showing");
  await insertProduct(live.database.db, { name, expiresAt: inSeconds(86_400) });
  await page.goto(`${live.base}/`);
  await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();

  await live.database.rows(sql`alter table products rename to products_away`);
  expectHttpError("/api/products", 500);
  try {
    // A product message makes every open Discover read the list again, which now fails. The page's
    // socket may still be registering after the first paint, so the message is sent until it lands.
    const toast = page.getByRole("region", { name: /notifications/i }).getByRole("listitem");
    await expect(async () => {
      await databaseEventPublisher(live.database).publish({
        audience: "everyone",
        message: { type: "products-scheduled", count: 1 },
      });
      await expect(toast).toContainText("Couldn't refresh the products", { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
  } finally {
    await live.database.rows(sql`alter table products_away rename to products`);
  }
  await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toHaveCount(0);
});

test("with nothing live and nothing scheduled, Discover says so", async ({ page }) => {
  await page.goto(`${live.base}/`);
  await expect(page.getByRole("heading", { name: "No products available" })).toBeVisible();
  await expect(page.getByText("Check back later for new items.")).toBeVisible();
});

test("when nothing is live, the coming-soon panel counts down to the next release", async ({ page }) => {
  const releaseAt = new Date(Math.ceil((Date.now() + 3 * 86_400_000) / 3_600_000) * 3_600_000);
  for (let i = 0; i < 3; i++)
    await insertProduct(live.database.db, {
      status: "scheduled",
      publishAt: releaseAt,
      expiresAt: inSeconds(10 * 86_400),
    });
  await insertProduct(live.database.db, {
    status: "scheduled",
    publishAt: new Date(releaseAt.getTime() + 3_600_000),
    expiresAt: inSeconds(10 * 86_400),
  });
  await page.goto(`${live.base}/`);

  await expect(page.getByRole("heading", { name: "New Products Coming Soon!" })).toBeVisible();
  const timer = page.getByRole("timer", { name: "Time until the new products launch" });
  for (const unit of ["Days", "Hours", "Minutes", "Seconds"]) await expect(timer.getByText(unit)).toBeVisible();
  await expect(page.getByText("3 amazing products are launching")).toBeVisible();
  await expect(page.getByText(/prices/i)).toBeVisible();
  await expect(page.getByText(/quality/i)).toBeVisible();
  await expect(page.getByText(/returns/i)).toBeVisible();
  // No view toggle or product countdown without products.
  await expect(page.getByRole("button", { name: "Catalog View" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test("the coming-soon panel's Remind me asks for every product of the next release", async ({
  page,
  context,
}, testInfo) => {
  const releaseAt = new Date(Math.ceil((Date.now() + 2 * 86_400_000) / 3_600_000) * 3_600_000);
  const next = await Promise.all(
    [1, 2].map(() =>
      insertProduct(live.database.db, { status: "scheduled", publishAt: releaseAt, expiresAt: inSeconds(9 * 86_400) }),
    ),
  );
  // A later release is not part of this one's reminder.
  await insertProduct(live.database.db, {
    status: "scheduled",
    publishAt: new Date(releaseAt.getTime() + 3_600_000),
    expiresAt: inSeconds(9 * 86_400),
  });
  const push = await startPushService();
  try {
    await pushManagerOf(context, push.subscribe());
    await context.grantPermissions(["notifications"]);
    const signIn = await page.request.post(`${live.base}/api/auth/dev-login`, {
      data: { email: uniqueEmail(testInfo, "coming-soon"), fullName: "Meera Das" },
    });
    expect(signIn.status(), await signIn.text()).toBe(200);
    await page.goto(`${live.base}/`);
    await expect(page.getByText("2 amazing products are launching")).toBeVisible();
    await page.getByRole("button", { name: S.remindAll }).click();
    await expect(page.getByRole("status").filter({ hasText: S.reminderSetAllText })).toBeVisible();
    await expect(page.getByRole("button", { name: S.removeReminder, exact: true })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("coming-soon-reminder-set.png") });
    const asked = await page.request.get(`${live.base}/api/reminders`);
    expect(((await asked.json()) as { productIds: number[] }).productIds.sort((a, b) => a - b)).toEqual(
      next.map((product) => product.id).sort((a, b) => a - b),
    );
  } finally {
    await push.close();
  }
});

test("the list refreshes by itself when the release countdown reaches zero", async ({ page }) => {
  const name = uniqueName("Midnight drop");
  await insertProduct(live.database.db, { name, status: "scheduled", publishAt: inSeconds(4) });
  await page.goto(`${live.base}/`);

  await expect(page.getByText("1 amazing product is launching")).toBeVisible();
  // The panel ticks down and, at zero, the live list replaces it without a reload.
  await expect(page.getByRole("heading", { level: 2, name })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole("heading", { name: "New Products Coming Soon!" })).toHaveCount(0);
});

test("the list refreshes by itself when the current product's countdown reaches zero", async ({ page }) => {
  const going = uniqueName("Last call");
  const staying = uniqueName("Still here");
  await insertProduct(live.database.db, { name: staying, createdAt: new Date(Date.now() - 60_000) });
  await insertProduct(live.database.db, { name: going, expiresAt: inSeconds(4) });
  await page.goto(`${live.base}/`);

  await expect(page.getByRole("heading", { level: 2, name: going })).toBeVisible();
  await expect(page.getByRole("timer")).toContainText(/Ends in\s*[1234]s/);
  await expect(page.getByRole("heading", { level: 2, name: staying })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText("1 of 1", { exact: true })).toBeVisible();
});
