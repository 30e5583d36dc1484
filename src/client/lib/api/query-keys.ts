import type { QueryClient, QueryKey } from "@tanstack/react-query";

// Every cached read's key, and the invalidations that span several of them (a single key is invalidated
// with `queryClient.invalidateQueries({ queryKey })` where it is needed). The first element of a key is
// the path the default loader GETs (see `getQueryFn` in api.ts); later elements only tell entries apart.
// Zod-free and React-free on purpose: the entry chunk (realtime, the current user) imports it.

/** Who is signed in: a `CurrentUser`, or null when signed out. */
export const CURRENT_USER_KEY = ["/api/user"] as const;
/** The shopper's orders. */
export const ORDERS_KEY = ["/api/orders"] as const;
/** The shopper's wishlist. Per-product checks live under it, so invalidating this refreshes them too. */
export const WISHLIST_KEY = ["/api/wishlist"] as const;

/** Whether one product is on the wishlist; its own loader (the path has a query string). */
export function wishlistCheckKey(productId: number) {
  return [...WISHLIST_KEY, "check", productId] as const;
}

/** The live catalog. */
export const PRODUCTS_KEY = ["/api/products"] as const;
/** When the next products go live. */
export const NEXT_RELEASE_KEY = ["/api/products/next-release"] as const;

/** Products still to go live, the soonest first (Discover's "Coming soon" row). */
export const UPCOMING_PRODUCTS_KEY = ["/api/products/upcoming"] as const;

export function productKey(id: number) {
  return [`/api/products/${id}`] as const;
}

const PRODUCT_PAGE_PATH = /^\/api\/products\/\d+$/;

/** Whether a cached read is one product's (`productKey`), as an open product page shows it. */
export function isProductKey(queryKey: QueryKey): boolean {
  return typeof queryKey[0] === "string" && PRODUCT_PAGE_PATH.test(queryKey[0]);
}

/** Enabled shipping rates, for the order total and the address form's countries. */
export const SHIPPING_RATES_KEY = ["/api/shipping-rates/enabled"] as const;
/** The premium dialog's Stripe pricing table. */
export const PRICING_TABLE_KEY = ["/api/settings/stripe-pricing-table"] as const;
/** The store's public contact details. */
export const STORE_SETTINGS_KEY = ["/api/settings/store"] as const;
/** The Shop from India dialog's content. */
export const SHOP_FROM_INDIA_KEY = ["/api/shop-from-india"] as const;
/** Which sign-in methods the shop offers. */
export const AUTH_PROVIDERS_KEY = ["/api/auth/providers"] as const;
/** The products the shopper asked to be reminded of. */
export const REMINDERS_KEY = ["/api/reminders"] as const;
/** Which drops the shopper hears about. */
export const DROP_ALERTS_KEY = ["/api/user/drop-alerts"] as const;
export const EMAIL_REMINDERS_KEY = ["/api/user/email-reminders"] as const;
/** The card a member's orders are charged to (profile). */
export const CARD_ON_FILE_KEY = ["/api/user/card-on-file"] as const;

/** What belongs to one shopper; all of it is read again after every change a shopper makes. */
export const SHOPPER_DATA_KEYS: readonly QueryKey[] = [ORDERS_KEY, WISHLIST_KEY, CURRENT_USER_KEY];
/** What a product change or a lifecycle boundary makes stale. */
export const CATALOG_KEYS: readonly QueryKey[] = [PRODUCTS_KEY, NEXT_RELEASE_KEY, UPCOMING_PRODUCTS_KEY];

/**
 * After every change a shopper makes (an order, a cancel, a wishlist add or remove, a sign-in), orders,
 * wishlist and the user are read again. Only the screens showing them refetch at once.
 */
export async function refreshShopperData(queryClient: QueryClient): Promise<void> {
  await Promise.all(SHOPPER_DATA_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * Fetches the catalog again, with the next release that depends on it (screens showing them refetch at
 * once, the others on their next visit). A refresh already on its way is reused, so countdowns and timers
 * that fire at the same instant cost one request.
 */
export async function refreshProducts(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    CATALOG_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey, exact: true }, { cancelRefetch: false })),
  );
}

/**
 * Fetches every cached product again (an open product page at once, the others when next shown), so a
 * page keeps no old price, expiry or status after a product message.
 */
export async function refreshProductPages(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ predicate: (query) => isProductKey(query.queryKey) }, { cancelRefetch: false });
}

// The back office. Every admin key's path starts with ADMIN_API_PREFIX, so signing out can drop them all.

export const ADMIN_API_PREFIX = "/api/admin/";
/** The signed-in administrator (`CurrentAdmin`), or null without an admin session. */
export const ADMIN_USER_KEY = ["/api/admin/user"] as const;
/** Whether two-factor is on, and how many recovery codes are left. */
export const ADMIN_TWO_FACTOR_KEY = ["/api/admin/2fa/status"] as const;
/** Every order, for the back office's order screens and the dashboard. */
export const ADMIN_ORDERS_KEY = ["/api/admin/orders"] as const;

