import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import type { CustomerOrder } from "../../../contracts/order";
import type { Product } from "../../../contracts/product";
import type { CurrentUser, ShippingRate } from "../../../contracts/user";
import { paidWithMessage } from "../../../domain/card-payment";
import { DEFAULT_CURRENCY, formatMoney } from "../../../domain/money";
import { isApiError } from "../../lib/api/api";
import { savePendingIntent } from "../../lib/session/pending-intent";
import { SHIPPING_RATES_KEY } from "../../lib/api/query-keys";
import type { SignInReason } from "../../lib/session/sign-in-required";
import { useDialogOpener } from "../../lib/ui/use-dialog-opener";
import { useCancelOrder } from "../../lib/orders/use-orders";
import { useStoreCurrency } from "../../lib/store/use-store-settings";
import { toast } from "../../lib/ui/use-toast";
import {
  CANNOT_PLACE_ORDER,
  CHOOSE_ANOTHER_SIZE,
  classifyOrderFailure,
  newIdempotencyKey,
  NO_ANSWER_TEXT,
  nextOrderStep,
  OFFLINE_ORDER_TEXT,
  CARD_DECLINED_TITLE,
  ORDER_FAILED,
  ORDER_PLACED,
  orderIntentOf,
  orderPayload,
  PRODUCT_DATA_NOT_AVAILABLE,
  PRODUCT_NOT_AVAILABLE,
  SIZE_MISSING,
  SIZE_REQUIRED_TEXT,
  SIZE_REQUIRED_TITLE,
  type OrderStep,
  YOU_ARE_OFFLINE,
} from "./order-flow";
import { usePlaceOrder } from "./use-place-order";

/** Which of the product page's dialogs is open; one at a time. */
export type OrderDialog = "login" | "premium" | "address" | "repeat";

/** How long the success toast offers "Undo". */
export const UNDO_WINDOW_MS = 10_000;

export interface OrderFlowOptions {
  product: Product;
  /** The chosen size, or null; it may have sold out since it was chosen. */
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
 * The "Order Now" click flow (login -> product loaded -> orderable -> premium -> size ->
 * address -> submit) with the dialogs it opens. The order of checks is `nextOrderStep` (order-flow.ts);
 * this hook turns each step into a toast, a dialog or the order itself.
 *
 * One order intent (product, size, address) keeps one Idempotency-Key through every tap and retry until an
 * answer ends it, and no second request leaves while one is on its way (docs/decisions/013).
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
  const [repeatMessage, setRepeatMessage] = useState("");
  const sizesRef = useRef<HTMLDivElement>(null);
  // Set by an order tap without a size, or with one that sold out since: the size choice is outlined, with
  // this line, until a size is picked.
  const [sizeProblem, setSizeProblem] = useState<string | null>(null);
  /** The order this page placed last: it shows how to pay until the shopper moves on. */
  const [placed, setPlaced] = useState<CustomerOrder | null>(null);
  const placeOrder = usePlaceOrder();
  const cancelOrder = useCancelOrder();
  // Known by the time an order can be placed: the button waits for it.
  const currency = useStoreCurrency() ?? DEFAULT_CURRENCY;
  // Set in the same event as the tap, so a second tap that lands before React re-renders (and disables
  // the button) cannot send a second order.
  const submitting = useRef(false);
  const intent = useRef<{ of: string; key: string } | null>(null);

  function openDialog(which: OrderDialog) {
    opener.remember();
    setEverOpened((current) => (current.has(which) ? current : new Set(current).add(which)));
    setDialog(which);
  }

  function askToLogIn(reason: SignInReason) {
    setLoginFor(reason);
    openDialog("login");
  }

  /** The visitor chose Log In: what they were doing is finished on this page once they are back. */
  function rememberForSignIn() {
    if (loginFor === "wishlist-add") savePendingIntent({ kind: "wishlist", productId: product.id });
    else if (loginFor === "remind") savePendingIntent({ kind: "remind", productId: product.id });
    else if (loginFor === "order" || loginFor === "order-session")
      savePendingIntent({ kind: "order", productId: product.id, size });
  }

  function closeDialog(open: boolean) {
    if (!open) setDialog(null);
  }

  function productMissing() {
    toast({ title: PRODUCT_NOT_AVAILABLE, description: PRODUCT_DATA_NOT_AVAILABLE, variant: "destructive" });
  }

  function askForSize(soldOut: string | null) {
    if (soldOut) toast({ title: soldOut, description: CHOOSE_ANOTHER_SIZE, variant: "destructive" });
    else toast({ title: SIZE_REQUIRED_TITLE, description: SIZE_REQUIRED_TEXT, variant: "destructive" });
    setSizeProblem(soldOut ?? SIZE_MISSING);
    const first = sizesRef.current?.querySelector<HTMLInputElement>('input[type="radio"]:not(:disabled)');
    first?.scrollIntoView({ behavior: "smooth", block: "center" });
    first?.focus({ preventScroll: true });
  }

