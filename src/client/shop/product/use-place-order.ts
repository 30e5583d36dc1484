import { useMutation, useQueryClient } from "@tanstack/react-query";
import { IDEMPOTENCY_KEY_HEADER } from "../../../contracts/headers";
import type { CustomerOrder, PlaceOrder } from "../../../contracts/order";
import { apiRequest } from "../../lib/api";
import { refreshShopperData } from "../../lib/query-keys";

export type PlaceOrderRequest = { payload: PlaceOrder; idempotencyKey: string };

/**
 * POST /api/orders with the tap's Idempotency-Key: a repeat of the same tap (a retry, a double send)
 * answers with the first order instead of creating another. Orders, wishlist and the user are read
 * again afterwards, whatever the outcome (a refusal may mean the cached user or product is stale).
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, idempotencyKey }: PlaceOrderRequest) =>
      apiRequest<CustomerOrder>("POST", "/api/orders", payload, {
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
    onSettled: () => refreshShopperData(queryClient),
  });
}
