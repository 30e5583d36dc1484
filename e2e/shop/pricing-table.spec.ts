import { settings } from "../../src/server/db/schema";
import { SETTING_KEYS } from "../../src/server/db/setting-keys";
import { serverDatabaseUrl, startLiveShop } from "../live-server";
import { expect, test } from "./shop-test";

// The admin stores the embed code (e2e/admin/settings.spec.ts saves it through the Membership tab); here the
// test writes it straight into the settings table of a shop of its own, to look closely at the shop's side.
const serverUrl = await serverDatabaseUrl();
test.skip(
  serverUrl === null,
  "needs a PostgreSQL server (TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test)",
);
test.describe.configure({ timeout: 60_000 });

let live: Awaited<ReturnType<typeof startLiveShop>>;
test.beforeAll(async () => {
  live = await startLiveShop(serverUrl as string);
});
test.afterAll(async () => {
  await live?.close();
});

const EMBED = `<script async src="https://js.stripe.com/v3/pricing-table.js"></script>
<stripe-pricing-table pricing-table-id="prctbl_1E2eTestTable" publishable-key="pk_test_51E2eTestKey"></stripe-pricing-table>`;

test("the pricing table is Stripe's element with the shopper's id and email, its script added once", async ({
  page,
}) => {
  await live.database.db.insert(settings).values({ key: SETTING_KEYS.stripePricingTable, value: EMBED });
  // Stripe's script is on the internet, which tests do not reach: a stand-in defines the element.
  await page.route("https://js.stripe.com/v3/pricing-table.js", (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: `customElements.define("stripe-pricing-table", class extends HTMLElement {
        connectedCallback() { this.textContent = "Stripe plans for " + this.getAttribute("customer-email"); }
      });`,
    }),
  );
  const email = `table-${Date.now()}@example.com`;
  const signIn = await page.request.post(`${live.base}/api/auth/dev-login`, {
    data: { email, fullName: "Neha Gupta" },
  });
  expect(signIn.status()).toBe(200);
  const user = (await signIn.json()) as { id: number };
  const [product] = (await (await page.request.get(`${live.base}/api/products`)).json()) as { id: number }[];
  await page.goto(`${live.base}/product/${product.id}`);

  for (let round = 0; round < 2; round++) {
    await page.getByRole("button", { name: /^Order Now/ }).click();
    const premium = page.getByRole("dialog", { name: "Premium Membership" });
    const element = premium.locator("stripe-pricing-table");
    await expect(element).toHaveText(`Stripe plans for ${email}`);
    await expect(element).toHaveAttribute("pricing-table-id", "prctbl_1E2eTestTable");
    await expect(element).toHaveAttribute("publishable-key", "pk_test_51E2eTestKey");
    await expect(element).toHaveAttribute("client-reference-id", String(user.id));
    await premium.getByRole("button", { name: "Upgrade to Premium" }).click();
    await expect(premium.getByRole("region", { name: "Membership plans" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(premium).toBeHidden();
  }
  await expect(page.locator('script[src="https://js.stripe.com/v3/pricing-table.js"]')).toHaveCount(1);
});
