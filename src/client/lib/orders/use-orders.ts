import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CancelOrderResult, CustomerOrder } from "../../../contracts/order";
import { apiRequest } from "../api/api";
import { refreshShopperData } from "../api/query-keys";
import { ordersQuery } from "../api/shop-queries";

/** A 30 s refresh of the orders list, kept up while the tab is in the background too. */
export const ORDERS_REFRESH_MS = 30_000;

/** The shopper's own orders, newest first. */
export function useOrders() {
  return useQuery({
    ...ordersQuery,
    refetchInterval: ORDERS_REFRESH_MS,
    refetchIntervalInBackground: true,
  });
}

/** PUT /api/orders/{id}/cancel; the cancelled order replaces its old copy at once, then everything is re-read. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: CustomerOrder) => apiRequest<CancelOrderResult>("PUT", `/api/orders/${order.id}/cancel`),
    onSuccess: ({ order }) => {
      queryClient.setQueryData(ordersQuery.queryKey, (orders) => orders?.map((o) => (o.id === order.id ? order : o)));
    },
    onSettled: () => refreshShopperData(queryClient),
  });
}
