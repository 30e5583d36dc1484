import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Download, Page } from "@playwright/test";
import type { AdminProduct } from "../../src/contracts/admin-products";
import type { BulkUploadResult } from "../../src/contracts/imports";
import { parseCsv } from "../../src/domain/csv";
import { SAMPLE_PRODUCTS_CSV } from "../../src/domain/product-csv";
import { convertShopifyCsv } from "../../src/domain/shopify-convert";
import { expectNoSeriousA11yViolations } from "../axe";
import { adminSignIn, expect, test, toasts } from "./admin-test";

// Getting products in: the bulk upload with its dry run, the Shopify converter, and the product
// form's HTML-source picker. The tests share one shop with other workers, so they assert on the products
// their own uploads created (by the ids the upload answers) and delete them afterwards.
test.describe.configure({ mode: "default" });
test.use({ viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false });

const uploadCard = (page: Page) =>
  page.locator("section").filter({ has: page.getByRole("heading", { name: "Bulk Upload Products" }) });

const converterCard = (page: Page) =>
  page.locator("section").filter({ has: page.getByRole("heading", { name: "Shopify CSV Converter" }) });

/** Manage Products with its import area open: the cards sit behind "Import products", one click away. */
async function openImports(page: Page): Promise<void> {
  await page.goto("/admin/products");
  await page.getByText("Import products", { exact: true }).click();
}

async function downloadText(download: Download): Promise<string> {
  return readFile(await download.path(), "utf8");
}

/** Waits for the committing (not dry-run) upload's answer. */
function committedUpload(page: Page): Promise<BulkUploadResult> {
  return page
    .waitForResponse(
      (response) =>
        response.url().endsWith("/api/admin/products/bulk-upload") &&
        (response.request().postDataJSON() as { dryRun?: boolean }).dryRun === false,
    )
    .then(async (response) => (await response.json()) as BulkUploadResult);
}

async function deleteProducts(page: Page, ids: readonly number[]): Promise<void> {
  for (const id of ids) {
    const response = await page.request.delete(`/api/products/${id}`);
    expect([200, 204, 404]).toContain(response.status());
  }
}

/** A local picture served in place of every image on another host (example.com, Shopify's CDN). */
const STAND_IN_IMAGE = "public/demo/products/coral-ikat-cotton-kurta-1.svg";

test.beforeEach(async ({ page }) => {
  // The imported products name images on other hosts; the browser must not send a packet off loopback.
  await page.route(
    (url) => !["localhost", "127.0.0.1", "[::1]"].includes(url.hostname),
    (route) => route.fulfill({ path: STAND_IN_IMAGE, contentType: "image/svg+xml" }),
  );
  await adminSignIn(page);
});

test("the sample file downloads, previews in a dry run, and imports as drafts", async ({ page }) => {
  await openImports(page);
  const card = uploadCard(page);
  await expect(card.getByRole("heading", { name: "Bulk Upload Products" })).toBeVisible();
  await expect(card.getByLabel("Flat discount amount")).toHaveValue("0");
  await expect(card.getByLabel("Flat discount amount")).toHaveAttribute("step", "0.01");
  await expect(card.getByLabel("Flat discount amount")).toHaveAttribute("min", "0");

  const [sample] = await Promise.all([
    page.waitForEvent("download"),
    card.getByRole("button", { name: "Download sample CSV" }).click(),
  ]);
  expect(sample.suggestedFilename()).toBe("sample-products.csv");
  const sampleText = await downloadText(sample);
  expect(sampleText).toBe(SAMPLE_PRODUCTS_CSV);
  const sampleNames = parseCsv(sampleText).rows.map((row) => row.values.name);

  const before = (await (await page.request.get("/api/admin/products")).json()) as AdminProduct[];

  await card.getByLabel("Flat discount amount").fill("1.50");
  // The downloaded file, under its suggested name (Playwright saves downloads under a random one).
  await card
    .getByLabel("CSV file")
    .setInputFiles({ name: sample.suggestedFilename(), mimeType: "text/csv", buffer: Buffer.from(sampleText) });
  const preview = card.getByRole("region", { name: "Products that would be created (as drafts)" });
  await expect(
    card.getByText("5 products ready to import, 0 rows rejected. Nothing has been saved yet."),
  ).toBeVisible();
  await expect(preview.getByRole("row")).toHaveCount(6);
  await expect(preview.getByRole("row").filter({ hasText: "Kids Lehenga Choli" })).toContainText("2-3Y, 3-4Y");
  await expect(preview.getByRole("row").filter({ hasText: "Kids Lehenga Choli" })).toContainText("$1.50");
  await expect(preview.getByRole("row").filter({ hasText: "Embroidered Anarkali Kurta" })).toContainText(
    "XS, S, M, L, XL, 2XL",
  );

  // The dry run wrote nothing.
  const afterDryRun = (await (await page.request.get("/api/admin/products")).json()) as AdminProduct[];
  expect(afterDryRun.length).toBe(before.length);

  const committed = committedUpload(page);
  await card.getByRole("button", { name: "Import 5 products" }).click();
  const result = await committed;
  try {
    expect(result.productIds).toHaveLength(5);
    await expect(toasts(page).filter({ hasText: "Upload completed" })).toBeVisible();
    await expect(card.getByText("Upload Results: 5 successful, 0 failed")).toBeVisible();

    const created = await Promise.all(
      result.productIds.map(
        async (id) => (await (await page.request.get(`/api/products/${id}`)).json()) as AdminProduct,
      ),
    );
    expect(created.map((product) => product.name)).toEqual(sampleNames);
    expect(created.every((product) => product.status === "draft")).toBe(true);
    // The flat discount, on top of the anarkali's own 10.00.
    expect(created.map((product) => product.discountAmount)).toEqual(["11.50", "1.50", "1.50", "1.50", "1.50"]);

    // The list shows the new drafts without a reload.
    await page.getByLabel("Status").selectOption({ label: "Draft" });
    await page.getByRole("searchbox", { name: "Search" }).fill("Kids Lehenga Choli");
    await expect(
      page.getByRole("table", { name: "Products" }).getByRole("row").filter({ hasText: "Kids Lehenga Choli" }).first(),
    ).toBeVisible();
  } finally {
    await deleteProducts(page, result.productIds);
  }
});

