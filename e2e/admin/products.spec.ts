import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import type { AdminProduct, ProductInputBody } from "../../src/contracts/admin-products";
import { expectNoSeriousA11yViolations } from "../axe";
import { adminSignIn, expect, test, toasts } from "./admin-test";

// Manage Products and the product form. The tests share one shop with the demo
// catalog and other workers, so each works on products of its own, named with a unique prefix, and asserts
// only on them. They run one after another in one worker: "Delete All Drafts" removes every draft.
test.describe.configure({ mode: "default" });
test.use({ viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false });

const IMAGE = "/demo/products/coral-ikat-cotton-kurta-1.svg";
const HOUR = 60 * 60 * 1000;
/** The browser's zone (playwright.config.ts); the schedule form takes local dates and times. */
const ZONE = "Asia/Singapore";

function uniquePrefix(): string {
  return `E2E ${randomBytes(3).toString("hex")}`;
}

async function createProduct(page: Page, body: Partial<ProductInputBody> & { name: string }): Promise<AdminProduct> {
  const response = await page.request.post("/api/products", {
    data: {
      description: "Made by the products e2e test.",
      price: "40.00",
      images: [IMAGE],
      category: "regular",
      sizes: ["S", "M"],
      status: "draft",
      expirationDays: 7,
      ...body,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as AdminProduct;
}

/**
 * A product whose window has just ended. The server refuses an expiry in the past, so it is published now
 * to end two seconds from now and the test waits until the shop says it has expired.
 */
async function createExpiredProduct(
  page: Page,
  name: string,
  body: Partial<ProductInputBody> = {},
): Promise<AdminProduct> {
  const product = await createProduct(page, {
    ...body,
    name,
    status: "active",
    expiresAt: new Date(Date.now() + 2000).toISOString(),
    expirationDays: undefined,
  });
  await expect
    .poll(async () => ((await (await page.request.get(`/api/products/${product.id}`)).json()) as AdminProduct).status)
    .toBe("expired");
  return product;
}

/** Opens the list filtered to this test's products by the search box. */
async function openList(page: Page, search: string): Promise<void> {
  await page.goto("/admin/products");
  await expect(page.getByRole("heading", { level: 1, name: "Manage Products" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search" }).fill(search);
}

/** Bulk Delete Actions sit behind their own clearly labelled area, one click away. */
const openBulkDelete = (page: Page) => page.getByText("Bulk Delete Actions", { exact: true }).click();

const table = (page: Page) => page.getByRole("table", { name: "Products" });
const row = (page: Page, name: string) => table(page).getByRole("row").filter({ hasText: name });

/** The local date and time (HH:MM:SS) of an instant in the browser's zone, as the date and time inputs take them. */
function localParts(at: Date): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone: ZONE,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}:${parts.second}` };
}

test.beforeEach(async ({ page }) => {
  await adminSignIn(page);
});

test("a product created through the form shows up on a shopper's open Discover", async ({ page, browser }) => {
  const name = `${uniquePrefix()} Ikat Kurta`;
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  try {
    await shopper.goto("/");
    await shopper.getByRole("button", { name: "Catalog View" }).click();
    const catalog = shopper.getByRole("list", { name: "Products" });
    await expect(catalog.getByRole("listitem").first()).toBeVisible();

    await page.goto("/admin/products");
    await page.getByRole("link", { name: "Add New Product" }).click();
    await expect(page).toHaveURL("/admin/products/add");
    await expect(page.getByRole("heading", { level: 1, name: "Add Product" })).toBeVisible();
    await expect(page.getByLabel("Save as draft")).toBeChecked();
    await expect(page.getByLabel("Expiration days")).toHaveValue("7");

    await page.getByLabel("Product name").fill(name);
    await page.getByLabel("Category").selectOption({ label: "Men's Wear" });
    await page.getByLabel("Price", { exact: true }).fill("42.50");
    await page.getByLabel("Discount amount").fill("2.50");
    await page.getByLabel("Expiration days").selectOption({ label: "14 days" });
    await page.getByLabel("Description", { exact: true }).fill("Hand-block printed cotton.");
    await page.getByLabel("Image URL 1").fill(IMAGE);
    await page.getByRole("checkbox", { name: "S", exact: true }).check();
    await page.getByRole("checkbox", { name: "XL", exact: true }).check();
    await page.getByLabel("Save as draft").uncheck();

    // The shopper preview follows the form.
    const preview = page.getByRole("complementary", { name: "Shopper preview" });
    await expect(preview).toContainText(name);
    await expect(preview).toContainText("$40.00");
    await expect(preview).toContainText("$42.50");
    await expect(preview).toContainText("Men's Wear · Goes live when saved");

    await page.getByRole("button", { name: "Save Product" }).click();
    await expect(page).toHaveURL("/admin/products");
    await page.getByRole("searchbox", { name: "Search" }).fill(name);
    const saved = row(page, name);
    await expect(saved).toContainText("Men's Wear");
    await expect(saved).toContainText("$40.00");
    await expect(saved).toContainText("-$2.50 off");
    await expect(saved).toContainText("Active");

    // The shopper's page hears of it and lists it without a reload.
    await expect(catalog.getByRole("heading", { name })).toBeVisible();

    // Saved, the form is behind the owner: back from the list goes where they were before it.
    await page.goBack();
    await expect(page).toHaveURL("/admin/products");
    await expect(page.getByRole("heading", { level: 1, name: "Manage Products" })).toBeVisible();
  } finally {
    await shopperContext.close();
  }
});

test("two drafts scheduled a few seconds ahead go live at their time", async ({ page }) => {
  const prefix = uniquePrefix();
  await createProduct(page, { name: `${prefix} Saree A` });
  await createProduct(page, { name: `${prefix} Saree B` });
  await openList(page, prefix);
  await expect(table(page).getByRole("row")).toHaveCount(3);

  // Nothing selected: the main button says so.
  await page.getByRole("button", { name: "Schedule Drafts" }).click();
  await expect(toasts(page)).toContainText("No products selected");
  await expect(toasts(page)).toContainText("Please select at least one draft product to schedule.");

  await page.getByLabel("Select all (2 drafts, 0 expired, 0 active, 0 scheduled)").check();
  await expect(page.getByText("Selected 2 products")).toBeVisible();
  await page.getByRole("button", { name: "Schedule 2 Drafts" }).click();

  const dialog = page.getByRole("dialog", { name: "Schedule Products" });
  const today = localParts(new Date());
  const week = localParts(new Date(Date.now() + 7 * 24 * HOUR));
  // The next 10:00 on the store's clock that is still ahead (decision 021), never one already past.
  const nextTen = today.time < "10:00:00" ? today.date : localParts(new Date(Date.now() + 24 * HOUR)).date;
  await expect(dialog).toContainText("Times are in the store's time zone (Asia/Singapore).");
  await expect(dialog.getByLabel("Publication Date")).toHaveValue(nextTen);
  await expect(dialog.getByLabel("Publication Time")).toHaveValue("10:00");
  await expect(dialog.getByLabel("Expiration Date")).toHaveValue(week.date);
  await expect(dialog.getByLabel("Expiration Time")).toHaveValue("23:59");
  await expect(dialog.getByLabel("Expiration Date")).toHaveAttribute("min", today.date);

  // Each field is required, with its own message.
  await dialog.getByLabel("Publication Time").fill("");
  await dialog.getByLabel("Expiration Date").fill("");
  await dialog.getByRole("button", { name: "Schedule" }).click();
  await expect(dialog.getByText("Please select a time")).toBeVisible();
  await expect(dialog.getByText("Please select an expiry date")).toBeVisible();

  // A time already past is refused in the dialog (the server refuses it too, with a 400).
  const past = localParts(new Date(Date.now() - 2 * 60 * 1000));
  await dialog.getByLabel("Publication Date").fill(past.date);
  await dialog.getByLabel("Publication Time").fill(past.time.slice(0, 5));
  await dialog.getByLabel("Expiration Date").fill(week.date);
  await dialog.getByRole("button", { name: "Schedule" }).click();
  await expect(dialog.getByText("The publication time has passed: choose a later time, or Publish now")).toBeVisible();

  const publish = localParts(new Date(Date.now() + 6000));
  await dialog.getByLabel("Publication Date").fill(publish.date);
  await dialog.getByLabel("Publication Time").fill(publish.time);
  await dialog.getByLabel("Expiration Date").fill(week.date);
  await dialog.getByRole("button", { name: "Schedule" }).click();
  await expect(dialog).toBeHidden();
  await expect(toasts(page)).toContainText("Products scheduled");
  await expect(toasts(page)).toContainText("2 products have been scheduled for publishing.");

  for (const name of [`${prefix} Saree A`, `${prefix} Saree B`]) {
    await expect(row(page, name)).toContainText("Scheduled");
  }
  // The list follows the clock (and the server's products-activated message): both go live.
  for (const name of [`${prefix} Saree A`, `${prefix} Saree B`]) {
    await expect(row(page, name)).toContainText("Active", { timeout: 20_000 });
  }
  const live = await page.request.get("/api/products");
  const names = ((await live.json()) as { name: string }[]).map((product) => product.name);
  expect(names).toEqual(expect.arrayContaining([`${prefix} Saree A`, `${prefix} Saree B`]));
});

test("Publish now is the owner's explicit choice: the drafts go live at once and the toast names it", async ({
  page,
}) => {
  const prefix = uniquePrefix();
  await createProduct(page, { name: `${prefix} Kurti` });
  await openList(page, prefix);
  await page.getByRole("checkbox", { name: `Select ${prefix} Kurti` }).check();
  await page.getByRole("button", { name: "Schedule 1 Draft" }).click();
  const dialog = page.getByRole("dialog", { name: "Schedule Products" });
  await dialog.getByLabel(/^Publish now/).check();
  await expect(dialog.getByLabel("Publication Date")).toBeDisabled();
  // The button says what it now does.
  await expect(dialog.getByRole("button", { name: "Schedule" })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Publish now", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(toasts(page)).toContainText("Products published now");
  await expect(toasts(page)).toContainText("1 product is live now (Publish now).");
  await expect(row(page, `${prefix} Kurti`)).toContainText("Active");
});

test("an expired product is reactivated with a new expiry", async ({ page }) => {
  const name = `${uniquePrefix()} Lehenga`;
  await createExpiredProduct(page, name);
  await openList(page, name);
  await expect(row(page, name)).toContainText("Expired");
  await expect(page.getByText("Select all (0 drafts, 1 expired, 0 active, 0 scheduled)")).toBeVisible();

  await row(page, name)
    .getByRole("button", { name: `Reactivate ${name}` })
    .click();
  const dialog = page.getByRole("dialog", { name: "Reactivate Product" });
  const today = localParts(new Date());
  await expect(dialog.getByLabel("Expiration Date")).toHaveValue(localParts(new Date(Date.now() + 7 * 24 * HOUR)).date);
  await expect(dialog.getByLabel("Expiration Time")).toHaveValue("23:59");
  await expect(dialog.getByLabel("Expiration Date")).toHaveAttribute("min", today.date);
  await expect(dialog.getByLabel("Publication Date")).toHaveCount(0);

  await dialog.getByLabel("Expiration Time").fill("");
  await dialog.getByRole("button", { name: "Reactivate" }).click();
  await expect(dialog.getByText("Please select an expiry time")).toBeVisible();
  await dialog.getByLabel("Expiration Time").fill("23:59");
  await dialog.getByRole("button", { name: "Reactivate" }).click();
  await expect(dialog).toBeHidden();
  await expect(toasts(page)).toContainText("Product reactivated");
  await expect(row(page, name)).toContainText("Active");
  await expect(row(page, name).getByRole("button", { name: `Reactivate ${name}` })).toHaveCount(0);
});

test("selected live products move to draft in bulk; the bulk buttons follow the selection", async ({ page }) => {
  const prefix = uniquePrefix();
  await createProduct(page, { name: `${prefix} Dupatta A`, status: "active" });
  await createProduct(page, { name: `${prefix} Dupatta B`, status: "active" });
  await createExpiredProduct(page, `${prefix} Dupatta Gone`);
  await openList(page, prefix);
  await expect(page.getByText("Select all (0 drafts, 1 expired, 2 active, 0 scheduled)")).toBeVisible();

  // Only the expired one: the main button activates.
  await page.getByRole("checkbox", { name: `Select ${prefix} Dupatta Gone` }).check();
  await expect(page.getByRole("button", { name: "Activate 1 Expired" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Schedule/ })).toHaveCount(0);

  // Everything: schedule is the main button again, with the others beside it.
  await page.getByLabel("Selected 1 product", { exact: true }).click();
  await page.getByLabel("Select all (0 drafts, 1 expired, 2 active, 0 scheduled)").check();
  await expect(page.getByRole("button", { name: "Schedule Drafts" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Activate 1 Expired" })).toBeVisible();
  // The button says which way the products go, and asks before they leave the shop.
  await page.getByRole("button", { name: "Move 2 Active to Draft" }).click();
  const question = page.getByRole("dialog", { name: "Move 2 active products to Draft?" });
  await expect(question).toContainText("They leave the shop at once: shoppers can no longer see or order them.");
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(question).toBeHidden();
  await expect(page.getByRole("button", { name: "Move 2 Active to Draft" })).toBeFocused();
  await expect(row(page, `${prefix} Dupatta A`)).toContainText("Active");
  await expect(row(page, `${prefix} Dupatta B`)).toContainText("Active");
  await page.getByRole("button", { name: "Move 2 Active to Draft" }).click();
  await question.getByRole("button", { name: "Move to Draft" }).click();
  await expect(question).toBeHidden();
  await expect(toasts(page)).toContainText("Products moved to draft");
  await expect(toasts(page)).toContainText("2 active products have been moved to draft.");
  await expect(row(page, `${prefix} Dupatta A`)).toContainText("Draft");
  await expect(row(page, `${prefix} Dupatta B`)).toContainText("Draft");
  await expect(row(page, `${prefix} Dupatta Gone`)).toContainText("Expired");
  // The moved products left the selection; the expired one is still selected.
  await expect(page.getByText("Selected 1 product", { exact: true })).toBeVisible();
});

test("the list's filters and page are in its URL: Back from a product, the form's way back and a reload keep them", async ({
  page,
}) => {
  const prefix = uniquePrefix();
  for (let i = 1; i <= 12; i++) await createProduct(page, { name: `${prefix} Shawl ${String(i).padStart(2, "0")}` });
  await createProduct(page, { name: `${prefix} Live Shawl`, status: "active" });
  const listUrl = `/admin/products?${new URLSearchParams({ status: "draft", q: prefix, page: "2" })}`;
  const search = page.getByRole("searchbox", { name: "Search" });
  const expectSameList = async () => {
    await expect(page).toHaveURL(listUrl);
    await expect(page.getByLabel("Status")).toHaveValue("draft");
    await expect(search).toHaveValue(prefix);
    await expect(page.getByText("Showing 11-12 of 12 products")).toBeVisible();
    await expect(row(page, `${prefix} Shawl 02`)).toContainText("Draft");
    await expect(row(page, `${prefix} Live Shawl`)).toHaveCount(0);
  };

  await page.goto("/admin/products");
  await page.getByLabel("Status").selectOption({ label: "Draft" });
  await search.fill(prefix);
  await expect(page.getByText("Showing 1-10 of 12 products")).toBeVisible();
  await page.getByRole("navigation", { name: "Product pages" }).getByRole("button", { name: "Page 2" }).click();
  await expectSameList();

  // The browser's Back from a product's form, and a reload.
  await row(page, `${prefix} Shawl 02`)
    .getByRole("link", { name: `Edit ${prefix} Shawl 02` })
    .click();
  await expect(page.getByLabel("Product name")).toHaveValue(`${prefix} Shawl 02`);
  await page.goBack();
  await expectSameList();
  await page.reload();
  await expectSameList();

  // A choice made on the list is a step Back undoes: here, the page.
  await page.goBack();
  await expect(page.getByText("Showing 1-10 of 12 products")).toBeVisible();
  await expect(page.getByLabel("Status")).toHaveValue("draft");
  await expect(search).toHaveValue(prefix);
  await page.goForward();
  await expectSameList();

  // The form's own way back.
  await row(page, `${prefix} Shawl 01`)
    .getByRole("link", { name: `Edit ${prefix} Shawl 01` })
    .click();
  await expect(page.getByLabel("Product name")).toHaveValue(`${prefix} Shawl 01`);
  await page.getByRole("link", { name: "Back to products" }).click();
  await expectSameList();
});

test("Create Sample Products asks first, then adds drafts that never take a live product's name", async ({ page }) => {
  const adminProducts = async () => (await (await page.request.get("/api/admin/products")).json()) as AdminProduct[];
  const before = new Set((await adminProducts()).map((product) => product.id));
  await page.goto("/admin/products");
  await page.getByRole("button", { name: "Create Sample Products" }).click();
  const question = page.getByRole("dialog", { name: "Create 4 sample products?" });
  await expect(question).toContainText("One draft per category from the demo catalog");
  await expect(question).toContainText("Drafts stay hidden from shoppers until you schedule them.");
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(question).toBeHidden();
  expect((await adminProducts()).filter((product) => !before.has(product.id))).toEqual([]);

  await page.getByRole("button", { name: "Create Sample Products" }).click();
  await question.getByRole("button", { name: "Create 4 drafts" }).click();
  await expect(question).toBeHidden();
  await expect(toasts(page)).toContainText("Sample products created");
  await expect(toasts(page)).toContainText("4 drafts added to the list.");
  const samples = (await adminProducts()).filter((product) => !before.has(product.id));
  try {
    expect(samples).toHaveLength(4);
    // The shared shop's demo catalog is live, and the samples come from it: none takes a live name.
    const live = (await (await page.request.get("/api/products")).json()) as { name: string; status: string }[];
    const liveNames = new Set(live.filter((p) => p.status === "active").map((p) => p.name.trim().toLowerCase()));
    expect(liveNames.size).toBeGreaterThan(0);
    for (const sample of samples) {
      expect(sample.status).toBe("draft");
      expect(sample.name).toMatch(/ \(sample( \d+)?\)$/);
      expect(liveNames.has(sample.name.trim().toLowerCase())).toBe(false);
    }
    await page.getByRole("searchbox", { name: "Search" }).fill(samples[0].name);
    await expect(row(page, samples[0].name)).toContainText("Draft");
  } finally {
    for (const sample of samples) expect((await page.request.delete(`/api/products/${sample.id}`)).ok()).toBe(true);
  }
});

test.describe("on a 1366 px laptop", () => {
  test.use({ viewport: { width: 1366, height: 850 } });

  test("the table shows every column and each row's actions, stock lines and all, without scrolling", async ({
    page,
  }) => {
    const prefix = uniquePrefix();
    const regular = ["XS", "S", "M", "L", "XL", "2XL", "3XL"];
    const stock = (sizes: string[], units: number) => Object.fromEntries(sizes.map((size) => [size, units]));
    await createProduct(page, {
      name: `${prefix} Peach Blossom Lehenga with Net Dupatta and Embroidered Blouse`,
      status: "active",
      sizes: regular,
      stock: stock(regular, 2500),
      discountAmount: "12.50",
      price: "1249.00",
      expirationDays: 1,
    });
    await createProduct(page, {
      name: `${prefix} Little Rani Pink Lehenga Choli`,
      category: "kids",
      sizes: ["2-3Y", "10", "12"],
      stock: stock(["2-3Y", "10", "12"], 120),
      status: "scheduled",
      publishAt: new Date(Date.now() + 2 * 24 * HOUR).toISOString(),
      expiresAt: new Date(Date.now() + 9 * 24 * HOUR).toISOString(),
      expirationDays: undefined,
    });
    await createExpiredProduct(page, `${prefix} Ivory and Gold Wedding Sherwani`, {
      category: "men",
      sizes: ["XL", "2XL"],
      stock: stock(["XL", "2XL"], 40),
    });
    await openList(page, prefix);
    await expect(table(page).getByRole("row")).toHaveCount(4);
    await expect(row(page, "Lehenga Choli")).toContainText("2-3Y: 0 sold, 120 left");
    await expect(row(page, "Embroidered Blouse")).toContainText("Expiring Soon");

    // Nothing to scroll sideways: every column is on screen.
    const region = page.getByRole("region", { name: "Products", exact: true });
    const widths = await region.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    for (const heading of ["Product", "Category", "Price", "Status", "Stock", "Expiration", "Actions"]) {
      await expect(table(page).getByRole("columnheader", { name: heading, exact: true })).toBeInViewport({ ratio: 1 });
    }
    // Each row's actions, the expired one's three included, whole and inside the table's frame.
    const frame = (await region.boundingBox())!;
    for (const name of ["Embroidered Blouse", "Lehenga Choli", "Wedding Sherwani"]) {
      const actions = row(page, name).getByRole("cell").last();
      await expect(actions).toBeInViewport({ ratio: 1 });
      const box = (await actions.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width);
      for (const control of await actions.locator("a, button").all())
        await expect(control).toBeInViewport({ ratio: 1 });
    }
    await expect(row(page, "Wedding Sherwani").getByRole("button", { name: /^Reactivate / })).toBeInViewport({
      ratio: 1,
    });
    await page.screenshot({ path: test.info().outputPath("products-1366.png"), fullPage: true });

    // Narrower, the table scrolls sideways, under the actions: they stay whole at the region's edge.
    await page.setViewportSize({ width: 1100, height: 850 });
    await expect.poll(() => region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeGreaterThan(0);
    const narrow = (await region.boundingBox())!;
    for (const name of ["Embroidered Blouse", "Lehenga Choli", "Wedding Sherwani"]) {
      const actions = row(page, name).getByRole("cell").last();
      const box = (await actions.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(narrow.x + narrow.width);
      for (const control of await actions.locator("a, button").all())
        await expect(control).toBeInViewport({ ratio: 1 });
    }
    await page.screenshot({ path: test.info().outputPath("products-1100.png"), fullPage: true });
  });
});

test("the product table comes first; imports and bulk deletes are one click away behind labelled areas", async ({
  page,
}) => {
  await page.goto("/admin/products");
  const tableBox = await table(page).boundingBox();
  const imports = page.getByText("Import products", { exact: true });
  const bulkDelete = page.getByText("Bulk Delete Actions", { exact: true });
  // Closed, below the table: nothing destructive or bulky in the way.
  expect((await imports.boundingBox())!.y).toBeGreaterThan(tableBox!.y + tableBox!.height);
  expect((await bulkDelete.boundingBox())!.y).toBeGreaterThan(tableBox!.y + tableBox!.height);
  await expect(page.getByRole("button", { name: "Delete All Drafts" })).toBeHidden();
  await expect(page.getByRole("heading", { name: "Bulk Upload Products" })).toBeHidden();

  await imports.click();
  await expect(page.getByRole("heading", { name: "Bulk Upload Products" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Shopify CSV Converter" })).toBeVisible();
  // A file input says which file is chosen.
  const upload = page.locator("section").filter({ has: page.getByRole("heading", { name: "Bulk Upload Products" }) });
  await expect(upload.getByText("No file chosen")).toBeVisible();
  const converter = page
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: "Shopify CSV Converter" }) });
  await converter
    .getByLabel("Shopify export (.csv)")
    .setInputFiles({ name: "my-shopify-export.csv", mimeType: "text/csv", buffer: Buffer.from("Handle,Title\n") });
  await expect(converter.getByText("my-shopify-export.csv")).toBeVisible();

  await bulkDelete.click();
  await page.getByRole("button", { name: "Delete All Active" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete all active products?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
});

test("Delete All Drafts asks first, then removes every draft", async ({ page }) => {
  const prefix = uniquePrefix();
  await createProduct(page, { name: `${prefix} Draft One` });
  await createProduct(page, { name: `${prefix} Draft Two` });
  const live = await createProduct(page, { name: `${prefix} Live One`, status: "active" });
  await openList(page, prefix);
  await expect(table(page).getByRole("row")).toHaveCount(4);

  await openBulkDelete(page);
  await page.getByRole("button", { name: "Delete All Drafts" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete all drafts?" });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(table(page).getByRole("row")).toHaveCount(4);

  // Still open after the question was cancelled.
  await page.getByRole("button", { name: "Delete All Drafts" }).click();
  await dialog.getByRole("button", { name: "Delete All Drafts" }).click();
  await expect(dialog).toBeHidden();
  await expect(toasts(page)).toContainText("Bulk delete completed");
  await expect(table(page).getByRole("row")).toHaveCount(2);
  await expect(row(page, live.name)).toContainText("Active");

  // Delete All Active only asks here: the shared shop's live catalog is not ours to delete.
  await page.getByRole("button", { name: "Delete All Active" }).click();
  const activeDialog = page.getByRole("dialog", { name: "Delete all active products?" });
  await expect(activeDialog).toBeVisible();
  await activeDialog.getByRole("button", { name: "Cancel" }).click();
  await expect(activeDialog).toBeHidden();

  // One product, with its own dialog.
  await row(page, live.name)
    .getByRole("button", { name: `Delete ${live.name}` })
    .click();
  const deleteDialog = page.getByRole("dialog", { name: "Delete Product" });
  await deleteDialog.getByRole("button", { name: "Delete" }).click();
  await expect(toasts(page)).toContainText("Product deleted");
  await expect(toasts(page)).toContainText("The product has been removed successfully");
  await expect(page.getByRole("heading", { name: "No products found" })).toBeVisible();
});

test("ten rows a page, numbered pages, filters, search and the saved sort", async ({ page }) => {
  const prefix = uniquePrefix();
  for (let i = 1; i <= 12; i++) {
    await createProduct(page, {
      name: `${prefix} Tunic ${String(i).padStart(2, "0")}`,
      price: `${10 + i}.00`,
      category: i <= 3 ? "plus" : "regular",
      sizes: i <= 3 ? ["4XL"] : ["M"],
    });
  }
  await openList(page, prefix);
  await expect(page.getByText("Showing 1-10 of 12 products")).toBeVisible();
  await expect(table(page).getByRole("row")).toHaveCount(11);
  const pages = page.getByRole("navigation", { name: "Product pages" });
  await expect(pages.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  await pages.getByRole("button", { name: "Page 2" }).click();
  await expect(page.getByText("Showing 11-12 of 12 products")).toBeVisible();
  await expect(table(page).getByRole("row")).toHaveCount(3);

  // A filter starts again at page 1.
  await page.getByLabel("Category").selectOption({ label: "Plus Size" });
  await expect(page.getByText("Showing 1-3 of 3 products")).toBeVisible();
  await page.getByLabel("Category").selectOption({ label: "Kids Wear" });
  await expect(page.getByRole("heading", { name: "No products found" })).toBeVisible();
  await page.getByLabel("Category").selectOption({ label: "All Categories" });
  await expect(page.getByLabel("Status")).toContainText("Expiring Soon");
  await page.getByLabel("Status").selectOption({ label: "Draft" });
  await expect(page.getByText("Showing 1-10 of 12 products")).toBeVisible();
  await page.getByLabel("Status").selectOption({ label: "Expired" });
  await expect(page.getByRole("heading", { name: "No products found" })).toBeVisible();
  await page.getByLabel("Status").selectOption({ label: "All Status" });
  await page.getByRole("searchbox", { name: "Search" }).fill(`${prefix} Tunic 07`);
  await expect(page.getByText("Showing 1-1 of 1 product", { exact: true })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search" }).fill(prefix.toLowerCase());

  // The sort is the shop's saved setting: it holds after a reload. Put back the default afterwards, since
  // the shared shop's Discover follows it.
  const sortBy = page.getByLabel("Sort By");
  await expect(sortBy).toHaveValue("newest");
  await expect(table(page).getByRole("row").nth(1)).toContainText(`${prefix} Tunic 12`);
  try {
    const saved = page.waitForResponse((r) => r.url().endsWith("/api/admin/settings") && r.ok());
    await sortBy.selectOption({ label: "Price: Low to High" });
    await saved;
    await expect(table(page).getByRole("row").nth(1)).toContainText(`${prefix} Tunic 01`);
    await openList(page, prefix);
    await expect(sortBy).toHaveValue("price-asc");
    await expect(table(page).getByRole("row").nth(1)).toContainText(`${prefix} Tunic 01`);
  } finally {
    const restored = await page.request.post("/api/admin/settings", {
      data: { key: "product_sort_order", value: "newest" },
    });
    expect(restored.ok()).toBe(true);
  }
  await openBulkDelete(page);
  await page.getByRole("button", { name: "Delete All Drafts" }).click();
  await page
    .getByRole("dialog", { name: "Delete all drafts?" })
    .getByRole("button", { name: "Delete All Drafts" })
    .click();
  await expect(page.getByRole("heading", { name: "No products found" })).toBeVisible();
});

test("the form shows the spec's validation messages, the server's field errors, and guards unsaved changes", async ({
  page,
  expectHttpError,
}) => {
  await page.goto("/admin/products/add");
  await page.getByRole("button", { name: "Save Product" }).click();
  await expect(page.getByText("Please fix the highlighted fields.")).toBeVisible();
  await expect(page.getByText("Product name is required")).toBeVisible();
  await expect(page.getByText("Please provide at least 1 valid image URL (http:// or https:// link)")).toBeVisible();
  await expect(page.getByText("Please select at least one size")).toBeVisible();
  await expect(page.getByLabel("Product name")).toBeFocused();
  await expect(page.getByLabel("Product name")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Image URL 1").fill("not a url");
  await page.getByRole("button", { name: "Save Product" }).click();
  await expect(page.getByText("One or more image URLs are not valid URLs")).toBeVisible();

  // Sizes come from the category; the form remembers the change.
  await page.getByLabel("Category").selectOption({ label: "Kids Wear" });
  await expect(page.getByRole("checkbox", { name: "2T", exact: true })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "XL", exact: true })).toHaveCount(0);

  // Leaving asks first.
  await page.getByRole("link", { name: "Back to products" }).click();
  const leave = page.getByRole("dialog", { name: "Leave without saving?" });
  await leave.getByRole("button", { name: "Keep editing" }).click();
  await expect(page).toHaveURL("/admin/products/add");
  await page.getByRole("link", { name: "Back to products" }).click();
  await leave.getByRole("button", { name: "Leave" }).click();
  await expect(page).toHaveURL("/admin/products");

  // The server's own rule: an upcoming product cannot expire before it goes live.
  const name = `${uniquePrefix()} Upcoming`;
  const upcoming = await createProduct(page, {
    name,
    status: "scheduled",
    publishAt: new Date(Date.now() + 5 * 24 * HOUR).toISOString(),
    expiresAt: new Date(Date.now() + 12 * 24 * HOUR).toISOString(),
    expirationDays: undefined,
    category: "kids",
    sizes: ["4T", "2-3Y"],
  });
  await openList(page, name);
  await row(page, name)
    .getByRole("link", { name: `Edit ${name}` })
    .click();
  await expect(page).toHaveURL(`/admin/products/edit/${upcoming.id}`);
  await expect(page.getByLabel("Product name")).toHaveValue(name);
  await expect(page.getByLabel("Save as draft")).not.toBeChecked();
  // A size from outside the category's set stays as an extra ticked box.
  await expect(page.getByRole("checkbox", { name: "2-3Y", exact: true })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "4T", exact: true })).toBeChecked();
  await page.getByLabel("Expiration days").selectOption({ label: "1 day" });
  expectHttpError(`/api/products/${upcoming.id}`, 400);
  await page.getByRole("button", { name: "Save Product" }).click();
  await expect(toasts(page)).toContainText("Failed to create/update product");
  await expect(page.getByLabel("Expiration days")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("The expiry must be after the publication time").first()).toBeVisible();

  // Keeping the expiry saves.
  await page.getByLabel("Expiration days").selectOption({ index: 0 });
  await page.getByLabel("Price", { exact: true }).fill("55");
  await page.getByRole("button", { name: "Save Product" }).click();
  // Back to the list as it was left: still searched for this product.
  await expect(page).toHaveURL(`/admin/products?${new URLSearchParams({ q: name })}`);
  await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue(name);
  await expect(row(page, name)).toContainText("$55.00");
  await expect(row(page, name)).toContainText("Scheduled");

  expectHttpError("/api/products/2147483000", 404);
  await page.goto("/admin/products/edit/2147483000");
  await expect(page.getByRole("heading", { name: "Product not found" })).toBeVisible();
});

test.describe("accessibility", () => {
  for (const width of [1280, 390]) {
    test(`the list and the form have no serious axe violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const name = `${uniquePrefix()} Axe Check`;
      await createProduct(page, { name, price: "30.00", discountAmount: "5.00" });
      await openList(page, "");
      await expect(table(page)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole("searchbox", { name: "Search" }).fill(name);
      await expect(row(page, name)).toContainText("-$5.00 off");
      // The wide table scrolls inside its region; the page itself never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      await page.screenshot({ path: test.info().outputPath(`products-${width}.png`), fullPage: true });

      await page.goto("/admin/products/add");
      await page.getByRole("button", { name: "Save Product" }).click();
      await expect(page.getByText("Please select at least one size")).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: test.info().outputPath(`product-form-${width}.png`), fullPage: true });
    });
  }
});
