import { expectNoSeriousA11yViolations } from "../axe";
import { adminSignIn, expect, test } from "./admin-test";

const PAGES = [
  { path: "/admin", heading: "Dashboard" },
  { path: "/admin/products", heading: "Manage Products" },
  { path: "/admin/orders", heading: "Order Management" },
  { path: "/admin/customers", heading: "Customer Management" },
  { path: "/admin/settings", heading: "Settings" },
  { path: "/admin/settings?tab=notifications", heading: "Settings" },
  { path: "/admin/settings?tab=security", heading: "Settings" },
  { path: "/admin/activity", heading: "Activity" },
  { path: "/admin/nowhere", heading: "Page not found" },
];

for (const viewport of [
  { name: "phone", size: { width: 390, height: 844 } },
  { name: "desktop", size: { width: 1280, height: 800 } },
]) {
  test.describe(`at ${viewport.name} width`, () => {
    test.use({ viewport: viewport.size });

    test("every admin page passes axe", async ({ page }) => {
      await page.goto("/admin/auth");
      await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await adminSignIn(page);
      for (const { path, heading } of PAGES) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
        // Wait for the screen's data, so axe sees the finished page rather than a spinner.
        await expect(page.getByRole("status")).toHaveCount(0);
        await expectNoSeriousA11yViolations(page);
      }

      if (viewport.name === "phone") {
        await page.getByRole("button", { name: "Open menu" }).click();
        await expect(page.getByRole("dialog", { name: "Admin menu" })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      }
    });
  });
}
