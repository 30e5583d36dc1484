import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { DEMO_STORE_SETTINGS } from "../../src/server/db/demo-catalog";
import { CHROMIUM_ARGS, findChromium } from "../../scripts/chromium";
import { liveProducts, productWithStatus } from "./shop-api";
import { expect, test } from "./shop-test";
import { devSignIn, uniqueEmail } from "./sign-in";

// The shop as an installed app (docs/decisions/033): a manifest, and a service worker that keeps
// only what is the same for everyone and shows an offline page.

/** Opens the page and waits until the service worker controls it (it is registered once the page loaded). */
async function openControlled(page: Page, url: string) {
  await page.goto(url);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test("Chromium finds the shop installable, under the store's own name", async ({ baseURL }) => {
  // Not in the suite's contexts: Chromium never offers to install from an incognito-like one.
  const profile = mkdtempSync(path.join(tmpdir(), "drop-installable-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: findChromium()!,
    args: CHROMIUM_ARGS,
    baseURL,
    viewport: { width: 390, height: 844 },
  });
  try {
    const page = await context.newPage();
    await page.goto("/");
    await page.evaluate(() => navigator.serviceWorker.ready);
    const devtools = await context.newCDPSession(page);
    expect(await devtools.send("Page.getInstallabilityErrors")).toEqual({ installabilityErrors: [] });
    const { data, errors } = await devtools.send("Page.getAppManifest");
    expect(errors).toEqual([]);
    expect(JSON.parse(data!)).toMatchObject({
      name: DEMO_STORE_SETTINGS.storeName,
      start_url: "/",
      display: "standalone",
      icons: expect.arrayContaining([expect.objectContaining({ sizes: "512x512", purpose: "maskable" })]),
    });
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test("with the network gone a page says so, and Try again brings it back", async ({ page, context, pageErrors }) => {
  const [product] = await liveProducts(page);
  await openControlled(page, "/");
  await context.setOffline(true);
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  await context.setOffline(false);
  await page.getByRole("link", { name: "Try again" }).click();
  await expect(page).toHaveURL(`/product/${product.id}`);
  await expect(page.locator("h1")).toHaveText(product.name);
  // The requests Chromium logged as failing while it was offline, on purpose; any other error still fails.
  const offline = pageErrors.filter((error) => error.includes("net::ERR_INTERNET_DISCONNECTED"));
  expect(offline.length).toBeGreaterThan(0);
  pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((error) => !offline.includes(error)));
});

test("offline inside the app, a product already seen opens from memory, and one never seen loads by itself once online", async ({
  page,
  context,
  pageErrors,
}) => {
  const [seen] = await liveProducts(page);
  const unseen = await productWithStatus(page, "scheduled");
  // A link inside the shop: the router follows history.pushState.
  const follow = (url: string) => page.evaluate((to) => history.pushState(null, "", to), url);
  await page.goto(`/product/${seen.id}`);
  await expect(page.locator("#root")).not.toHaveAttribute("data-hydrating", { timeout: 20_000 });
  await expect(page.locator("h1")).toHaveText(seen.name);
  await follow("/");
  await expect(page.getByRole("heading", { level: 2, name: seen.name })).toBeVisible();
  await context.setOffline(true);

  await follow(`/product/${seen.id}`);
  await expect(page.locator("h1")).toHaveText(seen.name);

  await follow(`/product/${unseen.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  await context.setOffline(false);
  await expect(page.locator("h1")).toHaveText(unseen.name);
  // What Chromium logged as failing while it was offline, on purpose (requests, and the service worker's
  // update check); any other error still fails.
  const offline = ["net::ERR_INTERNET_DISCONNECTED", "An unknown error occurred when fetching the script."];
  pageErrors.splice(
    0,
    pageErrors.length,
    ...pageErrors.filter((error) => !offline.some((text) => error.includes(text))),
  );
});

test("the worker keeps only public files: no page, no answer of /api, nothing of the signed-in shopper", async ({
  page,
}, testInfo) => {
  await devSignIn(page, { email: uniqueEmail(testInfo, "installed"), fullName: "Meera Iyer" });
  const [product] = await liveProducts(page);
  await openControlled(page, `/product/${product.id}`);
  await page.goto("/profile");
  await page.goto("/wishlist");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(kept).toContain("/offline.html");
  expect(kept.some((url) => url.startsWith("/assets/"))).toBe(true);
  expect(kept.filter((url) => !/^\/(assets|icons)\/|^\/offline\.html$|^\/favicon\.svg$/.test(url))).toEqual([]);
  // Answers of /api never pass through the worker.
  const [answer] = await Promise.all([
    page.waitForResponse((response) => new URL(response.url()).pathname === "/api/user"),
    page.reload(),
  ]);
  expect(answer.fromServiceWorker()).toBe(false);
});
