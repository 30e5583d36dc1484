/** The servers playwright.config.ts starts; tests that need the OIDC-configured shop use its URL. */
// E2E_PORT_BASE moves every port together, so two checkouts on one machine can run their suites at once.
const BASE = Number(process.env.E2E_PORT_BASE ?? 4173);
export const SHOP_PORT = BASE;
export const OIDC_SHOP_PORT = BASE + 1;
/** The back office's specs run on a shop of their own: they add, schedule and delete products, which the
 * shop's specs (counting Discover's cards, say) must not see half-way. */
export const ADMIN_SHOP_PORT = BASE + 2;
// 4191 by default; not 4190: fetch refuses that port (it is on the WHATWG "bad ports" list).
export const OIDC_PROVIDER_PORT = BASE + 18;
export const OIDC_SHOP_URL = `http://localhost:${OIDC_SHOP_PORT}`;
/** Who the test provider signs in (scripts/oidc-test-provider.ts). */
export const OIDC_SHOPPER = { email: "sign.in@example.com", name: "Sita Menon" };
/** The administrator of the e2e shops (ADMIN_EMAIL / ADMIN_PASSWORD, which needs 12+ characters). */
export const E2E_ADMIN = { email: "owner@drop.test", password: "e2e-admin-password-1" };
