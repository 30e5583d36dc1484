import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { NextRelease, Product } from "../../contracts/product";

/** The live catalog. Socket messages and lifecycle boundaries refresh it through `refreshProducts`. */
export const PRODUCTS_KEY = ["/api/products"] as const;
export const NEXT_RELEASE_KEY = ["/api/products/next-release"] as const;

export function productKey(id: number) {
  return [`/api/products/${id}`] as const;
}

/** Products live right now, in the admin's sort order. */
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

/**
 * Fetches the catalog again, with the next release that depends on it (screens showing them refetch at
 * once, the others on their next visit). A refresh already on its way is reused, so countdowns and timers
 * that fire at the same instant cost one request.
 */
export async function refreshProducts(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [PRODUCTS_KEY, NEXT_RELEASE_KEY].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey, exact: true }, { cancelRefetch: false }),
    ),
  );
}