test("uploading a file again flags its rows as duplicates: skip creates nothing, update changes the product but not its status", async ({
  page,
}) => {
  // Names of this run only: the shop is shared and keeps other tests' products.
  const tag = Date.now().toString(36);
  const csvOf = (skuPrice: string, skuDescription: string) =>
    [
      "name,description,price,category,images,sizes,sku",
      `Dupe Kurta ${tag},With a SKU,${skuPrice},regular,https://images.example.com/dupe-1.jpg,"S,M",DUP-${tag}`,
      `Dupe Saree ${tag},${skuDescription},35.00,regular,https://images.example.com/dupe-2.jpg,Free Size,`,
    ].join("\n");
  const choose = (name: string, text: string) =>
    uploadCard(page)
      .getByLabel("CSV file")
      .setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(text) });
  const productOf = async (id: number) =>
    (await (await page.request.get(`/api/products/${id}`)).json()) as AdminProduct;

  await openImports(page);
  const card = uploadCard(page);
  await choose("dupes.csv", csvOf("20.00", "No SKU"));
  const firstImport = committedUpload(page);
  await card.getByRole("button", { name: "Import 2 products" }).click();
  const first = await firstImport;
  expect(first.productIds).toHaveLength(2);
  const [kurtaId, sareeId] = first.productIds;
  try {
    await expect(card.getByText("Upload Results: 2 successful, 0 failed")).toBeVisible();
    const countBefore = ((await (await page.request.get("/api/admin/products")).json()) as AdminProduct[]).length;

    // The same file again: both rows are flagged with the product they duplicate, and skipped by default.
    await choose("dupes.csv", csvOf("20.00", "No SKU"));
    const duplicates = card.getByRole("region", { name: "Rows that duplicate a product" });
    await expect(
      card.getByText("0 products ready to import, 0 rows rejected. Nothing has been saved yet."),
    ).toBeVisible();
    await expect(duplicates.getByRole("row").filter({ hasText: `Dupe Kurta ${tag}` })).toContainText("(same SKU)");
    await expect(duplicates.getByRole("row").filter({ hasText: `Dupe Saree ${tag}` })).toContainText(
      "(same name and price)",
    );
    await expect(card.getByLabel(`Action for row 2 (Dupe Kurta ${tag})`)).toHaveValue("skip");
    await expectNoSeriousA11yViolations(page);
    const skipImport = committedUpload(page);
    await card.getByRole("button", { name: "Import 0 products" }).click();
    expect(await skipImport).toMatchObject({ productIds: [], updatedProductIds: [] });
    await expect(card.getByText("Upload Results: 0 successful, 0 failed")).toBeVisible();
    await expect(card.getByText("No products were uploaded: 2 duplicates skipped")).toBeVisible();
    expect(((await (await page.request.get("/api/admin/products")).json()) as AdminProduct[]).length).toBe(countBefore);

    // The kurta is scheduled: an update from a file must leave that as it is.
    const day = 86_400_000;
    const scheduled = await page.request.post("/api/admin/products/schedule", {
      data: {
        productIds: [kurtaId],
        publishAt: new Date(Date.now() + 30 * day).toISOString(),
        expiresAt: new Date(Date.now() + 60 * day).toISOString(),
      },
    });
    expect(scheduled.status()).toBe(200);
    // Changed rows: the kurta (same SKU) at a new price; update every row, then skip the saree again.
    await choose("dupes-v2.csv", csvOf("24.00", "No SKU and new words"));
    await card.getByRole("button", { name: "Update all" }).click();
    await expect(card.getByLabel(`Action for row 3 (Dupe Saree ${tag})`)).toHaveValue("update");
    await card.getByLabel(`Action for row 3 (Dupe Saree ${tag})`).selectOption({ label: "Skip" });
    const updateImport = committedUpload(page);
    await card.getByRole("button", { name: "Import 1 product", exact: true }).click();
    expect(await updateImport).toMatchObject({ productIds: [], updatedProductIds: [kurtaId] });
    await expect(card.getByText("Upload Results: 1 successful, 0 failed")).toBeVisible();
    const kurta = await productOf(kurtaId);
    expect(kurta).toMatchObject({ price: "24.00", status: "scheduled" });
    expect((await productOf(sareeId)).description).toBe("No SKU");
    expect(((await (await page.request.get("/api/admin/products")).json()) as AdminProduct[]).length).toBe(countBefore);
  } finally {
    await deleteProducts(page, first.productIds);
  }
});

