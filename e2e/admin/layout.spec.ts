import { adminSignIn, expect, test } from "./admin-test";

const AREAS = [
  { link: "Dashboard", path: "/admin", heading: "Dashboard" },
  { link: "Products", path: "/admin/products", heading: "Manage Products" },
  { link: "Orders", path: "/admin/orders", heading: "Order Management" },
  { link: "Customers", path: "/admin/customers", heading: "Customer Management" },
  { link: "Settings", path: "/admin/settings", heading: "Settings" },
  { link: "Activity", path: "/admin/activity", heading: "Activity" },
];

test("at phone width the sidebar is a drawer behind the menu button, usable by keyboard", async ({ page }) => {
  await adminSignIn(page);
  await page.goto("/admin");
  await expect(page.getByRole("navigation", { name: "Admin" })).toBeHidden();

  const menu = page.getByRole("button", { name: "Open menu" });
  const drawer = page.getByRole("dialog", { name: "Admin menu" });
  for (const area of AREAS.slice(1)) {
    await menu.click();
    await expect(drawer.getByRole("link", { name: "Dashboard" })).toBeVisible();
    await drawer.getByRole("link", { name: area.link }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(area.path);
    await expect(page.getByRole("heading", { level: 1, name: area.heading })).toBeVisible();
  }

  // Keyboard: Enter opens, focus stays inside, Escape closes and returns focus to the button.
  await menu.focus();
  await page.keyboard.press("Enter");
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole("link", { name: "Activity" })).toHaveAttribute("aria-current", "page");
  await expect(drawer.getByRole("link", { name: "Orders" })).not.toHaveAttribute("aria-current", "page");
  for (let i = 0; i < 12; i++) await page.keyboard.press("Tab");
  expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(menu).toBeFocused();
});

test.describe("on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test("the sidebar stays in view and marks the current page", async ({ page }) => {
    await adminSignIn(page);
    await page.goto("/admin");
    const nav = page.getByRole("navigation", { name: "Admin" });
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
    for (const area of AREAS) {
      await nav.getByRole("link", { name: area.link }).click();
      await expect(page).toHaveURL(area.path);
      await expect(page.getByRole("heading", { level: 1, name: area.heading })).toBeVisible();
      await expect(nav.getByRole("link", { name: area.link })).toHaveAttribute("aria-current", "page");
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    }
  });
});

test("an unknown admin path shows the admin's not-found page", async ({ page }) => {
  await adminSignIn(page);
  await page.goto("/admin/no-such-screen");
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to the dashboard" }).click();
  await expect(page).toHaveURL("/admin");
});

test("settings tabs follow the tabs pattern and keep the open tab in the URL", async ({ page }) => {
  await adminSignIn(page);
  await page.goto("/admin/settings");
  const tabs = page.getByRole("tab");
  await expect(tabs).toHaveText([
    "Store Settings",
    "Alternate Descriptions",
    "Shop from India",
    "Membership",
    "Notifications",
    "Shipping Rates",
    "Premium Members",
    "Security",
  ]);
  const store = page.getByRole("tab", { name: "Store Settings" });
  await expect(store).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "Store Settings" })).toBeVisible();

  await store.focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Alternate Descriptions" })).toBeFocused();
  await expect(page).toHaveURL("/admin/settings?tab=alternate-descriptions");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("tab", { name: "Security" })).toBeFocused();
  await expect(page).toHaveURL("/admin/settings?tab=security");
  await expect(page.getByRole("tabpanel", { name: "Security" })).toContainText("Two-factor authentication is off");
  await page.keyboard.press("Home");
  await expect(store).toBeFocused();

  await page.goto("/admin/settings?tab=notifications");
  const panel = page.getByRole("tabpanel", { name: "Notifications" });
  const sound = panel.getByRole("switch", { name: "Play a sound for new orders" });
  await expect(sound).not.toBeChecked();
  await sound.check();
  await page.reload();
  await expect(page.getByRole("switch", { name: "Play a sound for new orders" })).toBeChecked();
  await expect(page.getByRole("switch", { name: /system notification/ })).not.toBeChecked();
  // The choice is this admin's on the server, shared with the other tests: put it back.
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/admin/notification-preferences") && r.ok());
  await page.getByRole("switch", { name: "Play a sound for new orders" }).uncheck();
  await saved;
  const preferences = await page.request.get("/api/admin/notification-preferences");
  expect(await preferences.json()).toMatchObject({ newOrderToast: true, sound: false });
});
