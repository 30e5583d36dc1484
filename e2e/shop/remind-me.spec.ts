import type { APIRequestContext, Page } from "@playwright/test";
import type { AdminProduct } from "../../src/contracts/admin-products";
import { DROP_ALERT_CHOICES, DROP_ALERT_STRINGS as S } from "../../src/client/lib/push/drop-alerts-strings";
import { SIGN_IN_REQUIRED_MESSAGES } from "../../src/client/lib/session/sign-in-required";
import { startPushService, type PushService } from "../../src/testing/push-service";
import { DASHBOARD } from "../../src/client/admin/dashboard/dashboard-strings";
import { REMINDERS } from "../../src/client/admin/products/product-strings";
import { holdAnswers } from "../held-answers";
import { pushManagerFailing, pushManagerOf } from "../push-manager";
import { E2E_ADMIN } from "../servers";
import { devSignIn, uniqueEmail } from "./sign-in";
import { adminSignIn, expect, test, toasts } from "../admin/admin-test";

// The shopper's Remind me and drop alerts in the browser. It lives with the shop's specs but runs on the back
// office's shop (playwright.config.ts): a drop here is the owner's "Publish now" on a product this spec makes,
// and the back office's specs run one at a time, so no other spec sees it half-way. Chromium cannot reach a real push service (nor may it: traffic stays on loopback), so the
// browser's PushManager hands out a subscription of the loopback push service (src/testing/push-service.ts):
// the shop encrypts for it, the push service decrypts, and the payload is given to the service worker with
// the DevTools protocol's ServiceWorker.deliverPushMessage, as a push service would.

const DAY = 24 * 60 * 60 * 1000;

let push: PushService;
test.beforeAll(async () => {
  push = await startPushService();
});
test.afterAll(async () => {
  await push.close();
});

async function adminRequest(request: APIRequestContext) {
  const login = await request.post("/api/admin/login", { data: E2E_ADMIN });
  expect(login.status(), await login.text()).toBe(200);
  return request;
}

