import { queryOptions, type QueryKey } from "@tanstack/react-query";
import type { ZodType } from "zod";
import { currentAdminSchema, twoFactorStatusSchema } from "../../contracts/admin";
import type { Product } from "../../contracts/product";
import {
  adminProductListSchema,
  type AdminProduct,
  productOrAdminProductSchema,
  productSortSettingSchema,
} from "../../contracts/admin-products";
import {
  adminShippingRateListSchema,
  adminShopFromIndiaSchema,
  adminStoreSettingsSchema,
  adminStripePricingTableSchema,
  alternateDescriptionListSchema,
  notificationPreferencesSchema,
  premiumMemberListSchema,
} from "../../contracts/admin-settings";
import { customerDetailSchema, customerListSchema } from "../../contracts/admin-customers";
import { setupChecklistSchema } from "../../contracts/dashboard";
import { imageCopyStatesSchema } from "../../contracts/media";
import { getJson, getQueryFn } from "../lib/api/api";
import {
  ADMIN_ALTERNATE_DESCRIPTIONS_KEY,
  ADMIN_CUSTOMERS_KEY,
  ADMIN_NOTIFICATION_PREFERENCES_KEY,
  ADMIN_PREMIUM_MEMBERS_KEY,
  ADMIN_PRICING_TABLE_KEY,
  ADMIN_PRODUCT_SORT_KEY,
  ADMIN_PRODUCTS_KEY,
  ADMIN_SETUP_CHECKLIST_KEY,
  ADMIN_SHIPPING_RATES_KEY,
  ADMIN_SHOP_FROM_INDIA_KEY,
  ADMIN_STORE_SETTINGS_KEY,
  ADMIN_TWO_FACTOR_KEY,
  ADMIN_USER_KEY,
  adminCustomerKey,
  adminPremiumMembersKey,
  adminProductImageCopiesKey,
  adminProductKey,
} from "../lib/api/query-keys";

// Each back-office read once: its key, its fetcher and, through the contract's schema, its answer's type.
// The admin parses what it reads (zod is in the admin's lazy chunk anyway); the shop's reads do not.

/** GET `path` and check the answer against the contract's schema, so a drifted answer fails loudly here. */
export async function readParsed<T>(path: string, schema: ZodType<T>, signal?: AbortSignal): Promise<T> {
  return schema.parse(await getJson<unknown>(path, { signal }));
}

/** A read whose key is its path (`["/api/admin/…"]`). */
export function parsedQuery<T, const K extends readonly [string, ...unknown[]]>(queryKey: K, schema: ZodType<T>) {
  return queryOptions({
    queryKey: queryKey as K & QueryKey,
    queryFn: ({ signal }) => readParsed(queryKey[0], schema, signal),
  });
}

/** The signed-in administrator, or null without an admin session (the server's 401 is an answer here). */
export const adminUserQuery = queryOptions({
  queryKey: ADMIN_USER_KEY,
  queryFn: async (context) => {
    const admin = await getQueryFn<unknown>({ on401: "returnNull" })(context);
    return admin === null ? null : currentAdminSchema.parse(admin);
  },
});

export const twoFactorStatusQuery = parsedQuery(ADMIN_TWO_FACTOR_KEY, twoFactorStatusSchema);
export const adminProductsQuery = parsedQuery(ADMIN_PRODUCTS_KEY, adminProductListSchema);
export const productSortQuery = parsedQuery(ADMIN_PRODUCT_SORT_KEY, productSortSettingSchema);
export const customersQuery = parsedQuery(ADMIN_CUSTOMERS_KEY, customerListSchema);
// Read afresh whenever the dashboard shows it: the steps change on other screens.
export const setupChecklistQuery = { ...parsedQuery(ADMIN_SETUP_CHECKLIST_KEY, setupChecklistSchema), staleTime: 0 };

// The settings tabs' reads; notification preferences are also read by the live alerts on every page.
export const adminStoreSettingsQuery = parsedQuery(ADMIN_STORE_SETTINGS_KEY, adminStoreSettingsSchema);
export const alternateDescriptionsQuery = parsedQuery(ADMIN_ALTERNATE_DESCRIPTIONS_KEY, alternateDescriptionListSchema);
export const adminShopFromIndiaQuery = parsedQuery(ADMIN_SHOP_FROM_INDIA_KEY, adminShopFromIndiaSchema);
export const adminPricingTableQuery = parsedQuery(ADMIN_PRICING_TABLE_KEY, adminStripePricingTableSchema);
export const adminShippingRatesQuery = parsedQuery(ADMIN_SHIPPING_RATES_KEY, adminShippingRateListSchema);
export const notificationPreferencesQuery = parsedQuery(
  ADMIN_NOTIFICATION_PREFERENCES_KEY,
  notificationPreferencesSchema,
);

/** The premium members whose name or email holds `q` (all of them for ""). */
export function premiumMembersQuery(q: string) {
  const search = q ? `?${new URLSearchParams({ q })}` : "";
  return queryOptions({
    queryKey: adminPremiumMembersKey(q),
    queryFn: ({ signal }) => readParsed(`${ADMIN_PREMIUM_MEMBERS_KEY[0]}${search}`, premiumMemberListSchema, signal),
  });
}

/** What GET /api/products/{id} answers an admin: the product, with the admin's fields when the server adds them. */
export type EditableProduct = Product &
  Partial<Pick<AdminProduct, "supplierLink" | "sku" | "storedStatus" | "reminderCount" | "shopImages">>;

/** A product as its form edits it: the stored product, never a cached copy (opened from the list or a link). */
export function editableProductQuery(id: number) {
  return queryOptions({
    queryKey: adminProductKey(id),
    queryFn: ({ signal }): Promise<EditableProduct> =>
      readParsed(`/api/products/${id}`, productOrAdminProductSchema, signal),
    staleTime: 0,
  });
}

/** One customer with their recent orders (the details dialog). */
export function customerQuery(id: number) {
  return queryOptions({
    queryKey: adminCustomerKey(id),
    queryFn: ({ signal }) => readParsed(`/api/admin/users/${id}`, customerDetailSchema, signal),
  });
}

/** While a copy is pending, the form looks again this often. */
const IMAGE_COPIES_POLL_MS = 5_000;

/** Where the shop's copy of each of a saved product's images stands: copied, pending, or failed and why. */
export function imageCopiesQuery(id: number) {
  return queryOptions({
    queryKey: adminProductImageCopiesKey(id),
    queryFn: ({ signal }) => readParsed(`/api/admin/products/${id}/image-copies`, imageCopyStatesSchema, signal),
    refetchInterval: (query) =>
      query.state.data?.some((state) => state.status === "pending") ? IMAGE_COPIES_POLL_MS : false,
  });
}
