import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AdminProduct,
  AdminSettingBody,
  BulkDeleteResult,
  ProductInputBody,
  ProductSortSetting,
  ProductWindowBody,
  SampleProductsResult,
  UpdatedCount,
} from "../../../contracts/admin-products";
import { DEFAULT_PRODUCT_SORT, type ProductSortOrder } from "../../../domain/catalog";
import { apiRequest } from "../../lib/api/api";
import { refreshAdminProducts, refreshProducts } from "../../lib/api/query-keys";
import { adminProductsQuery, editableProductQuery, productSortQuery } from "../admin-queries";

// One hook per product call of the admin API. Every write refreshes the admin lists (and the
// shop's catalog in this tab); other tabs hear of it through the live messages (live-alerts.ts).

export function useAdminProducts() {
  return useQuery(adminProductsQuery);
}

export function useEditableProduct(id: number) {
  return useQuery(editableProductQuery(id));
}

export function useProductSortOrder() {
  const query = useQuery(productSortQuery);
  return { ...query, order: query.data?.value ?? DEFAULT_PRODUCT_SORT };
}

function useRefreshAfterWrite() {
  const queryClient = useQueryClient();
  return () => Promise.all([refreshAdminProducts(queryClient), refreshProducts(queryClient)]);
}

/** Saves the sort order at once on screen, then on the server; the shop's list follows it. */
export function useSaveSortOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: ProductSortOrder) =>
      apiRequest<ProductSortSetting>("POST", "/api/admin/settings", {
        key: "product_sort_order",
        value,
      } satisfies AdminSettingBody),
    onMutate: async (value) => {
      await queryClient.cancelQueries({ queryKey: productSortQuery.queryKey });
      const before = queryClient.getQueryData(productSortQuery.queryKey);
      queryClient.setQueryData(productSortQuery.queryKey, { key: "product_sort_order", value });
      return { before };
    },
    onError: (_error, _value, context) => {
      if (context?.before) queryClient.setQueryData(productSortQuery.queryKey, context.before);
    },
    onSettled: () => refreshProducts(queryClient),
  });
}

export type WindowAction = "schedule" | "activate" | "reschedule";
const WINDOW_PATHS: Record<WindowAction, string> = {
  schedule: "/api/admin/products/schedule",
  activate: "/api/admin/products/bulk-activate",
  reschedule: "/api/admin/products/bulk-reschedule",
};

export function useWindowAction() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: ({ action, body }: { action: WindowAction; body: ProductWindowBody }) =>
      apiRequest<UpdatedCount>("POST", WINDOW_PATHS[action], body),
    onSuccess: refresh,
  });
}

export function useBulkDraft() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: (productIds: number[]) =>
      apiRequest<UpdatedCount>("POST", "/api/admin/products/bulk-draft", { productIds }),
    onSuccess: refresh,
  });
}

export function useReactivateProduct() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: ({ id, expiresAt }: { id: number; expiresAt: string }) =>
      apiRequest<AdminProduct>("PUT", `/api/admin/products/${id}/reactivate`, { expiresAt }),
    onSuccess: refresh,
  });
}

export function useDeleteProduct() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: (id: number) => apiRequest<{ message: string }>("DELETE", `/api/products/${id}`),
    onSuccess: refresh,
  });
}

export function useBulkDelete() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: (status: "draft" | "active") =>
      apiRequest<BulkDeleteResult>("DELETE", `/api/admin/products/bulk-delete/${status}`),
    onSuccess: refresh,
  });
}

export function useCreateSampleProducts() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: () => apiRequest<SampleProductsResult>("POST", "/api/admin/products/sample"),
    onSuccess: refresh,
  });
}

export function useSaveProduct(id: number | null) {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: (body: ProductInputBody) =>
      id === null
        ? apiRequest<AdminProduct>("POST", "/api/products", body)
        : apiRequest<AdminProduct>("PUT", `/api/products/${id}`, body),
    onSuccess: refresh,
  });
}
