import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { NextRelease, Product } from "../../contracts/product";
import { NEXT_RELEASE_KEY, PRODUCTS_KEY, productKey } from "./query-keys";

/** Products live right now, in the admin's sort order; `refreshProducts` (query-keys.ts) reads them again. */
export function useProducts() {
  return useQuery<Product[]>({ queryKey: PRODUCTS_KEY });
}

/**
 * One product (scheduled, live or expired; a 404 `ApiError` when missing). While it loads, the copy in the
 * cached list (if any) is shown so a tap from Discover opens at once.
 */
export function useProduct(id: number, options: { enabled?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useQuery<Product>({
    queryKey: productKey(id),
    enabled: options.enabled ?? true,
    placeholderData: () => queryClient.getQueryData<Product[]>(PRODUCTS_KEY)?.find((p) => p.id === id),
  });
}

/** When the next products go live; the spec fetches it only while nothing is live. */
export function useNextRelease(enabled: boolean) {
  return useQuery<NextRelease>({ queryKey: NEXT_RELEASE_KEY, enabled });
}
