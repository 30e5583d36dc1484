import { expectNoSeriousA11yViolations } from "../axe";
import { holdAnswers } from "../held-answers";
import { expect, test } from "./shop-test";
import { DEMO_STORE_SETTINGS } from "../../src/server/db/demo-catalog";

test("home page renders the shop shell, and every request it makes finishes", async ({ page }) => {
  // A visitor's 401 from /api/user left unread stayed open in the browser, so the page never went idle.
  await page.goto("/", { waitUntil: "networkidle" });
  await expect(page).toHaveTitle(`Discover · ${DEMO_STORE_SETTINGS.storeName}`);
  await expect(page.getByRole("main")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("the header shows the store's name while the settings are still on their way, never another first", async ({
  page,
}) => {
  const settings = await holdAnswers(page, "/api/settings/store");
  await page.goto("/terms-of-service");
  await settings.asked;
  const brand = page.getByRole("banner").getByRole("link").first();
  await expect(brand).toHaveText(DEMO_STORE_SETTINGS.storeName);
  settings.release();
  await expect(brand).toHaveText(DEMO_STORE_SETTINGS.storeName);
});

test("privacy policy shows its date, minimum age, and a visitor's way back to Discover", async ({ page }) => {
  await page.goto("/privacy-policy");
  await expect(page.getByRole("heading", { level: 1, name: /privacy policy/i })).toBeVisible();
  await expect(page.getByText("Last updated June 24, 2025")).toBeVisible();
  await expect(page.getByText(/\b12\b/).first()).toBeVisible();
  // A visitor has no profile to go back to (it would ask them to sign in).
  await expect(page.getByRole("link", { name: /back/i })).toHaveAttribute("href", "/");
  await expect(page.getByRole("link", { name: "Back to Discover" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("terms of service shows its date and back link", async ({ page }) => {
  await page.goto("/terms-of-service");
  await expect(page.getByRole("heading", { level: 1, name: /terms of service/i })).toBeVisible();
  await expect(page.getByText("Last updated June 24, 2025")).toBeVisible();
  await expect(page.getByRole("link", { name: /back/i })).toHaveAttribute("href", "/");
});

test("an unknown path shows the 404 page", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(200);
  await expect(page.getByText("404 Page Not Found")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("the admin area is a separate download a shopper never fetches", async ({ page, expectHttpError }) => {
  // The back office asks who is signed in there; a shopper has no admin session.
  expectHttpError("/api/admin/user", 401);
  // Our own code never trips the CSP (Zod's eval probe did, so every page load sent a report).
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) => seen.push(event.violatedDirective));
  });
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/privacy-policy");
  await expect(page.getByText("Last updated June 24, 2025")).toBeVisible();
  const shopperScripts = [...scripts];
  await page.goto("/admin");
  // The sign-in screen is drawn by the admin chunk: once it shows, that chunk has been fetched.
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  const adminOnly = scripts.filter((url) => !shopperScripts.includes(url));
  expect(adminOnly.some((url) => /admin/.test(url))).toBe(true);
  expect(shopperScripts.some((url) => /admin/.test(url))).toBe(false);
});
