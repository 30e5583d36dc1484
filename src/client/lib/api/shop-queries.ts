import { queryOptions } from "@tanstack/react-query";
import type { CardOnFile, CustomerOrder } from "../../../contracts/order";
import type { PricingTable } from "../../../contracts/premium";
import type { NextRelease, Product } from "../../../contracts/product";
import type { ShopFromIndia, StoreSettings } from "../../../contracts/settings";
import type { AuthProviders, EmailReminders, ShippingRate } from "../../../contracts/user";
import type { WishlistItem } from "../../../contracts/wishlist";
import {
  AUTH_PROVIDERS_KEY,
  CARD_ON_FILE_KEY,
  EMAIL_REMINDERS_KEY,
  NEXT_RELEASE_KEY,
  ORDERS_KEY,
  PRICING_TABLE_KEY,
  PRODUCTS_KEY,
  productKey,
  SHIPPING_RATES_KEY,
  SHOP_FROM_INDIA_KEY,
  STORE_SETTINGS_KEY,
  UPCOMING_PRODUCTS_KEY,
  WISHLIST_KEY,
} from "./query-keys";

// Each shop read once: its key (owned by query-keys.ts), its fetcher and its answer's type, the contract's
// (`z.infer`, imported as a type only). Hooks, setQueryData and getQueryData take the type from here through
// the key (TanStack Query's queryOptions), so no caller restates it. Two reads keep theirs beside their hook
// because their fetcher is their own: the current user (a 401 is "signed out", use-current-user.ts) and the
// wishlist check (a query string, use-wishlist.ts).
//
// Unlike the admin's (admin-queries.ts), nothing here parses: this module is in the first download and zod
// would add about 24 KB gzip to it; the answers come from our own server, which the OpenAPI check holds to
// the contract (decision 020), and src/testing/shop-queries.int.test.ts holds each read to its schema. The
// fetcher is the app's one path loader rather than one named here (decision 038): this module shares a
// chunk with TanStack Query, and importing api.ts from it put api.ts in a chunk of its own, 0.5 KB gzip more
// for `/`.

/** A read whose fetcher is the app's path loader (getQueryFn in api.ts, the default in query-client.ts). */
export function pathQuery<T>() {
  return <const K extends readonly [string, ...unknown[]]>(queryKey: K) => queryOptions<T, Error, T, K>({ queryKey });
}

/** Products live right now, in the admin's sort order. */
export const productsQuery = pathQuery<Product[]>()(PRODUCTS_KEY);

/** One product, scheduled, live or expired (a 404 when missing). */
export function productQuery(id: number) {
  return pathQuery<Product>()(productKey(id));
}

/** Products still to go live, the soonest first; never drafts. */
export const upcomingProductsQuery = pathQuery<Product[]>()(UPCOMING_PRODUCTS_KEY);

/** When the next products go live. */
export const nextReleaseQuery = pathQuery<NextRelease>()(NEXT_RELEASE_KEY);

/** The shopper's saved products, newest first, each with its product as it is now. */
export const wishlistQuery = pathQuery<WishlistItem[]>()(WISHLIST_KEY);

/** The shopper's own orders, newest first. */
export const ordersQuery = pathQuery<CustomerOrder[]>()(ORDERS_KEY);

/** Whether the shopper gets payment reminders by email (the profile's Emails switch). */
export const emailRemindersQuery = pathQuery<EmailReminders>()(EMAIL_REMINDERS_KEY);

/** The card a member's orders are charged to, or null (the manual path). */
export const cardOnFileQuery = pathQuery<CardOnFile>()(CARD_ON_FILE_KEY);

/** The countries we ship to (enabled rates only, ordered by country name) with their rates. */
export const shippingRatesQuery = pathQuery<ShippingRate[]>()(SHIPPING_RATES_KEY);

/** The store's public settings: contact details, currency and time zone. */
export const storeSettingsQuery = pathQuery<StoreSettings>()(STORE_SETTINGS_KEY);

/** The premium dialog's Stripe pricing table. */
export const pricingTableQuery = pathQuery<PricingTable>()(PRICING_TABLE_KEY);

/** The Shop from India dialog's content. */
export const shopFromIndiaQuery = pathQuery<ShopFromIndia>()(SHOP_FROM_INDIA_KEY);

/** Which sign-in methods the shop offers. */
export const authProvidersQuery = pathQuery<AuthProviders>()(AUTH_PROVIDERS_KEY);
