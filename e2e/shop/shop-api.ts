import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import Stripe from "stripe";
import type { CustomerOrder } from "../../src/contracts/order";
import type { Product } from "../../src/contracts/product";
import type { CurrentUser, ShippingRate } from "../../src/contracts/user";
import type { WishlistItem } from "../../src/contracts/wishlist";
import { orderPayload } from "../../src/client/shop/product/order-flow";
import { expect } from "./shop-test";
import { CONFIRM_REPEAT_HEADER } from "../../src/contracts/headers";

/** The secret playwright.config.ts gives the shop (STRIPE_WEBHOOK_SECRET). */
const WEBHOOK_SECRET = "whsec_e2e_secret";

export const SHIPPING_ADDRESS = {
  address: "12 Orchard Road",
  apartment: "#05-12",
  postalCode: "238801",
  country: "SG",
  phone: "9123 4567",
};

async function json<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  expect(response.ok(), `${response.url()}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

export async function liveProducts(page: Page): Promise<Product[]> {
  return json<Product[]>(await page.request.get("/api/products"));
}

/** A live product with sizes that stays live for the whole test run. */
export async function orderableProduct(page: Page, offset = 0): Promise<Product> {
  const soon = Date.now() + 60 * 60 * 1000;
  const candidates = (await liveProducts(page)).filter((p) => p.sizes.length > 0 && Date.parse(p.expiresAt) > soon);
  expect(candidates.length, "the demo catalog has live products with sizes").toBeGreaterThan(offset);
  return candidates[offset];
}

/** A product the public list does not show (expired or scheduled) but its page does. */
export async function productWithStatus(page: Page, status: "expired" | "scheduled"): Promise<Product> {
  for (let id = 1; id <= 80; id++) {
    const response = await page.request.get(`/api/products/${id}`);
    if (!response.ok()) continue;
    const product = (await response.json()) as Product;
    if (product.status === status) return product;
  }
  throw new Error(`the demo catalog has no ${status} product`);
}

export async function shippingRates(page: Page): Promise<ShippingRate[]> {
  return json<ShippingRate[]>(await page.request.get("/api/shipping-rates/enabled"));
}

export async function currentUser(page: Page): Promise<CurrentUser> {
  return json<CurrentUser>(await page.request.get("/api/user"));
}

export async function saveShippingAddress(page: Page): Promise<void> {
  await json<CurrentUser>(await page.request.put("/api/user/shipping", { data: SHIPPING_ADDRESS }));
}

export async function ordersOf(page: Page): Promise<CustomerOrder[]> {
  return json<CustomerOrder[]>(await page.request.get("/api/orders"));
}

export async function wishlistOf(page: Page): Promise<WishlistItem[]> {
  return json<WishlistItem[]>(await page.request.get("/api/wishlist"));
}

/** What Stripe sends when a paid checkout from the pricing table completes (the body, before signing). */
export function stripeCheckoutEvent(userId: number): string {
  return JSON.stringify({
    id: `evt_${randomUUID().replaceAll("-", "")}`,
    object: "event",
    type: "checkout.session.completed",
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        mode: "subscription",
        payment_status: "paid",
        customer: `cus_e2e_${userId}`,
        client_reference_id: String(userId),
      },
    },
  });
}

/** That event, signed with the shop's secret: the only way a shopper becomes premium. */
export async function completeStripeCheckout(request: APIRequestContext, userId: number): Promise<void> {
  const payload = stripeCheckoutEvent(userId);
  const response = await request.post("/api/stripe/webhook", {
    headers: {
      "content-type": "application/json",
      "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    },
    data: payload,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Signed in already: becomes premium through the webhook. */
export async function becomePremium(page: Page): Promise<CurrentUser> {
  const user = await currentUser(page);
  await completeStripeCheckout(page.request, user.id);
  const premium = await currentUser(page);
  expect(premium.isPremium).toBe(true);
  return premium;
}

/**
 * Places an order the way the product page does (a premium shopper with an address), confirmed as after
 * "Order another?", so a test can place several of one product and size.
 */
export async function placeOrderByApi(page: Page, product: Product, size: string | null): Promise<CustomerOrder> {
  const [user, rates] = await Promise.all([currentUser(page), shippingRates(page)]);
  const response = await page.request.post("/api/orders", {
    headers: { "idempotency-key": randomUUID(), [CONFIRM_REPEAT_HEADER]: "1" },
    data: orderPayload(product, user, size, rates),
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as CustomerOrder;
}

/** The toasts on screen (the shop shows one at a time). */
export function toasts(page: Page) {
  return page.getByRole("region", { name: /notifications/i }).getByRole("listitem");
}
