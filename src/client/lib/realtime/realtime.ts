import { type QueryClient, type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useContext, useEffect } from "react";
import type { Product } from "../../../contracts/product";
import type { ServerMessage } from "../../../contracts/realtime";
import { SERVER_MESSAGE_TYPES } from "../../../contracts/realtime-types";
import { PAYMENT_REMINDER_TITLE } from "../../../domain/payment-deadline";
import { resetDiscoverIndex } from "../products/discover-storage";
import { RenderTimeContext } from "../products/first-view";
import { openLiveSocket } from "./live-socket";
import {
  CARD_ON_FILE_KEY,
  CATALOG_KEYS,
  CURRENT_USER_KEY,
  ORDERS_KEY,
  SHIPPING_RATES_KEY,
  refreshProductPages,
  STORE_SETTINGS_KEY,
  WISHLIST_KEY,
} from "../api/query-keys";
import { productQuery, productsQuery, wishlistQuery } from "../api/shop-queries";
import { toast } from "../ui/use-toast";

/** Discover listens for this to jump back to the first product when products were deleted. */
export const DISCOVER_RESET_EVENT = "drop:discover-reset";

export type MessageEffects = {
  /** Cached reads to refetch; "all" refetches everything the page shows. */
  invalidate: QueryKey[] | "all";
  toast?: { title: string; description?: string; duration: number };
  resetDiscover?: boolean;
  /** Every product's own read too (an open product page), not only the list. */
  refreshProductPages?: boolean;
  /** One product's units left, written into the list, its page and the wishlist. */
  patchStock?: { productId: number; stockLeft: Product["stockLeft"] };
};

const reminderTime = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" });
/** The reminder's line: the order, and by when it must be paid (the shopper's own clock). */
export const paymentReminderText = ({ orderId, payBy }: { orderId: number; payBy: string }) =>
  `Pay for order #${orderId} by ${reminderTime.format(new Date(payBy))}, or it is cancelled and its item released.`;

/** What the app does for each live message, as data so it can be tested. */
export function effectsOf(message: ServerMessage): MessageEffects {
  switch (message.type) {
    case "premium_status_updated":
      return {
        // A membership paid in Stripe's checkout brings the card the member's orders are charged to.
        invalidate: [CURRENT_USER_KEY, CARD_ON_FILE_KEY],
        toast: { title: "Premium Upgrade!", description: message.message, duration: 5000 },
      };
    case "premium_status_removed":
      return {
        invalidate: [CURRENT_USER_KEY, CARD_ON_FILE_KEY],
        toast: { title: "Membership Updated", description: message.message, duration: 3000 },
      };
    case "shipping-rates-updated":
      return { invalidate: [SHIPPING_RATES_KEY] };
    case "store-settings-updated":
      return { invalidate: [STORE_SETTINGS_KEY] };
    case "customer-products-updated":
      return {
        invalidate: [...CATALOG_KEYS, WISHLIST_KEY],
        refreshProductPages: true,
        resetDiscover: message.reason === "deleted",
      };
    case "products-scheduled":
    case "products-activated":
    case "product-status-updated":
    case "products-rescheduled":
      return { invalidate: [...CATALOG_KEYS, WISHLIST_KEY], refreshProductPages: true };
    case "paymentReminder":
      return {
        invalidate: [ORDERS_KEY],
        toast: { title: PAYMENT_REMINDER_TITLE, description: paymentReminderText(message), duration: 15_000 },
      };
    case "orderStatusUpdate":
    case "orderPaymentUpdate":
    case "newOrder":
      return { invalidate: [ORDERS_KEY] };
    case "stock-updated":
      // Written into what is cached: an order somewhere must not make every open page read the list again.
      return { invalidate: [], patchStock: { productId: message.productId, stockLeft: message.stockLeft } };
    case "product-sold-out":
      return { invalidate: [] };
    case "resync":
      return { invalidate: "all" };
  }
}

function apply(queryClient: QueryClient, effects: MessageEffects) {
  if (effects.invalidate === "all") void queryClient.invalidateQueries();
  else for (const queryKey of effects.invalidate) void queryClient.invalidateQueries({ queryKey });
  if (effects.refreshProductPages) void refreshProductPages(queryClient);
  if (effects.patchStock) patchStock(queryClient, effects.patchStock);
  if (effects.toast) toast(effects.toast);
  if (effects.resetDiscover) {
    resetDiscoverIndex();
    window.dispatchEvent(new Event(DISCOVER_RESET_EVENT));
  }
}

function patchStock(queryClient: QueryClient, { productId, stockLeft }: NonNullable<MessageEffects["patchStock"]>) {
  const patch = (product: Product) => (product.id === productId ? { ...product, stockLeft } : product);
  queryClient.setQueryData(productsQuery.queryKey, (list) => list?.map(patch));
  queryClient.setQueryData(productQuery(productId).queryKey, (product) => product && patch(product));
  queryClient.setQueryData(wishlistQuery.queryKey, (items) =>
    items?.map((item) => (item.productId === productId ? { ...item, product: patch(item.product) } : item)),
  );
}

/**
 * Keeps one socket to /ws open while the app runs, reconnecting 3 s after a drop; after a reconnect it
 * refetches everything, since messages sent while it was away are lost; on a server-rendered page the
 * server says `resync` if anything changed between rendering and the socket's opening. `identity` (the
 * signed-in user's id, or null; undefined while unknown) reopens the socket when the shopper signs in or out,
 * because the server reads identity from the session at connection time.
 */
export function useRealtime(identity: { id: number; email: string } | null | undefined) {
  const queryClient = useQueryClient();
  const renderedAt = useContext(RenderTimeContext);
  const known = identity !== undefined;
  const email = identity?.email;
  useEffect(() => {
    // Wait until we know who is signed in, so the first socket is not opened only to be reopened.
    if (!known) return;
    return openLiveSocket({
      email,
      read: (value) => (isServerMessage(value) ? value : null),
      onMessage: (message) => apply(queryClient, effectsOf(message)),
      onReconnect: () => void queryClient.invalidateQueries(),
      // A server-rendered page's data was read before the page even loaded, seconds before this socket opened.
      since: renderedAt ?? undefined,
    });
  }, [queryClient, known, identity?.id, email, renderedAt]);
}

const MESSAGE_TYPES: ReadonlySet<string> = new Set(SERVER_MESSAGE_TYPES);

/**
 * A light check instead of the contract's zod schema, which would add zod to the first download; the
 * messages come from our own server, so knowing the type is enough to act on them.
 */
export function isServerMessage(value: unknown): value is ServerMessage {
  return typeof value === "object" && value !== null && MESSAGE_TYPES.has(String((value as { type?: unknown }).type));
}
