import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { Product } from "../../../contracts/product";
import { lifecycleFieldsOf, nextLifecycleBoundary, timerDelayUntil } from "../../../domain/product-lifecycle";
import { refreshProducts } from "../../lib/api/query-keys";

/**
 * Refreshes the list when the next listed product expires, so an expired piece leaves the screen on time
 * with no socket and no reload (the list itself only ever holds live products).
 */
export function useRefreshAtBoundary(products: readonly Product[] | undefined): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!products || products.length === 0) return;
    const now = new Date();
    const boundary = nextLifecycleBoundary(products.map(lifecycleFieldsOf), now);
    if (boundary === null) return;
    const timer = setTimeout(() => void refreshProducts(queryClient), timerDelayUntil(boundary, now));
    return () => clearTimeout(timer);
  }, [products, queryClient]);
}
