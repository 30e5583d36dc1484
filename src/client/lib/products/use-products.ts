import { useQuery, useQueryClient } from "@tanstack/react-query";
import { nextReleaseQuery, productQuery, productsQuery } from "../api/shop-queries";

/** Products live right now, in the admin's sort order; `refreshProducts` (query-keys.ts) reads them again. */
export function useProducts() {
  return useQuery(productsQuery);
}

/**
 * One product (scheduled, live or expired; a 404 `ApiError` when missing). While it loads, the copy in the
 * cached list (if any) is shown so a tap from Discover opens at once.
 */
export function useProduct(id: number, options: { enabled?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useQuery({
    ...productQuery(id),
    enabled: options.enabled ?? true,
    placeholderData: () => queryClient.getQueryData(productsQuery.queryKey)?.find((p) => p.id === id),
  });
}

/** When the next products go live; fetched only while nothing is live. */
export function useNextRelease(enabled: boolean) {
  return useQuery({ ...nextReleaseQuery, enabled });
}
