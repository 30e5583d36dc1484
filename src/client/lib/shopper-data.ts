import type { QueryClient } from "@tanstack/react-query";
import { CURRENT_USER_KEY } from "./use-current-user";

/** The shopper's orders; the first element is the path the default loader GETs. */
export const ORDERS_KEY = ["/api/orders"] as const;
/** The shopper's wishlist. Per-product checks live under it, so invalidating this refreshes them too. */
export const WISHLIST_KEY = ["/api/wishlist"] as const;

/**
 * The spec's rule after every change a shopper makes (an order, a cancel, a wishlist add or remove):
 * orders, wishlist and the user are read again. Only the screens showing them refetch at once.
 */
export async function refreshShopperData(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [ORDERS_KEY, WISHLIST_KEY, CURRENT_USER_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
