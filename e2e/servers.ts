/** The servers playwright.config.ts starts; tests that need the OIDC-configured shop use its URL. */
export const SHOP_PORT = 4173;
export const OIDC_SHOP_PORT = 4174;
/** The back office's specs run on a shop of their own: they add, schedule and delete products, which the
 * shop's specs (counting Discover's cards, say) must not see half-way. */
export const ADMIN_SHOP_PORT = 4175;
// Not 4190: fetch refuses that port (it is on the WHATWG "bad ports" list).
export const OIDC_PROVIDER_PORT = 4191;
export const OIDC_SHOP_URL = `http://localhost:${OIDC_SHOP_PORT}`;
/** Who the test provider signs in (scripts/oidc-test-provider.ts). */
export const OIDC_SHOPPER = { email: "sign.in@example.com", name: "Sita Menon" };
/** The administrator of the e2e shops (ADMIN_EMAIL / ADMIN_PASSWORD, which needs 12+ characters). */
export const E2E_ADMIN = { email: "owner@drop.test", password: "e2e-admin-password-1" };
