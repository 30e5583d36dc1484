import { expectNoSeriousA11yViolations } from "../axe";
import { expect, test } from "./shop-test";

test("home page renders the shop shell", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(/Drop/);
  await expect(page.getByRole("main")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("privacy policy shows its date, minimum age and the way back to the profile", async ({ page }) => {
  await page.goto("/privacy-policy");
  await expect(page.getByRole("heading", { level: 1, name: /privacy policy/i })).toBeVisible();
  await expect(page.getByText("Last updated June 24, 2025")).toBeVisible();
  await expect(page.getByText(/\b12\b/).first()).toBeVisible();
  await expect(page.getByRole("link", { name: /back/i })).toHaveAttribute("href", "/profile");
  await expectNoSeriousA11yViolations(page);
});

test("terms of service shows its date and back link", async ({ page }) => {
  await page.goto("/terms-of-service");
  await expect(page.getByRole("heading", { level: 1, name: /terms of service/i })).toBeVisible();
  await expect(page.getByText("Last updated June 24, 2025")).toBeVisible();
  await expect(page.getByRole("link", { name: /back/i })).toHaveAttribute("href", "/profile");
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
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/privacy-policy");
  await expect(page.getByText("Last updated June 24, 2025")).toBeVisible();
  const shopperScripts = [...scripts];
  await page.goto("/admin");
  await page.waitForLoadState("networkidle");
  const adminOnly = scripts.filter((url) => !shopperScripts.includes(url));
  expect(adminOnly.some((url) => /admin/.test(url))).toBe(true);
  expect(shopperScripts.some((url) => /admin/.test(url))).toBe(false);
});
