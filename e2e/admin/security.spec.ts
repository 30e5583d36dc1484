import { readFile } from "node:fs/promises";
import { freePort, startServerProcess, type ServerProcess } from "../../src/testing/server-process";
import { adminSignIn, authenticator, expect, logOutThroughMenu, submitAdminLogin, test, toasts } from "./admin-test";

// These tests change the administrator's two-factor and password, so they run, in order, against a shop
// of their own: the shared e2e shop's admin (and the tests using it in parallel) stays untouched.
test.describe.configure({ mode: "serial", timeout: 120_000 });

const ADMIN = { email: "security@drop.test", password: "first-password-123" };
const NEW_PASSWORD = "second-password-456";

let server: ServerProcess;
let base: string;
/** Filled in by the first test, used by the next ones. */
let secret = "";
let recoveryCodes: string[] = [];
let codes: ReturnType<typeof authenticator>;

test.beforeAll(async () => {
  server = await startServerProcess(await freePort(), {
    DATA_DIR: "memory://",
    DATABASE_URL: "",
    DEMO_DATA: "0",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  base = server.base;
});
test.afterAll(async () => {
  await server?.stop();
});

test("two-factor: set up, verify, recovery codes shown once, then sign in with a recovery code", async ({
  page,
  expectHttpError,
}) => {
  expectHttpError("/api/admin/2fa/verify", 400);
  await page.goto(`${base}/admin/settings?tab=security`);
  await expect(page).toHaveURL(/\/admin\/auth\?next=/);
  await submitAdminLogin(page, ADMIN);
  await expect(page).toHaveURL(`${base}/admin/settings?tab=security`);

  const panel = page.getByRole("tabpanel", { name: "Security" });
  await expect(panel).toContainText("Two-factor authentication is off");
  await expect(panel).toContainText("Changing the password needs two-factor authentication");
  await expect(panel).toContainText("confirmed with a code from your authenticator app");
  await expect(panel.getByLabel("New password", { exact: true })).toHaveCount(0);
  // The password card leads to where two-factor is turned on.
  await panel.getByRole("button", { name: "Set up two-factor first" }).click();
  const setUp = panel.getByRole("button", { name: "Set up two-factor", exact: true });
  await expect(setUp).toBeFocused();

  await setUp.click();
  await expect(panel.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  secret = (await panel.getByLabel("Or enter this key by hand").textContent())?.trim() ?? "";
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  codes = authenticator(secret);

  // Client-side check, then a wrong code refused by the server.
  const code = panel.getByLabel("Code from the app");
  await code.fill("12ab");
  await panel.getByRole("button", { name: "Verify and turn on" }).click();
  await expect(panel).toContainText("Please enter the 6-digit authenticator code");
  await code.fill("000000");
  await panel.getByRole("button", { name: "Verify and turn on" }).click();
  await expect(toasts(page)).toContainText("Verification Failed");
  await expect(toasts(page)).toContainText("Invalid authenticator code");

  await code.fill(await codes.nextCode());
  await panel.getByRole("button", { name: "Verify and turn on" }).click();
  const saved = panel.getByRole("region", { name: "Save your recovery codes" });
  await expect(saved).toBeVisible();
  recoveryCodes = (await saved.getByRole("listitem").allTextContents()).map((c) => c.trim());
  expect(recoveryCodes).toHaveLength(10);
  expect(new Set(recoveryCodes).size).toBe(10);

  const downloading = page.waitForEvent("download");
  await saved.getByRole("button", { name: "Download .txt" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("drop-admin-recovery-codes.txt");
  const text = await readFile(await download.path(), "utf8");
  for (const recovery of recoveryCodes) expect(text).toContain(recovery);

  const done = saved.getByRole("button", { name: "Done" });
  await expect(done).toBeDisabled();
  await saved.getByLabel("I have saved these codes").check();
  await done.click();
  await expect(saved).toBeHidden();
  await expect(panel).toContainText("Two-factor authentication is on");
  await expect(panel).toContainText("10 unused recovery codes left.");
  await expect(panel.getByLabel("New password", { exact: true })).toBeVisible();

  // Shown once: a reload shows the status, never the codes.
  await page.reload();
  await expect(panel).toContainText("Two-factor authentication is on");
  await expect(page.getByText(recoveryCodes[0])).toHaveCount(0);

  await logOutThroughMenu(page);
  await expect(page).toHaveURL(`${base}/admin/auth`);

  // The password alone now asks for the code.
  await submitAdminLogin(page, ADMIN);
  await expect(toasts(page)).toContainText("Two-factor authentication required");
  await expect(toasts(page)).toContainText("Please enter your authenticator code");
  const loginCode = page.getByLabel("Authenticator code");
  await expect(loginCode).toBeFocused();
  await expect(page.getByText("or one of your recovery codes")).toBeVisible();
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please fill in all fields");
  await loginCode.fill("12345");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Please enter the 6-digit authenticator code")).toBeVisible();

  await loginCode.fill(recoveryCodes[0]);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(toasts(page)).toContainText("Admin login successful");
  await expect(page).toHaveURL(`${base}/admin`);
  await page.goto(`${base}/admin/settings?tab=security`);
  await expect(page.getByRole("tabpanel", { name: "Security" })).toContainText("9 unused recovery codes left.");
});

test("password change: checked in the browser, refused with a wrong password, then the new one signs in", async ({
  page,
  browser,
  expectHttpError,
}) => {
  expectHttpError("/api/admin/change-password", 400);
  expectHttpError("/api/admin/login", 401);
  test.skip(!secret, "needs the two-factor set up by the previous test");
  // Another admin session, which the change signs out.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await adminSignIn(other, { base, credentials: ADMIN, totpCode: recoveryCodes[1] });

  await adminSignIn(page, { base, credentials: ADMIN, totpCode: recoveryCodes[2] });
  await page.goto(`${base}/admin/settings?tab=security`);
  const panel = page.getByRole("tabpanel", { name: "Security" });
  const form = {
    current: panel.getByLabel("Current password"),
    next: panel.getByLabel("New password", { exact: true }),
    confirm: panel.getByLabel("Confirm new password"),
    code: panel.getByLabel("Authenticator code"),
    submit: panel.getByRole("button", { name: "Change password" }),
  };

  // The hint is the server's rule, both ends of it.
  await expect(form.next).toHaveAccessibleDescription(/8 to 1024 characters\./);
  await form.submit.click();
  await expect(panel).toContainText("Please fill in all fields");
  await form.current.fill(ADMIN.password);
  await form.next.fill("short");
  await form.confirm.fill("shorter");
  await form.code.fill("000000");
  await form.submit.click();
  await expect(toasts(page)).toContainText("Password Mismatch");
  await expect(form.confirm).toBeFocused();
  await form.confirm.fill("short");
  await form.submit.click();
  await expect(panel).toContainText("Password must be at least 8 characters long");

  // The server checks the current password before the code, so this costs no code.
  await form.current.fill("not-my-password");
  await form.next.fill(NEW_PASSWORD);
  await form.confirm.fill(NEW_PASSWORD);
  await form.submit.click();
  await expect(toasts(page)).toContainText("Password Change Failed");
  await expect(form.current).toHaveAttribute("aria-invalid", "true");

  await form.current.fill(ADMIN.password);
  await form.code.fill(await codes.nextCode());
  await form.submit.click();
  await expect(toasts(page)).toContainText("Password changed");
  await expect(form.current).toHaveValue("");

  // This session stays; the other one is signed out.
  expect((await page.request.get(`${base}/api/admin/user`)).status()).toBe(200);
  expect((await other.request.get(`${base}/api/admin/user`)).status()).toBe(401);
  await otherContext.close();

  await logOutThroughMenu(page);
  await submitAdminLogin(page, ADMIN);
  await expect(toasts(page)).toContainText("Admin login failed");
  await submitAdminLogin(page, { email: ADMIN.email, password: NEW_PASSWORD });
  await page.getByLabel("Authenticator code").fill(recoveryCodes[3]);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(toasts(page)).toContainText("Admin login successful");
  await expect(page).toHaveURL(`${base}/admin`);
});

test("two-factor is turned off with a current code", async ({ page, expectHttpError }) => {
  expectHttpError("/api/admin/2fa/disable", 400);
  test.skip(!secret, "needs the two-factor set up by the first test");
  await adminSignIn(page, {
    base,
    credentials: { email: ADMIN.email, password: NEW_PASSWORD },
    totpCode: recoveryCodes[4],
  });
  await page.goto(`${base}/admin/settings?tab=security`);
  const panel = page.getByRole("tabpanel", { name: "Security" });
  await panel.getByRole("button", { name: "Turn off two-factor" }).click();
  const dialog = page.getByRole("dialog", { name: "Turn off two-factor authentication?" });
  await dialog.getByLabel("Code from the app").fill("000000");
  await dialog.getByRole("button", { name: "Turn off" }).click();
  // The modal hides the page behind it (toasts too) from the accessibility tree, so the toast is found
  // by its text, and the dialog says it itself.
  await expect(page.getByText("Disable Failed", { exact: true })).toBeVisible();
  await expect(dialog).toContainText("Invalid authenticator code");

  await dialog.getByLabel("Code from the app").fill(await codes.nextCode());
  await dialog.getByRole("button", { name: "Turn off" }).click();
  await expect(dialog).toBeHidden();
  await expect(toasts(page)).toContainText("Two-factor authentication disabled");
  await expect(panel).toContainText("Two-factor authentication is off");
  await expect(panel).toContainText("Changing the password needs two-factor authentication");
});

test("the activity log lists the sign-ins and security changes, with filters", async ({ page }) => {
  test.skip(!secret, "needs the events of the previous tests");
  await adminSignIn(page, { base, credentials: { email: ADMIN.email, password: NEW_PASSWORD } });
  await page.goto(`${base}/admin/activity`);
  const table = page.getByRole("table", { name: "Activity log" });
  await expect(table).toBeVisible();
  // Sentences with names, never `admin:1`; the before/after and the address are folded under each row.
  for (const sentence of [
    "You signed in",
    `A sign-in as ${ADMIN.email} failed`,
    "You turned on two-factor authentication",
    "You signed in with a recovery code",
    "You changed the password",
    "You turned off two-factor authentication",
  ]) {
    await expect(table.getByText(sentence).first()).toBeVisible();
  }
  await expect(table).not.toContainText(/admin:\d/);
  await expect(table.getByText("127.0.0.1").first()).toBeHidden();
  await table.getByText("Details").first().click();
  await expect(table.getByText("127.0.0.1").first()).toBeVisible();
  // Secrets never appear.
  await expect(table).not.toContainText(secret);
  await expect(table).not.toContainText(NEW_PASSWORD);

  await page.getByLabel("Action").selectOption({ label: "Password changed" });
  await expect(page).toHaveURL(/action=auth.password-changed/);
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(page.getByText("Showing 1-1 of 1 entry", { exact: true })).toBeVisible();

  // A day range before anything happened.
  await page.getByLabel("To").fill("2001-01-01");
  await expect(page.getByRole("heading", { name: "No activity yet" })).toBeVisible();
  await expect(page.getByText("No entries match these filters.")).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(table).toBeVisible();
  await expect(page).toHaveURL(`${base}/admin/activity`);
});
