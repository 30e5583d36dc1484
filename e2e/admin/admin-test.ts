import { expect, type Page } from "@playwright/test";
import { generate } from "otplib";
import { E2E_ADMIN } from "../servers";
import { test as shopTest } from "../shop/shop-test";

export { expect };
export { toasts } from "../shop/shop-api";

/**
 * The shop's fixtures (a console error fails the test) with the back office's expected failure added: the
 * admin-user read answers 401 without an admin session, which the client takes as "signed out".
 */
export const test = shopTest.extend({
  expectedHttpErrors: async ({ expectedHttpErrors }, use) => {
    await use([...expectedHttpErrors, { path: "/api/admin/user", status: 401 }]);
  },
});

export type AdminCredentials = { email: string; password: string };

/**
 * Signs the page's browser context in through the login API (the call the /admin/auth form makes): the
 * HttpOnly admin cookie lands in the context, so the next navigation is signed in. `base` is the shop's
 * origin when the test runs a shop of its own.
 */
export async function adminSignIn(
  page: Page,
  {
    base = "",
    credentials = E2E_ADMIN,
    totpCode,
  }: { base?: string; credentials?: AdminCredentials; totpCode?: string } = {},
): Promise<void> {
  const response = await page.request.post(`${base}/api/admin/login`, {
    data: { ...credentials, ...(totpCode ? { totpCode } : {}) },
  });
  expect(response.status(), await response.text()).toBe(200);
  expect(await response.json()).toHaveProperty("adminToken");
}

/** Fills the /admin/auth form (the page must be on it) and submits it. */
export async function submitAdminLogin(page: Page, { email, password }: AdminCredentials): Promise<void> {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

const STEP_SECONDS = 30;

/**
 * Authenticator codes for one secret, as a phone would show them. The server accepts each time step once,
 * and one step either side of its clock; so each code comes from the current or the next step, later than
 * the previous code's. When both are spent it waits for the next step, as an admin would (the server runs
 * in its own process, so the test cannot move its clock).
 */
export function authenticator(secret: string) {
  let lastStep = -Infinity;
  return {
    async nextCode(): Promise<string> {
      for (;;) {
        const now = Math.floor(Date.now() / 1000 / STEP_SECONDS);
        const step = Math.max(now, lastStep + 1);
        if (step <= now + 1) {
          lastStep = step;
          return generate({ secret, epoch: step * STEP_SECONDS });
        }
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    },
  };
}

/** Logs out through the sidebar, which at phone width is in the menu drawer. */
export async function logOutThroughMenu(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("dialog", { name: "Admin menu" }).getByRole("button", { name: "Log out" }).click();
}
