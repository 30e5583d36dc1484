import { defineConfig } from "@playwright/test";
import { ADMIN_SHOP_PORT, E2E_ADMIN, OIDC_PROVIDER_PORT, OIDC_SHOP_PORT, SHOP_PORT } from "./e2e/servers";
import { CHROMIUM_ARGS, findChromium, INSTALL_HINT } from "./scripts/chromium";
import { PUSH_SERVICE_SHOP_ENV, SCRIPT_SHOP_ENV } from "./src/testing/script-shop-env";

const executablePath = findChromium();
if (!executablePath) throw new Error(INSTALL_HINT);

/** The real shop on a throwaway in-memory database seeded with the demo catalog. */
const shop = (port: number, env: Record<string, string> = {}) => ({
  // scripts/test.ts (or npm run test:e2e) builds the client first, so the servers only start.
  command: "npx tsx src/server/main.ts",
  url: `http://localhost:${port}/api/health`,
  reuseExistingServer: false,
  timeout: 180_000,
  stdout: "ignore" as const,
  stderr: "pipe" as const,
  env: {
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: "memory://",
    DEMO_DATA: "1",
    NODE_ENV: "test",
    LOG_LEVEL: "warn",
    DATABASE_URL: "",
    STRIPE_WEBHOOK_SECRET: "whsec_e2e_secret",
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    ...SCRIPT_SHOP_ENV,
    ...PUSH_SERVICE_SHOP_ENV,
    ...env,
  },
});

/** The shopper's Remind me spec (e2e/shop), run on the back office's shop. */
const REMIND_ME_SPEC = "remind-me.spec.ts";

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // Two cores run two browsers, three shops and the suite: an answer that takes 3 s here is load, not a bug.
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: {
    baseURL: `http://localhost:${SHOP_PORT}`,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 2,
    locale: "en-SG",
    timezoneId: "Asia/Singapore",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
  },
  projects: [
    // Remind me makes products and publishes them: it runs with the back office's specs, on their shop.
    { name: "shop", testDir: "e2e/shop", testIgnore: REMIND_ME_SPEC },
    // One at a time: the back office's specs share one shop and its one administrator, whose live toasts
    // (one shows at a time) and dashboard figures another spec's orders would change half-way.
    {
      name: "admin",
      testDir: "e2e",
      testMatch: ["admin/**/*.spec.ts", `shop/${REMIND_ME_SPEC}`],
      workers: 1,
      use: { baseURL: `http://localhost:${ADMIN_SHOP_PORT}` },
    },
  ],
  webServer: [
    // Dev sign-in shop: the shop's specs.
    shop(SHOP_PORT),
    // The back office's shop. Page imports may fetch loopback, where e2e/admin/imports.spec.ts serves its
    // fixture pages (the SSRF guard still refuses every other private, link-local and metadata address).
    shop(ADMIN_SHOP_PORT, { IMPORT_ALLOW_PRIVATE: "1" }),
    // A real OpenID Connect provider on loopback, and a shop that signs in only through it.
    {
      command: "npx tsx scripts/oidc-test-provider.ts",
      url: `http://127.0.0.1:${OIDC_PROVIDER_PORT}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { OIDC_PROVIDER_PORT: String(OIDC_PROVIDER_PORT) },
    },
    shop(OIDC_SHOP_PORT, {
      OIDC_ISSUER: `http://127.0.0.1:${OIDC_PROVIDER_PORT}`,
      OIDC_CLIENT_ID: "e2e-shop",
      OIDC_CLIENT_SECRET: "e2e-secret",
    }),
  ],
});
