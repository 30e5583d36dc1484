import { expect, type Page, type TestInfo } from "@playwright/test";

/** Tests run in parallel against one server: each signs in as its own shopper. */
export function uniqueEmail(testInfo: TestInfo, prefix: string): string {
  return `${prefix}-${testInfo.testId}-${testInfo.repeatEachIndex}-${testInfo.retry}@example.com`.toLowerCase();
}

/**
 * Signs the page's browser context in through the dev sign-in API (the same call the /auth form makes);
 * the session cookie lands in the context, so the next navigation is signed in.
 */
export async function devSignIn(page: Page, shopper: { email: string; fullName: string }): Promise<void> {
  const response = await page.request.post("/api/auth/dev-login", { data: shopper });
  expect(response.status(), await response.text()).toBe(200);
}
