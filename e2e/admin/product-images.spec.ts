import type { ConsoleMessage } from "@playwright/test";
import { IMAGE_COPY } from "../../src/client/admin/products/image-copy-strings";
import { PRODUCT_FORM } from "../../src/client/admin/products/product-strings";
import { MEDIA_WIDTHS } from "../../src/domain/media";
import { type ImageHost, startImageHost } from "../../src/testing/image-host";
import { freePort, type ServerProcess, startServerProcess } from "../../src/testing/server-process";
import { E2E_ADMIN } from "../servers";
import { adminSignIn, expect, test } from "./admin-test";

/**
 * Product images (docs/decisions/043): a product saved with an image on another site is shown from the shop's
 * own /media copy, in every width, once the copy is made. A shop of its own: the suite's shops do not copy
 * (their products name made-up hosts, src/testing/script-shop-env.ts); this one does, and its only product
 * names the loopback image host below (IMPORT_ALLOW_PRIVATE lets the importer's guard fetch loopback).
 */
test.describe.configure({ timeout: 120_000 });

let server: ServerProcess;
let host: ImageHost;
let base: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  host = await startImageHost();
  server = await startServerProcess(await freePort(), {
    DATA_DIR: "memory://",
    DATABASE_URL: "",
    DEMO_DATA: "0",
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    COPY_IMAGES: "1",
    IMPORT_ALLOW_PRIVATE: "1",
  });
  base = server.base;
});
test.afterAll(async () => {
  await server?.stop();
  await host?.close();
});

test("a product saved with a loopback image URL is shown from its /media copy, in every width", async ({
  page,
  browser,
}, testInfo) => {
  // The back office in a browser of its own. Its form previews the address the admin gave: the loopback host,
  // which this shop's CSP allows as IMPORT_ALLOW_PRIVATE does (plugins/security.ts).
  const adminContext = await browser.newContext({ baseURL: base });
  const adminPage = await adminContext.newPage();
  const adminErrors: string[] = [];
  adminPage.on("console", (message: ConsoleMessage) => {
    if (message.type() === "error") adminErrors.push(message.text());
  });
  adminPage.on("pageerror", (error) => adminErrors.push(error.message));
  await adminSignIn(adminPage, { base });

  const source = host.url("/photo.jpg");
  const name = "Loopback Block Print Kurta";
  const created = await adminPage.request.post(`${base}/api/products`, {
    data: {
      name,
      description: "Made by the product images e2e test.",
      price: "45.00",
      images: [source],
      category: "regular",
      sizes: ["S", "M"],
      status: "active",
      expirationDays: 7,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, images } = (await created.json()) as { id: number; images: string[] };
  // The admin's answer keeps the address it gave.
  expect(images).toEqual([source]);

  // The copy is made in the background: the back office says when it is in.
  await expect
    .poll(async () => (await adminPage.request.get(`${base}/api/admin/products/${id}/image-copies`)).json(), {
      timeout: 60_000,
    })
    .toEqual([{ url: source, status: "copied", reason: null }]);
  // Fetched once, by the shop.
  expect(host.hits("/photo.jpg")).toBe(1);

  await adminPage.goto(`/admin/products/edit/${id}`);
  await expect(adminPage.getByLabel("Image URL 1")).toHaveValue(source);
  await expect(adminPage.getByText(IMAGE_COPY.copied)).toBeVisible();
  // The form edits the address but shows the shop's copy, and so does the list: never the supplier's photo.
  const slot = adminPage.getByRole("img", { name: PRODUCT_FORM.imagePreview(1) }).locator("img");
  await expect(slot).toHaveAttribute("src", /^\/media\/[0-9a-f]{32}$/);
  await expect(slot).toHaveAttribute("srcset", /\/320 320w/);
  await adminPage.goto("/admin/products");
  const thumbnail = adminPage.getByRole("row").filter({ hasText: name }).locator("img").first();
  await expect(thumbnail).toHaveAttribute("src", /^\/media\/[0-9a-f]{32}$/);
  await expect(thumbnail).toHaveAttribute("srcset", /\/320 320w/);
  expect(host.hits("/photo.jpg")).toBe(1);
  await adminContext.close();
  expect(adminErrors, "errors in the back office's page").toEqual([]);

  // The shopper, on a phone-sized screen (playwright.config.ts), signed out.
  const originalFetches = host.hits("/photo.jpg");
  await page.goto(`${base}/product/${id}`);
  const photo = page.getByRole("img", { name: `${name}, image 1 of 1` });
  await expect(photo).toHaveAttribute("src", /^\/media\/[0-9a-f]{32}$/);
  const copy = (await photo.getAttribute("src")) ?? "";
  await expect(photo).toHaveAttribute("srcset", MEDIA_WIDTHS.map((width) => `${copy}/${width} ${width}w`).join(", "));
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // The browser took one of the copy's widths, from this shop, not the original from the image host.
  const shown = new URL(await photo.evaluate((img: HTMLImageElement) => img.currentSrc));
  expect(shown.origin).toBe(base);
  expect(MEDIA_WIDTHS.map((width) => `${copy}/${width}`)).toContain(shown.pathname);
  expect(host.hits("/photo.jpg")).toBe(originalFetches);
  // Its pixels are the photo's (a gradient), not a blank box.
  const middle = await photo.evaluate((img: HTMLImageElement) => {
    const canvas = document.createElement("canvas");
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext("2d");
    context?.drawImage(img, 0, 0);
    return [...(context?.getImageData(img.naturalWidth / 2, img.naturalHeight / 2, 1, 1).data ?? [])];
  });
  expect(middle).toHaveLength(4);
  expect(middle.slice(0, 3).some((channel) => channel < 240)).toBe(true);
  // For the lead to look at. The viewport: a full-page capture repaints a phone-sized page without the photo.
  await page.screenshot({ path: testInfo.outputPath("product-page.png") });
});
