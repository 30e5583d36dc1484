import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AdminShippingRate,
  AdminShopFromIndia,
  AdminStripePricingTable,
  AlternateDescription,
  AlternateDescriptionInput,
  NotificationPreferences,
  ShippingRatesInput,
  ShopFromIndiaInput,
  StoreSettingsInput,
} from "../../../contracts/admin-settings";
import type { StoreSettings } from "../../../contracts/settings";
import { apiRequest } from "../../lib/api/api";
import {
  ADMIN_CUSTOMERS_KEY,
  ADMIN_DASHBOARD_KEY,
  ADMIN_PREMIUM_MEMBERS_KEY,
  ALTERNATE_DESCRIPTIONS_KEY,
  PRICING_TABLE_KEY,
  SHIPPING_RATES_KEY,
  SHOP_FROM_INDIA_KEY,
  STORE_SETTINGS_KEY,
} from "../../lib/api/query-keys";
import {
  alternateDescriptionsQuery,
  notificationPreferencesQuery,
  premiumMembersQuery,
  adminPricingTableQuery,
  adminShippingRatesQuery,
  adminShopFromIndiaQuery,
  adminStoreSettingsQuery,
} from "../admin-queries";

// The settings tabs' reads and writes. After a write the admin's read and the shop's public read of the
// same fact are fetched again, so the back office's own amounts and previews follow at once.

export function useAdminStoreSettings() {
  return useQuery(adminStoreSettingsQuery);
}

export function useSaveStoreSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StoreSettingsInput) => apiRequest<StoreSettings>("PUT", "/api/admin/settings/store", body),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminStoreSettingsQuery.queryKey, saved);
      queryClient.setQueryData(STORE_SETTINGS_KEY, saved);
    },
  });
}

export function useAlternateDescriptions() {
  return useQuery(alternateDescriptionsQuery);
}

function useRefreshDescriptions() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: alternateDescriptionsQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: ALTERNATE_DESCRIPTIONS_KEY }),
    ]);
}

export function useCreateDescription() {
  const refresh = useRefreshDescriptions();
  return useMutation({
    mutationFn: (body: AlternateDescriptionInput) =>
      apiRequest<AlternateDescription>("POST", "/api/admin/alternate-descriptions", body),
    onSuccess: refresh,
  });
}

export function useUpdateDescription() {
  const queryClient = useQueryClient();
  const refresh = useRefreshDescriptions();
  return useMutation({
    mutationFn: ({ id, ...body }: AlternateDescriptionInput & { id: number }) =>
      apiRequest<AlternateDescription>("PUT", `/api/admin/alternate-descriptions/${id}`, body),
    onSuccess: async (saved) => {
      // The list shows the saved row at once, not after the refetch.
      queryClient.setQueryData(alternateDescriptionsQuery.queryKey, (list) =>
        list?.map((item) => (item.id === saved.id ? saved : item)),
      );
      await refresh();
    },
  });
}

export function useDeleteDescription() {
  const refresh = useRefreshDescriptions();
  return useMutation({
    mutationFn: (id: number) => apiRequest<{ message: string }>("DELETE", `/api/admin/alternate-descriptions/${id}`),
    onSuccess: refresh,
  });
}

export function useAdminShopFromIndia() {
  return useQuery(adminShopFromIndiaQuery);
}

export function useSaveShopFromIndia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShopFromIndiaInput) => apiRequest<AdminShopFromIndia>("PUT", "/api/admin/shop-from-india", body),
    onSuccess: async (saved) => {
      queryClient.setQueryData(adminShopFromIndiaQuery.queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: SHOP_FROM_INDIA_KEY });
    },
  });
}

export function useAdminPricingTable() {
  return useQuery(adminPricingTableQuery);
}

export function useSavePricingTable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stripePricingTableCode: string) =>
      apiRequest<AdminStripePricingTable>("PUT", "/api/admin/settings/stripe-pricing-table", {
        stripePricingTableCode,
      }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(adminPricingTableQuery.queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: PRICING_TABLE_KEY });
    },
  });
}

export function useAdminShippingRates() {
  return useQuery(adminShippingRatesQuery);
}

export function useSaveShippingRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShippingRatesInput) =>
      apiRequest<{ message: string; rates: AdminShippingRate[] }>("POST", "/api/admin/shipping-rates", body),
    onSuccess: async (saved) => {
      queryClient.setQueryData(adminShippingRatesQuery.queryKey, saved.rates);
      await queryClient.invalidateQueries({ queryKey: SHIPPING_RATES_KEY });
    },
  });
}

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQuery);
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationPreferences) =>
      apiRequest<NotificationPreferences>("PUT", "/api/admin/notification-preferences", body),
    // Shown at once; put back if the save fails.
    onMutate: (next) => {
      const before = queryClient.getQueryData(notificationPreferencesQuery.queryKey);
      queryClient.setQueryData(notificationPreferencesQuery.queryKey, next);
      return { before };
    },
    onError: (_error, _next, context) => {
      if (context?.before) queryClient.setQueryData(notificationPreferencesQuery.queryKey, context.before);
    },
    onSuccess: (saved) => queryClient.setQueryData(notificationPreferencesQuery.queryKey, saved),
  });
}

export function usePremiumMembers(q: string) {
  return useQuery(premiumMembersQuery(q));
}

export function useRemovePremium() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      apiRequest<unknown>("POST", "/api/admin/user-premium", { userId, isPremium: false }),
    // The members list, the customers screen and the dashboard's premium figures all change.
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (query) =>
          (
            [ADMIN_PREMIUM_MEMBERS_KEY[0], ADMIN_CUSTOMERS_KEY[0], ADMIN_DASHBOARD_KEY[0]] as readonly unknown[]
          ).includes(query.queryKey[0]),
      }),
  });
}
