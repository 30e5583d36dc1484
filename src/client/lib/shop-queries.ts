import { queryOptions } from "@tanstack/react-query";
import type { PricingTable } from "../../contracts/premium";
import type { NextRelease, Product } from "../../contracts/product";
import type { ShopFromIndia, StoreSettings } from "../../contracts/settings";
import type { AuthProviders, CurrentUser, ShippingRate } from "../../contracts/user";
import type { CustomerOrder } from "../../contracts/order";
import type { WishlistCheck, WishlistItem } from "../../contracts/wishlist";
import { getJson, getQueryFn } from "./api";
import {
  AUTH_PROVIDERS_KEY,
  CURRENT_USER_KEY,
  NEXT_RELEASE_KEY,
  ORDERS_KEY,
  PRICING_TABLE_KEY,
  PRODUCTS_KEY,
  productKey,
  SHIPPING_RATES_KEY,
  SHOP_FROM_INDIA_KEY,
  STORE_SETTINGS_KEY,
  WISHLIST_KEY,
  wishlistCheckKey,
} from "./query-keys";

// Each shop read once: its key (owned by query-keys.ts), its fetcher and its answer's type, the contract's
// (`z.infer`, imported as a type only). Hooks, setQueryData and getQueryData take the type from here through
// the key (TanStack Query's queryOptions), so no caller restates it. Unlike the admin's (admin-queries.ts),
// these fetchers do not parse: this module is in the entry chunk every shopper downloads and zod would add
// about 24 KB gzip to it. The answers come from our own server, which the OpenAPI check holds to the
// contract (decision 020).

/** GET `path`, whose answer is a `T` by the contract. */
function readAnswer<T>(path: string) {
  return ({ signal }: { signal: AbortSignal }) => getJson<T>(path, { signal });
}

/** Who is signed in: null when signed out (the server's 401 is an answer here, not a failure). */
export const currentUserQuery = queryOptions({
  queryKey: CURRENT_USER_KEY,
  queryFn: getQueryFn<CurrentUser>({ on401: "returnNull" }),
});

/** Products live right now, in the admin's sort order. */
export const productsQuery = queryOptions({
  queryKey: PRODUCTS_KEY,
  queryFn: readAnswer<Product[]>(PRODUCTS_KEY[0]),
});

/** One product, scheduled, live or expired (a 404 when missing). */
export function productQuery(id: number) {
  const queryKey = productKey(id);
  return queryOptions({ queryKey, queryFn: readAnswer<Product>(queryKey[0]) });
}

/** When the next products go live. */
export const nextReleaseQuery = queryOptions({
  queryKey: NEXT_RELEASE_KEY,
  queryFn: readAnswer<NextRelease>(NEXT_RELEASE_KEY[0]),
});

/** The shopper's saved products, newest first, each with its product as it is now. */
export const wishlistQuery = queryOptions({
  queryKey: WISHLIST_KEY,
  queryFn: readAnswer<WishlistItem[]>(WISHLIST_KEY[0]),
});

/** Whether one product is saved (the path carries a query string, so it is not the key's first element). */
export function wishlistCheckQuery(productId: number) {
  return queryOptions({
    queryKey: wishlistCheckKey(productId),
    queryFn: readAnswer<WishlistCheck>(`/api/wishlist/check?productId=${productId}`),
  });
}

/** The shopper's own orders, newest first. */
export const ordersQuery = queryOptions({
  queryKey: ORDERS_KEY,
  queryFn: readAnswer<CustomerOrder[]>(ORDERS_KEY[0]),
});

/** The countries we ship to (enabled rates only, ordered by country name) with their rates. */
export const shippingRatesQuery = queryOptions({
  queryKey: SHIPPING_RATES_KEY,
  queryFn: readAnswer<ShippingRate[]>(SHIPPING_RATES_KEY[0]),
});

/** The store's public settings: contact details, currency and time zone. */
export const storeSettingsQuery = queryOptions({
  queryKey: STORE_SETTINGS_KEY,
  queryFn: readAnswer<StoreSettings>(STORE_SETTINGS_KEY[0]),
});

/** The premium dialog's Stripe pricing table. */
export const pricingTableQuery = queryOptions({
  queryKey: PRICING_TABLE_KEY,
  queryFn: readAnswer<PricingTable>(PRICING_TABLE_KEY[0]),
});

/** The Shop from India dialog's content. */
export const shopFromIndiaQuery = queryOptions({
  queryKey: SHOP_FROM_INDIA_KEY,
  queryFn: readAnswer<ShopFromIndia>(SHOP_FROM_INDIA_KEY[0]),
});

/** Which sign-in methods the shop offers. */
export const authProvidersQuery = queryOptions({
  queryKey: AUTH_PROVIDERS_KEY,
  queryFn: readAnswer<AuthProviders>(AUTH_PROVIDERS_KEY[0]),
});
