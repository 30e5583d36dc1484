import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium, INSTALL_HINT } from "./scripts/chromium";

const port = 4173;
const executablePath = findChromium();
if (!executablePath) throw new Error(INSTALL_HINT);

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: {
    baseURL: `http://localhost:${port}`,
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
  webServer: {
    // The real shop on a throwaway in-memory database seeded with the demo catalog.
    command: "npx tsx scripts/start.ts",
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: "memory://",
      DEMO_DATA: "1",
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
    },
  },
});
