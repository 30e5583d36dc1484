import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { BrowserContext, Page } from "@playwright/test";
import type { CspViolation } from "../../src/server/services/security/csp-reports";
import { freePort, startServerProcess } from "../../src/testing/server-process";
import { E2E_ADMIN } from "../servers";
import { becomePremium, orderableProduct, toasts } from "../shop/shop-api";
import { authenticator, expect, submitAdminLogin, test as adminTest } from "./admin-test";

// What the browser itself enforces. In Chromium, against a shop process of this file's
// own (its log is read to see the CSP reports arrive over real HTTP): an injected inline script is blocked
// and reported, cookies carry their flags, nothing sensitive is left in web storage after shopping and
// after an admin session, and the back office cannot be framed by another site.
//
// The shop is told it is served over https (PUBLIC_URL https://localhost:port, as behind a TLS proxy) but
// the browser reaches it over http on loopback: Chromium counts http://localhost as a secure context, so
// it keeps Secure and __Host- cookies there, and the cookies are checked with the flags production sets.

type ViolationLine = { msg: string; ip: string; cspViolation: CspViolation };

type OwnShop = { base: string; violations: ViolationLine[] };

const test = adminTest.extend<object, { shop: OwnShop }>({
  shop: [
    // Playwright reads a fixture's dependencies from its destructuring pattern; this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const port = await freePort();
      const violations: ViolationLine[] = [];
      let partial = "";
      const server = await startServerProcess(
        port,
        {
          DATA_DIR: "memory://",
          DATABASE_URL: "",
          DEMO_DATA: "1",
          PUBLIC_URL: `https://localhost:${port}`,
          ADMIN_EMAIL: E2E_ADMIN.email,
          ADMIN_PASSWORD: E2E_ADMIN.password,
          // e2e/shop/shop-api.ts signs its webhook events with this (becomePremium).
          STRIPE_WEBHOOK_SECRET: "whsec_e2e_secret",
          LOG_LEVEL: "warn",
        },
        "localhost",
        {
          onStdout(text) {
            const lines = (partial + text).split("\n");
            partial = lines.pop() ?? "";
            for (const line of lines) {
              if (!line.startsWith("{")) continue;
              const entry = JSON.parse(line) as Partial<ViolationLine>;
              if (entry.msg === "CSP violation") violations.push(entry as ViolationLine);
            }
          },
        },
      );
      await use({ base: server.base, violations });
      await server.stop();
    },
    { scope: "worker" },
  ],
  baseURL: async ({ shop }, use) => {
    await use(shop.base);
  },
});

test.describe.configure({ mode: "serial", timeout: 120_000 });
test.use({
  viewport: { width: 1280, height: 900 },
  isMobile: false,
  hasTouch: false,
});

/**
 * The console errors a test provokes on purpose (Chromium logs every CSP refusal as one), taken out of the
 * shared fixture's list once seen, so any other error still fails the test.
 */
async function takeConsoleErrors(pageErrors: string[], pattern: RegExp, atLeast = 1): Promise<string[]> {
  await expect.poll(() => pageErrors.filter((e) => pattern.test(e)).length).toBeGreaterThanOrEqual(atLeast);
  const taken = pageErrors.filter((e) => pattern.test(e));
  for (const entry of taken) pageErrors.splice(pageErrors.indexOf(entry), 1);
  return taken;
}

/** Everything this origin keeps in localStorage and sessionStorage, keys and values. */
async function webStorage(page: Page): Promise<{ local: Record<string, string>; session: Record<string, string> }> {
  return page.evaluate(() => {
    const dump = (storage: Storage) =>
      Object.fromEntries(
        Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? "").map((k) => [
          k,
          storage.getItem(k) ?? "",
        ]),
      );
    return { local: dump(localStorage), session: dump(sessionStorage) };
  });
}

async function expectNothingSensitiveStored(page: Page, secrets: Record<string, string>): Promise<void> {
  const stored = await webStorage(page);
  const text = JSON.stringify(stored);
  for (const [what, secret] of Object.entries(secrets)) {
    expect(secret.length, `${what} is a real value`).toBeGreaterThan(5);
    expect(text.toLowerCase(), `${what} is not in web storage`).not.toContain(secret.toLowerCase());
  }
  const keys = [...Object.keys(stored.local), ...Object.keys(stored.session)];
  expect(keys.filter((key) => /token|password|secret|session|totp|sid/i.test(key))).toEqual([]);
  // Scripts cannot read the session cookies either: they are HttpOnly.
  expect(await page.evaluate(() => document.cookie)).toBe("");
}

