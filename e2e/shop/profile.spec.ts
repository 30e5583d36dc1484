import type { Page } from "@playwright/test";
import { ADDRESS_MAX, APARTMENT_MAX, PHONE_MAX, POSTAL_CODE_MAX } from "../../src/domain/address";
import { DEMO_SHOP_FROM_INDIA, DEMO_STORE_SETTINGS } from "../../src/server/db/demo-catalog";
import { expectNoSeriousA11yViolations } from "../axe";
import { completeStripeCheckout, currentUser } from "./shop-api";
import { expect, test } from "./shop-test";
import { devSignIn, uniqueEmail } from "./sign-in";

async function openProfile(page: Page, shopper: { email: string; fullName: string }) {
  await devSignIn(page, shopper);
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Your Profile" })).toBeVisible();
}

function toast(page: Page) {
  return page.getByRole("region", { name: /notifications/i }).getByRole("listitem");
}

test("shows who is signed in, the legal links, and passes axe", async ({ page }, testInfo) => {
  const shopper = { email: uniqueEmail(testInfo, "profile"), fullName: "Ananya Sharma" };
  await openProfile(page, shopper);

  await expect(page.getByText(shopper.fullName, { exact: true })).toBeVisible();
  await expect(page.getByText(shopper.email, { exact: true })).toBeVisible();
  await expect(page.getByText("A", { exact: true })).toBeVisible(); // avatar initial
  await expect(page.getByRole("link", { name: "Your Profile" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms-of-service");
  await expect(page.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
  await expect(page.getByText("No shipping address yet")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  // Signed in, the legal page leads back to the profile it was opened from.
  await page.getByRole("link", { name: "Back to Profile" }).click();
  await expect(page).toHaveURL("/profile");
  await page.getByRole("link", { name: "Terms of Service" }).click();
  await expect(page.getByRole("link", { name: /back/i })).toHaveAttribute("href", "/profile");
});

test("a non-member is offered Upgrade to Premium; once a member, the profile shows the badge", async ({
  page,
}, testInfo) => {
  await openProfile(page, { email: uniqueEmail(testInfo, "premium"), fullName: "Tara Pillai" });
  const account = page.getByRole("region", { name: "Account" });
  await expect(account.getByText("PREMIUM MEMBER", { exact: true })).toHaveCount(0);
  await account.getByRole("button", { name: "Upgrade to Premium" }).click();
  const premium = page.getByRole("dialog", { name: "Premium Membership" });
  await expect(premium).toBeVisible();
  await expect(premium.getByText("Priority shipping and handling")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Stripe's checkout completes while the dialog is open: it turns into the member view, and so does the profile.
  await completeStripeCheckout(page.request, (await currentUser(page)).id);
  await expect(premium.getByText("PREMIUM MEMBER", { exact: true })).toBeVisible();
  await premium.getByRole("button", { name: "Close" }).click();
  await expect(account.getByText("PREMIUM MEMBER", { exact: true })).toBeVisible();
  await expect(account.getByRole("button", { name: "Upgrade to Premium" })).toHaveCount(0);
});

test("editing the address: invalid input shows errors and keeps Save disabled, valid input saves", async ({
  page,
  expectHttpError,
}, testInfo) => {
  const shopper = { email: uniqueEmail(testInfo, "address"), fullName: "Vikram Singh" };
  await openProfile(page, shopper);

  await page.getByRole("button", { name: "Add Address" }).click();
  const form = page.getByRole("form", { name: "Edit shipping address" });
  const address = form.getByLabel("Address", { exact: true });
  const apartment = form.getByLabel("Apartment / Suite");
  const postalCode = form.getByLabel("Postal Code");
  const country = form.getByLabel("Country");
  const phone = form.getByLabel("Phone Number");
  const save = form.getByRole("button", { name: "Save" });

  await expect(address).toBeFocused();
  await expect(apartment).toHaveAccessibleDescription(/unit number/);
  // Countries come from the enabled shipping rates; a new shopper starts on Singapore.
  await expect(country).toHaveValue("SG");
  await expect(country.locator("option:not([disabled])")).toHaveText([
    "Australia",
    "Canada",
    "France",
    "Germany",
    "Japan",
    "Singapore",
    "United Kingdom",
    "United States",
  ]);
  await expect(save).toBeDisabled();

  // Invalid: every rule speaks under its own field, and Save stays disabled.
  await address.fill("12");
  await postalCode.fill("1");
  await postalCode.fill("");
  await phone.fill("123 45");
  await expect(address).toHaveAttribute("aria-invalid", "true");
  await expect(address).toHaveAccessibleDescription("Address must be at least 5 characters");
  await expect(postalCode).toHaveAccessibleDescription("Postal code is required");
  await expect(phone).toHaveAccessibleDescription("Phone number must be at least 8 digits");
  await expect(save).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  // Valid: the errors go as the fields are corrected, and Save is enabled.
  await address.fill("80 Marine Parade Road");
  await apartment.fill("#12-03");
  await postalCode.fill("100-0001");
  await country.selectOption({ label: "Japan" });
  await phone.fill("+81 3 1234 5678");
  await expect(address).not.toHaveAttribute("aria-invalid");
  await expect(page.getByText("Phone number must be at least 8 digits")).toHaveCount(0);
  await expect(save).toBeEnabled();

  // A save the server refuses (the session ended meanwhile) keeps everything typed.
  await page.context().clearCookies();
  expectHttpError("/api/user/shipping", 401);
  await save.click();
  await expect(toast(page).filter({ hasText: "Update failed" })).toBeVisible();
  await expect(address).toHaveValue("80 Marine Parade Road");
  await expect(country).toHaveValue("JP");
  await expect(phone).toHaveValue("+81 3 1234 5678");

  await devSignIn(page, shopper);
  await save.click();
  await expect(toast(page).filter({ hasText: "Shipping updated" })).toContainText(
    "Your shipping information has been updated",
  );
  await expect(form).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Edit shipping address" })).toBeFocused();

  const saved = page.locator("address");
  for (const line of ["80 Marine Parade Road", "#12-03", "100-0001", "Japan", "+81 3 1234 5678"]) {
    await expect(saved).toContainText(line);
  }
  await page.reload();
  for (const line of ["80 Marine Parade Road", "#12-03", "100-0001", "Japan", "+81 3 1234 5678"]) {
    await expect(saved).toContainText(line);
  }

  // Editing again starts from what was saved.
  await page.getByRole("button", { name: "Edit shipping address" }).click();
  await expect(address).toHaveValue("80 Marine Parade Road");
  await expect(country).toHaveValue("JP");
  await form.getByRole("button", { name: "Cancel" }).click();
  await expect(form).toHaveCount(0);
});

test("the address fields take no more than the server accepts", async ({ page }, testInfo) => {
  await openProfile(page, { email: uniqueEmail(testInfo, "address-limits"), fullName: "Meera Iyer" });
  await page.getByRole("button", { name: "Add Address" }).click();
  const form = page.getByRole("form", { name: "Edit shipping address" });

  const postalCode = form.getByLabel("Postal Code");
  await postalCode.pressSequentially("1".repeat(POSTAL_CODE_MAX + 5));
  await expect(postalCode).toHaveValue("1".repeat(POSTAL_CODE_MAX));
  const phone = form.getByLabel("Phone Number");
  await phone.pressSequentially("9".repeat(PHONE_MAX + 5));
  await expect(phone).toHaveValue("9".repeat(PHONE_MAX));
  await expect(form.getByLabel("Address", { exact: true })).toHaveAttribute("maxlength", String(ADDRESS_MAX));
  await expect(form.getByLabel("Apartment / Suite")).toHaveAttribute("maxlength", String(APARTMENT_MAX));
});

test("Help & Support shows the store's contact details and hours", async ({ page }, testInfo) => {
  await openProfile(page, { email: uniqueEmail(testInfo, "help"), fullName: "Farah Khan" });

  const trigger = page.getByRole("button", { name: "Help & Support" });
  await trigger.click();
  const dialog = page.getByRole("dialog", { name: "Help & Support" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("link", { name: DEMO_STORE_SETTINGS.storeEmail })).toHaveAttribute(
    "href",
    `mailto:${DEMO_STORE_SETTINGS.storeEmail}`,
  );
  await expect(dialog.getByRole("link", { name: DEMO_STORE_SETTINGS.storePhone })).toHaveAttribute(
    "href",
    "tel:+6562914827",
  );
  await expect(dialog.getByText(DEMO_STORE_SETTINGS.supportHours)).toBeVisible();
  await expect(dialog.getByText(DEMO_STORE_SETTINGS.storeAddress)).toBeVisible();
  await expect(dialog.getByText(DEMO_STORE_SETTINGS.storeDescription)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();
});

test("Shop from India is fetched when opened and offers a WhatsApp chat", async ({ page }, testInfo) => {
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/shop-from-india") fetched.push(request.url());
  });
  await openProfile(page, { email: uniqueEmail(testInfo, "india"), fullName: "Neha Gupta" });
  expect(fetched).toEqual([]);

  await page.getByRole("button", { name: "Shop from India" }).click();
  const dialog = page.getByRole("dialog", { name: "Shop from India" });
  await expect(dialog).toBeVisible();
  const [firstParagraph] = DEMO_SHOP_FROM_INDIA.content.split("\n\n");
  await expect(dialog).toContainText(firstParagraph);
  const whatsapp = dialog.getByRole("link", { name: new RegExp(DEMO_SHOP_FROM_INDIA.buttonText) });
  await expect(whatsapp).toHaveAttribute(
    "href",
    `https://wa.me/${DEMO_SHOP_FROM_INDIA.whatsappNumber.replace("+", "")}`,
  );
  await expect(whatsapp).toHaveAttribute("target", "_blank");
  await expect(whatsapp).toHaveAttribute("rel", /noopener/);
  expect(fetched).toHaveLength(1);
  await expectNoSeriousA11yViolations(page);

  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toHaveCount(0);
});

test("Log Out ends the session: back on Discover, and the profile asks to sign in", async ({ page }, testInfo) => {
  await openProfile(page, { email: uniqueEmail(testInfo, "logout"), fullName: "Ishaan Mehta" });

  await page.getByRole("button", { name: "Log Out" }).click();
  await page.waitForURL("/");
  await page.goto("/profile");
  await page.waitForURL("/auth");
  await expect(page.getByRole("heading", { level: 1, name: "Discover Fashion You'll Love" })).toBeVisible();
});

test("Back closes Help & Support, and the profile stays", async ({ page }, testInfo) => {
  await openProfile(page, { email: uniqueEmail(testInfo, "back-help"), fullName: "Back Tester" });
  await page.getByRole("button", { name: "Help & Support" }).click();
  const dialog = page.getByRole("dialog", { name: "Help & Support" });
  await expect(dialog).toBeVisible();
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL("/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Your Profile" })).toBeVisible();
});

test("Emails: payment reminders are on until the switch turns them off, and it stays off", async ({
  page,
}, testInfo) => {
  await openProfile(page, { email: uniqueEmail(testInfo, "emails"), fullName: "Email Chooser" });
  const emails = page.getByRole("region", { name: "Emails" });
  await expect(emails).toContainText(
    "Emails about your orders (confirmations, payments, cancellations, shipping) always come.",
  );
  const reminders = emails.getByRole("switch", { name: "Payment reminders by email" });
  await expect(reminders).toHaveAttribute("aria-checked", "true");
  await reminders.tap();
  await expect(toast(page).filter({ hasText: "Email settings saved" })).toBeVisible();
  await expect(reminders).toHaveAttribute("aria-checked", "false");
  await page.reload();
  await expect(reminders).toHaveAttribute("aria-checked", "false");
  await expectNoSeriousA11yViolations(page);
});
