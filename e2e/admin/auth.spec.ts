import { E2E_ADMIN } from "../servers";
import { adminSignIn, expect, logOutThroughMenu, submitAdminLogin, test, toasts } from "./admin-test";

// The shop's one administrator has no two-factor here: tests that change it run a shop of their own
// (security.spec.ts), so these can run in parallel.

test("a signed-out admin is sent to the sign-in page and back to the page that asked", async ({
  page,
  expectHttpError,
}) => {
  expectHttpError("/api/admin/login", 401);
  await page.goto("/admin/settings?tab=security");
  await expect(page).toHaveURL("/admin/auth?next=%2Fadmin%2Fsettings%3Ftab%3Dsecurity");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
  await expect(page.getByLabel("Authenticator code")).toHaveCount(0);

  // Empty fields are caught in the browser.
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please fill in all fields");
  await expect(page.getByLabel("Email")).toBeFocused();

  // A wrong password: the server's answer in the failure toast.
  await submitAdminLogin(page, { email: E2E_ADMIN.email, password: "not-the-password" });
  await expect(toasts(page)).toContainText("Admin login failed");
  await expect(toasts(page)).toContainText("Invalid email or password");
  await expect(page).toHaveURL(/\/admin\/auth/);

  await submitAdminLogin(page, E2E_ADMIN);
  await expect(toasts(page)).toContainText("Admin login successful");
  await expect(toasts(page)).toContainText("Welcome to the admin dashboard");
  await expect(page).toHaveURL("/admin/settings?tab=security");
  await expect(page.getByRole("tab", { name: "Security" })).toHaveAttribute("aria-selected", "true");

  // The session is the HttpOnly cookie: nothing about it is kept where scripts can read it.
  const storage = await page.evaluate(() => ({
    local: JSON.stringify(localStorage),
    session: JSON.stringify(sessionStorage),
    cookies: document.cookie,
  }));
  expect(storage.local).not.toContain("admin_token");
  expect(storage.session).toBe("{}");
  expect(storage.cookies).not.toContain("admin_sid");
  const cookie = (await page.context().cookies()).find((c) => c.name === "admin_sid");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict" });
});

test("the password can be shown, and the link leads back to the shop", async ({ page }) => {
  await page.goto("/admin/auth");
  const password = page.getByLabel("Password", { exact: true });
  await password.fill("secret words");
  await expect(password).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Hide password" }).click();
  await expect(password).toHaveAttribute("type", "password");

  await page.getByRole("link", { name: "Back to the shop" }).click();
  await expect(page).toHaveURL("/");
});

test("the sign-in page never sends the admin elsewhere than the back office", async ({ page }) => {
  await page.goto("/admin/auth?next=//evil.example/admin");
  await submitAdminLogin(page, E2E_ADMIN);
  await expect(page).toHaveURL("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

  // Signed in already: the sign-in page goes straight on.
  await page.goto("/admin/auth?next=/admin/activity");
  await expect(page).toHaveURL("/admin/activity");
});

test("logout forgets the admin, and every admin page asks for a sign-in again", async ({ page }) => {
  await adminSignIn(page);
  await page.goto("/admin/orders");
  await expect(page.getByRole("heading", { level: 1, name: "Order Management" })).toBeVisible();

  await logOutThroughMenu(page);
  await expect(toasts(page)).toContainText("Admin logout successful");
  await expect(toasts(page)).toContainText("You have been logged out");
  await expect(page).toHaveURL("/admin/auth");

  await page.goto("/admin/orders");
  await expect(page).toHaveURL("/admin/auth?next=%2Fadmin%2Forders");
  const answer = await page.request.get("/api/admin/user");
  expect(answer.status()).toBe(401);
});

test("logout still signs out in the browser when the server call fails", async ({ page, expectHttpError }) => {
  expectHttpError("/api/admin/logout", 401);
  await adminSignIn(page);
  await page.goto("/admin/customers");
  await expect(page.getByRole("heading", { level: 1, name: "Customer Management" })).toBeVisible();
  // The session ends elsewhere (another tab), so this page's logout call is refused.
  expect((await page.request.post("/api/admin/logout")).status()).toBe(200);

  await logOutThroughMenu(page);
  await expect(toasts(page)).toContainText("Logout completed");
  await expect(page).toHaveURL("/admin/auth");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
});
