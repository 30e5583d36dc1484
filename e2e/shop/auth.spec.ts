import { expectNoSeriousA11yViolations } from "../axe";
import { expect, test } from "./shop-test";
import { OIDC_SHOP_URL, OIDC_SHOPPER } from "../servers";
import { devSignIn, uniqueEmail } from "./sign-in";

const HEADLINE = "Discover Fashion You'll Love";
const SELLING_POINTS = ["Curated products just for you", "Order with a single tap"];

test("signs in through the identity provider with a real browser redirect", async ({ page }) => {
  await page.goto(`${OIDC_SHOP_URL}/auth`);
  await expect(page.getByRole("heading", { level: 1, name: HEADLINE })).toBeVisible();
  for (const point of SELLING_POINTS) await expect(page.getByText(point)).toBeVisible();
  // This shop has a real provider, so the development form is not offered.
  await expect(page.getByRole("heading", { name: "Dev sign-in" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("link", { name: "Continue with Google" }).click();
  // Shop -> provider (127.0.0.1:4191) -> shop callback -> home.
  await page.waitForURL(`${OIDC_SHOP_URL}/`);

  await page.goto(`${OIDC_SHOP_URL}/profile`);
  await expect(page.getByRole("heading", { level: 1, name: "Your Profile" })).toBeVisible();
  await expect(page.getByText(OIDC_SHOPPER.name, { exact: true })).toBeVisible();
  await expect(page.getByText(OIDC_SHOPPER.email, { exact: true })).toBeVisible();

  // Signed in, the sign-in page sends the shopper home.
  await page.goto(`${OIDC_SHOP_URL}/auth`);
  await page.waitForURL(`${OIDC_SHOP_URL}/`);
});

test("dev sign-in validates its fields, signs in and lands on Discover", async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, "dev");
  await page.goto("/auth");
  await expect(page.getByRole("heading", { level: 1, name: HEADLINE })).toBeVisible();
  for (const point of SELLING_POINTS) await expect(page.getByText(point)).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Discover" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("heading", { name: "Dev sign-in" })).toBeVisible();
  // No provider is configured on this shop: the Google button is there, switched off, and says why.
  await expect(page.getByRole("link", { name: "Continue with Google" })).toHaveCount(0);
  const google = page.getByRole("button", { name: "Continue with Google" });
  await expect(google).toBeDisabled();
  await expect(google).toHaveAccessibleDescription("Google sign-in is not configured on this shop.");
  await expect(page.getByText("Google sign-in is not configured on this shop.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const emailInput = page.getByLabel("Email");
  const nameInput = page.getByLabel("Full name");
  await emailInput.fill("not-an-email");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Enter a valid email address")).toBeVisible();
  await expect(page.getByText("Enter your name")).toBeVisible();
  await expect(emailInput).toHaveAttribute("aria-invalid", "true");
  await expect(emailInput).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  await emailInput.fill(email);
  await nameInput.fill("Meera Iyer");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL("/");

  await page.getByRole("link", { name: "Your Profile" }).click();
  await expect(page.getByText("Meera Iyer", { exact: true })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
});

test("the sign-in page sends a signed-in shopper home", async ({ page }, testInfo) => {
  await devSignIn(page, { email: uniqueEmail(testInfo, "home"), fullName: "Kavya Nair" });
  await page.goto("/auth");
  await page.waitForURL("/");
  await expect(page.getByRole("heading", { name: HEADLINE })).toHaveCount(0);
});

test("signed-in screens send a visitor to the sign-in page", async ({ page }) => {
  for (const path of ["/profile", "/orders", "/wishlist"]) {
    await page.goto(path);
    await page.waitForURL("/auth");
    await expect(page.getByRole("heading", { level: 1, name: HEADLINE })).toBeVisible();
  }
});

test("signed-in screens open for a signed-in shopper, with their header icon highlighted", async ({
  page,
}, testInfo) => {
  await devSignIn(page, { email: uniqueEmail(testInfo, "nav"), fullName: "Rohan Das" });
  for (const [path, label] of [
    ["/orders", "Your Orders"],
    ["/wishlist", "Your Favorites"],
    ["/profile", "Your Profile"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: label })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: label })).toHaveAttribute("aria-current", "page");
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  }
});
