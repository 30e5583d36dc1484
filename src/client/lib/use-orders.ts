import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CustomerOrder } from "../../contracts/order";
import { apiRequest } from "./api";
import { ORDERS_KEY, refreshShopperData } from "./query-keys";

/** The spec's 30 s refresh of the orders list, kept up while the tab is in the background too. */
export const ORDERS_REFRESH_MS = 30_000;

/** The shopper's own orders, newest first. */
export function useOrders() {
  return useQuery<CustomerOrder[]>({
    queryKey: ORDERS_KEY,
    refetchInterval: ORDERS_REFRESH_MS,
    refetchIntervalInBackground: true,
  });
}

/** PUT /api/orders/{id}/cancel; the cancelled order replaces its old copy at once, then everything is re-read. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: CustomerOrder) =>
      apiRequest<{ message: string; order: CustomerOrder }>("PUT", `/api/orders/${order.id}/cancel`),
    onSuccess: ({ order }) => {
      queryClient.setQueryData<CustomerOrder[]>(ORDERS_KEY, (orders) =>
        orders?.map((o) => (o.id === order.id ? order : o)),
      );
    },
    onSettled: () => refreshShopperData(queryClient),
  });
}