/**
 * One page of the orders screen's customer-and-day groups (GET /api/admin/order-groups, its own loader). Under
 * ADMIN_ORDERS_KEY so every order write and live order message refreshes it with the order list.
 */
export function adminOrderGroupsKey(query: {
  status?: string;
  payment?: string;
  from?: string;
  to?: string;
  q?: string;
  page: number;
}) {
  return [...ADMIN_ORDERS_KEY, "groups", query] as const;
}

/** Every customer with their spend; one customer's details (with recent orders) sit under it. */
export const ADMIN_CUSTOMERS_KEY = ["/api/admin/users"] as const;

export function adminCustomerKey(id: number) {
  return [...ADMIN_CUSTOMERS_KEY, id] as const;
}

/** The activity log; one entry per filter and page, all under this prefix. */
export const ADMIN_ACTIVITY_KEY = ["/api/admin/activity"] as const;
export const ADMIN_EMAILS_KEY = ["/api/admin/emails"] as const;
export const adminEmailsKey = (page: number) => [...ADMIN_EMAILS_KEY, { page }] as const;
export const adminEmailKey = (id: number) => [...ADMIN_EMAILS_KEY, id] as const;

export function adminActivityKey(query: { action?: string; from?: string; to?: string; page: number }) {
  return [...ADMIN_ACTIVITY_KEY, query] as const;
}

/** Every product, drafts included (Manage Products). */
export const ADMIN_PRODUCTS_KEY = ["/api/admin/products"] as const;
/** The drafts only; read again after scheduling. */
export const ADMIN_PRODUCT_DRAFTS_KEY = ["/api/admin/products/drafts"] as const;
/** The saved `product_sort_order` setting. */
export const ADMIN_PRODUCT_SORT_KEY = ["/api/admin/settings/product-sort-order"] as const;

/**
 * One product for the edit form. Its loader GETs /api/products/{id} (an admin also gets drafts); the key sits
 * under the admin list's so it is dropped at sign-out and refreshed with the list.
 */
export function adminProductKey(id: number) {
  return [...ADMIN_PRODUCTS_KEY, id] as const;
}

/** Where the copies of one product's images stand; under the product's key, so a save refreshes it. */
export function adminProductImageCopiesKey(id: number) {
  return [...adminProductKey(id), "image-copies"] as const;
}

/**
 * Whether a page lets the back office frame it (Import from Website's embed mode); its own loader (the
 * address is a query parameter).
 */
export function adminPageFramingKey(url: string) {
  return ["/api/admin/page-framing", url] as const;
}

/** The active alternate descriptions the product form's picker offers. */
export const ALTERNATE_DESCRIPTIONS_KEY = ["/api/alternate-descriptions"] as const;

/** After a product write: the admin lists (and the open edit form's product). */
export async function refreshAdminProducts(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [ADMIN_PRODUCTS_KEY, ADMIN_PRODUCT_DRAFTS_KEY].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false }),
    ),
  );
}

/** The dashboard's figures, one entry per range; live order messages refresh them all. */
export const ADMIN_DASHBOARD_KEY = ["/api/admin/dashboard"] as const;

export function adminDashboardKey(range: { from: string; to: string }) {
  return [...ADMIN_DASHBOARD_KEY, range] as const;
}

/** The dashboard's getting-started list; every settings save may tick a step. */
export const ADMIN_SETUP_CHECKLIST_KEY = ["/api/admin/setup-checklist"] as const;

/** The settings tabs' reads (Security has its own above). */
export const ADMIN_STORE_SETTINGS_KEY = ["/api/admin/settings/store"] as const;
export const ADMIN_ALTERNATE_DESCRIPTIONS_KEY = ["/api/admin/alternate-descriptions"] as const;
export const ADMIN_SHOP_FROM_INDIA_KEY = ["/api/admin/shop-from-india"] as const;
export const ADMIN_PRICING_TABLE_KEY = ["/api/admin/settings/stripe-pricing-table"] as const;
/** Every stored shipping rate; this admin path lies outside /api/admin/. */
export const ADMIN_SHIPPING_RATES_KEY = ["/api/shipping-rates"] as const;
/** This admin's new-order alert choices, read by the live alerts on every back-office page. */
export const ADMIN_NOTIFICATION_PREFERENCES_KEY = ["/api/admin/notification-preferences"] as const;
export const ADMIN_PREMIUM_MEMBERS_KEY = ["/api/admin/premium-members"] as const;

export function adminPremiumMembersKey(q: string) {
  return [...ADMIN_PREMIUM_MEMBERS_KEY, q] as const;
}

/** Whether a cached read belongs to the back office (dropped when the admin signs out). */
export function isAdminQueryKey(queryKey: QueryKey): boolean {
  return typeof queryKey[0] === "string" && queryKey[0].startsWith(ADMIN_API_PREFIX);
}