  function undo(order: CustomerOrder) {
    // The Undo is the confirmation: no "Are you sure" here.
    cancelOrder.mutate(order, {
      onSuccess: ({ message }) => {
        setPlaced(null);
        toast({ title: message, description: order.productName });
      },
      onError: (error) =>
        toast({ title: "Failed to cancel order", description: error.message, variant: "destructive" }),
    });
  }

  function submit(shopper: CurrentUser, chosenSize: string | null, confirmRepeat = false) {
    if (submitting.current) return;
    submitting.current = true;
    const of = orderIntentOf(product.id, chosenSize, shopper);
    if (intent.current?.of !== of) intent.current = { of, key: newIdempotencyKey() };
    placeOrder.mutate(
      {
        payload: orderPayload(product, shopper, chosenSize, rates ?? []),
        idempotencyKey: intent.current.key,
        confirmRepeat,
      },
      {
        onSuccess: (order) => {
          intent.current = null;
          setPlaced(order);
          const what = order.size ? `${order.productName}, size ${order.size}` : order.productName;
          const { state, card } = order.payment;
          toast({
            title: state === "paid" && card ? paidWithMessage(card) : ORDER_PLACED,
            description: `${what}: ${formatMoney(order.totalPrice, currency)}. ${
              state === "charging" ? "Your card is being charged. " : ""
            }Track it in Your Orders.`,
            duration: UNDO_WINDOW_MS,
            action: { label: "Undo", altText: "Cancel this order in Your Orders", onClick: () => undo(order) },
          });
        },
        onError: (error) => {
          const failure = classifyOrderFailure(error);
          // An answer ends the intent; the repeat question and a lost answer keep its key for the next send.
          if (isApiError(error) && failure.kind !== "duplicate") intent.current = null;
          if (failure.kind === "premium") openDialog("premium");
          // Signed in when the page loaded, not any more: the error the order raised, then the dialog.
          else if (failure.kind === "login") askToLogIn("order-session");
          else if (failure.kind === "duplicate") {
            setRepeatMessage(failure.message);
            openDialog("repeat");
          } else if (failure.kind === "product-missing") {
            productMissing();
            refresh();
          } else if (failure.kind === "declined") {
            toast({ title: CARD_DECLINED_TITLE, description: failure.message, variant: "destructive" });
            // Its unit went back: the sizes show it.
            refresh();
          } else if (failure.kind === "no-answer") {
            toast({ title: ORDER_FAILED, description: NO_ANSWER_TEXT, variant: "destructive" });
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

  /** Acts on one step of the flow; a "submit" step places the order only when a tap asked for it. */
  function act(step: OrderStep, shopper: CurrentUser | null, tapped: boolean) {
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
        askForSize(null);
        return;
      case "size-sold-out":
        askForSize(step.message);
        return;
      case "address":
        openDialog("address");
        return;
      case "submit":
        if (shopper && tapped) submit(shopper, step.size);
        else orderButtonRef.current?.focus({ preventScroll: true });
    }
  }

  function orderNow() {
    if (submitting.current) return;
    if (!navigator.onLine) {
      toast({ title: YOU_ARE_OFFLINE, description: OFFLINE_ORDER_TEXT, variant: "destructive" });
      return;
    }
    const shopper = user ?? null;
    act(nextOrderStep({ user: shopper, product, size, now: new Date(), formatDate }), shopper, true);
  }

  /**
   * Back from signing in with an order started: the flow goes on from its next check with the size that was
   * chosen, and stops short of ordering, which only a tap does.
   */
  function resumeAfterSignIn(shopper: CurrentUser, chosenSize: string | null) {
    act(nextOrderStep({ user: shopper, product, size: chosenSize, now: new Date(), formatDate }), shopper, false);
  }

  return {
    orderNow,
    resumeAfterSignIn,
    /**
     * The address dialog's Save and order: the saved address is the one the order ships to. The checks run again,
     * since the size may have sold out while the address was typed.
     */
    orderWithAddress: (saved: CurrentUser) =>
      act(nextOrderStep({ user: saved, product, size, now: new Date(), formatDate }), saved, true),
    /**
     * The premium dialog made the shopper a member (the demo membership): the order goes on from its next check,
     * as the tap that opened the dialog asked (the address, then the order), without a second tap.
     */
    continueAsMember: (member: CurrentUser) => {
      setDialog(null);
      act(nextOrderStep({ user: member, product, size, now: new Date(), formatDate }), member, true);
    },
    /** "Order another?" answered yes: the same intent again, with the member's confirmation. */
    confirmRepeat: () => {
      setDialog(null);
      if (user) submit(user, size, true);
    },
    repeatMessage,
    placing: placeOrder.isPending,
    placed,
    orderButtonRef,
    sizesRef,
    sizeProblem,
    sizePicked: () => setSizeProblem(null),
    /** The open dialog, which dialogs were ever opened (to mount them lazily), and why login was asked. */
    dialog,
    everOpened,
    loginFor,
    askToLogIn,
    rememberForSignIn,
    closeDialog,
    restoreFocus: opener.restore,
  };
}
