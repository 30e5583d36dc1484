import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import type { Product } from "../../../contracts/product";
import type { CurrentUser, ShippingRate } from "../../../contracts/user";
import { DEFAULT_CURRENCY, formatMoney } from "../../../domain/money";
import { SHIPPING_RATES_KEY } from "../../lib/query-keys";
import type { SignInReason } from "../../lib/sign-in-required";
import { useDialogOpener } from "../../lib/use-dialog-opener";
import { useStoreCurrency } from "../../lib/use-store-settings";
import { toast } from "../../lib/use-toast";
import {
  CANNOT_PLACE_ORDER,
  classifyOrderFailure,
  newIdempotencyKey,
  nextOrderStep,
  ORDER_FAILED,
  ORDER_PLACED,
  orderPayload,
  PRODUCT_DATA_NOT_AVAILABLE,
  PRODUCT_NOT_AVAILABLE,
  SIZE_REQUIRED_TEXT,
  SIZE_REQUIRED_TITLE,
} from "./order-flow";
import { usePlaceOrder } from "./use-place-order";

/** Which of the product page's dialogs is open; one at a time. */
export type OrderDialog = "login" | "premium" | "address";

export interface OrderFlowOptions {
  product: Product;
  /** The chosen size, or null. */
  size: string | null;
  /** null when signed out, undefined while unknown. */
  user: CurrentUser | null | undefined;
  rates: readonly ShippingRate[] | undefined;
  /** How a scheduled product's release date reads in the "not orderable" toast. */
  formatDate: (date: Date) => string;
  /** Fetches the product (and what depends on it) again, e.g. after the server refused a stale order. */
  refresh: () => void;
}

/**
 * The "Order Now" click flow (DESIGN section 9: login -> product loaded -> orderable -> premium -> size ->
 * address -> submit) with the dialogs it opens. The order of checks is `nextOrderStep` (order-flow.ts);
 * this hook turns each step into a toast, a dialog or the order itself.
 */
export function useOrderFlow({ product, size, user, rates, formatDate, refresh }: OrderFlowOptions) {
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<OrderDialog | null>(null);
  const orderButtonRef = useRef<HTMLButtonElement>(null);
  const opener = useDialogOpener(orderButtonRef);
  // A lazily loaded dialog stays mounted once opened, so it can animate out and hand focus back.
  const [everOpened, setEverOpened] = useState<ReadonlySet<OrderDialog>>(new Set());
  // Kept after closing, so the dialog's text does not change while it animates out.
  const [loginFor, setLoginFor] = useState<SignInReason>("order");
  const sizesRef = useRef<HTMLDivElement>(null);
  // Set by an order tap without a size: the size choice is outlined until one is picked.
  const [sizeMissing, setSizeMissing] = useState(false);
  const placeOrder = usePlaceOrder();
  // Known by the time an order can be placed: the button waits for it.
  const currency = useStoreCurrency() ?? DEFAULT_CURRENCY;
  // Set in the same event as the tap, so a second tap that lands before React re-renders (and disables
  // the button) cannot send a second order.
  const submitting = useRef(false);

  function openDialog(which: OrderDialog) {
    opener.remember();
    setEverOpened((current) => (current.has(which) ? current : new Set(current).add(which)));
    setDialog(which);
  }

  function askToLogIn(reason: SignInReason) {
    setLoginFor(reason);
    openDialog("login");
  }

  function closeDialog(open: boolean) {
    if (!open) setDialog(null);
  }

  function productMissing() {
    toast({ title: PRODUCT_NOT_AVAILABLE, description: PRODUCT_DATA_NOT_AVAILABLE, variant: "destructive" });
  }

  function askForSize() {
    toast({ title: SIZE_REQUIRED_TITLE, description: SIZE_REQUIRED_TEXT, variant: "destructive" });
    setSizeMissing(true);
    const first = sizesRef.current?.querySelector<HTMLInputElement>('input[type="radio"]');
    first?.scrollIntoView({ behavior: "smooth", block: "center" });
    first?.focus({ preventScroll: true });
  }

  function submit(shopper: CurrentUser, chosenSize: string | null) {
    submitting.current = true;
    placeOrder.mutate(
      { payload: orderPayload(product, shopper, chosenSize, rates ?? []), idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: (order) => {
          const what = order.size ? `${order.productName}, size ${order.size}` : order.productName;
          toast({
            title: ORDER_PLACED,
            description: `${what}: ${formatMoney(order.totalPrice, currency)}. Track it in Your Orders.`,
          });
        },
        onError: (error) => {
          const failure = classifyOrderFailure(error);
          if (failure.kind === "premium") openDialog("premium");
          // Signed in when the page loaded, not any more: the error the order raised, then the dialog.
          else if (failure.kind === "login") askToLogIn("order-session");
          else if (failure.kind === "product-missing") {
            productMissing();
            refresh();
          } else {
            toast({ title: ORDER_FAILED, description: failure.message, variant: "destructive" });
            // A changed price or product: show what the server has now.
            refresh();
            void queryClient.invalidateQueries({ queryKey: SHIPPING_RATES_KEY });
          }
        },
        onSettled: () => {
          submitting.current = false;
          // The button lost focus while disabled; a keyboard or screen-reader user continues from it.
          setTimeout(() => {
            if (document.activeElement === document.body) orderButtonRef.current?.focus({ preventScroll: true });
          }, 0);
        },
      },
    );
  }

  function orderNow() {
    if (submitting.current) return;
    const shopper = user ?? null;
    const step = nextOrderStep({ user: shopper, product, size, now: new Date(), formatDate });
    switch (step.kind) {
      case "login":
        askToLogIn("order");
        return;
      case "product-missing":
        productMissing();
        return;
      case "not-orderable":
        toast({ title: CANNOT_PLACE_ORDER, description: step.message, variant: "destructive" });
        return;
      case "premium":
        openDialog("premium");
        return;
      case "size":
        askForSize();
        return;
      case "address":
        openDialog("address");
        return;
      case "submit":
        if (shopper) submit(shopper, step.size);
    }
  }

  return {
    orderNow,
    placing: placeOrder.isPending,
    orderButtonRef,
    sizesRef,
    sizeMissing,
    sizePicked: () => setSizeMissing(false),
    /** The open dialog, which dialogs were ever opened (to mount them lazily), and why login was asked. */
    dialog,
    everOpened,
    loginFor,
    askToLogIn,
    closeDialog,
    restoreFocus: opener.restore,
  };
}
