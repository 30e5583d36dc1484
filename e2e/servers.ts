/** The servers playwright.config.ts starts; tests that need the OIDC-configured shop use its URL. */
export const SHOP_PORT = 4173;
export const OIDC_SHOP_PORT = 4174;
export const OIDC_PROVIDER_PORT = 4190;
export const OIDC_SHOP_URL = `http://localhost:${OIDC_SHOP_PORT}`;
/** Who the test provider signs in (scripts/oidc-test-provider.ts). */
export const OIDC_SHOPPER = { email: "sign.in@example.com", name: "Sita Menon" };
