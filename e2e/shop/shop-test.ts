import { expect, test as base } from "../fixtures";

/**
 * The shared fixture fails a test on any console error, and Chromium logs every non-2xx answer as one
 * ("Failed to load resource: ... status of 401"), even when the app expects it. The server answers the
 * current-user read with 401 for a visitor (the client turns it into "signed out"), so that answer is
 * allowed everywhere; a test that provokes another failure on purpose names it with `expectHttpError`.
 * Everything else the shared fixture catches still fails the test.
 */
const ALWAYS_EXPECTED = [{ path: "/api/user", status: 401 }];

const FAILED_LOAD = /^Failed to load resource: the server responded with a status of (\d{3})\b/;

type ExpectedHttpError = { path: string; status: number };

export const test = base.extend<{
  /** Allows one kind of failed answer in this test: the path (no query) and its status. */
  expectHttpError: (path: string, status: number) => void;
  expectedHttpErrors: ExpectedHttpError[];
  tolerateExpectedHttpErrors: void;
}>({
  // Playwright reads a fixture's dependencies from its destructuring pattern; this one has none.
  // eslint-disable-next-line no-empty-pattern
  expectedHttpErrors: async ({}, use) => {
    await use([...ALWAYS_EXPECTED]);
  },
  expectHttpError: async ({ expectedHttpErrors }, use) => {
    await use((path, status) => {
      expectedHttpErrors.push({ path, status });
    });
  },
  tolerateExpectedHttpErrors: [
    async ({ page, pageErrors, expectedHttpErrors }, use) => {
      const tolerated: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const status = FAILED_LOAD.exec(message.text())?.[1];
        const url = message.location().url;
        if (!status || !url) return;
        const path = new URL(url).pathname;
        if (expectedHttpErrors.some((e) => e.path === path && String(e.status) === status)) {
          tolerated.push(`console.error: ${message.text()}`);
        }
      });
      await use();
      // Runs before the shared fixture's check: take out exactly the expected entries, one each.
      for (const entry of tolerated) {
        const index = pageErrors.indexOf(entry);
        if (index >= 0) pageErrors.splice(index, 1);
      }
    },
    { auto: true },
  ],
});

export { expect };