async function cookieNamed(context: BrowserContext, name: string) {
  const cookie = (await context.cookies()).find((c) => c.name === name);
  expect(cookie, `cookie ${name}`).toBeDefined();
  return cookie!;
}

test("an injected inline script is blocked by the CSP, and the report reaches the shop", async ({
  page,
  pageErrors,
  shop,
}) => {
  for (const [path, marker] of [
    ["/", "injectedShop"],
    ["/admin/auth", "injectedAdmin"],
  ] as const) {
    await page.goto(path);
    await expect(page.locator("#root")).not.toBeEmpty();
    // What an HTML injection that got past React would do: put a script element with inline code in the page.
    const seen = await page.evaluate((name) => {
      const violations: string[] = [];
      document.addEventListener("securitypolicyviolation", (event) => violations.push(event.effectiveDirective));
      const script = document.createElement("script");
      script.textContent = `window.${name} = true`;
      document.head.append(script);
      return new Promise<{ ran: boolean; violations: string[] }>((resolve) =>
        // The violation event is queued as a task: read both after it.
        setTimeout(() => resolve({ ran: (window as unknown as Record<string, unknown>)[name] === true, violations })),
      );
    }, marker);
    expect(seen).toEqual({ ran: false, violations: ["script-src-elem"] });
    expect(await page.evaluate((name) => name in window, marker)).toBe(false);

    // The browser sent the report (report-uri) and the shop logged it.
    await expect
      .poll(() => shop.violations.find((line) => line.cspViolation.sample.includes(marker))?.cspViolation)
      .toMatchObject({
        documentUrl: `${shop.base}${path}`,
        blockedUrl: "inline",
        directive: "script-src-elem",
        disposition: "enforce",
        sample: `window.${marker} = true`,
      });
    await takeConsoleErrors(pageErrors, /inline script violates the following Content Security Policy directive/);
  }
});

