import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { Product } from "../../../contracts/product";
import { nextLifecycleBoundary } from "../../../domain/product-lifecycle";
import { refreshProducts } from "../../lib/query-keys";

/** setTimeout holds a signed 32-bit delay; a longer wait would fire at once. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Refreshes the list when the next listed product expires, so an expired piece leaves the screen on time
 * with no socket and no reload (the list itself only ever holds live products).
 */
export function useRefreshAtBoundary(products: readonly Product[] | undefined): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!products || products.length === 0) return;
    const boundary = nextLifecycleBoundary(
      products.map((p) => ({
        status: p.status,
        publishAt: p.publishAt === null ? null : new Date(p.publishAt),
        expiresAt: new Date(p.expiresAt),
      })),
      new Date(),
    );
    if (boundary === null) return;
    const delay = Math.min(Math.max(0, boundary.getTime() - Date.now()), MAX_TIMER_MS);
    const timer = setTimeout(() => void refreshProducts(queryClient), delay);
    return () => clearTimeout(timer);
  }, [products, queryClient]);
}