async function createScheduledProduct(admin: APIRequestContext, name: string): Promise<AdminProduct> {
  const response = await admin.post("/api/products", {
    data: {
      name,
      description: "Made by the drop alerts e2e test.",
      price: "40.00",
      images: ["/demo/products/coral-ikat-cotton-kurta-1.svg"],
      category: "regular",
      sizes: ["S", "M"],
      status: "scheduled",
      publishAt: new Date(Date.now() + DAY).toISOString(),
      expiresAt: new Date(Date.now() + 7 * DAY).toISOString(),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as AdminProduct;
}

/**
 * Deletes a test's product once its page is closed: an open page hears the catalog change and reads the product
 * again, and the 404 it gets would count as an error in the page.
 */
async function deleteProduct(page: Page, admin: APIRequestContext, productId: number) {
  await page.close();
  const response = await admin.delete(`/api/products/${productId}`);
  expect(response.status(), await response.text()).toBe(200);
}

async function publishNow(admin: APIRequestContext, productId: number) {
  const response = await admin.post("/api/admin/products/bulk-reschedule", {
    data: { productIds: [productId], publishNow: true, expiresAt: new Date(Date.now() + 7 * DAY).toISOString() },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function reminders(page: Page): Promise<number[]> {
  const response = await page.request.get("/api/reminders");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { productIds: number[] }).productIds;
}

/** The service worker's registration id, for the DevTools protocol's ServiceWorker domain. */
async function workerRegistration(page: Page) {
  const devtools = await page.context().newCDPSession(page);
  const registered = new Promise<string>((resolve) => {
    devtools.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const live = registrations.find((r) => !r.isDeleted && new URL(r.scopeURL).pathname === "/");
      if (live) resolve(live.registrationId);
    });
  });
  await devtools.send("ServiceWorker.enable");
  return { devtools, registrationId: await registered };
}

test("a signed-out tap on Remind me asks to log in first", async ({ page, request }) => {
  const admin = await adminRequest(request);
  const product = await createScheduledProduct(admin, `Drop alerts visitor ${Date.now()}`);
  await page.goto(`/product/${product.id}`);
  await page.getByRole("button", { name: S.remindMe }).click();
  const dialog = page.getByRole("dialog", { name: "Login Required" });
  await expect(dialog).toContainText(SIGN_IN_REQUIRED_MESSAGES.remind);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await deleteProduct(page, admin, product.id);
});

test("a tap before the shop knows who is here is kept, and answered once it does", async ({ page, request }) => {
  const admin = await adminRequest(request);
  const product = await createScheduledProduct(admin, `Drop alerts early tap ${Date.now()}`);
  // Who is here stays unknown until the tap has landed.
  const whoIsHere = await holdAnswers(page, "/api/user");
  await page.goto(`/product/${product.id}`);
  // The page is running (it asks who is here) but has no answer yet.
  await whoIsHere.asked;
  const button = page.getByRole("button", { name: S.remindMe });
  await button.click();
  await expect(button).toHaveAttribute("aria-busy", "true");
  whoIsHere.release();
  await expect(page.getByRole("dialog", { name: "Login Required" })).toContainText(SIGN_IN_REQUIRED_MESSAGES.remind);
  await deleteProduct(page, admin, product.id);
});

/** Login Required's Log In, then the dev sign-in form, back to the page the tap was on. */
async function signInFromTheDialog(page: Page, email: string, fullName: string) {
  await page.getByRole("dialog", { name: "Login Required" }).getByRole("link", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/auth\?next=/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Full name").fill(fullName);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("a Remind me tapped signed out is set after signing in, when the browser already allows notifications", async ({
  page,
  context,
  request,
}, testInfo) => {
  const admin = await adminRequest(request);
  const product = await createScheduledProduct(admin, `Drop alerts resumed ${Date.now()}`);
  await pushManagerOf(context, push.subscribe());
  await context.grantPermissions(["notifications"]);
  await page.goto(`/product/${product.id}`);
  await page.getByRole("button", { name: S.remindMe }).click();
  await signInFromTheDialog(page, uniqueEmail(testInfo, "resumed"), "Nila Iyer");
  await expect(page).toHaveURL(`/product/${product.id}`);
  await expect(page.getByText(S.reminderSet)).toBeVisible();
  expect(await reminders(page)).toEqual([product.id]);
  await deleteProduct(page, admin, product.id);
});

test("without the browser's permission yet, one more tap finishes it: nothing is asked on load", async ({
  page,
  request,
}, testInfo) => {
  const admin = await adminRequest(request);
  const product = await createScheduledProduct(admin, `Drop alerts one more tap ${Date.now()}`);
  await page.goto(`/product/${product.id}`);
  await page.getByRole("button", { name: S.remindMe }).click();
  await signInFromTheDialog(page, uniqueEmail(testInfo, "one-more-tap"), "Tara Bose");
  await expect(page).toHaveURL(`/product/${product.id}`);
  await expect(page.getByRole("status").filter({ hasText: S.finishAfterSignIn })).toBeVisible();
  await expect(page.getByRole("button", { name: S.remindMe })).toBeFocused();
  await page.screenshot({ path: testInfo.outputPath("one-more-tap.png") });
  expect(await page.evaluate(() => Notification.permission)).toBe("default");
  expect(await reminders(page)).toEqual([]);
  await deleteProduct(page, admin, product.id);
});

test("a refused permission is explained and nothing is asked for", async ({ page, request }, testInfo) => {
  const admin = await adminRequest(request);
  const product = await createScheduledProduct(admin, `Drop alerts refused ${Date.now()}`);
  await devSignIn(page, { email: uniqueEmail(testInfo, "refused"), fullName: "Anika Rao" });
  await page.goto(`/product/${product.id}`);
  // Nothing is asked on load.
  expect(await page.evaluate(() => Notification.permission)).not.toBe("granted");
  // The shopper says no to the browser's question (Chromium without a granted permission refuses for them).
  await page.evaluate(() => {
    Notification.requestPermission = async () => "denied";
  });
  await page.getByRole("button", { name: S.remindMe }).click();
  await expect(page.getByRole("status").filter({ hasText: S.refused })).toBeVisible();
  await expect(page.getByRole("button", { name: S.remindMe })).toBeEnabled();
  expect(await reminders(page)).toEqual([]);
  await deleteProduct(page, admin, product.id);
});

test("a browser whose push service fails is explained in the shop's words, and a refusal there as a refusal", async ({
  page,
  context,
  request,
}, testInfo) => {
  const admin = await adminRequest(request);
  const product = await createScheduledProduct(admin, `Drop alerts push service down ${Date.now()}`);
  const raw = "Registration failed - push service error";
  await pushManagerFailing(context, { name: "AbortError", message: raw });
  await context.grantPermissions(["notifications"]);
  await devSignIn(page, { email: uniqueEmail(testInfo, "push-down"), fullName: "Ishaan Mehta" });
  await page.goto(`/product/${product.id}`);
  await page.getByRole("button", { name: S.remindMe }).click();
  const toast = toasts(page).filter({ hasText: S.failed });
  await expect(toast).toContainText(S.browserFailed);
  await expect(toast).not.toContainText(raw);
  await expect(page.getByRole("button", { name: S.remindMe })).toBeEnabled();
  expect(await reminders(page)).toEqual([]);
  await page.close();

  // The same browser refusing at subscribe (a permission revoked under the page) reads as a refusal.
  const second = await context.newPage();
  await context.clearPermissions();
  await context.grantPermissions(["notifications"]);
  await pushManagerFailing(context, { name: "NotAllowedError", message: "Registration failed - permission denied" });
  await second.goto(`/product/${product.id}`);
  await second.getByRole("button", { name: S.remindMe }).click();
  await expect(second.getByRole("status").filter({ hasText: S.refused })).toBeVisible();
  await deleteProduct(second, admin, product.id);
});

test("the profile's Drop alerts: only what I asked for at first, off, and every drop asks the browser", async ({
  page,
}, testInfo) => {
  const label = (mode: string) => DROP_ALERT_CHOICES.find((choice) => choice.mode === mode)!.label;
  const mode = async () => ((await (await page.request.get("/api/user/drop-alerts")).json()) as { mode: string }).mode;
  await devSignIn(page, { email: uniqueEmail(testInfo, "alerts-mode"), fullName: "Ira Menon" });
  await page.goto("/profile");
  const group = page.getByRole("radiogroup", { name: S.sectionTitle });
  await expect(group.getByRole("radio", { name: label("asked") })).toBeChecked();
  await group.getByRole("radio", { name: label("off") }).check();
  await expect(toasts(page)).toContainText(S.saved);
  await expect.poll(mode).toBe("off");
  // Every drop is a tap that turns this browser's notifications on; refused, the choice is kept and the refusal said.
  await page.evaluate(() => {
    Notification.requestPermission = async () => "denied";
  });
  await group.getByRole("radio", { name: label("all") }).check();
  await expect(page.getByRole("status").filter({ hasText: S.refused })).toBeVisible();
  await expect.poll(mode).toBe("all");
  await page.reload();
  await expect(
    page.getByRole("radiogroup", { name: S.sectionTitle }).getByRole("radio", { name: label("all") }),
  ).toBeChecked();
});

test("Remind me, a drop, a push the worker shows, and its tap opens the product", async ({
  page,
  context,
  request,
  baseURL,
  browser,
}, testInfo) => {
  const admin = await adminRequest(request);
  const product = await createScheduledProduct(admin, `Drop alerts journey ${Date.now()}`);
  const subscription = push.subscribe();
  await pushManagerOf(context, subscription);
  await context.grantPermissions(["notifications"]);
  await devSignIn(page, { email: uniqueEmail(testInfo, "journey"), fullName: "Kavya Nair" });

  await page.goto(`/product/${product.id}`);
  await page.getByRole("button", { name: S.remindMe }).click();
  await expect(page.getByText(S.reminderSet)).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: S.reminderSetText })).toBeVisible();
  expect(await reminders(page)).toEqual([product.id]);
  // Remove, and ask again: the browser's subscription is kept, the reminder comes back.
  await page.getByRole("button", { name: S.removeReminder }).click();
  await expect(page.getByRole("button", { name: S.remindMe })).toBeVisible();
  expect(await reminders(page)).toEqual([]);
  await page.getByRole("button", { name: S.remindMe }).click();
  await expect(page.getByText(S.reminderSet)).toBeVisible();
  expect(await reminders(page)).toEqual([product.id]);

  // The owner sees who asked: the list, the form and the dashboard.
  const owner = await browser.newPage({ baseURL, viewport: { width: 1280, height: 900 } });
  await adminSignIn(owner);
  await owner.goto("/admin/products");
  await owner.getByRole("searchbox", { name: "Search" }).fill(product.name);
  await expect(
    owner.getByRole("table", { name: "Products" }).getByRole("row").filter({ hasText: product.name }),
  ).toContainText(REMINDERS.count(1));
  await owner.goto(`/admin/products/edit/${product.id}`);
  await expect(owner.getByText(REMINDERS.formNote(1))).toBeVisible();
  const today = new Date().toISOString().slice(0, 10);
  const dashboard = await admin.get(`/api/admin/dashboard?from=${today}&to=${today}`);
  expect(dashboard.status(), await dashboard.text()).toBe(200);
  const { cards } = (await dashboard.json()) as { cards: { alertSubscribers: number } };
  expect(cards.alertSubscribers).toBeGreaterThan(0);
  await owner.goto("/admin");
  await expect(
    owner
      .getByRole("list", { name: DASHBOARD.moreLabel })
      .getByRole("listitem")
      .filter({ hasText: DASHBOARD.alertSubscribersTitle }),
  ).toContainText(String(cards.alertSubscribers));
  await owner.close();

  // The drop: the shop sends one push, which the push service decrypts.
  await publishNow(admin, product.id);
  await push.waitForPushes(1);
  const [received] = push.received(subscription.id);
  expect(push.refusals).toEqual([]);
  expect(received.payload).toEqual({
    type: "drop-live",
    title: product.name,
    body: expect.any(String),
    url: `/product/${product.id}`,
    image: new URL(product.images[0], baseURL).href,
  });

  // The push service hands it to the browser's worker, which shows it.
  const { devtools, registrationId } = await workerRegistration(page);
  await devtools.send("ServiceWorker.deliverPushMessage", {
    origin: new URL(baseURL!).origin,
    registrationId,
    data: JSON.stringify(received.payload),
  });
  const payload = received.payload as { title: string; body: string; image: string };
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          image: (n as Notification & { image?: string }).image,
          data: n.data as unknown,
        })),
      ),
    )
    .toEqual([
      {
        title: payload.title,
        body: payload.body,
        image: payload.image,
        data: { url: `/product/${product.id}` },
      },
    ]);

  // The tap, inside the worker. Opening or focusing a window needs a real click on the notification, which
  // Chromium cannot make here, so those two calls are recorded instead; everything before them is the worker's.
  await expect.poll(() => context.serviceWorkers().length).toBeGreaterThan(0);
  const worker = context.serviceWorkers().find((w) => new URL(w.url()).pathname === "/sw.js")!;
  const tap = () =>
    worker.evaluate(async () => {
      // The worker's globals, which the DOM's types do not describe.
      type Click = Event & { waitUntil(promise: Promise<unknown>): void };
      const scope = self as unknown as {
        clients: { openWindow(url: string): Promise<unknown> };
        registration: ServiceWorkerRegistration;
        dispatchEvent(event: Event): boolean;
        NotificationEvent: new (type: string, init: { notification: Notification }) => Click;
        WindowClient: { prototype: { focus(): Promise<unknown>; url: string } };
      };
      const calls: string[] = [];
      scope.clients.openWindow = async (url) => {
        calls.push(`open ${url}`);
        return null;
      };
      scope.WindowClient.prototype.focus = async function (this: { url: string }) {
        calls.push(`focus ${this.url}`);
        return this;
      };
      const [notification] = await scope.registration.getNotifications();
      const event = new scope.NotificationEvent("notificationclick", { notification });
      let handled: Promise<unknown> = Promise.resolve();
      // An event the test dispatches cannot extend itself; the worker's promise is awaited here instead.
      Object.defineProperty(event, "waitUntil", { value: (promise: Promise<unknown>) => (handled = promise) });
      scope.dispatchEvent(event);
      await handled;
      return { calls, left: (await scope.registration.getNotifications()).length };
    });
  const productUrl = new URL(`/product/${product.id}`, baseURL).href;
  // This tab is on the product: it is focused, and the notification is gone.
  expect(await tap()).toEqual({ calls: [`focus ${productUrl}`], left: 0 });
  // From elsewhere, a tap opens the product in a new tab. The worker's push handler is proven above; this
  // notification is shown by the worker directly, as that handler shows it.
  await page.goto("/");
  await worker.evaluate(
    async ({ title, url }) => {
      const registration = (self as unknown as { registration: ServiceWorkerRegistration }).registration;
      await registration.showNotification(title, { data: { url }, tag: `drop:${url}` });
    },
    { title: product.name, url: `/product/${product.id}` },
  );
  expect(await tap()).toEqual({ calls: [`open ${productUrl}`], left: 0 });

  await deleteProduct(page, admin, product.id);
});