test("a shopper's session cookie carries its flags, and shopping leaves nothing sensitive in web storage", async ({
  page,
  context,
}, testInfo) => {
  const email = `storage-${testInfo.workerIndex}@example.com`;
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Full name").fill("Priya Raman");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL("/");

  const session = await cookieNamed(context, "__Host-sid");
  expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax", path: "/", domain: "localhost" });
  // A lasting session (its expiry is the server's), not a browser-session cookie.
  expect(session.expires).toBeGreaterThan(Date.now() / 1000);

  // Shopping: the wishlist, premium (the signed webhook), a size, the address dialog, an order, the lists.
  await becomePremium(page);
  const product = await orderableProduct(page);
  await page.goto(`/product/${product.id}`);
  await page.getByRole("button", { name: "Add to wishlist" }).click();
  await expect(toasts(page)).toContainText("Added to wishlist");
  await page
    .getByRole("radiogroup", { name: "Size" })
    .getByRole("radio", { name: product.sizes[0], exact: true })
    .check();
  await page.getByRole("button", { name: /^Order Now/ }).click();
  const address = page.getByRole("dialog", { name: "Complete Your Shipping Address" });
  await address.getByLabel("Address", { exact: true }).fill("12 Orchard Road");
  await address.getByLabel("Postal Code").fill("238801");
  await address.getByLabel("Phone Number").fill("9123 4567");
  // Saved from the order flow, the save is the tap that orders.
  await address.getByRole("button", { name: /^Save and order/ }).click();
  await expect(toasts(page)).toContainText("Order Placed Successfully");
  for (const [path, heading] of [
    ["/orders", "Your Orders"],
    ["/wishlist", "Your Favorites"],
    ["/profile", "Your Profile"],
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  }

  await expectNothingSensitiveStored(page, {
    "the session cookie's value": session.value,
    "the shopper's email": email,
    "the shopper's phone": "9123 4567",
    "the shopper's address": "12 Orchard Road",
  });
});

test("an admin's session cookie carries its flags, and an admin session leaves nothing sensitive in web storage", async ({
  page,
  context,
}) => {
  await page.goto("/admin/auth");
  const login = page.waitForResponse((response) => response.url().endsWith("/api/admin/login"));
  await submitAdminLogin(page, E2E_ADMIN);
  const { adminToken } = (await (await login).json()) as { adminToken: string };
  await expect(page).toHaveURL("/admin");

  const session = await cookieNamed(context, "__Host-admin_sid");
  expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: "Strict", path: "/", domain: "localhost" });
  expect(session.value).toBe(adminToken);

  // Around the back office, then two-factor set up: the screen shows the secret and the recovery codes.
  for (const path of ["/admin/products", "/admin/orders", "/admin/customers", "/admin/activity"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  await page.goto("/admin/settings?tab=security");
  const panel = page.getByRole("tabpanel", { name: "Security" });
  await panel.getByRole("button", { name: "Set up two-factor", exact: true }).click();
  const secret = (await panel.getByLabel("Or enter this key by hand").textContent())?.trim() ?? "";
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await panel.getByLabel("Code from the app").fill(await authenticator(secret).nextCode());
  await panel.getByRole("button", { name: "Verify and turn on" }).click();
  const saved = panel.getByRole("region", { name: "Save your recovery codes" });
  await expect(saved.getByRole("listitem")).toHaveCount(10);
  const recoveryCodes = (await saved.getByRole("listitem").allTextContents()).map((c) => c.trim());
  await saved.getByLabel("I have saved these codes").check();
  await saved.getByRole("button", { name: "Done" }).click();
  await expect(panel).toContainText("Two-factor authentication is on");

  await expectNothingSensitiveStored(page, {
    "the admin token (the spec's admin_token is deliberately not kept)": adminToken,
    "the admin's email": E2E_ADMIN.email,
    "the admin's password": E2E_ADMIN.password,
    "the two-factor secret": secret,
    ...Object.fromEntries(recoveryCodes.map((code, i) => [`recovery code ${i + 1}`, code])),
  });
});

test("another site cannot frame the back office", async ({ page, pageErrors, shop }) => {
  // A page on another loopback origin that tries to show the admin sign-in and the product list in frames,
  // beside a frame of its own that shows, so a blocked frame is told apart from a harness that frames nothing.
  const attacker: Server = createServer((request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    if (request.url === "/own.html") return response.end("<!doctype html><title>own</title><h1>Own frame</h1>");
    response.end(`<!doctype html><title>Win a prize</title>
<iframe name="own" title="own" src="/own.html"></iframe>
<iframe name="sign-in" title="sign-in" src="${shop.base}/admin/auth"></iframe>
<iframe name="products" title="products" src="${shop.base}/admin/products"></iframe>`);
  });
  await new Promise<void>((resolve) => attacker.listen(0, "127.0.0.1", resolve));
  try {
    const origin = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`;
    const answers = ["/admin/auth", "/admin/products"].map((path) =>
      page.waitForResponse((response) => response.url() === `${shop.base}${path}`),
    );
    await page.goto(`${origin}/`);
    await expect(page.frameLocator('iframe[name="own"]').getByRole("heading", { name: "Own frame" })).toBeVisible();

    for (const answer of await Promise.all(answers)) {
      const headers = answer.headers();
      expect(headers["x-frame-options"]).toBe("DENY");
      expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    }
    // Chromium replaces a refused frame's document with its error page; the back office never loads there.
    for (const name of ["sign-in", "products"]) {
      await expect.poll(() => page.frame({ name })?.url()).toBe("chrome-error://chromewebdata/");
      await expect(
        page.frameLocator(`iframe[name="${name}"]`).getByRole("heading", { name: /sign in|products/i }),
      ).toHaveCount(0);
    }
    await takeConsoleErrors(pageErrors, /frame-ancestors 'none'/, 2);
    // The refusal is reported too: by the page that tried, to the back office's report endpoint.
    await expect
      .poll(() => shop.violations.find((line) => line.cspViolation.directive === "frame-ancestors")?.cspViolation)
      .toMatchObject({ documentUrl: `${shop.base}/`, blockedUrl: `${shop.base}/`, disposition: "enforce" });
  } finally {
    await new Promise((resolve) => attacker.close(resolve));
  }
});
