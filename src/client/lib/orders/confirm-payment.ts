import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CustomerOrder, PaymentToConfirm } from "../../../contracts/order";
import { paidWithMessage } from "../../../domain/card-payment";
import { apiRequest } from "../api/api";
import { refreshShopperData } from "../api/query-keys";
import { ordersQuery } from "../api/shop-queries";
import { toast } from "../ui/use-toast";

/** The part of Stripe.js the shop uses: completing the bank's check of a payment made off session. */
type StripeJs = {
  handleNextAction(options: { clientSecret: string }): Promise<{ error?: { message?: string } }>;
};
declare global {
  interface Window {
    Stripe?: (publishableKey: string) => StripeJs;
  }
}

const STRIPE_JS = "https://js.stripe.com/v3/";

/** Stripe.js, loaded once, when a shopper first confirms a payment (the shop's own pages never need it). */
let loading: Promise<NonNullable<Window["Stripe"]>> | null = null;
function loadStripeJs(): Promise<NonNullable<Window["Stripe"]>> {
  if (window.Stripe) return Promise.resolve(window.Stripe);
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = STRIPE_JS;
    script.onload = () => (window.Stripe ? resolve(window.Stripe) : reject(new Error(STRIPE_JS_FAILED)));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error(STRIPE_JS_FAILED));
    };
    document.head.append(script);
  });
  return loading;
}

export const STRIPE_JS_FAILED = "Your bank's check could not be opened. Check your connection and try again.";

/**
 * Confirm payment: Stripe.js shows the shopper's bank's check for the order's waiting charge, then the shop
 * asks Stripe where it stands and answers the order as it is now.
 */
export function useConfirmPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (order: CustomerOrder) => {
      const { clientSecret, publishableKey } = await apiRequest<PaymentToConfirm>(
        "POST",
        `/api/orders/${order.id}/payment/confirmation`,
      );
      const stripe = (await loadStripeJs())(publishableKey);
      const { error } = await stripe.handleNextAction({ clientSecret });
      if (error) throw new Error(error.message ?? STRIPE_JS_FAILED);
      return apiRequest<CustomerOrder>("POST", `/api/orders/${order.id}/payment/check`);
    },
    // Said here, not by the button: the paid order no longer shows it, so its own callbacks never run.
    onSuccess: (order) => {
      if (order.payment.state === "paid" && order.payment.card)
        toast({ title: paidWithMessage(order.payment.card), description: order.productName });
      queryClient.setQueryData(ordersQuery.queryKey, (orders) => orders?.map((o) => (o.id === order.id ? order : o)));
    },
    onSettled: () => refreshShopperData(queryClient),
  });
}