test("rejected rows are listed before anything is saved and download with a reason column", async ({ page }) => {
  const csv = [
    "name,description,price,category,images,sizes",
    'Good Kurta,"Fine, cotton",20.00,regular,https://images.example.com/good.jpg,"S,M"',
    "Bad Price,Nice,abc,regular,https://images.example.com/bad.jpg,S",
    "Bad Category,Nice,10,shoes,https://images.example.com/cat.jpg,S",
    "Short,row",
  ].join("\n");
  await openImports(page);
  const card = uploadCard(page);

  await card
    .getByLabel("CSV file")
    .setInputFiles({ name: "mixed.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await expect(card.getByText("1 product ready to import, 3 rows rejected. Nothing has been saved yet.")).toBeVisible();
  const rejected = card.getByRole("list", { name: "Rejected rows" });
  await expect(rejected).toContainText("Row 3 (Bad Price): price:");
  await expect(rejected).toContainText("Row 4 (Bad Category): category: Category must be regular, plus, kids or men");
  await expect(rejected).toContainText("Row 5: has 2 of the header's 6 fields; skipped");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    card.getByRole("button", { name: "Download rejected rows" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("rejected-products.csv");
  const parsed = parseCsv(await downloadText(download));
  expect(parsed.headers).toEqual([
    "name",
    "description",
    "price",
    "category",
    "images",
    "sizes",
    "supplierLink",
    "sku",
    "discountAmount",
    "stock",
    "perMemberLimit",
    "reason",
  ]);
  expect(parsed.rows.map((row) => row.values.name)).toEqual(["Bad Price", "Bad Category"]);
  expect(parsed.rows[1]?.values.reason).toContain("Row 4: category: Category must be regular, plus, kids or men");

  const committed = committedUpload(page);
  await card.getByRole("button", { name: "Import 1 product", exact: true }).click();
  const result = await committed;
  try {
    await expect(card.getByText("Upload Results: 1 successful, 3 failed")).toBeVisible();
    const errors = card.getByRole("list", { name: "Upload errors" });
    await expect(errors.getByRole("listitem")).toHaveCount(3);
    // About 8rem high, scrolling.
    const box = await errors.boundingBox();
    expect(box?.height).toBe(128);
  } finally {
    await deleteProducts(page, result.productIds);
  }
});

test("the upload refuses other files and files without the required columns", async ({ page }) => {
  await openImports(page);
  const card = uploadCard(page);
  await card
    .getByLabel("CSV file")
    .setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("not a csv") });
  await expect(toasts(page).filter({ hasText: "Invalid file type" })).toContainText(
    "Please select a CSV file (.csv extension)",
  );

  await card
    .getByLabel("CSV file")
    .setInputFiles({ name: "partial.csv", mimeType: "text/csv", buffer: Buffer.from("name,price\nA,1\n") });
  await expect(toasts(page).filter({ hasText: "Missing required columns" })).toContainText(
    "Your CSV is missing these required columns: description, category",
  );

  await card.getByLabel("CSV file").setInputFiles({
    name: "empty.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("name,description,price,category\n"),
  });
  await expect(toasts(page).filter({ hasText: "CSV file issue" })).toBeVisible();
  await expect(card.getByText(/ready to import/)).toHaveCount(0);
});

test("a Shopify export converts in the browser and the result uploads with no rejected row", async ({ page }) => {
  const exportText = await readFile("src/domain/fixtures/shopify/multi-variant-export.csv", "utf8");
  const expected = convertShopifyCsv(parseCsv(exportText)).products.length;
  expect(expected).toBeGreaterThan(1);
  await openImports(page);
  const card = converterCard(page);

  await card.getByRole("button", { name: "Convert" }).click();
  await expect(toasts(page).filter({ hasText: "No file selected" })).toContainText(
    "Please select a Shopify CSV file first",
  );

  await card.getByLabel("Shopify export (.csv)").setInputFiles({
    name: "products_export.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(exportText),
  });
  await card.getByRole("button", { name: "Convert" }).click();
  await expect(toasts(page).filter({ hasText: "Conversion successful" })).toContainText(
    `Converted ${expected} products.`,
  );
  // What was assumed, per product, before anything is imported.
  const report = card.getByRole("region", { name: "Conversion report" });
  await expect(report).toContainText(`What was assumed for 2 of ${expected} products; check before importing:`);
  await expect(report.getByRole("listitem").filter({ hasText: "Anarkali Kurta" }).first()).toContainText(
    "Compare-at price 69.99 is above the price 49.99: price 69.99 with a 20.00 discount",
  );
  await expect(report.getByRole("listitem").filter({ hasText: "Kids Lehenga" }).first()).toContainText(
    'Category "Kids Wear" from Tags "kids"',
  );
  await expectNoSeriousA11yViolations(page);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    card.getByRole("button", { name: "Download converted-products.csv" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("converted-products.csv");
  const converted = await downloadText(download);
  expect(parseCsv(converted).rows).toHaveLength(expected);

  // The conversion went straight into the upload's preview: no download and re-upload needed.
  const upload = uploadCard(page);
  await expect(upload.getByText("converted-products.csv").first()).toBeVisible();
  await expect(
    upload.getByText(`${expected} products ready to import, 0 rows rejected. Nothing has been saved yet.`),
  ).toBeVisible();
  const committed = committedUpload(page);
  await upload.getByRole("button", { name: `Import ${expected} products` }).click();
  const result = await committed;
  try {
    await expect(upload.getByText(`Upload Results: ${expected} successful, 0 failed`)).toBeVisible();
    expect(result.productIds).toHaveLength(expected);
  } finally {
    await deleteProducts(page, result.productIds);
  }
});

test("the converter lists the first 10 errors and counts the rest", async ({ page }) => {
  const rows = Array.from({ length: 12 }, (_, i) => `free-${i},Free ${i},0.00,S,https://cdn.shopify.com/f${i}.jpg`);
  const text = [
    "Handle,Title,Variant Price,Option1 Value,Image Src",
    "good,Good,10.00,M,https://cdn.shopify.com/g.jpg",
    ...rows,
  ].join("\n");
  await openImports(page);
  const card = converterCard(page);
  await card
    .getByLabel("Shopify export (.csv)")
    .setInputFiles({ name: "bad.csv", mimeType: "text/csv", buffer: Buffer.from(text) });
  await card.getByRole("button", { name: "Convert" }).click();
  await expect(toasts(page).filter({ hasText: "Conversion successful" })).toContainText("Converted 1 products.");
  const errors = card.getByRole("list", { name: "Conversion errors" }).getByRole("listitem");
  await expect(errors).toHaveCount(11);
  await expect(errors.last()).toHaveText("...and 2 more errors");

  await card
    .getByLabel("Shopify export (.csv)")
    .setInputFiles({ name: "none.csv", mimeType: "text/csv", buffer: Buffer.from(rows.slice(0, 1).join("\n")) });
  await card.getByRole("button", { name: "Convert" }).click();
  await expect(toasts(page).filter({ hasText: "No products found" })).toBeVisible();
});

test("the HTML-source picker finds image addresses and puts the chosen ones in the form", async ({ page }) => {
  const first = "https://rukminim2.flixcart.com/image/832/832/xif0q/kurta/a/front-original-imagh.jpeg?q=70";
  const second = "https://rukminim2.flixcart.com/image/832/832/xif0q/kurta/a/back-original-imagh.jpeg";
  const source = [
    "<html><head>",
    `<meta property="og:image" content="${first}">`,
    '<script>window.__STATE__={"images":["https:\\/\\/rukminim2.flixcart.com\\/image\\/832\\/832\\/xif0q\\/kurta\\/a\\/back-original-imagh.jpeg"]}</script>',
    '<link rel="icon" href="https://static-assets-web.flixcart.com/favicon.png">',
    `<div style="background:url(${first})"></div>`,
    "</head></html>",
  ].join("\n");
  await page.goto("/admin/products/add");
  await page.getByRole("button", { name: "Extract from HTML Source" }).click();
  const dialog = page.getByRole("dialog", { name: "Extract from HTML Source" });

  await dialog.getByRole("button", { name: "Find images" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Input required: Paste the page source and enter a search term.");

  await dialog.getByLabel("Page source").fill(source);
  await dialog.getByLabel("Search term").fill("rukminim");
  await dialog.getByRole("button", { name: "Find images" }).click();
  await expect(dialog.getByRole("status").filter({ hasText: "2 matching images" })).toBeVisible();
  const found = dialog.getByRole("list", { name: "Matching image URLs" }).getByRole("button");
  await expect(found).toHaveCount(2);

  await dialog.getByRole("button", { name: "Use Selected Images" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Select at least one image for a slot.");

  await found.filter({ hasText: "back-original" }).click();
  await found.filter({ hasText: "front-original" }).click();
  await expect(dialog.getByRole("listitem", { name: "Slot 1" })).toContainText(second);
  await expect(dialog.getByRole("listitem", { name: "Slot 2" })).toContainText(first);

  // Reset All empties everything; picking again after it starts from slot 1.
  await dialog.getByRole("button", { name: "Reset All" }).click();
  await expect(dialog.getByLabel("Page source")).toHaveValue("");
  await expect(dialog.getByRole("listitem", { name: "Slot 1" })).toContainText("Empty");
  await dialog.getByLabel("Page source").fill(source);
  await dialog.getByLabel("Search term").fill("back-original");
  await dialog.getByRole("button", { name: "Find images" }).click();
  await found.first().click();

  await expect(dialog.getByRole("listitem", { name: "Slot 1" })).toContainText(second);
  await dialog.getByRole("button", { name: "Use Selected Images" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel("Image URL 1")).toHaveValue(second);
  await expect(page.getByLabel("Image URL 2")).toHaveValue("");
});

/**
 * Product pages on loopback for the website import (the e2e shop runs with IMPORT_ALLOW_PRIVATE=1). Their
 * images are https addresses, as real shops' are (the CSP's img-src takes https:); the browser gets the
 * stand-in picture for them.
 */
const FRONT = "https://images.example.com/fixture/front.svg";
const BACK = "https://images.example.com/fixture/back.svg";
const fixturePages: Record<string, { status: number; type: string; body: string; headers?: Record<string, string> }> = {
  "/kurta.html": {
    status: 200,
    type: "text/html; charset=utf-8",
    body: `<!doctype html><html><head><title>Shop</title>
<script type="application/ld+json">${JSON.stringify({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Fixture Chikankari Kurta",
      description: "Hand-embroidered cotton kurta.",
      image: [FRONT, BACK],
      offers: { "@type": "Offer", price: "34.50", priceCurrency: "USD" },
    })}</script></head><body><h1>Fixture Chikankari Kurta</h1></body></html>`,
  },
  "/sizes-inr.html": {
    status: 200,
    type: "text/html; charset=utf-8",
    body: `<!doctype html><html><head><title>Shop</title>
<meta property="og:image" content="${FRONT}"></head><body><h1>Fixture Sized Kurta</h1>
<span class="price">₹1,299</span><label for="size">Size</label><select id="size">
${["XXS", "XS", "S", "M", "L", "XL", "XXL", "XXXL"].map((size) => `<option value="${size}">${size}</option>`).join("")}
</select></body></html>`,
  },
  "/no-price.html": {
    status: 200,
    type: "text/html; charset=utf-8",
    body: `<!doctype html><html><head><meta property="og:title" content="Priceless Dupatta">
<meta property="og:image" content="${FRONT}"></head><body></body></html>`,
  },
  // Two shops that refuse to be framed, each in one of the two ways a site can say so.
  "/deny.html": {
    status: 200,
    type: "text/html; charset=utf-8",
    headers: { "x-frame-options": "DENY" },
    body: "<!doctype html><html><head><title>Denied</title></head><body><h1>Framed anyway</h1></body></html>",
  },
  "/no-ancestors.html": {
    status: 200,
    type: "text/html; charset=utf-8",
    headers: { "content-security-policy": "frame-ancestors 'none'" },
    body: "<!doctype html><html><head><title>No ancestors</title></head><body><h1>Framed anyway</h1></body></html>",
  },
  "/plain.html": {
    status: 200,
    type: "text/html; charset=utf-8",
    body: "<!doctype html><html><head><title>Nothing here</title></head><body><p>No pictures.</p></body></html>",
  },
};

test.describe("importing from a website", () => {
  let server: Server;
  let origin = "";

  test.beforeAll(async () => {
    server = createServer((request, response) => {
      const page = fixturePages[new URL(request.url ?? "/", "http://x").pathname];
      // Anything else is a server failure, which the import reports as the site failing.
      const { status, type, body, headers } = page ?? { status: 500, type: "text/plain", body: "broken" };
      response.writeHead(status, { "content-type": type, ...headers }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  test.afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  test("Import from Website extracts a local page, previews it and fills the form", async ({ page }) => {
    await page.goto("/admin/products/add");
    await page.getByRole("button", { name: "Import from Website" }).click();
    const dialog = page.getByRole("dialog", { name: "Import from Website" });

    await expect(dialog.getByRole("radio", { name: "Embed" })).toBeChecked();
    await expect(dialog.getByText("Enter a product page's address and choose Go to see it here.")).toBeVisible();

    await dialog.getByRole("button", { name: "Go" }).click();
    await expect(dialog.getByText("URL required")).toBeVisible();

    await dialog.getByLabel("Address").fill(`${origin}/plain.html`);
    await dialog.getByRole("button", { name: "Go" }).click();
    await dialog.getByLabel("Address").fill(`${origin}/kurta.html`);
    await dialog.getByRole("button", { name: "Go" }).click();
    await expect(dialog.getByRole("button", { name: "Back" })).toBeEnabled();
    await expect(dialog.getByRole("button", { name: "Forward" })).toBeDisabled();

    await dialog.getByRole("button", { name: "Extract product data" }).click();
    await expect(dialog.getByRole("tab", { name: "Preview" })).toHaveAttribute("aria-selected", "true");
    const preview = dialog.getByRole("tabpanel");
    await expect(preview).toContainText("Fixture Chikankari Kurta");
    await expect(preview).toContainText("$34.50");
    await expect(preview.locator("img")).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);

    // Back shows the earlier page, which has not been extracted; forward returns to the kurta's data.
    await dialog.getByRole("button", { name: "Back" }).click();
    await expect(dialog.getByLabel("Address")).toHaveValue(`${origin}/plain.html`);
    await expect(dialog.getByRole("tabpanel")).toContainText("Nothing extracted yet");
    await dialog.getByRole("button", { name: "Forward" }).click();
    await expect(dialog.getByRole("tabpanel")).toContainText("Fixture Chikankari Kurta");

    await dialog.getByRole("button", { name: "Use Product Data" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel("Product name")).toHaveValue("Fixture Chikankari Kurta");
    await expect(page.getByLabel("Price", { exact: true })).toHaveValue("34.50");
    await expect(page.getByLabel("Description", { exact: true })).toHaveValue("Hand-embroidered cotton kurta.");
    await expect(page.getByLabel("Image URL 1")).toHaveValue(FRONT);
    await expect(page.getByLabel("Image URL 2")).toHaveValue(BACK);
    await expect(page.getByLabel("Supplier link")).toHaveValue(`${origin}/kurta.html`);
  });

  test("a page's sizes are all kept (XXL and XXXL as 2XL and 3XL, XXS as its own) and its rupee price is flagged", async ({
    page,
  }) => {
    await page.goto("/admin/products/add");
    await page.getByRole("button", { name: "Import from Website" }).click();
    const dialog = page.getByRole("dialog", { name: "Import from Website" });
    await dialog.getByLabel("Address").fill(`${origin}/sizes-inr.html`);
    await dialog.getByRole("button", { name: "Extract product data" }).click();
    await expect(
      dialog.getByText("This page prices the product in INR; the store sells in USD.", { exact: false }),
    ).toBeVisible();
    await dialog.getByRole("button", { name: "Use Product Data" }).click();
    await expect(dialog).toBeHidden();
    for (const size of ["XS", "S", "M", "L", "XL", "2XL", "3XL", "XXS"])
      await expect(page.getByRole("checkbox", { name: size, exact: true })).toBeChecked();
    await page.getByRole("checkbox", { name: "XXS", exact: true }).uncheck();
    await expect(page.getByRole("checkbox", { name: "XXS", exact: true })).not.toBeChecked();
  });

  /** A draft the fixture's kurta page duplicates: the same title (in other letters) and price. */
  async function addExistingKurta(page: Page): Promise<AdminProduct> {
    const made = await page.request.post("/api/products", {
      data: {
        name: "fixture chikankari KURTA",
        description: "Older words.",
        price: "34.50",
        images: [FRONT],
        category: "regular",
        sizes: ["S", "M"],
        status: "draft",
        expirationDays: 7,
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    return (await made.json()) as AdminProduct;
  }

  /** Import from Website on the kurta page, up to the dialog flagging `existing`. */
  async function extractKnownPage(page: Page, existing: AdminProduct) {
    await page.getByRole("button", { name: "Import from Website" }).click();
    const dialog = page.getByRole("dialog", { name: "Import from Website" });
    await dialog.getByLabel("Address").fill(`${origin}/kurta.html`);
    await dialog.getByRole("button", { name: "Extract product data" }).click();
    await expect(dialog.getByText(`"${existing.name}" has this title and price.`)).toBeVisible();
    return dialog;
  }

  test("a page the shop already has is flagged: Skip leaves the form, Update opens that product's form filled in", async ({
    page,
  }) => {
    const existing = await addExistingKurta(page);
    try {
      await page.goto("/admin/products/add");
      let dialog = await extractKnownPage(page, existing);
      await expect(dialog.getByRole("radio", { name: "Skip: keep the form as it is" })).toBeChecked();
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole("button", { name: "Use Product Data" }).click();
      await expect(dialog).toBeHidden();
      await expect(
        toasts(page).filter({ hasText: `Skipped: "${existing.name}" is already in your shop` }),
      ).toBeVisible();
      await expect(page.getByLabel("Product name")).toHaveValue("");

      dialog = await extractKnownPage(page, existing);
      await dialog.getByRole("radio", { name: /^Update/ }).check();
      await dialog.getByRole("button", { name: "Use Product Data" }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/products/edit/${existing.id}$`));
      await expect(page.getByLabel("Product name")).toHaveValue("Fixture Chikankari Kurta");
      await expect(page.getByLabel("Description", { exact: true })).toHaveValue("Hand-embroidered cotton kurta.");
      await page.getByRole("button", { name: "Save Product" }).click();
      await expect(page).toHaveURL(/\/admin\/products$/);
      const saved = (await (await page.request.get(`/api/products/${existing.id}`)).json()) as AdminProduct;
      expect(saved).toMatchObject({ description: "Hand-embroidered cotton kurta.", status: "draft" });
    } finally {
      await deleteProducts(page, [existing.id]);
    }
  });

  test("Update from a form with unsaved changes asks first: Keep editing stays, Leave opens that product's form", async ({
    page,
  }) => {
    const existing = await addExistingKurta(page);
    try {
      const update = async () => {
        const dialog = await extractKnownPage(page, existing);
        await dialog.getByRole("radio", { name: /^Update/ }).check();
        await dialog.getByRole("button", { name: "Use Product Data" }).click();
        await expect(dialog).toBeHidden();
      };
      await page.goto("/admin/products/add");
      await page.getByLabel("Product name").fill("Half-typed new product");

      await update();
      const leave = page.getByRole("dialog", { name: "Leave without saving?" });
      await leave.getByRole("button", { name: "Keep editing" }).click();
      await expect(leave).toBeHidden();
      await expect(page).toHaveURL(/\/admin\/products\/add$/);
      await expect(page.getByLabel("Product name")).toHaveValue("Half-typed new product");

      await update();
      await leave.getByRole("button", { name: "Leave" }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/products/edit/${existing.id}$`));
      await expect(page.getByLabel("Product name")).toHaveValue("Fixture Chikankari Kurta");
      await expect(page.getByLabel("Description", { exact: true })).toHaveValue("Hand-embroidered cotton kurta.");
      // The page's details are this form's unsaved changes; back asks, and leads to the add form, not to a
      // second copy of the edit form.
      await page.goBack();
      await leave.getByRole("button", { name: "Leave" }).click();
      await expect(page).toHaveURL(/\/admin\/products\/add$/);
    } finally {
      await deleteProducts(page, [existing.id]);
    }
  });

  test("incomplete data is refused, and a failing site switches to manual mode in a new tab", async ({
    page,
    expectHttpError,
  }) => {
    expectHttpError("/api/extract-product-data", 422);
    // Embed mode asks whether the failing page may be framed, which fails the same way.
    expectHttpError("/api/admin/page-framing", 422);
    await page.goto("/admin/products/add");
    await page.getByRole("button", { name: "Import from Website" }).click();
    const dialog = page.getByRole("dialog", { name: "Import from Website" });

    await dialog.getByLabel("Address").fill(`${origin}/no-price.html`);
    await dialog.getByRole("button", { name: "Extract product data" }).click();
    await expect(dialog.getByRole("tabpanel")).toContainText("Priceless Dupatta");
    await dialog.getByRole("button", { name: "Use Product Data" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(
      "Incomplete product data: A title, a price and at least one image are needed.",
    );

    await dialog.getByLabel("Address").fill(`${origin}/gone.html`);
    await dialog.getByRole("button", { name: "Go" }).click();
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      dialog.getByRole("button", { name: "Extract product data" }).click(),
    ]);
    await expect(popup).toHaveURL(`${origin}/gone.html`);
    await expect(dialog.getByRole("alert").filter({ hasText: "Extraction failed" })).toBeVisible();
    // Embed mode could not load the page either, and says so instead of showing a frame.
    await expect(
      dialog.getByText(
        `${new URL(origin).host} could not be loaded, so it is not shown here: The site answered HTTP 500.`,
      ),
    ).toBeVisible();
    await expect(dialog.locator("iframe")).toHaveCount(0);
    await expect(dialog.getByText(/Manual mode: the page could not be read automatically/)).toBeVisible();
    await popup.close();
  });

  test("a blocked pop-up is reported in manual mode", async ({ page, expectHttpError }) => {
    expectHttpError("/api/extract-product-data", 422);
    expectHttpError("/api/admin/page-framing", 422);
    // The browser's pop-up blocker, as a browser with it switched on answers window.open.
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto("/admin/products/add");
    await page.getByRole("button", { name: "Import from Website" }).click();
    const dialog = page.getByRole("dialog", { name: "Import from Website" });
    await dialog.getByLabel("Address").fill(`${origin}/gone.html`);
    await dialog.getByRole("button", { name: "Extract product data" }).click();
    const failed = dialog.getByRole("alert").filter({ hasText: "Extraction failed" });
    await expect(failed).toContainText("Pop-up blocked");
  });

  test("embed mode shows a local page in a sandboxed frame, and says so when a site refuses framing", async ({
    page,
  }) => {
    await page.goto("/admin/products/add");
    await page.getByRole("button", { name: "Import from Website" }).click();
    const dialog = page.getByRole("dialog", { name: "Import from Website" });
    const host = new URL(origin).host;
    const frame = dialog.getByTitle(`${host}, shown in a sandboxed frame`);

    await dialog.getByLabel("Address").fill(`${origin}/kurta.html`);
    await dialog.getByRole("button", { name: "Go" }).click();
    // The page itself, drawn by the browser inside the frame.
    await expect(frame.contentFrame().getByRole("heading", { name: "Fixture Chikankari Kurta" })).toBeVisible();
    await expect(frame).toHaveAttribute("sandbox", "allow-scripts");
    await expect(frame).toHaveAttribute("referrerpolicy", "no-referrer");
    await expect(dialog.getByText(/^Shown in a sandboxed frame/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A site that refuses framing gets no frame (it would only show the browser's error page) but a sentence.
    for (const [path, reason] of [
      ["/deny.html", "X-Frame-Options: DENY"],
      ["/no-ancestors.html", "Content-Security-Policy: frame-ancestors 'none'"],
    ]) {
      await dialog.getByLabel("Address").fill(`${origin}${path}`);
      await dialog.getByRole("button", { name: "Go" }).click();
      const refused = dialog.getByRole("alert").filter({ hasText: "does not allow other sites to show it in a frame" });
      await expect(refused).toContainText(
        `${host} does not allow other sites to show it in a frame (${reason}). Open it in a new tab to look at it, then use Extract.`,
      );
      await expect(dialog.locator("iframe")).toHaveCount(0);
      const [popup] = await Promise.all([
        page.waitForEvent("popup"),
        refused.getByRole("button", { name: "Open page in new tab" }).click(),
      ]);
      await expect(popup).toHaveURL(`${origin}${path}`);
      await popup.close();
    }

    // Back to the kurta: the frame again, without asking the server twice.
    await dialog.getByRole("button", { name: "Back" }).click();
    await dialog.getByRole("button", { name: "Back" }).click();
    await expect(dialog.getByLabel("Address")).toHaveValue(`${origin}/kurta.html`);
    await expect(frame.contentFrame().getByRole("heading", { name: "Fixture Chikankari Kurta" })).toBeVisible();
  });

  test("new-tab mode opens the page in a tab, and a blocked pop-up is a toast", async ({ page }) => {
    await page.goto("/admin/products/add");
    await page.getByRole("button", { name: "Import from Website" }).click();
    const dialog = page.getByRole("dialog", { name: "Import from Website" });
    await dialog.getByText("Open in new tab", { exact: true }).click();
    await expect(dialog.getByRole("radio", { name: "Open in new tab" })).toBeChecked();
    await expect(dialog.locator("iframe")).toHaveCount(0);
    await expect(dialog.getByRole("button", { name: "Open page in new tab" })).toBeDisabled();

    await dialog.getByLabel("Address").fill(`${origin}/kurta.html`);
    await dialog.getByRole("button", { name: "Go" }).click();
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      dialog.getByRole("button", { name: "Open page in new tab" }).click(),
    ]);
    await expect(popup).toHaveURL(`${origin}/kurta.html`);
    // The tab's link back to the back office is cut.
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await popup.close();

    // The browser's pop-up blocker, as a browser with it switched on answers window.open.
    await page.evaluate(() => {
      window.open = () => null;
    });
    await dialog.getByRole("button", { name: "Open page in new tab" }).click();
    // The toast shows on screen; while the modal dialog is open the page behind it, the toasts
    // included, is hidden from assistive technology, so the dialog says the same in its own alert.
    const toast = page
      .getByRole("region", { name: /notifications/i, includeHidden: true })
      .getByRole("listitem", { includeHidden: true })
      .filter({ hasText: "Pop-up blocked" });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText("Allow pop-ups for this site, or open the page yourself.");
    await expect(dialog.getByRole("alert")).toHaveText(
      "Pop-up blocked: Allow pop-ups for this site, or open the page yourself.",
    );
  });

  test("extract images from a URL fills the empty slots; a page without images says so", async ({
    page,
    expectHttpError,
  }) => {
    expectHttpError("/api/extract-images", 422);
    await page.goto("/admin/products/add");
    await page.getByLabel("Image URL 1").fill(BACK);
    await page.getByRole("button", { name: "Extract images from URL" }).click();
    const dialog = page.getByRole("dialog", { name: "Extract images from a website" });

    await dialog.getByLabel("Page address").fill(`${origin}/plain.html`);
    await dialog.getByRole("button", { name: "Extract" }).click();
    await expect(dialog.getByRole("alert")).toContainText("No images found");

    await dialog.getByLabel("Page address").fill(`${origin}/gone.html`);
    await dialog.getByRole("button", { name: "Extract" }).click();
    await expect(dialog.getByRole("alert")).toContainText("Failed to extract images");

    await dialog.getByLabel("Page address").fill(`${origin}/kurta.html`);
    await dialog.getByRole("button", { name: "Extract" }).click();
    await expect(dialog).toBeHidden();
    await expect(toasts(page).filter({ hasText: "1 image added" })).toBeVisible();
    await expect(page.getByLabel("Image URL 1")).toHaveValue(BACK);
    await expect(page.getByLabel("Image URL 2")).toHaveValue(FRONT);
    await expect(page.getByLabel("Image URL 3")).toHaveValue("");
  });

  test("a Flipkart address shows the help panel, which leads to the HTML-source search", async ({ page }) => {
    await page.goto("/admin/products/add");
    await page.getByRole("button", { name: "Extract images from URL" }).click();
    const dialog = page.getByRole("dialog", { name: "Extract images from a website" });
    // The server answers Flipkart with guidance without fetching anything.
    await dialog.getByLabel("Page address").fill("www.flipkart.com/kurta/p/itm1?pid=KTAFX123");
    await dialog.getByRole("button", { name: "Extract" }).click();
    await expect(dialog).toBeHidden();
    const panel = page.getByRole("region", { name: "Flipkart pages cannot be fetched" });
    await expect(panel).toContainText("rukminim2.flixcart.com");
    await expect(panel).toContainText("KTAFX123");
    await panel.getByRole("button", { name: /Extract from HTML Source/ }).click();
    await expect(page.getByRole("dialog", { name: "Extract from HTML Source" }).getByLabel("Search term")).toHaveValue(
      "rukminim",
    );
  });
});

test("the products page with the import cards has no serious accessibility problems", async ({ page }) => {
  await openImports(page);
  await expect(page.getByRole("heading", { name: "Bulk Upload Products" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Shopify CSV Converter" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
