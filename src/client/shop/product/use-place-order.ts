import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CONFIRM_REPEAT_HEADER, IDEMPOTENCY_KEY_HEADER } from "../../../contracts/headers";
import type { CustomerOrder, PlaceOrder } from "../../../contracts/order";
import { apiRequest } from "../../lib/api/api";
import { refreshShopperData } from "../../lib/api/query-keys";

export type PlaceOrderRequest = { payload: PlaceOrder; idempotencyKey: string; confirmRepeat: boolean };

/**
 * POST /api/orders with the order intent's Idempotency-Key: a repeat of the same intent (a retry, a double
 * send) answers with the first order instead of creating another. `confirmRepeat` is the member's yes to
 * "Order another?". Orders, wishlist and the user are read
 * again afterwards, whatever the outcome (a refusal may mean the cached user or product is stale).
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, idempotencyKey, confirmRepeat }: PlaceOrderRequest) =>
      apiRequest<CustomerOrder>("POST", "/api/orders", payload, {
        headers: {
          [IDEMPOTENCY_KEY_HEADER]: idempotencyKey,
          ...(confirmRepeat ? { [CONFIRM_REPEAT_HEADER]: "1" } : {}),
        },
      }),
    onSettled: () => refreshShopperData(queryClient),
  });
}
