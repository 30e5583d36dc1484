import { test as base, expect } from "@playwright/test";

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);
// A 1x1 transparent PNG.
const PLACEHOLDER_IMAGE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

/**
 * Every e2e test fails on an uncaught page error or a console error (CSP violations included), and nothing
 * leaves the machine: an image on another host (products imported from suppliers' files keep their
 * addresses) gets a local placeholder, any other request to another host is refused, which the page logs
 * as an error. Tests that stand in for a third party (Stripe's script) register their own route, which wins.
 */
export const test = base.extend<{ pageErrors: string[]; loopbackOnly: void }>({
  loopbackOnly: [
    async ({ context }, use) => {
      await context.route(
        (url) => !LOOPBACK_HOSTS.has(url.hostname),
        (route) =>
          route.request().resourceType() === "image"
            ? route.fulfill({ contentType: "image/png", body: PLACEHOLDER_IMAGE })
            : route.abort("blockedbyclient"),
      );
      await use();
    },
    { auto: true },
  ],
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(`console.error: ${message.text()}`);
      });
      await use(errors);
      expect(errors, "errors in the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
